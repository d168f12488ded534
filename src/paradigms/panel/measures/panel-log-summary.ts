/**
 * A one-line description of loaded panel logs for a notebook: how many
 * records, reviewers (models) and distinct items (dataset, item) there are,
 * and whether every record is simulated (shared helpers `distinctCount`, `countSimulated`).
 *
 * @example
 * panelLogSummary([{ model: "a", dataset: "d", item_id: "b1", simulated: true }, { model: "b", dataset: "d", item_id: "b1", simulated: true }]);
 * // => { records: 2, reviewers: 2, items: 1, simulated: true }
 */
import { distinctCount } from "../../../load/log-summary.js";
import type { PanelRecord } from "../../../paradigms/panel/kind.js";
import { countSimulated } from "../../../metrics/common/simulated-label.js";

/** See module doc. `simulated` is false for an empty log. */
export function panelLogSummary(records: readonly Pick<PanelRecord, "model" | "dataset" | "item_id" | "simulated">[]) {
  return {
    records: records.length,
    reviewers: distinctCount(records, ["model"]),
    items: distinctCount(records, ["dataset", "item_id"]),
    simulated: records.length > 0 && countSimulated(records) === records.length,
  };
}
