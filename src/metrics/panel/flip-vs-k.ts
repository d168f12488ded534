/**
 * Flip rate against the number of asserting peers (paper 002 §3.1, Figure 4;
 * metrics.md §2, §5): over the sweep records (`k_asserting` present) of benign
 * items the reviewer judged `safe` in round 1 (`solo`), the share judged
 * `unsafe`, for each k; pooled over reviewers and datasets, with an item
 * bootstrap interval (items = (dataset, item_id) clusters). k ascending.
 *
 * @example
 * const batch = panelBootstrapBatch(1000, createRng(0));
 * const curve = panelFlipVsK(sweep, ix, batch);
 * batch.run();
 * curve; // => [{ k: 0, rate: { value: 0.1, n: 10, ci } }, { k: 6, rate: { value: 0.9, n: 10, ci } }]
 */
import type { PanelRecord } from "../../schema/records.js";
import type { Measure } from "../../stats/measure.js";
import type { PanelBootstrapBatch } from "./bootstrap-batch.js";
import { PANEL_CELL, panelRowOffset, type PanelIndex } from "./panel-index.js";

/** One point of the dose–response curve. */
export interface PanelFlipAtK {
  k: number;
  rate: Measure;
}

/**
 * Per-item counts of a pooled rate (num / den per item) as the sparse columns a
 * bootstrap batch takes: the items with den > 0, ascending.
 * @example
 * panelItemCells(Float64Array.of(1, 0, 2), Float64Array.of(1, 0, 3));
 * // => { ids: Int32Array [0, 2], num: Float64Array [1, 2], den: Float64Array [1, 3], N: 3, D: 4 }
 */
export function panelItemCells(num: Float64Array, den: Float64Array): { ids: Int32Array; num: Float64Array; den: Float64Array; N: number; D: number } {
  const ids: number[] = [];
  for (let i = 0; i < den.length; i++) if (den[i] > 0) ids.push(i);
  const nu = Float64Array.from(ids, (i) => num[i]), de = Float64Array.from(ids, (i) => den[i]);
  return { ids: Int32Array.from(ids), num: nu, den: de, N: nu.reduce((a, b) => a + b, 0), D: de.reduce((a, b) => a + b, 0) };
}

/** A pooled rate from item cells, its interval queued on `batch`. */
export function panelPooledRate(num: Float64Array, den: Float64Array, batch: PanelBootstrapBatch): Measure {
  const c = panelItemCells(num, den);
  const out: Measure = { value: c.D ? c.N / c.D : null, n: c.D, ci: null };
  if (c.D) batch.add(c.ids, [c.num], [c.den], [], (iv) => (out.ci = iv[0]));
  return out;
}

/**
 * @param sweep de-duplicated sweep records
 * @param ix index of the main records (for the round-1 verdicts)
 * @param batch shared resampler; the intervals are set when it runs
 * @param models restrict to these reviewers (default all)
 */
export function panelFlipVsK(sweep: readonly PanelRecord[], ix: PanelIndex, batch: PanelBootstrapBatch, models?: readonly string[]): PanelFlipAtK[] {
  const keep = models ? new Set(models) : null;
  const I = ix.items.length;
  const byK = new Map<number, [Float64Array, Float64Array]>();
  for (const r of sweep) {
    if (r.k_asserting === undefined || r.k_asserting === null || r.gold !== "benign") continue;
    if (keep && !keep.has(r.model)) continue;
    const m = ix.modelOf(r.model), i = ix.itemOf(r.dataset, r.item_id);
    if (m === undefined || i === undefined || ix.verdict[panelRowOffset(ix, m, "solo") + i] !== PANEL_CELL.safe) continue;
    let c = byK.get(r.k_asserting);
    if (!c) byK.set(r.k_asserting, (c = [new Float64Array(I), new Float64Array(I)]));
    c[1][i]++;
    if (r.verdict === "unsafe") c[0][i]++;
  }
  return [...byK.keys()].sort((a, b) => a - b).map((k) => ({ k, rate: panelPooledRate(byK.get(k)![0], byK.get(k)![1], batch) }));
}
