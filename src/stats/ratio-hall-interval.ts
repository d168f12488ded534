import { ratioTotals } from "./ratio-t-interval.js";
import { hallTInterval } from "./hall-t-interval.js";

/**
 * Skewness-corrected cluster-robust interval of a ratio R = Σ_s num_s / Σ_s den_s over S
 * clusters: Hall's (1992) transformation of the studentized statistic, which removes the
 * first-order effect of skewness that makes the plain t interval ({@link ratioTInterval}) short
 * on the long side at small S. With the linearised residuals z_s = (num_s − R·den_s) / mean(den)
 * (clusters with den 0 left out), SE = s(z)/√S (the CR1 SE of `ratioTInterval`), the skewness
 * γ = mean(z³)/mean(z²)^{3/2}, a = γ/(3√S), b = γ/(6√S) and
 * g(T) = T + a·T² + a²·T³/3 + b (monotone), the interval is
 * [R − g⁻¹(q)·SE, R − g⁻¹(−q)·SE] with q = t_{(1+level)/2, S−1} and
 * g⁻¹(y) = ((1 + 3a(y − b))^{1/3} − 1)/a. With γ = 0 it is the t interval. PPG (a right-skewed
 * per-scenario drop: most scenarios 0, a few where the whole group gives in) at 10 scenarios:
 * 89.7% for the t interval, 94.6% for this one (docs/intervals.md).
 *
 * Reference: P. Hall, "On the removal of skewness by transformation", JRSS B 54 (1992) 221–228;
 * X.-H. Zhou & P. Dinh, "Nonparametric confidence intervals for the one- and two-sample problems",
 * Biostatistics 6 (2005) 187–200 (the t-quantile form and its small-sample coverage).
 *
 * @param num per-cluster numerators (signed allowed), finite
 * @param den per-cluster denominators, non-negative, same length
 * @param level coverage in (0, 1), default 0.95
 * @param bounds [lo, hi] to clip the interval to (default none)
 * @returns `[lower, upper]` (zero width when every residual is 0), or `null` when fewer than 2 clusters have a non-zero denominator
 * @throws RangeError on mismatched lengths, a non-finite value or a negative denominator
 * @example
 * ratioHallInterval([1, 0, 2, 1], [2, 2, 2, 2]);   // => [-0.14961413, 1.14961413] (symmetric data: the t interval)
 * ratioHallInterval([0, 0, 0, 0, 4], [4, 4, 4, 4, 4], 0.95, [-1, 1]); // => [-0.16435255, 1] (right skew: the upper side is the long one)
 */
export function ratioHallInterval(num: ArrayLike<number>, den: ArrayLike<number>, level = 0.95, bounds: readonly [number, number] = [-Infinity, Infinity]): [number, number] | null {
  const { sn, sd, S } = ratioTotals("ratioHallInterval", num, den, level);
  if (S < 2) return null;
  const r = sn / sd, dbar = sd / S;
  const resid: number[] = [];
  for (let s = 0; s < num.length; s++) if (den[s] !== 0) resid.push((num[s] - r * den[s]) / dbar);
  const [lo, hi] = hallTInterval(r, resid, level);
  return [Math.max(bounds[0], lo), Math.min(bounds[1], hi)];
}
