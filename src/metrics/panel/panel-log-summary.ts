/**
 * A one-line description of loaded panel logs for a notebook: how many
 * records, reviewers (models) and distinct items (dataset, item) there are,
 * and whether every record is simulated.
 *
 * @example
 * panelLogSummary([{ model: "a", dataset: "d", item_id: "b1", simulated: true }, { model: "b", dataset: "d", item_id: "b1", simulated: true }]);
 * // => { records: 2, reviewers: 2, items: 1, simulated: true }
 */
import type { PanelRecord } from "../../schema/records.js";

/** See module doc. `simulated` is false for an empty log. */
export function panelLogSummary(records: readonly Pick<PanelRecord, "model" | "dataset" | "item_id" | "simulated">[]) {
  return {
    records: records.length,
    reviewers: new Set(records.map((r) => r.model)).size,
    items: new Set(records.map((r) => JSON.stringify([r.dataset, r.item_id]))).size,
    simulated: records.length > 0 && records.every((r) => r.simulated === true),
  };
}
