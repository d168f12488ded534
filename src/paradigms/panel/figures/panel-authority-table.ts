/**
 * Table 5 of paper 002 (§3.4) as a table: per reviewer the authority flip
 * rate with its Wilson interval beside the paper's, the rise in the
 * probability of the authority's label, and on flipped items the mean
 * absolute change of the decision probability and of the option confidence.
 *
 * @example
 * panelAuthorityTable({ authority: [{ model: "m", flip: { value: 0.5, n: 2, ci: null }, delta_p_auth: 0.3, abs_dp_flipped: 0.6, abs_dc_flipped: null }] }, { m: 0.4 });
 * // => [{ reviewer: "m", value: 0.5, n: 2, ci_low: null, ci_high: null, paper_flip: 0.4, delta_p_auth: 0.3, abs_dp_flipped: 0.6, abs_dc_flipped: null }]
 */
import { measureRow } from "../../../metrics/common/measure-row.js";
import type { PanelReport } from "../measures/index.js";
import { panelPaperValue, panelPaperValues } from "./panel-paper-values.js";

/**
 * @param doc the panel document
 * @param paper the paper's flip rate (or statement) per reviewer (default {@link panelPaperValues}.authority)
 */
export function panelAuthorityTable(doc: Pick<PanelReport, "authority">, paper: Readonly<Record<string, number | string>> = panelPaperValues.authority) {
  return doc.authority.map((a) => ({
    reviewer: a.model, ...measureRow(a.flip), paper_flip: panelPaperValue(paper, a.model),
    delta_p_auth: a.delta_p_auth, abs_dp_flipped: a.abs_dp_flipped, abs_dc_flipped: a.abs_dc_flipped,
  }));
}
