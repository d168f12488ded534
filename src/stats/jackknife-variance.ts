import { argError } from "../errors.js";

/**
 * Jackknife variance of a statistic of S units: with T₍₋ᵤ₎ the statistic
 * without unit u and T̄ their mean, var = (S − 1)/S · Σᵤ (T₍₋ᵤ₎ − T̄)². For a
 * smooth statistic of unit sums (a ratio of sums, a difference of two) it
 * equals the delta-method variance to first order; S·var estimates the
 * per-unit variance that a sample-size formula needs. Leave-one-out values
 * that are null (e.g. a zero denominator) are skipped.
 *
 * Reference: Efron & Tibshirani (1993), *An Introduction to the Bootstrap*, §11.2;
 * Shao & Tu (1995), *The Jackknife and Bootstrap*, §2.1.
 *
 * @param units S ≥ 2
 * @param statistic the statistic of the units `rows` (indices 0..S−1), or null when undefined
 * @returns the variance, or null with fewer than 2 defined leave-one-out values
 * @throws RangeError when S is not an integer ≥ 0
 * @example
 * const x = [1, 2, 3, 4];
 * jackknifeVariance(4, (rows) => rows.reduce((s, r) => s + x[r], 0) / rows.length); // => 0.4167 (s²/n of the mean)
 */
export function jackknifeVariance(units: number, statistic: (rows: Int32Array) => number | null): number | null {
  if (!Number.isInteger(units) || units < 0) throw new RangeError(argError("jackknifeVariance", "units", "a non-negative integer", units));
  const S = units;
  if (S < 2) return null;
  const rows = new Int32Array(S - 1);
  const loo: number[] = [];
  for (let u = 0; u < S; u++) {
    for (let i = 0, j = 0; i < S; i++) if (i !== u) rows[j++] = i;
    const v = statistic(rows);
    if (v !== null && Number.isFinite(v)) loo.push(v);
  }
  const k = loo.length;
  if (k < 2) return null;
  const mean = loo.reduce((a, b) => a + b, 0) / k;
  return ((k - 1) / k) * loo.reduce((s, v) => s + (v - mean) ** 2, 0);
}
