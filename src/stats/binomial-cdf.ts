import { argError } from "../errors.js";
import { logChoose } from "./log-gamma.js";

/**
 * Binomial cumulative distribution P(X ≤ k) for X ~ Bin(n, p), summed term by
 * term in log space (ln C(n, i) + i ln p + (n − i) ln(1 − p)), so it neither
 * underflows for large n nor loses relative accuracy in the lower tail.
 *
 * Reference: scipy `stats.binom.cdf(k, n, p)`.
 *
 * @param k integer (k < 0 gives 0, k ≥ n gives 1)
 * @param n number of trials, non-negative integer
 * @param p success probability in [0, 1]
 * @throws RangeError when k or n is not an integer, n < 0, or p is outside [0, 1]
 * @example
 * binomialCdf(1, 4, 0.5);  // => 0.31250000000000006 (5/16)
 * binomialCdf(0, 0, 0.5);  // => 1
 */
export function binomialCdf(k: number, n: number, p: number): number {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(argError("binomialCdf", "n", "a non-negative integer", n));
  if (!Number.isInteger(k)) throw new RangeError(argError("binomialCdf", "k", "an integer", k));
  if (!(p >= 0 && p <= 1)) throw new RangeError(argError("binomialCdf", "p", "a probability in [0, 1]", p));
  if (k < 0) return 0;
  if (k >= n) return 1;
  if (p === 0) return 1;
  if (p === 1) return 0;
  const lp = Math.log(p);
  const lq = Math.log1p(-p);
  const logs = new Float64Array(k + 1);
  let max = -Infinity;
  for (let i = 0; i <= k; i++) {
    logs[i] = logChoose(n, i) + i * lp + (n - i) * lq;
    if (logs[i] > max) max = logs[i];
  }
  let s = 0;
  for (let i = 0; i <= k; i++) s += Math.exp(logs[i] - max);
  return Math.min(1, s * Math.exp(max));
}
