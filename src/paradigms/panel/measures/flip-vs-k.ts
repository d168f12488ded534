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
import type { PanelRecord } from "../../../paradigms/panel/kind.js";
import { replicateKey } from "../../../schema/records.js";
import type { Measure } from "../../../stats/measure.js";
import type { PanelBootstrapBatch } from "./bootstrap-batch.js";
import { PANEL_CELL, panelRowOffset, type PanelIndex } from "./panel-index.js";
import { panelPooledRate } from "./pooled-rate.js";

/** One point of the dose–response curve. */
export interface PanelFlipAtK {
  k: number;
  rate: Measure;
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
    const m = ix.modelOf(r.model), i = ix.itemOf(r.dataset, r.item_id, replicateKey(r));
    if (m === undefined || i === undefined || ix.verdict[panelRowOffset(ix, m, "solo") + i] !== PANEL_CELL.safe) continue;
    let c = byK.get(r.k_asserting);
    if (!c) byK.set(r.k_asserting, (c = [new Float64Array(I), new Float64Array(I)]));
    c[1][i]++;
    if (r.verdict === "unsafe") c[0][i]++;
  }
  return [...byK.keys()].sort((a, b) => a - b).map((k) => ({ k, rate: panelPooledRate(byK.get(k)![0], byK.get(k)![1], batch) }));
}
