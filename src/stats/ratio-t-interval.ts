import { argError } from "../errors.js";
import { checkLevel } from "./percentile-interval.js";
import { studentTQuantile } from "./student-t-quantile.js";

/**
 * Cluster-robust t interval of a ratio R = Σ_s num_s / Σ_s den_s over S
 * independent clusters (scenarios): R ± t_{(1+level)/2, S−1}·SE with the
 * linearised standard error SE = √(S/(S−1)·Σ_s (num_s − R·den_s)²) / Σ_s den_s
 * (the CR1 "clustered standard error"). With equal denominators it is the
 * Student-t interval of the per-cluster ratios. A difference of two ratios
 * over the same denominator (PPG = Σ(private correct − public correct) / Σ pairs)
 * is one ratio with a signed numerator. Used where the percentile bootstrap
 * of S clusters is short (it uses z and the plug-in s.d.; PPG at 10 scenarios: 88%).
 *
 * Reference: Cochran (1977) *Sampling Techniques* §6.4 (ratio estimator variance);
 * Cameron & Miller, "A practitioner's guide to cluster-robust inference", J. Human
 * Resources 50 (2015) §VI (t with G − 1 df); E. Miller, "Adding error bars to evals" (2024).
 *
 * @param num per-cluster numerators (signed allowed), finite
 * @param den per-cluster denominators, non-negative, same length
 * @param level coverage in (0, 1), default 0.95
 * @param bounds [lo, hi] to clip the interval to (default none)
 * @returns `[lower, upper]`, or `null` when fewer than 2 clusters have a non-zero denominator
 * @throws RangeError on mismatched lengths, a non-finite value or a negative denominator
 * @example
 * ratioTInterval([1, 0, 2, 1], [2, 2, 2, 2]);        // => [-0.14961413, 1.14961413] (= tInterval([0.5, 0, 1, 0.5]))
 * ratioTInterval([3, 1], [4, 4], 0.95, [0, 1]);      // => [0, 1]
 */
export function ratioTInterval(num: ArrayLike<number>, den: ArrayLike<number>, level = 0.95, bounds: readonly [number, number] = [-Infinity, Infinity]): [number, number] | null {
  const { sn, sd, S } = ratioTotals("ratioTInterval", num, den, level);
  if (S < 2) return null;
  const r = sn / sd;
  let ss = 0;
  for (let s = 0; s < num.length; s++) {
    if (den[s] === 0) continue;
    const e = num[s] - r * den[s];
    ss += e * e;
  }
  const se = Math.sqrt((ss * S) / (S - 1)) / sd;
  const h = studentTQuantile((1 + level) / 2, S - 1) * se;
  return [Math.max(bounds[0], r - h), Math.min(bounds[1], r + h)];
}

/**
 * The checked totals of a cluster ratio's inputs: Σnum, Σden and the number of clusters with a
 * non-zero denominator (shared by the ratio intervals).
 *
 * @param fn the calling function's name, for errors
 * @throws RangeError on a bad level, mismatched lengths, a non-finite value or a negative denominator
 * @example
 * ratioTotals("f", [1, 0, 2], [2, 0, 2], 0.95); // => { sn: 3, sd: 4, S: 2 }
 */
export function ratioTotals(fn: string, num: ArrayLike<number>, den: ArrayLike<number>, level: number): { sn: number; sd: number; S: number } {
  checkLevel(fn, level);
  if (den.length !== num.length) throw new RangeError(argError(fn, "den", `${num.length} values (as num)`, den.length));
  let sn = 0, sd = 0, S = 0;
  for (let s = 0; s < num.length; s++) {
    if (!Number.isFinite(num[s])) throw new RangeError(argError(fn, `num[${s}]`, "a finite number", num[s]));
    if (!(den[s] >= 0 && den[s] < Infinity)) throw new RangeError(argError(fn, `den[${s}]`, "a finite non-negative number", den[s]));
    sn += num[s];
    sd += den[s];
    if (den[s] > 0) S++;
  }
  return { sn, sd, S };
}
