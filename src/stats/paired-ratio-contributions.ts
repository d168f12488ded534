import { argError } from "../errors.js";

/** One term of a paired ratio difference: coef · Σnum/Σden per side; `num[s]`, `den[s]` per unit of side s. */
export interface PairedRatioTerm {
  coef: number;
  num: readonly [ArrayLike<number>, ArrayLike<number>];
  den: readonly [ArrayLike<number>, ArrayLike<number>];
}

/**
 * The paired difference D = M₁ − M₀ of a signed sum of ratio means, Mₛ = Σₖ coefₖ·Σᵤnumₖₛ(u)/Σᵤdenₖₛ(u),
 * over the units `rows`, and each unit's linearised contribution
 * zᵤ = Σₖ coefₖ[(numₖ₁ − Rₖ₁denₖ₁)/Dₖ₁ − (numₖ₀ − Rₖ₀denₖ₀)/Dₖ₀] (Dₖₛ the total denominator; D̂ − D ≈ Σzᵤ,
 * Σzᵤ = 0). The core of {@link pairedRatioTInterval} (and of the
 * skewness-corrected candidate bench/compare-coverage.ts measures with {@link hallTInterval}).
 *
 * Reference: W. G. Cochran, *Sampling Techniques* (1977) §6.4 (the ratio estimator's linearisation).
 *
 * @param fn the calling function's name, for errors
 * @param terms the measure's terms, both sides' per-unit numerators and denominators
 * @param rows which units (indices; repeats allowed), default all
 * @returns `{ estimate, z }` (z in the order of `rows`), or null when a term has a zero total denominator on a side or fewer than 2 units
 * @throws RangeError on no terms or arrays of different lengths
 * @example
 * const t = { coef: 1, num: [[0, 0, 0, 0], [1, 0, 0, 1]], den: [[1, 1, 1, 1], [1, 1, 1, 1]] } as const;
 * const c = pairedRatioContributions("f", [t]);
 * [c!.estimate, Array.from(c!.z)]; // => [0.5, [0.125, -0.125, -0.125, 0.125]] (the unit differences 1, 0, 0, 1 centred, over 4)
 */
export function pairedRatioContributions(fn: string, terms: readonly PairedRatioTerm[], rows?: ArrayLike<number>): { estimate: number; z: Float64Array } | null {
  if (terms.length === 0) throw new RangeError(argError(fn, "terms", "at least one term", 0));
  const S = terms[0].num[0].length;
  terms.forEach((t, k) => {
    for (const x of [t.num[0], t.num[1], t.den[0], t.den[1]]) if (x.length !== S) throw new RangeError(argError(fn, `terms[${k}]`, `${S} values per side (as terms[0].num[0])`, x.length));
  });
  const idx = rows ?? Int32Array.from({ length: S }, (_, i) => i);
  const n = idx.length;
  if (n < 2) return null;
  const z = new Float64Array(n);
  let estimate = 0;
  for (const t of terms) {
    for (let s = 0; s < 2; s++) {
      let sn = 0, sd = 0;
      for (let k = 0; k < n; k++) { sn += t.num[s][idx[k]]; sd += t.den[s][idx[k]]; }
      if (sd === 0) return null;
      const R = sn / sd, sign = s === 1 ? t.coef : -t.coef;
      estimate += sign * R;
      for (let k = 0; k < n; k++) z[k] += (sign * (t.num[s][idx[k]] - R * t.den[s][idx[k]])) / sd;
    }
  }
  return { estimate, z };
}
