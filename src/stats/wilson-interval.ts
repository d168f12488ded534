import { argError } from "../errors.js";

/** Φ⁻¹(0.975), the z of a 95% interval (spec metrics.md §5: not 1.96). */
export const WILSON_Z = 1.959963984540054;

/**
 * Wilson score interval for a binomial proportion k/n:
 * (k + z²/2)/(n + z²) ± z·√(k(n−k)/n + z²/4)/(n + z²).
 * The lower bound is exactly 0 when k = 0 and the upper exactly 1 when k = n.
 *
 * Reference: E. B. Wilson, JASA 22 (1927) 209–212; statsmodels
 * `proportion_confint(k, n, method="wilson")`; spec metrics.md §2, §5.
 *
 * @param k successes, integer in [0, n]
 * @param n trials, non-negative integer
 * @param z normal critical value, default {@link WILSON_Z} (95%)
 * @returns `[lower, upper]` in [0, 1], or `null` when n = 0
 * @throws RangeError when k or n is not a non-negative integer, k > n, or z is not positive
 * @example
 * wilsonInterval(3, 10); // => [0.10779126740630104, 0.6032218525388546]
 * wilsonInterval(0, 5);  // => [0, 0.43448246478317476]
 * wilsonInterval(0, 0);  // => null
 */
export function wilsonInterval(k: number, n: number, z: number = WILSON_Z): [number, number] | null {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(argError("wilsonInterval", "n", "a non-negative integer", n));
  if (!Number.isInteger(k) || k < 0 || k > n) throw new RangeError(argError("wilsonInterval", "k", `an integer in [0, ${n}]`, k));
  if (!(z > 0 && z < Infinity)) throw new RangeError(argError("wilsonInterval", "z", "a positive finite number", z));
  if (n === 0) return null;
  const z2 = z * z;
  const den = n + z2;
  const center = (k + z2 / 2) / den;
  const half = (z * Math.sqrt((k * (n - k)) / n + z2 / 4)) / den;
  const lower = k === 0 ? 0 : Math.max(0, center - half);
  const upper = k === n ? 1 : Math.min(1, center + half);
  return [lower, upper];
}
