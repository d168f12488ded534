/**
 * A rate pooled over items (Σ num / Σ den over the items with den > 0, e.g. flips
 * over eligible reviewer records per item) with its item-bootstrap interval
 * queued on a {@link PanelBootstrapBatch} (metrics.md §2, §5: "bootstrap (by item)
 * for differences and pooled rates").
 *
 * @example
 * const batch = panelBootstrapBatch(1000, createRng(0));
 * const r = panelPooledRate(Float64Array.of(1, 0, 2), Float64Array.of(1, 0, 3), batch);
 * batch.run();
 * r; // => { value: 0.75, n: 4, ci: [0.6666666666666666, 1] } (items 0 and 2)
 */
import type { Measure } from "../../../stats/measure.js";
import type { PanelBootstrapBatch } from "./bootstrap-batch.js";

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

