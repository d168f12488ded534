import { argError } from "../errors.js";
import { normalQuantile } from "./normal.js";
import { studentTCdf } from "./student-t.js";

/**
 * Student's t quantile t_{p,ν}: the t with P(T ≤ t) = p, found by bisection
 * on {@link studentTCdf} (absolute error ≈ 1e-10, from the cdf's own accuracy) (monotone, so it always converges); ν =
 * Infinity gives the normal quantile.
 *
 * Reference: scipy `t.ppf(p, df)`; Abramowitz & Stegun 26.7.
 *
 * @param p probability in (0, 1)
 * @param df degrees of freedom ν > 0
 * @throws RangeError when p is not in (0, 1) or df is not positive
 * @example
 * studentTQuantile(0.975, 9);  // => 2.26215716 (scipy t.ppf(0.975, 9) = 2.2621571627409915; error ≈ 1e-10)
 * studentTQuantile(0.5, 3);    // => 0
 */
export function studentTQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(argError("studentTQuantile", "p", "a probability in (0, 1)", p));
  if (!(df > 0)) throw new RangeError(argError("studentTQuantile", "df", "a positive number (or Infinity)", df));
  if (df === Infinity) return normalQuantile(p);
  if (p === 0.5) return 0;
  if (p < 0.5) return -studentTQuantile(1 - p, df);
  let lo = 0;
  let hi = Math.max(1, 2 * normalQuantile(p));
  while (studentTCdf(hi, df) < p) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-13 * Math.max(1, hi); i++) {
    const mid = (lo + hi) / 2;
    if (studentTCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
