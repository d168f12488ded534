import { argError } from "../errors.js";
import { normalCdf, normalQuantile } from "./normal.js";

/**
 * Units needed to detect a mean difference D with a two-sided level-α z-test
 * at the given power, when one unit contributes variance V to the estimate
 * (paired design: V = the variance of the unit-level differences):
 * n = ⌈(z₁₋α/₂ + z_power)² · V / D²⌉, and the power reached at n units,
 * Φ(|D|·√(n/V) − z₁₋α/₂) + Φ(−|D|·√(n/V) − z₁₋α/₂).
 *
 * Reference: Chow, Shao & Wang (2008), *Sample Size Calculations in Clinical
 * Research*, §3.1 (paired / one-sample z); E. Miller, "Adding Error Bars to
 * Evals" (2024), §5 (power analysis).
 *
 * @example
 * sampleSize({ effect: 0.1, variance: 0.25 });           // => 197  (⌈7.849 · 25⌉)
 * powerAt({ effect: 0.1, variance: 0.25, n: 197 });      // => 0.8016
 */
export function sampleSize(o: { effect: number; variance: number; power?: number; alpha?: number }): number {
  const { effect, variance, power = 0.8, alpha = 0.05 } = o;
  if (!(Number.isFinite(effect) && effect !== 0)) throw new RangeError(argError("sampleSize", "effect", "a non-zero number", effect));
  if (!(variance >= 0 && Number.isFinite(variance))) throw new RangeError(argError("sampleSize", "variance", "a finite number ≥ 0", variance));
  if (!(power > 0 && power < 1)) throw new RangeError(argError("sampleSize", "power", "a number in (0, 1)", power));
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(argError("sampleSize", "alpha", "a number in (0, 1)", alpha));
  const z = normalQuantile(1 - alpha / 2) + normalQuantile(power);
  return Math.max(2, Math.ceil((z * z * variance) / (effect * effect) - 1e-9));
}

/**
 * Power of the two-sided level-α z-test at n units (see {@link sampleSize}).
 * @example
 * powerAt({ effect: 0.2, variance: 0, n: 5 }); // => 1
 */
export function powerAt(o: { effect: number; variance: number; n: number; alpha?: number }): number {
  const { effect, variance, n, alpha = 0.05 } = o;
  if (!(n > 0)) throw new RangeError(argError("powerAt", "n", "a positive number", n));
  if (variance === 0) return 1;
  const z = normalQuantile(1 - alpha / 2), t = Math.abs(effect) * Math.sqrt(n / variance);
  return normalCdf(t - z) + normalCdf(-t - z);
}
