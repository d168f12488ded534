// Calibration check of the hidden-profile simulator (scenarios/sim/hidden-profile-profiles.json)
// against HiddenBench (shared/papers/001_*.txt): runs the GPT-4.1-sim ablations (Tables 2, 3, 5, 6)
// and the paper-calibrated baselines in a temporary directory and prints simulated vs paper values
// and the qualitative findings (hiddenProfilePaperShapes). Nothing is written under data/.
// Run: npx tsx scripts/data/hidden_profile_fit.ts [--sessions 10] [--seed 0] [--params FILE] [--no-baselines]
//   --params FILE  try another parameter file (same shape) instead of the committed one
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadLogs } from "../../src/load/load-logs.js";
import { hiddenProfileMetrics, type HpGroupRow } from "../../src/metrics/hidden-profile/index.js";
import { projectPath } from "../../src/paths.js";
import { HIDDENBENCH_PAPER, hiddenProfilePaperShapes } from "../../src/plot/hidden-profile/index.js";
import { loadHiddenProfileTasks } from "../../src/runner/protocols/hidden-profile/index.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { HP_ABLATIONS, HP_ABLATION_TASKS, HP_BASELINE_PROFILES } from "./hidden_profile_runs.js";

const { values: o } = parseArgs({ options: { sessions: { type: "string", default: "10" }, seed: { type: "string", default: "0" }, params: { type: "string" }, "no-baselines": { type: "boolean", default: false } } });
const sessions = Number(o.sessions);
const seed = Number(o.seed);
const tmp = mkdtempSync(join(tmpdir(), "hp-fit-"));
const scenarios = join(tmp, "scenarios");
mkdirSync(join(scenarios, "sim"), { recursive: true });
mkdirSync(join(scenarios, "hidden_profile"), { recursive: true });
copyFileSync(projectPath("scenarios", "hidden_profile", "tasks.json"), join(scenarios, "hidden_profile", "tasks.json"));
copyFileSync(o.params ?? projectPath("scenarios", "sim", "hidden-profile-profiles.json"), join(scenarios, "sim", "hidden-profile-profiles.json"));
const all = loadHiddenProfileTasks(projectPath("scenarios", "hidden_profile"));
const t0 = performance.now();
const outs: string[] = [];
async function run(profile: string, name: string, bank: typeof all, options: Record<string, unknown>): Promise<void> {
  const out = join(tmp, name);
  await runProtocol({ protocol: "hidden_profile", model: `sim:${profile}`, out, bank, protocolOptions: options, concurrency: 8, seed, simScenariosDir: scenarios });
  outs.push(join(out, "records.jsonl"));
}
for (const [name, opts] of Object.entries(HP_ABLATIONS)) await run("gpt-4.1-sim", `gpt-4.1-sim-${name}`, all.filter((t) => HP_ABLATION_TASKS.includes(t.id)), { sessions, ...opts });
if (!o["no-baselines"]) for (const p of HP_BASELINE_PROFILES.filter((p) => p.endsWith("-sim"))) await run(p, p, all, { sessions: 5 });
const groups = hiddenProfileMetrics((await loadLogs(outs)).hidden_profile).groups;
rmSync(tmp, { recursive: true, force: true });

const f = (v: number | null | undefined) => (v === null || v === undefined ? "  –  " : v.toFixed(3));
const line = (cells: string[]) => console.log(cells.map((c, i) => (i === 0 ? c.padEnd(34) : c.padStart(9))).join(""));
const find = (model: string, variant: string): HpGroupRow | undefined => groups.find((g) => g.model === model && g.variant === variant);
console.log(`# GPT-4.1-sim ablations, ${sessions} sessions x ${HP_ABLATION_TASKS.length} tasks, seed ${seed} (simulated vs paper)`);
line(["variant", "post sim", "± sem", "post pap", "maj sim", "maj pap", "impr sim", "impr pap"]);
for (const table of [HIDDENBENCH_PAPER.table2, HIDDENBENCH_PAPER.table3, HIDDENBENCH_PAPER.table5, HIDDENBENCH_PAPER.table6]) {
  for (const r of table) {
    const g = find("gpt-4.1-sim", r.id);
    line([r.label, f(g?.y_post.value), f(g?.y_post.sem), f(r.y_post), f(g?.y_post_majority.value), f(r.y_post_majority), f(g?.improvement), f(r.improvement)]);
  }
  console.log("");
}
if (!o["no-baselines"]) {
  console.log("# Baselines over the bank, 5 sessions, T = 15 (simulated vs paper text)");
  line(["model", "pre sim", "pre pap", "post sim", "post pap", "full sim", "full pap", "gap sim", "gap pap"]);
  for (const [m, p] of Object.entries(HIDDENBENCH_PAPER.figure3)) {
    const g = find(m, "baseline");
    line([m, f(g?.y_pre.value), f(p.y_pre), f(g?.y_post.value), f(p.y_post), f(g?.y_full.value), f(p.y_full), f(g?.gap), f(p.gap)]);
    if (p.improvement !== undefined) console.log(`${"".padEnd(34)}improvement sim ${f(g?.improvement)}  paper ${f(p.improvement)}`);
  }
  console.log("");
}
console.log("# Qualitative findings");
for (const r of hiddenProfilePaperShapes(groups, "gpt-4.1-sim")) console.log(`${r.holds ? "ok  " : "FAIL"} ${r.table}: ${r.finding}  (paper ${r.paper}; sim ${r.recovered})`);
console.log(`\n${((performance.now() - t0) / 1000).toFixed(1)} s`);
