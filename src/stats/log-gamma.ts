import { argError } from "../errors.js";

const HALF_LOG_2PI = 0.9189385332046728; // ln(2π)/2

/**
 * Natural log of the gamma function, ln Γ(x), for x > 0.
 *
 * Stirling's asymptotic series through the x⁻¹³ term for x ≥ 10 (truncation
 * error < 1e-16 there), and the recurrence Γ(x) = Γ(x + k) / (x(x+1)…(x+k−1))
 * below; absolute error ≈ 1e-15 × max(1, ln Γ(x)).
 *
 * Reference: Abramowitz & Stegun (1964) 6.1.40; used by the exact tests
 * (Fisher, McNemar) and the incomplete beta.
 *
 * @param x positive real
 * @throws RangeError when x is not a positive number
 * @example
 * logGamma(5);    // => 3.178053830347947 (ln 24 = 3.1780538303479458)
 * logGamma(0.5);  // => 0.5723649429246986 (ln √π = 0.5723649429247001)
 */
export function logGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(argError("logGamma", "x", "a positive number", x));
  if (x === Infinity) return Infinity;
  let shift = 0;
  if (x < 10) {
    let prod = 1;
    while (x < 10) {
      prod *= x;
      x += 1;
    }
    shift = Math.log(prod);
  }
  const r = 1 / x;
  const r2 = r * r;
  const series =
    r * (1 / 12 + r2 * (-1 / 360 + r2 * (1 / 1260 + r2 * (-1 / 1680 + r2 * (1 / 1188 + r2 * (-691 / 360360 + r2 * (1 / 156)))))));
  return (x - 0.5) * Math.log(x) - x + HALF_LOG_2PI + series - shift;
}

/**
 * ln(k!) = ln Γ(k + 1) for a non-negative integer k.
 *
 * @throws RangeError when k is not a non-negative integer
 * @example
 * logFactorial(0); // => 0
 * logFactorial(4); // => 3.178053830347947 (≈ ln 24)
 */
export function logFactorial(k: number): number {
  if (!Number.isInteger(k) || k < 0) throw new RangeError(argError("logFactorial", "k", "a non-negative integer", k));
  return k < 2 ? 0 : logGamma(k + 1);
}

/**
 * ln C(n, k), the log binomial coefficient, for integers 0 ≤ k ≤ n: by the
 * direct product when min(k, n − k) ≤ 64, else from {@link logFactorial}
 * (absolute error ≈ n·ln n·1e-16).
 *
 * @throws RangeError when k or n is not an integer or k is outside [0, n]
 * @example
 * logChoose(5, 2); // => 2.302585092994046 (= ln 10)
 */
export function logChoose(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || k > n) {
    throw new RangeError(argError("logChoose", "k", `an integer in [0, ${n}]`, k));
  }
  const small = Math.min(k, n - k);
  if (small <= 64) {
    // Direct product Π (n − small + i)/i: relative error ≤ 128 ulp, with no
    // cancellation between ln n! and ln k! (which costs ~n·ln n ulp for large n).
    let c = 1;
    for (let i = 1; i <= small; i++) c *= (n - small + i) / i;
    if (Number.isFinite(c)) return Math.log(c);
  }
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}
