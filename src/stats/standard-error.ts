import { argError } from "../errors.js";
import { mean } from "./mean.js";

/**
 * Standard error of the mean: the sample standard deviation (n − 1
 * denominator, two-pass) divided by √n.
 *
 * Reference: scipy `stats.sem(xs)` (ddof = 1); spec metrics.md §3 (mean ± s.e.m. over tasks).
 *
 * @param xs finite numbers; not modified
 * @returns the s.e.m., or `null` when n < 2
 * @throws TypeError when `xs` is not array-like
 * @example
 * standardError([1, 2, 3, 4]); // => 0.6454972243679028
 * standardError([5]);          // => null
 */
export function standardError(xs: ArrayLike<number>): number | null {
  if (xs == null || typeof xs.length !== "number") throw new TypeError(argError("standardError", "xs", "an array of numbers", xs));
  const n = xs.length;
  if (n < 2) return null;
  const m = mean(xs) as number;
  let ss = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i] - m;
    ss += dx * dx;
  }
  return Math.sqrt(ss / (n - 1) / n);
}
