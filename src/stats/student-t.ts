import { argError } from "../errors.js";
import { regularizedBeta } from "./incomplete-beta.js";
import { normalCdf, twoSidedNormalP } from "./normal.js";

/** x = ν/(ν+t²) and 1 − x = t²/(ν+t²), both without cancellation. */
function betaArgs(t: number, df: number): [number, number] {
  const t2 = t * t;
  if (!Number.isFinite(t2)) return [0, 1];
  const s = df + t2;
  return [df / s, t2 / s];
}

function checkDf(fn: string, df: number): void {
  if (!(df > 0)) throw new RangeError(argError(fn, "df", "a positive number (or Infinity)", df));
}

/**
 * Student's t cumulative distribution function P(T ≤ t) with ν degrees of freedom:
 * the lower tail is ½·I_{ν/(ν+t²)}(ν/2, ½) for t < 0 (regularized incomplete
 * beta), and 1 minus that for t ≥ 0. Accurate to ≈ 1e-13.
 *
 * Reference: Abramowitz & Stegun 26.7.1 / 26.5.27; Numerical Recipes §6.14; scipy `t.cdf`.
 *
 * @param t statistic (±Infinity allowed)
 * @param df degrees of freedom ν > 0, not necessarily an integer; Infinity gives the normal
 * @throws RangeError when df is not positive
 * @example
 * studentTCdf(0, 5);        // => 0.5
 * studentTCdf(2.015, 5);    // => 0.9499969138365966 (the 95% quantile of t₅ is 2.015048)
 * studentTCdf(-1, 1);       // => 0.25 (Cauchy; 0.24999999999999883 in floating point)
 */
export function studentTCdf(t: number, df: number): number {
  checkDf("studentTCdf", df);
  if (Number.isNaN(t)) return NaN;
  if (df === Infinity) return normalCdf(t);
  const [x, y] = betaArgs(t, df);
  const tail = 0.5 * regularizedBeta(x, df / 2, 0.5, y);
  return t < 0 ? tail : 1 - tail;
}

/**
 * Two-sided p-value of a t statistic: P(|T| ≥ |t|) = I_{ν/(ν+t²)}(ν/2, ½),
 * accurate in relative terms for small p (no 1 − cdf cancellation).
 *
 * Reference: as {@link studentTCdf}; scipy `2 * t.sf(abs(t), df)`.
 *
 * @param t statistic
 * @param df degrees of freedom ν > 0 (Infinity gives the normal)
 * @throws RangeError when df is not positive
 * @example
 * twoSidedTP(0, 10);        // => 1
 * twoSidedTP(2.228139, 10); // => 0.04999998745288243 (2.228139 is the 97.5% quantile of t₁₀, rounded)
 */
export function twoSidedTP(t: number, df: number): number {
  checkDf("twoSidedTP", df);
  if (Number.isNaN(t)) return NaN;
  if (df === Infinity) return twoSidedNormalP(t);
  const [x, y] = betaArgs(t, df);
  return Math.min(1, regularizedBeta(x, df / 2, 0.5, y));
}
