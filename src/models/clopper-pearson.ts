/**
 * The exact (Clopper–Pearson) binomial confidence interval: the bounds are
 * the beta quantiles B(α/2; k, n−k+1) and B(1−α/2; k+1, n−k), found here by
 * bisection on the regularized incomplete beta function to 1e-12 (the lower
 * bound is 0 when k = 0, the upper bound 1 when k = n). It covers the true
 * proportion with probability ≥ 1 − α for every n (conservative), unlike the
 * Wilson or Wald intervals. Matches `scipy.stats.binomtest(k, n).proportion_ci(method="exact")`.
 *
 * @example
 * clopperPearson(5, 10);   // => { lo: 0.18708602844740…, hi: 0.81291397155259… }
 * clopperPearson(0, 10).lo; // => 0
 */
import { argError } from "../errors.js";
import { regularizedBeta } from "../stats/incomplete-beta.js";

/** A two-sided interval. */
export interface ProportionInterval {
  lo: number;
  hi: number;
}

/** x with I_x(a, b) = q (I is increasing in x), by bisection. */
function betaQuantile(q: number, a: number, b: number): number {
  let lo = 0, hi = 1;
  for (let i = 0; i < 200 && hi - lo > 1e-13; i++) {
    const mid = (lo + hi) / 2;
    if (regularizedBeta(mid, a, b) < q) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The lower end of the exact interval (arguments checked by the caller). */
function lowerBound(k: number, n: number, alpha: number): number {
  return k === 0 ? 0 : k === n ? Math.pow(alpha / 2, 1 / n) : betaQuantile(alpha / 2, k, n - k + 1);
}

/**
 * The lower end of {@link clopperPearson}(k, n, alpha) — the same number — without computing the upper
 * end (one incomplete-beta inversion instead of two), for a search over many counts
 * (`precisionBoundThreshold`).
 *
 * @throws RangeError as {@link clopperPearson}
 * @example
 * clopperPearsonLower(10, 10); // => 0.6915028921812371 ((0.025)^(1/10))
 * clopperPearsonLower(5, 10) === clopperPearson(5, 10).lo; // => true
 */
export function clopperPearsonLower(k: number, n: number, alpha = 0.05): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(argError("clopperPearsonLower", "n", "an integer >= 1", n));
  if (!Number.isInteger(k) || k < 0 || k > n) throw new RangeError(argError("clopperPearsonLower", "k", `an integer in [0, ${n}]`, k));
  if (typeof alpha !== "number" || !(alpha > 0 && alpha < 1)) throw new RangeError(argError("clopperPearsonLower", "alpha", "a number in (0, 1)", alpha));
  return lowerBound(k, n, alpha);
}

/**
 * Exact two-sided interval for k successes in n trials at level 1 − alpha.
 *
 * @param k successes, integer in [0, n]
 * @param n trials, integer ≥ 1
 * @param alpha in (0, 1); default 0.05 (a 95% interval)
 * @throws RangeError for non-integer or out-of-range k, n, or alpha outside (0, 1)
 * @example
 * clopperPearson(10, 10).hi; // => 1
 * clopperPearson(10, 10).lo; // => 0.6915028921812371 ((0.025)^(1/10))
 */
export function clopperPearson(k: number, n: number, alpha = 0.05): ProportionInterval {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(argError("clopperPearson", "n", "an integer >= 1", n));
  if (!Number.isInteger(k) || k < 0 || k > n) throw new RangeError(argError("clopperPearson", "k", `an integer in [0, ${n}]`, k));
  if (typeof alpha !== "number" || !(alpha > 0 && alpha < 1)) throw new RangeError(argError("clopperPearson", "alpha", "a number in (0, 1)", alpha));
  const lo = lowerBound(k, n, alpha);
  const hi = k === n ? 1 : k === 0 ? 1 - Math.pow(alpha / 2, 1 / n) : betaQuantile(1 - alpha / 2, k + 1, n - k);
  return { lo, hi };
}

/**
 * The interval of a proportion with a possibly zero denominator: null when n = 0.
 * @example
 * clopperPearsonOrNull(0, 0); // => null
 */
export function clopperPearsonOrNull(k: number, n: number, alpha = 0.05): ProportionInterval | null {
  return n === 0 ? null : clopperPearson(k, n, alpha);
}
