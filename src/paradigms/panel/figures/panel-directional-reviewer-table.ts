/**
 * Table 9 of paper 002 (Appendix G) as a table: per reviewer the
 * flag-directed and safe-directed adoption rates with their n, the gap with
 * its interval, and the paper's statement for the reviewer.
 *
 * @example
 * const m = (value, n, ci = null) => ({ value, n, ci });
 * panelDirectionalReviewerTable([{ model: "m", flag: m(0.8, 5), safe: m(0.2, 5), gap: m(0.6, 10, [0.3, 0.9]) }], {});
 * // => [{ reviewer: "m", flag: 0.8, flag_n: 5, safe: 0.2, safe_n: 5, gap: 0.6, gap_low: 0.3, gap_high: 0.9, paper: "not given" }]
 */
import type { PanelDirectionalRow } from "../measures/index.js";
import { panelPaperValue, panelPaperValues } from "./panel-paper-values.js";

/**
 * @param rows {@link panelDirectionalByReviewer} rows
 * @param paper the paper's statement per reviewer (default {@link panelPaperValues}.directionalByReviewer)
 */
export function panelDirectionalReviewerTable(rows: readonly PanelDirectionalRow[], paper: Readonly<Record<string, string>> = panelPaperValues.directionalByReviewer) {
  return rows.map((r) => ({
    reviewer: r.model, flag: r.flag.value, flag_n: r.flag.n, safe: r.safe.value, safe_n: r.safe.n,
    gap: r.gap.value, gap_low: r.gap.ci?.[0] ?? null, gap_high: r.gap.ci?.[1] ?? null, paper: panelPaperValue(paper, r.model),
  }));
}
