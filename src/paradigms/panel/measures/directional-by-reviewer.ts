/**
 * Directional adoption per reviewer (paper 002 Appendix G, Table 9; metrics.md
 * §2): {@link panelDirectional} on each reviewer's own pairs — the flag-directed
 * pool (silent verdict `safe`, message asserts `unsafe`), the safe-directed
 * pool (silent `unsafe`, message asserts `safe`), adoption = share switched to
 * the asserted label, gap = flag − safe; item-bootstrap intervals (one seeded
 * stream, reviewers in sorted order). Records are routed and de-duplicated as in
 * {@link panelReport}.
 *
 * @example
 * panelDirectionalByReviewer(logs.panel, { bootstrap: 1000, seed: 0 })[0];
 * // => { model: "gemma-2-9b-sim", flag: { value: 0.9, n: 24, ci }, safe: { value: 0.1, n: 300, ci }, gap: { value: 0.8, n: 324, ci } }
 */
import { argError } from "../../../errors.js";
import type { PanelRecord } from "../../../paradigms/panel/kind.js";
import { createRng } from "../../../stats/rng.js";
import { panelBootstrapBatch } from "./bootstrap-batch.js";
import { panelDirectional, type PanelDirectional } from "./directional-adoption.js";
import { indexPanelRecords } from "./panel-index.js";
import { splitPanelRecords } from "./panel-records.js";

/** One row of Table 9. */
export interface PanelDirectionalRow extends PanelDirectional {
  model: string;
}

/**
 * @param records panel records (any logs)
 * @param options `{ bootstrap = 10,000, seed = 0 }`
 * @returns one row per reviewer with round-1/2 records, sorted by model
 * @throws RangeError when bootstrap is not a non-negative integer
 */
export function panelDirectionalByReviewer(records: readonly PanelRecord[], options: { bootstrap?: number; seed?: number } = {}): PanelDirectionalRow[] {
  const B = options.bootstrap ?? 10_000;
  if (!Number.isInteger(B) || B < 0) throw new RangeError(argError("panelDirectionalByReviewer", "options.bootstrap", "a non-negative integer", B));
  const ix = indexPanelRecords(splitPanelRecords(records).main);
  const batch = panelBootstrapBatch(B, createRng(options.seed ?? 0));
  const rows = ix.models.map((model) => ({ model, ...panelDirectional(ix, batch, [model]) }));
  batch.run();
  return rows;
}
