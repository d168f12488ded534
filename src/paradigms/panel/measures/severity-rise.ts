/**
 * Paired severity rise ΔS of one reviewer in one condition (paper 002 Table 2;
 * metrics.md §2, §5): over benign items with a non-null severity in both the
 * condition and `silent_peers`, mean severity under the condition − mean
 * severity under `silent_peers` (paired by item), with an item-bootstrap
 * percentile interval of that difference. The `silent_peers` row is 0
 * (n = benign items with a silent severity; ci [0, 0] when B > 0); the `solo`
 * row is solo − silent.
 *
 * The interval is queued on `batch` and filled in by `batch.run()`.
 *
 * @example
 * const batch = panelBootstrapBatch(1000, createRng(0));
 * const rise = panelSeverityRise(ix, "m", "wrong_peers", batch);
 * batch.run();
 * rise; // => { value: 2.5, n: 2, ci: [1, 4] }  (items with rises 1 and 4)
 */
import type { Measure } from "../../../stats/measure.js";
import type { PanelBootstrapBatch } from "./bootstrap-batch.js";
import { panelRowOffset, type PanelIndex } from "./panel-index.js";

/** The paired benign items of a reviewer and condition: item indices and both severities. */
export interface PanelSeverityPairs {
  ids: Int32Array;
  condition: Float64Array;
  silent: Float64Array;
}

/** Benign items with a numeric severity under `condition` and under `silent_peers` (item order). */
export function panelSeverityPairs(ix: PanelIndex, model: string, condition: string): PanelSeverityPairs {
  const m = ix.modelOf(model);
  const o = m === undefined ? -1 : panelRowOffset(ix, m, condition);
  const ids: number[] = [], a: number[] = [], s: number[] = [];
  if (o >= 0) {
    const so = panelRowOffset(ix, m!, "silent_peers");
    for (let i = 0; i < ix.items.length; i++) {
      if (ix.harmful[i]) continue;
      const r = ix.records[o + i]?.severity, q = ix.records[so + i]?.severity;
      if (typeof r !== "number" || typeof q !== "number") continue;
      ids.push(i); a.push(r); s.push(q);
    }
  }
  return { ids: Int32Array.from(ids), condition: Float64Array.from(a), silent: Float64Array.from(s) };
}

/**
 * @param batch shared resampler (its B = 0 → ci null); the interval is set when it runs
 */
export function panelSeverityRise(ix: PanelIndex, model: string, condition: string, batch: PanelBootstrapBatch): Measure {
  const p = panelSeverityPairs(ix, model, condition);
  const n = p.ids.length;
  if (n === 0) return { value: null, n: 0, ci: null };
  if (condition === "silent_peers") return { value: 0, n, ci: batch.B > 0 ? [0, 0] : null };
  let s = 0;
  for (let i = 0; i < n; i++) s += p.condition[i] - p.silent[i];
  const out: Measure = { value: s / n, n, ci: null };
  const ones = new Float64Array(n).fill(1);
  batch.add(p.ids, [p.condition, p.silent], [ones, ones], [[0, 1]], (iv) => (out.ci = iv[2]));
  return out;
}
