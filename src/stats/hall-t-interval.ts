import { studentTQuantile } from "./student-t-quantile.js";

/**
 * Hall's (1992) skewness-corrected t interval of an estimate θ̂ from its S per-unit linearised
 * residuals eᵤ (θ̂ − θ ≈ mean(e), Σe = 0): SE = √(Σe²/(S(S − 1))), γ = mean(e³)/mean(e²)^{3/2},
 * a = γ/(3√S), b = γ/(6√S), g(T) = T + aT² + a²T³/3 + b (monotone), and the interval
 * [θ̂ − g⁻¹(q)·SE, θ̂ − g⁻¹(−q)·SE] with q = t_{(1+level)/2, S−1} and
 * g⁻¹(y) = ((1 + 3a(y − b))^{1/3} − 1)/a. With γ = 0 it is the t interval θ̂ ± q·SE. The core of
 * {@link ratioHallInterval} (one ratio over clusters); bench/compare-coverage.ts also measures it on
 * the linearised contributions of a paired difference (`pairedRatioContributions`), where it
 * over-covered (phantom differences 96.7–99.0% at 10 scenarios; docs/intervals.md).
 *
 * Reference: P. Hall, "On the removal of skewness by transformation", JRSS B 54 (1992) 221–228;
 * X.-H. Zhou & P. Dinh, Biostatistics 6 (2005) 187–200 (the t-quantile form).
 *
 * @param estimate θ̂
 * @param resid the S ≥ 2 per-unit residuals (finite; their mean is taken as 0)
 * @param level coverage in (0, 1) (checked by the callers)
 * @returns `[lower, upper]`; zero width when every residual is 0
 * @example
 * hallTInterval(0.5, [0, -0.5, 0.5, 0], 0.95);               // => [-0.14961413, 1.14961413] (symmetric: the t interval of 0.5, 0, 1, 0.5)
 * hallTInterval(0.2, [-0.2, -0.2, -0.2, -0.2, 0.8], 0.95); // => [-0.16435255, 1.96981696] (right skew: the upper side is the long one)
 */
export function hallTInterval(estimate: number, resid: ArrayLike<number>, level: number): [number, number] {
  const S = resid.length;
  let m2 = 0, m3 = 0;
  for (let k = 0; k < S; k++) {
    const e = resid[k];
    m2 += e * e;
    m3 += e * e * e;
  }
  if (m2 === 0) return [estimate, estimate];
  const se = Math.sqrt(m2 / (S - 1) / S);
  const gamma = m3 / S / (m2 / S) ** 1.5;
  const a = gamma / (3 * Math.sqrt(S)), b = gamma / (6 * Math.sqrt(S));
  const ginv = (y: number): number => (Math.abs(a) < 1e-12 ? y - b : (Math.cbrt(1 + 3 * a * (y - b)) - 1) / a);
  const q = studentTQuantile((1 + level) / 2, S - 1);
  return [estimate - ginv(q) * se, estimate - ginv(-q) * se];
}
