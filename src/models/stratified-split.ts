/**
 * A seeded stratified train/test split (metrics.md §4: stratified 80/20):
 * within each class, round(testFraction · n_class) cases drawn at random go
 * to the test set, so both sets keep the class balance.
 *
 * @example
 * const { train, test } = stratifiedSplit([0, 0, 0, 0, 1, 1, 1, 1, 1, 1], 0.5, createRng(0));
 * // => test holds 2 of the 0s and 3 of the 1s; both arrays sorted ascending
 */
import { argError } from "../errors.js";
import { shuffle, type Rng } from "../stats/rng.js";
import { assertBinaryLabels } from "./binary-labels.js";

/** Row ids of the two parts, each sorted ascending. */
export interface Split {
  train: Int32Array;
  test: Int32Array;
}

/**
 * Split row ids 0..n-1 by class.
 *
 * @param y 0/1 labels
 * @param testFraction share of each class in the test set, in (0, 1)
 * @param rng seeded generator (`createRng(seed)`)
 * @throws RangeError when testFraction is outside (0, 1) or a label is not 0/1
 * @example
 * stratifiedSplit([1, 0, 1, 0], 0.5, createRng(1)).test.length; // => 2 (one of each class)
 */
export function stratifiedSplit(y: ArrayLike<number>, testFraction: number, rng: Rng): Split {
  assertBinaryLabels("stratifiedSplit", y, y.length);
  if (typeof testFraction !== "number" || !(testFraction > 0 && testFraction < 1)) {
    throw new RangeError(argError("stratifiedSplit", "testFraction", "a number in (0, 1)", testFraction));
  }
  const train: number[] = [], test: number[] = [];
  for (const cls of [0, 1]) {
    const ids: number[] = [];
    for (let i = 0; i < y.length; i++) if (y[i] === cls) ids.push(i);
    const shuffled = shuffle(ids, rng);
    const k = Math.round(testFraction * ids.length);
    test.push(...shuffled.slice(0, k));
    train.push(...shuffled.slice(k));
  }
  const sorted = (xs: number[]) => Int32Array.from(xs).sort();
  return { train: sorted(train), test: sorted(test) };
}
