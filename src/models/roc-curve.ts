/**
 * The receiver operating characteristic curve (metrics.md §4, predictive
 * model): false and true positive rates when every score ≥ threshold is
 * flagged, at every distinct score from the highest down, starting from
 * (0, 0) at threshold +Infinity. Like scikit-learn's
 * `roc_curve(drop_intermediate=False)` (scikit-learn ≥ 1.3 also puts +inf first; 1.2 used max + 1).
 *
 * @example
 * rocCurve([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1]);
 * // => { fpr: [0, 0, 0.5, 0.5, 1], tpr: [0, 0.5, 0.5, 1, 1], thresholds: [Infinity, 0.8, 0.4, 0.35, 0.1] }
 */
import { argError } from "../errors.js";
import { assertScoresAndLabels } from "./binary-labels.js";
import { thresholdCounts } from "./threshold-counts.js";

/** Points of a ROC curve, in order of decreasing threshold. */
export interface RocCurve {
  fpr: number[];
  tpr: number[];
  thresholds: number[];
}

/**
 * ROC curve of `scores` against 0/1 labels `y`.
 *
 * @param scores finite scores (e.g. predicted probabilities), one per case
 * @param y 0/1 labels
 * @throws RangeError when a class is absent (a rate would divide by zero; check `rocAuc` for `null` first),
 *   on a non-finite score, a bad label or a length mismatch
 * @example
 * rocCurve([0.3, 0.3], [0, 1]).tpr; // => [0, 1]
 */
export function rocCurve(scores: ArrayLike<number>, y: ArrayLike<number>): RocCurve {
  const pos = assertScoresAndLabels("rocCurve", scores, y);
  const neg = scores.length - pos;
  if (pos === 0 || neg === 0) throw new RangeError(argError("rocCurve", "y", "both classes present", `${pos} positives of ${scores.length}`));
  const c = thresholdCounts(scores, y);
  return {
    fpr: [0, ...c.fps.map((f) => f / neg)],
    tpr: [0, ...c.tps.map((t) => t / pos)],
    thresholds: [Infinity, ...c.thresholds],
  };
}
