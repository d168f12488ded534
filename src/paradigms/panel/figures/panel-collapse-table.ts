/**
 * Table 3 of paper 002 (§3.3) as a table: per dataset the strict-majority
 * panel's false-alarm and miss rates under silent and wrong peers, with the
 * wrong-peer false alarms also as flagged / total, and the paper's statement.
 *
 * @example
 * const m = (value, n) => ({ value, n, ci: null });
 * panelCollapseTable([{ dataset: "d", silent_fa: m(0.25, 4), wrong_fa: m(0.75, 4), silent_miss: m(0, 2), wrong_miss: m(null, 0) }], "p");
 * // => [{ dataset: "d", silent_fa: 0.25, wrong_fa: 0.75, wrong_flagged: 3, wrong_benign: 4, silent_miss: 0, wrong_miss: null, paper: "p" }]
 */
import type { PanelCollapseRow } from "../measures/index.js";
import { panelPaperValues } from "./panel-paper-values.js";

/**
 * @param rows {@link panelCollapseByDataset} rows
 * @param paper the paper's statement (default {@link panelPaperValues}.collapse)
 */
export function panelCollapseTable(rows: readonly PanelCollapseRow[], paper: string = panelPaperValues.collapse) {
  return rows.map((r) => ({
    dataset: r.dataset, silent_fa: r.silent_fa.value, wrong_fa: r.wrong_fa.value,
    wrong_flagged: r.wrong_fa.value === null ? null : Math.round(r.wrong_fa.value * r.wrong_fa.n), wrong_benign: r.wrong_fa.n,
    silent_miss: r.silent_miss.value, wrong_miss: r.wrong_miss.value, paper,
  }));
}
