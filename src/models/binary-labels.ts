/**
 * Boundary checks shared by the scoring functions: `y` is 0/1 and as long as
 * `scores`, and the scores are finite.
 *
 * @example
 * assertScoresAndLabels("rocAuc", [0.2, 0.9], [0, 1]); // => 1 (the positive count)
 */
import { argError } from "../errors.js";

/**
 * Validate labels (0/1, length `n`); returns the number of positives.
 *
 * @throws RangeError when a label is not 0 or 1 or the length differs
 * @example
 * assertBinaryLabels("f", [1, 0, 1], 3); // => 2
 */
export function assertBinaryLabels(fn: string, y: ArrayLike<number>, n: number): number {
  if (y.length !== n) throw new RangeError(argError(fn, "y", `${n} labels`, `${y.length} labels`));
  let pos = 0;
  for (let i = 0; i < n; i++) {
    const v = y[i];
    if (v === 1) pos++;
    else if (v !== 0) throw new RangeError(argError(fn, `y[${i}]`, "0 or 1", v));
  }
  return pos;
}

/**
 * Validate finite scores and matching 0/1 labels; returns the number of positives.
 *
 * @throws RangeError on a non-finite score, a label other than 0/1, or a length mismatch
 * @example
 * assertScoresAndLabels("f", [0.1, 0.7], [1, 1]); // => 2
 */
export function assertScoresAndLabels(fn: string, scores: ArrayLike<number>, y: ArrayLike<number>): number {
  for (let i = 0; i < scores.length; i++) {
    if (!Number.isFinite(scores[i])) throw new RangeError(argError(fn, `scores[${i}]`, "a finite number", scores[i]));
  }
  return assertBinaryLabels(fn, y, scores.length);
}
