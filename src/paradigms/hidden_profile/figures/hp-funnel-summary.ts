/**
 * The task-generation funnel in one row: candidates, usable drafts, kept, the
 * kept share (null with no candidate) and the paper's share (57 of 200, §4.2).
 *
 * @example
 * hiddenProfileFunnelSummary({ candidates: 4, drafted: 3, kept: 1, rejected: 3, rows: [] });
 * // => [{ candidates: 4, drafted: 3, kept: 1, kept_rate: 0.25, paper_rate: 0.285 }]
 */
import type { HpValidationReport } from "../measures/index.js";
import { HIDDENBENCH_PAPER } from "./hiddenbench-paper.js";

/** See module doc. */
export function hiddenProfileFunnelSummary(report: Pick<HpValidationReport, "candidates" | "drafted" | "kept">, paperRate: number = HIDDENBENCH_PAPER.validationRate) {
  return [{ candidates: report.candidates, drafted: report.drafted, kept: report.kept, kept_rate: report.candidates ? report.kept / report.candidates : null, paper_rate: paperRate }];
}
