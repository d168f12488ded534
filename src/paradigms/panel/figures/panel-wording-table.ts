/**
 * The wording-robustness table (paper 002 Appendix I, Table 11): per wording
 * the pooled flip rate to *unsafe* with its interval, its difference from the
 * original wording with that interval, and the paper's statement.
 *
 * @example
 * panelWordingTable([{ wording: "original", rate: { value: 0.5, n: 4, ci: [0.2, 0.8] }, vs_original: { value: 0, n: 4, ci: [0, 0] } }], "not given");
 * // => [{ wording: "original", value: 0.5, n: 4, ci_low: 0.2, ci_high: 0.8, vs_original: 0, vs_original_low: 0, vs_original_high: 0, paper: "not given" }]
 */
import { measureRow } from "../../../metrics/common/measure-row.js";
import type { PanelWordingRow } from "../measures/index.js";
import { panelPaperValues } from "./panel-paper-values.js";

/**
 * @param rows {@link panelWordingRobustness} rows
 * @param paper the paper's statement (default {@link panelPaperValues}.wording)
 */
export function panelWordingTable(rows: readonly PanelWordingRow[], paper: string = panelPaperValues.wording) {
  return rows.map((w) => {
    const d = measureRow(w.vs_original);
    return { wording: w.wording, ...measureRow(w.rate), vs_original: d.value, vs_original_low: d.ci_low, vs_original_high: d.ci_high, paper };
  });
}
