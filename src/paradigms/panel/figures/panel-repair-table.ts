/**
 * The repair-prompt table (paper 002 Appendix C): per reviewer × repair
 * prompt the share of shifted round-2 verdicts restored in round 3, with its
 * interval, beside the paper's value (reported for one reviewer only).
 *
 * @example
 * const rec = (model, condition) => ({ model, condition, recovery: { value: 0.5, n: 2, ci: null } });
 * panelRepairTable({ repair: [rec("q", "repair_vigilance"), rec("m", "repair_vigilance")] }, { model: "q", repair_vigilance: 0.19 }).map((r) => r.paper);
 * // => [0.19, "not given (q only)"]
 */
import { measureRow } from "../../../metrics/common/measure-row.js";
import type { PanelReport } from "../measures/index.js";
import { panelPaperValue, panelPaperValues } from "./panel-paper-values.js";

/**
 * @param doc the panel document
 * @param paper the reviewer the paper reports and its recovery per prompt (default {@link panelPaperValues}.repair)
 */
export function panelRepairTable(doc: Pick<PanelReport, "repair">, paper: { readonly model: string } & Readonly<Record<string, number | string>> = panelPaperValues.repair) {
  return doc.repair.map((r) => ({
    reviewer: r.model, prompt: r.condition, ...measureRow(r.recovery),
    paper: r.model === paper.model ? panelPaperValue(paper, r.condition) : `not given (${paper.model} only)`,
  }));
}
