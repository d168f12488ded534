/**
 * Table 2 of paper 002 as a table: per reviewer × dataset the mean severity
 * under silent peers, the rise ΔS (wrong − silent, item-bootstrap interval)
 * from {@link panelSeverityByDataset}, and the paper's statement for the reviewer.
 *
 * @example
 * panelSeverityTable([{ model: "m", dataset: "d", silent: 1, rise: { value: 2, n: 3, ci: [1, 3] } }], { m: "CI excludes 0" });
 * // => [{ reviewer: "m", dataset: "d", silent_mean: 1, value: 2, n: 3, ci_low: 1, ci_high: 3, paper: "CI excludes 0" }]
 */
import { measureRow } from "../../../metrics/common/measure-row.js";
import type { PanelSeverityRow } from "../measures/index.js";
import { panelPaperValue, panelPaperValues } from "./panel-paper-values.js";

/**
 * @param rows {@link panelSeverityByDataset} rows
 * @param paper the paper's statement per reviewer (default {@link panelPaperValues}.severity)
 */
export function panelSeverityTable(rows: readonly PanelSeverityRow[], paper: Readonly<Record<string, string>> = panelPaperValues.severity) {
  return rows.map((r) => ({ reviewer: r.model, dataset: r.dataset, silent_mean: r.silent, ...measureRow(r.rise), paper: panelPaperValue(paper, r.model) }));
}
