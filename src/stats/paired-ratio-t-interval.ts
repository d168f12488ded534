import { checkLevel } from "./percentile-interval.js";
import { studentTQuantile } from "./student-t-quantile.js";
import { pairedRatioContributions, type PairedRatioTerm } from "./paired-ratio-contributions.js";

export type { PairedRatioTerm } from "./paired-ratio-contributions.js";

/**
 * A Student t interval for the paired difference D = M₁ − M₀ of a measure that is a signed sum of
 * ratio means, Mₛ = Σₖ coefₖ·Σᵤnumₖₛ(u)/Σᵤdenₖₛ(u), over the same units: each unit's linearised
 * contribution zᵤ = Σₖ coefₖ[(numₖ₁ − Rₖ₁denₖ₁)/Dₖ₁ − (numₖ₀ − Rₖ₀denₖ₀)/Dₖ₀] (Dₖₛ the total
 * denominator), SE = √(S/(S − 1)·Σzᵤ²) over the S units, interval D ± t_{S−1}·SE. When every
 * unit has denominator 1 on both sides it is the paired t interval of the per-unit differences
 * (scipy `t.interval` on y₁ − y₀). The hidden profile's `compare` differences (task means of
 * session scores) use it: the paired percentile bootstrap covered 91.0% at 10 tasks.
 *
 * @param terms the measure's terms, both sides' per-unit numerators and denominators
 * @param rows which units (indices; repeats allowed), default all
 * @param level coverage, default 0.95
 * @returns `{ estimate, se, ci }`, or null when a term has a zero total denominator on a side or fewer than 2 units
 * @throws RangeError on arrays of different lengths or a bad level
 * @example
 * const t = { coef: 1, num: [[0.2, 0.5, 0.4], [0.6, 0.7, 0.4]], den: [[1, 1, 1], [1, 1, 1]] } as const;
 * const r = pairedRatioTInterval([t]);
 * [r!.estimate, r!.ci]; // => [0.2, [-0.29683, 0.69683]] (the paired t interval of 0.4, 0.2, 0)
 */
export function pairedRatioTInterval(terms: readonly PairedRatioTerm[], rows?: ArrayLike<number>, level = 0.95): { estimate: number; se: number; ci: [number, number] } | null {
  const fn = "pairedRatioTInterval";
  checkLevel(fn, level);
  const c = pairedRatioContributions(fn, terms, rows);
  if (c === null) return null;
  const { estimate, z } = c, n = z.length;
  let ss = 0;
  for (let k = 0; k < n; k++) ss += z[k] * z[k];
  const se = Math.sqrt((n / (n - 1)) * ss), h = studentTQuantile((1 + level) / 2, n - 1) * se;
  return { estimate, se, ci: [estimate - h, estimate + h] };
}
