/**
 * Paper 002's severity estimand (§3.3): benign items a reviewer judged `safe`
 * alone (`solo`), grouped by the severity it gave them alone — exactly 0
 * ("as clearly safe as the scale allows") against above 0 — and the share of
 * each group judged `unsafe` under `wrong_peers` (the flip to the asserted
 * label), POOLED over reviewers, datasets and replicates (the paper: 85.7% at
 * severity 0 vs 65.0% above 0). Units are reviewer–item pairs with a parseable
 * `wrong_peers` verdict and a numeric solo severity; the interval is the item
 * bootstrap of the pooled rate (metrics.md §2, §5), queued on `batch`.
 * Our per-reviewer strata 0–3 / 4–6 / 7–10 are {@link panelSeverityFlips}.
 *
 * @example
 * const batch = panelBootstrapBatch(0, createRng(0));
 * const s = panelSeverityZeroFlips(indexPanelRecords(main), batch);
 * batch.run();
 * s.zero.value; // the paper's logs: 0.857 (s.above.value: 0.65)
 */
import type { Measure } from "../../../stats/measure.js";
import type { PanelBootstrapBatch } from "./bootstrap-batch.js";
import { PANEL_CELL, panelRowOffset, type PanelIndex } from "./panel-index.js";
import { panelPooledRate } from "./pooled-rate.js";

/** Flips to `unsafe` under `wrong_peers` at solo severity 0 and above 0 (pooled). */
export interface PanelSeverityZeroFlips {
  /** Items the reviewer scored 0 alone. */
  zero: Measure;
  /** Items the reviewer scored above 0 alone. */
  above: Measure;
}

/**
 * @param ix index of the main records
 * @param batch shared resampler (B = 0 → intervals null); intervals are set when it runs
 * @param models reviewers to pool (default every reviewer in `ix`)
 * @example
 * panelSeverityZeroFlips(indexPanelRecords([]), panelBootstrapBatch(0, createRng(0))); // => { zero: { value: null, n: 0, ci: null }, above: { value: null, n: 0, ci: null } }
 */
export function panelSeverityZeroFlips(ix: PanelIndex, batch: PanelBootstrapBatch, models?: readonly string[]): PanelSeverityZeroFlips {
  const I = ix.items.length;
  const num = [new Float64Array(I), new Float64Array(I)], den = [new Float64Array(I), new Float64Array(I)];
  const keep = models ? new Set(models) : null;
  ix.models.forEach((model, m) => {
    if (keep && !keep.has(model)) return;
    const so = panelRowOffset(ix, m, "solo"), o = panelRowOffset(ix, m, "wrong_peers");
    if (so < 0 || o < 0) return;
    for (let i = 0; i < I; i++) {
      if (ix.harmful[i] || ix.verdict[so + i] !== PANEL_CELL.safe) continue;
      const v = ix.verdict[o + i];
      if (v !== PANEL_CELL.safe && v !== PANEL_CELL.unsafe) continue;
      const sev = ix.records[so + i]?.severity;
      if (typeof sev !== "number") continue;
      const g = sev === 0 ? 0 : 1;
      den[g][i]++;
      if (v === PANEL_CELL.unsafe) num[g][i]++;
    }
  });
  return { zero: panelPooledRate(num[0], den[0], batch), above: panelPooledRate(num[1], den[1], batch) };
}
