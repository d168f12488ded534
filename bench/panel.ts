// Bench: the whole panel analysis (reviewer rows, panels incl. all C(6,3)
// subpanels, directional, flip vs k, authority, repair, per-class effects, cells;
// item bootstrap B = 10,000; the permutation null timed separately) and the screen
// on 6 reviewers × 6 datasets × 200 items × all conditions (synthetic records).
// Run: npx tsx bench/panel.ts [B]   (prints times and the ratio to B = 0; asserts nothing)
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { panelReport } from "../src/paradigms/panel/measures/panel-report.js";
import { panelScreen } from "../src/paradigms/panel/measures/panel-screen.js";
import type { PanelRecord } from "../src/paradigms/panel/kind.js";
import { createRng } from "../src/stats/rng.js";
import { cpus, loadavg } from "node:os";

const rng = createRng(42);
const built: PanelRecord[] = [];
let t = 0;
const V = (p: number) => (rng.next() < p ? "unsafe" : "safe");
for (let m = 0; m < 6; m++)
  for (let d = 0; d < 6; d++)
    for (let i = 0; i < 200; i++) {
      const gold = i % 2 === 0 ? "benign" : "harmful";
      const base = { protocol: "panel", run_id: "bench", model: `r${m}`, item_id: `i${i}`, dataset: `d${d}`, gold } as const;
      const add = (round: 1 | 2 | 3, condition: PanelRecord["condition"], p: number, extra: Partial<PanelRecord> = {}) =>
        built.push({ ...base, trial_id: `t${t++}`, round, condition, verdict: V(p), severity: rng.int(11), p_flag: rng.next(), p_chosen: 0.5 + rng.next() / 2, ...extra } as PanelRecord);
      const b = gold === "benign";
      add(1, "solo", b ? 0.35 : 0.9);
      add(2, "silent_peers", b ? 0.55 : 0.9);
      add(2, "wrong_peers", b ? 0.88 : 0.78);
      add(2, "right_peers", b ? 0.3 : 0.95);
      if (!b) add(2, "authority", 0.5);
      if (b) for (let k = 0; k <= 6; k++) add(2, "wrong_peers", 0.5 + k * 0.07, { k_asserting: k });
      for (const r of ["repair_independence", "repair_accountability", "repair_vigilance"] as const) {
        add(3, r, 0.5, { after: "wrong_peers" });
        if (!b) add(3, r, 0.5, { after: "authority" });
      }
    }
// Records as loadLogs gives them (parsed JSON lines): the spread-built objects above have
// shapes on which every property read is ~30x slower than on parsed records.
const recs: PanelRecord[] = built.map((r) => JSON.parse(JSON.stringify(r)) as PanelRecord);

// Timing: one untimed warm-up (JIT), then the reference run (B = 0: indexing, every
// measure, panels and all subpanels, no resampling) and the target run (B = 10,000),
// each the median of 3, in this process; the ratio isolates the bootstrap's share.
// The machine is shared: the load average is printed alongside.
// CPU time (process.cpuUsage, user + system) is printed too: on a contended machine it is
// the steadier figure.
const time = (B: number): { wall: number; cpu: number } => {
  const wall: number[] = [], cpu: number[] = [];
  for (let r = 0; r < 3; r++) {
    const c0 = process.cpuUsage(), t0 = performance.now();
    panelReport(recs, { bootstrap: B, seed: 0, permutations: 0 });
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const med = (x: number[]) => x.sort((a, b) => a - b)[1];
  return { wall: med(wall), cpu: med(cpu) };
};
console.log(`records: ${recs.length}; load average ${loadavg().map((x) => x.toFixed(2)).join(" ")} on ${cpus().length} cores`);
panelReport(recs, { bootstrap: 100, seed: 0 });
const B = process.argv[2] ? Number(process.argv[2]) : 10_000;
const ref = time(0);
const ms = time(B);
const doc = panelReport(recs, { bootstrap: B, seed: 0 });
console.log(`reference panelReport B=0: ${ref.wall.toFixed(0)} ms wall, ${ref.cpu.toFixed(0)} ms CPU (${(recs.length / ref.wall).toFixed(0)} records/ms)`);
console.log(`panelReport B=${B}: ${ms.wall.toFixed(0)} ms wall, ${ms.cpu.toFixed(0)} ms CPU (${(recs.length / ms.wall).toFixed(0)} records/ms; ${doc.reviewers.length} reviewer rows, ${doc.panel.length} panel rows); ratio to B=0: ${(ms.wall / ref.wall).toFixed(2)} wall, ${(ms.cpu / ref.cpu).toFixed(2)} CPU; target < 1000 ms`);
const once = (f: () => unknown): number => { const c0 = process.cpuUsage(); f(); const c = process.cpuUsage(c0); return (c.user + c.system) / 1000; };
console.log(`dependence check (2000 permutations per condition and class): ${(once(() => panelReport(recs, { bootstrap: 0, seed: 0, permutations: 2000 })) - ref.cpu).toFixed(0)} ms CPU beyond B=0`);
console.log(`panelScreen (B = 2000, 6 reviewers): ${once(() => panelScreen(recs, { bootstrap: 2000, seed: 0 })).toFixed(0)} ms CPU`);
console.log(`load average after: ${loadavg().map((x) => x.toFixed(2)).join(" ")}`);
