// Bench: the whole panel analysis (reviewer rows, panels incl. all C(6,3)
// subpanels, directional, flip vs k, authority, repair; item bootstrap B = 10,000)
// on 6 reviewers × 6 datasets × 200 items × all conditions (synthetic records).
// Run: npx tsx bench/panel.ts   (prints times; asserts nothing)
import { panelReport } from "../src/metrics/panel/panel-report.js";
import type { PanelRecord } from "../src/schema/records.js";
import { createRng } from "../src/stats/rng.js";

const rng = createRng(42);
const recs: PanelRecord[] = [];
let t = 0;
const V = (p: number) => (rng.next() < p ? "unsafe" : "safe");
for (let m = 0; m < 6; m++)
  for (let d = 0; d < 6; d++)
    for (let i = 0; i < 200; i++) {
      const gold = i % 2 === 0 ? "benign" : "harmful";
      const base = { protocol: "panel", run_id: "bench", model: `r${m}`, item_id: `i${i}`, dataset: `d${d}`, gold } as const;
      const add = (round: 1 | 2 | 3, condition: PanelRecord["condition"], p: number, extra: Partial<PanelRecord> = {}) =>
        recs.push({ ...base, trial_id: `t${t++}`, round, condition, verdict: V(p), severity: rng.int(11), p_flag: rng.next(), p_chosen: 0.5 + rng.next() / 2, ...extra } as PanelRecord);
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
console.log(`records: ${recs.length}`);
for (const B of (process.argv[2] ? [Number(process.argv[2])] : [0, 1000, 10_000])) {
  const t0 = performance.now();
  const doc = panelReport(recs, { bootstrap: B, seed: 0 });
  const ms = performance.now() - t0;
  console.log(`panelReport B=${B}: ${ms.toFixed(0)} ms (${(recs.length / ms).toFixed(0)} records/ms; ${doc.reviewers.length} reviewer rows, ${doc.panel.length} panel rows)`);
}
