/**
 * Loader benchmark: writes a log of all four protocols (default 40,000
 * records, ~20 MB) and times `countLogs` (the `validate` command's streaming
 * path) and `loadLogs`, against a reference in the same process: reading the
 * same file with `readFileSync` + `JSON.parse` per line and no validation.
 * Run: `npx tsx bench/load.ts [records]`
 */
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { countLogs, loadLogs } from "../src/load/load-logs.js";

const N = Number(process.argv[2] ?? 40_000);
const dir = mkdtempSync(join(tmpdir(), "gt-bench-load-"));
const file = join(dir, "mixed.jsonl");
const lines: string[] = [];
const L = ["proceed", "block", "defer_or_review"];
for (let i = 0; i < N; i++) {
  const env = { run_id: "bench", model: `m${i % 9}`, trial_id: `t${i}`, raw: "The decision is block because ...", simulated: true };
  switch (i % 4) {
    case 0: lines.push(JSON.stringify({ protocol: "phantom", ...env, scenario_id: `s${i >> 5}`, agent: i % 4, condition: "private", decision: L[i % 3], gold: L[(i + 1) % 3], phantom_target: L[(i + 2) % 3] })); break;
    case 1: lines.push(JSON.stringify({ protocol: "panel", ...env, item_id: `i${i}`, dataset: "d", gold: "benign", round: 2, condition: "wrong_peers", verdict: "unsafe", severity: 3, confidence: 7, p_flag: 0.7, p_chosen: 0.7 })); break;
    case 2: lines.push(JSON.stringify({ protocol: "hidden_profile", ...env, task_id: "k", session: i, agent: 1, n_agents: 4, phase: "post", vote: "A", correct_answer: "B", variant: "baseline" })); break;
    default: lines.push(JSON.stringify({ protocol: "judge", uuid: `u${i}`, benchmark: "gaia", propagator: "p", auditor_count: 2, auditor_list: ["a", "b"], thought: "x".repeat(200), accuracy: 0, evidence_weighting: 4, clusters: ["A", "B"] }));
  }
}
writeFileSync(file, lines.join("\n") + "\n");

const t0 = performance.now();
let ref = 0;
for (const line of readFileSync(file, "utf8").split("\n")) if (line) { JSON.parse(line); ref++; }
const tRef = performance.now() - t0;
const t1 = performance.now();
const counts = await countLogs([file]);
const tCount = performance.now() - t1;
const t2 = performance.now();
const logs = await loadLogs([file]);
const tLoad = performance.now() - t2;
const total = logs.phantom.length + logs.panel.length + logs.hidden_profile.length + logs.judge.length;
console.log(`records: ${N} (${(readFileSync(file).length / 1e6).toFixed(1)} MB)`);
console.log(`reference JSON.parse only: ${tRef.toFixed(0)} ms (${ref} lines)`);
console.log(`countLogs (validate):      ${tCount.toFixed(0)} ms  ratio ${(tCount / tRef).toFixed(2)}x  (${counts.records} records)`);
console.log(`loadLogs:                  ${tLoad.toFixed(0)} ms  ratio ${(tLoad / tRef).toFixed(2)}x  (${total} records)`);
