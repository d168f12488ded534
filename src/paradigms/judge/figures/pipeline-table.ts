/**
 * Display rows of `judgePipelineSummary` (capture by propagator × judge):
 * the pair, whether it is cross-blind, n, the judge's accuracy rate, the
 * capture rate (D_E > 0.5) with its 95% Wilson interval, and the mean
 * evidence weighting.
 *
 * @example
 * judgePipelineTable(judgePipelineSummary([{ propagator: "s", judge: "r", evidence_weighting: 5, accuracy: 0 }]));
 * // => [{ propagator: "s", judge: "r", cross_blind: true, n: 1, accuracy: 0, capture_rate: 1, capture_ci_low: 0.2065…, capture_ci_high: 1, mean_evidence_weighting: 5 }]
 */
import type { JudgePipelineRow } from "../measures/index.js";

/** One display row. */
export type JudgePipelineTableRow = {
  propagator: string;
  judge: string | null;
  cross_blind: boolean | null;
  n: number;
  accuracy: number | null;
  capture_rate: number | null;
  capture_ci_low: number | null;
  capture_ci_high: number | null;
  mean_evidence_weighting: number | null;
};

/**
 * Flatten the summary's measures into columns.
 * @example
 * judgePipelineTable([]); // => []
 */
export function judgePipelineTable(rows: readonly JudgePipelineRow[]): JudgePipelineTableRow[] {
  return rows.map((r) => ({
    propagator: r.propagator, judge: r.judge, cross_blind: r.cross_blind, n: r.n,
    accuracy: r.accuracy.value, capture_rate: r.capture_rate.value,
    capture_ci_low: r.capture_rate.ci ? r.capture_rate.ci[0] : null, capture_ci_high: r.capture_rate.ci ? r.capture_rate.ci[1] : null,
    mean_evidence_weighting: r.mean_evidence_weighting,
  }));
}
