import { argError } from "../errors.js";
import { WILSON_Z } from "./wilson-interval.js";

/**
 * Wilson score interval over units whose outcome is a share in [0, 1]: a
 * unit's replicates (seeds, repeats) are averaged within the unit first, so n
 * is the number of units, not of replicates, and the successes k = Σ shares
 * may be fractional. With one 0/1 outcome per unit it is exactly
 * {@link wilsonInterval}(k, n). Averaging first keeps two runs of the same
 * items at temperature 0 from narrowing the interval (they are one sample, not two).
 *
 * Reference: E. B. Wilson, JASA 22 (1927) 209–212; clustered binary data with
 * the unit as the sampling unit: Donner & Klar (2000) §4 (the effective n of
 * identical replicates is the number of units).
 *
 * @param shares one share in [0, 1] per unit; not modified
 * @param z normal critical value, default {@link WILSON_Z} (95%)
 * @returns `[lower, upper]`, or `null` when there is no unit
 * @throws RangeError when a share is outside [0, 1] or z is not positive
 * @example
 * unitWilsonInterval([1, 0, 0, 1, 0, 0, 0, 0, 0, 1]); // => [0.10779127, 0.60322185] (= wilsonInterval(3, 10))
 * unitWilsonInterval([0.5, 1]);                        // => [0.19786746, 0.97332266]
 */
export function unitWilsonInterval(shares: ArrayLike<number>, z: number = WILSON_Z): [number, number] | null {
  if (!(z > 0 && z < Infinity)) throw new RangeError(argError("unitWilsonInterval", "z", "a positive finite number", z));
  const n = shares.length;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const s = shares[i];
    if (!(s >= 0 && s <= 1)) throw new RangeError(argError("unitWilsonInterval", `shares[${i}]`, "a share in [0, 1]", s));
    k += s;
  }
  if (n === 0) return null;
  return wilsonScoreBounds(Math.min(k, n), n, z);
}

/**
 * The Wilson score bounds for k successes of n where k may be fractional
 * (0 ≤ k ≤ n, n > 0): the formula of {@link wilsonInterval} without its
 * integer checks; lower exactly 0 at k = 0, upper exactly 1 at k = n.
 *
 * @example
 * wilsonScoreBounds(3, 10, WILSON_Z); // => [0.10779127, 0.60322185]
 */
export function wilsonScoreBounds(k: number, n: number, z: number): [number, number] {
  const z2 = z * z;
  const den = n + z2;
  const center = (k + z2 / 2) / den;
  const half = (z * Math.sqrt(Math.max(0, (k * (n - k)) / n) + z2 / 4)) / den;
  return [k <= 0 ? 0 : Math.max(0, center - half), k >= n ? 1 : Math.min(1, center + half)];
}
