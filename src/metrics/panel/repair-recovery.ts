/**
 * Repair recovery (paper 002 §3.5, Appendix C; metrics.md §2, §5): a round-3
 * record counts when its item was judged correctly in round 1 and the verdict
 * under its `after` condition equals the label that condition asserts (and so
 * differs from round 1); recovered = its verdict equals the round-1 verdict.
 * Pooled over `after`, per reviewer × repair prompt, with an item-bootstrap interval.
 *
 * @example
 * panelRepair(repair, idx, 1000, createRng(0));
 * // => [{ model: "m", condition: "repair_independence", recovery: { value: 0.5, n: 2, ci } }]
 */
import type { PanelRecord } from "../../schema/records.js";
import { PANEL_CONDITIONS } from "../../schema/vocab.js";
import type { Measure } from "../../stats/measure.js";
import type { Rng } from "../../stats/rng.js";
import { panelBootstrapRatio } from "./item-bootstrap.js";
import type { PanelIndex } from "./panel-index.js";
import { panelAssertedVerdict, panelCorrectVerdict, panelItemKey } from "./panel-records.js";

/** One row of the repair table. */
export interface PanelRepairRow {
  model: string;
  condition: string;
  recovery: Measure;
}

export function panelRepair(repair: readonly PanelRecord[], idx: PanelIndex, B: number, rng: Rng): PanelRepairRow[] {
  const cells = new Map<string, Map<string, [number, number]>>();
  const rows = new Set<string>();
  for (const r of repair) {
    const rowKey = `${r.model}\u0000${r.condition}`;
    rows.add(rowKey);
    if (r.after === undefined || r.after === null) continue;
    const ik = panelItemKey(r);
    const recs = idx.get(r.model)?.get(ik);
    const solo = recs?.get("solo"), after = recs?.get(r.after);
    if (!solo || !after || solo.verdict !== panelCorrectVerdict(r.gold)) continue;
    const asserted = panelAssertedVerdict(r.after, r.gold);
    if (asserted === null || asserted === solo.verdict || after.verdict !== asserted) continue;
    let m = cells.get(rowKey);
    if (!m) cells.set(rowKey, (m = new Map()));
    const c = m.get(ik) ?? [0, 0];
    c[1]++;
    if (r.verdict === solo.verdict) c[0]++;
    m.set(ik, c);
  }
  const order = (c: string) => PANEL_CONDITIONS.indexOf(c as (typeof PANEL_CONDITIONS)[number]);
  const sorted = [...rows].map((k) => k.split("\u0000") as [string, string])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : order(a[1]) - order(b[1])));
  return sorted.map(([model, condition]) => {
    const cs = [...(cells.get(`${model}\u0000${condition}`)?.values() ?? [])];
    const num = cs.map((c) => c[0]), den = cs.map((c) => c[1]);
    const N = num.reduce((a, b) => a + b, 0), D = den.reduce((a, b) => a + b, 0);
    return { model, condition, recovery: { value: D ? N / D : null, n: D, ci: D ? panelBootstrapRatio(num, den, B, rng) : null } };
  });
}
