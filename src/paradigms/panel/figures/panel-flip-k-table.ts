/**
 * The points of Figure 4 (paper 002 §3.1) as a table: flip-to-unsafe rate at
 * each number k of wrong peers with its interval, beside the paper's value
 * (0.96 at k = 6; k = 1 about 12 points above k = 0, whose value is not given).
 *
 * @example
 * panelFlipVsKTable([{ k: 1, rate: { value: 0.5, n: 2, ci: null } }, { k: 6, rate: { value: 1, n: 2, ci: null } }]);
 * // => [{ k: 1, value: 0.5, n: 2, ci_low: null, ci_high: null, paper: "≈ k=0 + 0.12 (k=0 value not given)" },
 * //     { k: 6, value: 1, n: 2, ci_low: null, ci_high: null, paper: 0.96 }]
 */
import { measureRow } from "../../../metrics/common/measure-row.js";
import type { PanelFlipAtK } from "../measures/index.js";
import { panelPaperValues } from "./panel-paper-values.js";

/**
 * @param points `flip_vs_k` of the panel document
 * @param paper the paper's k = 6 rate and k = 1 rise (default {@link panelPaperValues}.flipVsK)
 */
export function panelFlipVsKTable(points: readonly PanelFlipAtK[], paper: { k6: number; k1OverK0: number } = panelPaperValues.flipVsK) {
  const said = (k: number): number | string => (k === 6 ? paper.k6 : k === 1 ? `≈ k=0 + ${paper.k1OverK0} (k=0 value not given)` : "not given");
  return points.map((p) => ({ k: p.k, ...measureRow(p.rate), paper: said(p.k) }));
}
