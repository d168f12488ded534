/**
 * The precision–recall curve (metrics.md §4), exactly as scikit-learn's
 * `precision_recall_curve`: thresholds are the distinct scores in increasing
 * order; `precision[k]` and `recall[k]` are measured when every score ≥
 * `thresholds[k]` is flagged; the arrays end with the point (recall 0,
 * precision 1), which has no threshold.
 *
 * @example
 * prCurve([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1]);
 * // => { precision: [0.5, 2/3, 0.5, 1, 1], recall: [1, 1, 0.5, 0.5, 0], thresholds: [0.1, 0.35, 0.4, 0.8] }
 */
import { argError } from "../errors.js";
import { assertScoresAndLabels } from "./binary-labels.js";
import { thresholdCounts } from "./threshold-counts.js";

/** A PR curve: `precision` and `recall` have one more entry than `thresholds`. */
export interface PrCurve {
  precision: number[];
  recall: number[];
  thresholds: number[];
}

/**
 * Precision–recall curve of `scores` against 0/1 labels.
 *
 * @param scores finite scores, one per case
 * @param y 0/1 labels with at least one positive
 * @throws RangeError when there is no positive (recall undefined), on a non-finite score,
 *   a bad label or a length mismatch
 * @example
 * prCurve([0.2, 0.9], [1, 0]).precision; // => [0.5, 0, 1]
 */
export function prCurve(scores: ArrayLike<number>, y: ArrayLike<number>): PrCurve {
  const pos = assertScoresAndLabels("prCurve", scores, y);
  if (pos === 0) throw new RangeError(argError("prCurve", "y", "at least one positive", "no positives"));
  const c = thresholdCounts(scores, y);
  const precision = c.tps.map((t, k) => t / (t + c.fps[k])).reverse();
  const recall = c.tps.map((t) => t / pos).reverse();
  return { precision: [...precision, 1], recall: [...recall, 0], thresholds: c.thresholds.slice().reverse() };
}
