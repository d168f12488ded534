/**
 * How a saved vigilance filter does on a log it was not fitted on (metrics.md
 * §4; cli.md `filter score`; paper 003 §4.4): the filter's flags (P(capture) ≥
 * its threshold) against the capture labels 1[D_E > 0.5] of the new records —
 * confusion counts, precision and recall (null with a zero denominator) — and
 * the clusters of the new log that the filter's vocabulary does not know
 * (ignored when scoring).
 *
 * @example
 * judgeFilterEvaluation(filter, freshRecords);
 * // => { threshold: 0.98, n: 500, captures: 49, flagged: 4, confusion: { tp: 3, fp: 1, tn: 450, fn: 46 },
 * //      precision: 0.75, recall: 0.0612…, unknown_clusters: ["NEW_CLUSTER", …] }
 */
import { confusionAt, precisionRecallF1, type Confusion } from "../../models/index.js";
import { judgeCaptureLabels, type JudgeScores } from "./dissonance.js";
import type { HasClusters } from "./features.js";
import { judgeScoreFilter, type JudgeVigilanceFilter } from "./vigilance-filter.js";

/** The filter's performance on one log. */
export interface JudgeFilterEvaluation {
  threshold: number;
  /** Records scored. */
  n: number;
  /** Records with D_E > 0.5. */
  captures: number;
  /** Records with P(capture) ≥ threshold. */
  flagged: number;
  confusion: Confusion;
  /** tp / flagged; null when nothing is flagged. */
  precision: number | null;
  /** tp / captures; null when there is no capture. */
  recall: number | null;
  /** Sorted distinct clusters outside the filter's vocabulary. */
  unknown_clusters: string[];
}

/**
 * Score `records` with `filter` and compare the flags with their capture labels.
 * @param filter a filter from `judgeBuildFilter` / `judgeParseFilter`
 * @param records judge records (clusters, evidence_weighting, accuracy, uuid)
 * @throws RangeError as `judgeCapture` for a record with out-of-range scores
 * @example
 * judgeFilterEvaluation(filter, []).precision; // => null (nothing flagged)
 */
export function judgeFilterEvaluation(
  filter: JudgeVigilanceFilter,
  records: readonly (HasClusters & JudgeScores & { uuid: string })[],
): JudgeFilterEvaluation {
  const { scores, unknown } = judgeScoreFilter(filter, records);
  const y = judgeCaptureLabels(records);
  const confusion = confusionAt(scores.map((s) => s.p_capture), y, filter.threshold);
  const { precision, recall } = precisionRecallF1(confusion);
  return {
    threshold: filter.threshold, n: records.length, captures: confusion.tp + confusion.fn, flagged: confusion.tp + confusion.fp,
    confusion, precision, recall, unknown_clusters: unknown,
  };
}
