// Hidden-profile throughput: simulated sessions through the runner (in-process simulator) and the
// metrics over the records. Prints times and rates; asserts nothing.
// Run: npx tsx bench/hidden-profile.ts
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadLogs } from "../src/load/load-logs.js";
import { hiddenProfileMetrics } from "../src/paradigms/hidden_profile/measures/index.js";
import { runProtocol } from "../src/runner/run-protocol.js";

const out = mkdtempSync(join(tmpdir(), "hp-bench-"));
let t = performance.now();
const s = await runProtocol({ protocol: "hidden_profile", model: "sim:typical", out, protocolOptions: { sessions: 4, rounds: 10 } });
const runMs = performance.now() - t;
const records = (await loadLogs([join(out, "records.jsonl")])).hidden_profile;
const big = Array.from({ length: 20 }, (_, i) => records.map((r) => ({ ...r, model: `m${i}`, trial_id: `${i}:${r.trial_id}` }))).flat();
t = performance.now();
const doc = hiddenProfileMetrics(big);
const metMs = performance.now() - t;
console.log(`runner: ${s.calls} calls, ${s.trials} records in ${runMs.toFixed(0)} ms (${((s.calls / runMs) * 1000).toFixed(0)} calls/s)`);
console.log(`metrics: ${big.length} records, ${doc.groups.length} groups, ${doc.tasks.length} task rows in ${metMs.toFixed(0)} ms (${((big.length / metMs) * 1000).toFixed(0)} records/s)`);
rmSync(out, { recursive: true, force: true });
