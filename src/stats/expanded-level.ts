import { argError } from "../errors.js";
import { checkLevel } from "./percentile-interval.js";
import { normalCdf } from "./normal.js";
import { studentTQuantile } from "./student-t-quantile.js";

/**
 * The percentile level of Hesterberg's *expanded percentile interval*: the
 * plain bootstrap percentile interval of n units is too narrow at small n (it
 * uses z where t_{n−1} belongs and the plug-in s.d., short by √((n−1)/n)); the
 * expanded interval takes the percentiles at level' = 2Φ(√(n/(n−1))·t_{(1+level)/2, n−1}) − 1
 * instead. Level' → level as n grows (n = 10: 0.9829; 50: 0.9576; 480: 0.9508).
 *
 * Reference: T. Hesterberg, "What teachers should know about the bootstrap",
 * The American Statistician 69 (2015) §6.2 ("expanded percentile interval").
 *
 * @param level nominal coverage in (0, 1)
 * @param n number of resampled units (clusters), ≥ 2
 * @returns the level to hand to the percentile interval; `level` itself when n < 2
 * @throws RangeError when level is not in (0, 1) or n is not a non-negative integer
 * @example
 * expandedLevel(0.95, 10);  // => 0.98289872
 * expandedLevel(0.95, 1);   // => 0.95
 */
export function expandedLevel(level: number, n: number): number {
  checkLevel("expandedLevel", level);
  if (!Number.isInteger(n) || n < 0) throw new RangeError(argError("expandedLevel", "n", "a non-negative integer", n));
  if (n < 2) return level;
  const t = studentTQuantile((1 + level) / 2, n - 1);
  const out = 2 * normalCdf(Math.sqrt(n / (n - 1)) * t) - 1;
  // keep the percentiles strictly inside (0, 1)
  return Math.min(out, 1 - 1e-9);
}
