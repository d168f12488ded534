import { argError } from "../errors.js";
import { checkLevel } from "./percentile-interval.js";
import { mean } from "./mean.js";
import { standardError } from "./standard-error.js";
import { studentTQuantile } from "./student-t-quantile.js";

/**
 * Student-t interval of a mean over n independent units: x̄ ± t_{(1+level)/2, n−1}·s/√n
 * (s the sample standard deviation, n − 1 denominator). The interval the
 * hidden-profile means use over tasks; with n units it holds at small n where
 * ±1.96·s.e.m. does not (t₄ = 2.78, t₁₉ = 2.09).
 *
 * Reference: Student (1908); scipy `stats.t.interval(level, n − 1, loc=mean, scale=sem)`.
 *
 * @param xs one value per unit (e.g. a task's mean), finite; not modified
 * @param level coverage in (0, 1), default 0.95
 * @returns `[lower, upper]`, or `null` when n < 2 (no spread to estimate)
 * @throws RangeError when level is not in (0, 1) or a value is not finite
 * @example
 * tInterval([1, 2, 3, 4]); // => [0.44573974, 4.55426026]
 * tInterval([0.5]);        // => null
 */
export function tInterval(xs: ArrayLike<number>, level = 0.95): [number, number] | null {
  checkLevel("tInterval", level);
  for (let i = 0; i < xs.length; i++) {
    if (!Number.isFinite(xs[i])) throw new RangeError(argError("tInterval", `xs[${i}]`, "a finite number", xs[i]));
  }
  const se = standardError(xs);
  if (se === null) return null;
  const m = mean(xs) as number;
  const h = studentTQuantile((1 + level) / 2, xs.length - 1) * se;
  return [m - h, m + h];
}
