/**
 * The confusion matrix of a threshold rule: a case is flagged (predicted
 * capture) when its score p ≥ t (metrics.md §4, vigilance filter).
 *
 * @example
 * confusionAt([0.2, 0.5, 0.9, 0.4], [0, 1, 1, 1], 0.5); // => { tp: 2, fp: 0, tn: 1, fn: 1 }
 */
import { argError } from "../errors.js";
import { assertScoresAndLabels } from "./binary-labels.js";

/** Counts of a binary decision against 0/1 labels. */
export interface Confusion {
  tp: number;
  fp: number;
  tn: number;
  fn: number;
}

/**
 * Confusion counts when flagging `scores[i] >= t`.
 *
 * @param scores finite scores, one per case
 * @param y 0/1 labels
 * @param t the threshold (any number; +Infinity flags nothing)
 * @throws RangeError when t is NaN, on a non-finite score, a bad label or a length mismatch
 * @example
 * confusionAt([], [], 0.5); // => { tp: 0, fp: 0, tn: 0, fn: 0 }
 */
export function confusionAt(scores: ArrayLike<number>, y: ArrayLike<number>, t: number): Confusion {
  assertScoresAndLabels("confusionAt", scores, y);
  if (typeof t !== "number" || Number.isNaN(t)) throw new RangeError(argError("confusionAt", "t", "a number", t));
  const c: Confusion = { tp: 0, fp: 0, tn: 0, fn: 0 };
  for (let i = 0; i < scores.length; i++) {
    const flagged = scores[i] >= t;
    if (y[i] === 1) flagged ? c.tp++ : c.fn++;
    else flagged ? c.fp++ : c.tn++;
  }
  return c;
}
