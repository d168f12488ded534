import { argError } from "../errors.js";

/**
 * Arithmetic mean: Σxᵢ / n.
 *
 * Reference: any statistics text; numpy `np.mean` (which sums pairwise, so the
 * last bits can differ for long arrays).
 *
 * @param xs finite numbers (array or typed array); not modified
 * @returns the mean, or `null` when `xs` is empty (never NaN)
 * @throws TypeError when `xs` is not array-like
 * @example
 * mean([1, 2, 3, 4]); // => 2.5
 * mean([]);           // => null
 */
export function mean(xs: ArrayLike<number>): number | null {
  if (xs == null || typeof xs.length !== "number") throw new TypeError(argError("mean", "xs", "an array of numbers", xs));
  const n = xs.length;
  if (n === 0) return null;
  let s = 0;
  for (let i = 0; i < n; i++) s += xs[i];
  return s / n;
}
