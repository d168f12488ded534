import { argError } from "../errors.js";
import { quantileSorted } from "./quantile-sorted.js";

/**
 * Central percentile interval of a sample: its (1 − level)/2 and (1 + level)/2
 * quantiles by numpy's linear interpolation, e.g. the 2.5th and 97.5th
 * percentiles for level 0.95 — the bootstrap percentile interval.
 *
 * Reference: Efron & Tibshirani (1993), *An Introduction to the Bootstrap*, §13.3;
 * spec metrics.md §5 (numpy-linear percentiles).
 *
 * @param values sample (e.g. bootstrap replicates), any order; not modified (a copy is sorted)
 * @param level coverage in (0, 1), default 0.95
 * @returns `[lower, upper]`, or `null` when `values` is empty
 * @throws RangeError when level is not in (0, 1)
 * @example
 * percentileInterval([1, 2, 3, 4, 5]);        // => [1.1, 4.9]
 * percentileInterval([3, 1, 2], 0.5);         // => [1.5, 2.5]
 * percentileInterval([]);                     // => null
 */
export function percentileInterval(values: ArrayLike<number>, level = 0.95): [number, number] | null {
  checkLevel("percentileInterval", level);
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  return percentileIntervalSorted(sorted, level);
}

/**
 * {@link percentileInterval} of an ascending-sorted, non-empty sample, without copying.
 *
 * @param sorted ascending numbers; not modified
 * @param level coverage in (0, 1)
 * @throws RangeError when `sorted` is empty or level is not in (0, 1)
 * @example
 * percentileIntervalSorted([1, 2, 3, 4, 5], 0.95); // => [1.1, 4.9]
 */
export function percentileIntervalSorted(sorted: ArrayLike<number>, level = 0.95): [number, number] {
  checkLevel("percentileIntervalSorted", level);
  // Via percent, as numpy callers write np.percentile(x, [2.5, 97.5]): 100·0.95 rounds to 95
  // exactly, so the probabilities are 0.025 and 0.975 rather than (1 − 0.95)/2 = 0.025000000000000022.
  const pct = 100 * level;
  return [quantileSorted(sorted, (100 - pct) / 200), quantileSorted(sorted, (100 + pct) / 200)];
}

/**
 * Throw a RangeError unless `level` is a coverage in (0, 1).
 *
 * @example
 * checkLevel("clusterBootstrap", 0.95); // => undefined (no throw)
 */
export function checkLevel(fn: string, level: number): void {
  if (!(level > 0 && level < 1)) throw new RangeError(argError(fn, "level", "a number in (0, 1)", level));
}
