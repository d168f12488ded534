/**
 * The vigilance filter's threshold (metrics.md §4 and §5, Judge): among the
 * distinct predicted probabilities, the smallest t whose precision (flagging
 * p ≥ t) reaches the target — the best recall at that precision. The
 * precision test is exact: `tp·den ≥ num·(tp+fp)` with the target parsed as
 * the rational num/den of its decimal form (0.9 → 9/10). Paper 003, §4: t =
 * 0.98 gave precision 0.91.
 *
 * @example
 * vigilanceThreshold([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1], 0.6);
 * // => { threshold: 0.35, confusion: { tp: 2, fp: 1, tn: 1, fn: 0 }, precision: 2/3, recall: 1 }
 */
import { argError } from "../errors.js";
import { assertScoresAndLabels } from "./binary-labels.js";
import type { Confusion } from "./confusion.js";
import { decimalRational } from "./decimal-rational.js";
import { thresholdCounts } from "./threshold-counts.js";

/** The chosen threshold with its confusion matrix, precision and recall (all null when none qualifies). */
export interface VigilanceThreshold {
  threshold: number | null;
  confusion: Confusion | null;
  precision: number | null;
  recall: number | null;
}

/**
 * Smallest distinct score t with precision(p ≥ t) ≥ targetPrecision.
 *
 * @param scores predicted probabilities (finite), one per case
 * @param y 0/1 labels
 * @param targetPrecision in [0, 1], compared exactly as a decimal rational
 * @returns the threshold and its measures; all null when no candidate reaches the target
 *   (recall is null when there is no positive)
 * @throws RangeError when targetPrecision is outside [0, 1], on a non-finite score, a bad label or a length mismatch
 * @example
 * vigilanceThreshold([0.9, 0.8], [0, 0], 0.5).threshold; // => null
 */
export function vigilanceThreshold(scores: ArrayLike<number>, y: ArrayLike<number>, targetPrecision: number): VigilanceThreshold {
  const pos = assertScoresAndLabels("vigilanceThreshold", scores, y);
  if (typeof targetPrecision !== "number" || !(targetPrecision >= 0 && targetPrecision <= 1)) {
    throw new RangeError(argError("vigilanceThreshold", "targetPrecision", "a number in [0, 1]", targetPrecision));
  }
  const { num, den } = decimalRational(targetPrecision);
  const c = thresholdCounts(scores, y);
  // Thresholds descend, so the last qualifying entry is the smallest threshold.
  let best = -1;
  for (let k = 0; k < c.thresholds.length; k++) {
    if (BigInt(c.tps[k]) * den >= num * BigInt(c.tps[k] + c.fps[k])) best = k;
  }
  if (best < 0) return { threshold: null, confusion: null, precision: null, recall: null };
  const tp = c.tps[best], fp = c.fps[best];
  const confusion: Confusion = { tp, fp, tn: scores.length - pos - fp, fn: pos - tp };
  return { threshold: c.thresholds[best], confusion, precision: tp / (tp + fp), recall: pos === 0 ? null : tp / pos };
}
