/**
 * The reviewer-rates table of the panel notebook (paper 002 §3.3): per
 * reviewer × condition the false-alarm, miss and shift rates of
 * {@link panelReport}'s `reviewers` (values only; intervals stay in the
 * document), the shift's n, and the paper's average-reviewer false-alarm rate
 * for the condition (a number, or "not given").
 *
 * @example
 * panelReviewerTable(doc)[0];
 * // => { reviewer: "gemma-2-9b-sim", condition: "solo", fa: 0.41, miss: 0.02, shift: null, shift_silent: null, n_shift: 0, paper_fa: 0.364 }
 */
import type { PanelReport } from "../measures/index.js";
import { panelPaperValue, panelPaperValues } from "./panel-paper-values.js";

/** One row of {@link panelReviewerTable}. */
export type PanelReviewerTableRow = {
  reviewer: string;
  condition: string;
  fa: number | null;
  miss: number | null;
  shift: number | null;
  shift_silent: number | null;
  n_shift: number;
  paper_fa: number | string;
};

/**
 * @param doc the panel document
 * @param paper average-reviewer FA per condition (default {@link panelPaperValues}.averageFa)
 */
export function panelReviewerTable(doc: Pick<PanelReport, "reviewers">, paper: Readonly<Record<string, number>> = panelPaperValues.averageFa): PanelReviewerTableRow[] {
  return doc.reviewers.map((r) => ({
    reviewer: r.model, condition: r.condition, fa: r.fa_rate.value, miss: r.miss_rate.value,
    shift: r.shift.value, shift_silent: r.shift_silent.value, n_shift: r.shift.n, paper_fa: panelPaperValue(paper, r.condition),
  }));
}
