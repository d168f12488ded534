/**
 * Paired data for measures that are sums of ratios of per-unit sums,
 * value = Σₖ coefₖ · Σᵤ numₖ(u) / Σᵤ denₖ(u) (every phantom measure, the panel
 * rates and effects, hidden-profile means of task means): each side gives a
 * map unit → series values, each measure names its terms; a term with a zero
 * denominator makes the measure null on that resample (spec metrics.md §5).
 *
 * @example
 * const ref = { series: ["hit", "n"], units: new Map([["u1", Float64Array.of(1, 2)], ["u2", Float64Array.of(0, 2)]]) };
 * const oth = { series: ["hit", "n"], units: new Map([["u1", Float64Array.of(2, 2)], ["u2", Float64Array.of(1, 2)]]) };
 * const d = ratioPairedData("item", ref, oth, [{ name: "rate", terms: [{ coef: 1, num: "hit", den: "n" }] }], ["a", "b"]);
 * d.measures[0].stat(Int32Array.of(0, 1), Uint8Array.of(1, 1)); // => 0.75
 */
import { argError } from "../../errors.js";
import { ADJUSTED_PSEUDO_WEIGHT, adjustedRatioDifference } from "../../stats/adjusted-ratio-difference.js";
import { pairedRatioTInterval } from "../../stats/paired-ratio-t-interval.js";
import { alignUnits } from "./align-units.js";
import type { PairedData, PairedMeasure } from "./paired-data.js";

/** One side's per-unit series (every unit's array is in `series` order). */
export interface UnitSeries {
  series: readonly string[];
  units: ReadonlyMap<string, Float64Array>;
}

/** A measure as a signed sum of ratios of series. */
export interface RatioMeasureDef {
  name: string;
  terms: readonly { coef: number; num: string; den: string }[];
  /** Series whose sum is the measure's n (default: the first term's den). */
  n?: string;
  /**
   * The range [lo, hi] of a unit's value num/den, for a one-term measure (coef 1): its difference
   * then gets the adjusted Wald interval ({@link adjustedRatioDifference}) instead of the bootstrap's.
   */
  range?: readonly [number, number];
  /** The pseudo-units' weight of that adjusted Wald interval (default `ADJUSTED_PSEUDO_WEIGHT`, ½; measured: panel effects ¼, phantom CRFR / P-CRFR 1). */
  pseudo?: number;
  /** The difference gets the paired linearised t interval ({@link pairedRatioTInterval}) instead of the bootstrap's (any terms). */
  pairedT?: boolean;
}

/** The `ci_method` of a measure with `pairedT` (see {@link RatioMeasureDef.pairedT}). */
export const PAIRED_T_METHOD = "paired t over units (linearised ratio difference, t with units − 1 df)";

/** The `ci_method` of a measure with a `range` (see {@link RatioMeasureDef.range}). */
export const ADJUSTED_WALD_METHOD = "adjusted Wald: two pseudo-units per side at the range's ends (Agresti–Caffo for a rate, Bonett–Price for a paired effect) with the shared units' covariance";

/**
 * Build {@link PairedData} from two sides' unit series.
 * @param unitKind what a unit is ("scenario", "item", "task")
 * @param reference reference side's series
 * @param other other side's series (same `series` names)
 * @param defs the measures
 * @param labels the two sides' names (for dropped units' reasons)
 * @throws RangeError when a measure names an unknown series
 */
export function ratioPairedData(unitKind: string, reference: UnitSeries, other: UnitSeries, defs: readonly RatioMeasureDef[], labels: readonly [string, string]): PairedData {
  const { units, dropped } = alignUnits(reference.units, other.units, labels);
  const col = (name: string) => {
    const j = reference.series.indexOf(name);
    if (j < 0 || other.series[j] !== name) throw new RangeError(argError("ratioPairedData", "defs", `series among ${reference.series.join(", ")}`, name));
    return j;
  };
  const matrix = (side: UnitSeries, j: number) => Float64Array.from(units, (u) => side.units.get(u)![j]);
  const cache = new Map<number, [Float64Array, Float64Array]>();
  const series = (j: number) => {
    let v = cache.get(j);
    if (!v) cache.set(j, (v = [matrix(reference, j), matrix(other, j)]));
    return v;
  };
  const measures = defs.map((def): PairedMeasure => {
    const terms = def.terms.map((t) => ({ coef: t.coef, num: series(col(t.num)), den: series(col(t.den)) }));
    const nSeries = series(col(def.n ?? def.terms[0].den));
    const total = (x: Float64Array) => x.reduce((a, b) => a + b, 0);
    return {
      name: def.name,
      n: [total(nSeries[0]), total(nSeries[1])],
      terms,
      stat: (rows, pick) => {
        let value = 0;
        for (const t of terms) {
          let num = 0, den = 0;
          for (let k = 0; k < rows.length; k++) {
            const s = pick[k], u = rows[k];
            num += t.num[s][u];
            den += t.den[s][u];
          }
          if (den === 0) return null;
          value += t.coef * (num / den);
        }
        return value;
      },
      ...(def.range && terms.length === 1 && terms[0].coef === 1 ? { interval: adjustedInterval(terms[0], def.range, def.pseudo ?? ADJUSTED_PSEUDO_WEIGHT) } : {}),
      ...(def.pairedT ? { interval: { method: PAIRED_T_METHOD, ci: (rows: Int32Array, level: number) => pairedRatioTInterval(terms, rows, level)?.ci ?? null } } : {}),
    };
  });
  return { unitKind, units, dropped, measures };
}

function adjustedInterval(t: { num: Float64Array[]; den: Float64Array[] }, range: readonly [number, number], pseudo: number) {
  return {
    method: ADJUSTED_WALD_METHOD,
    ci: (rows: Int32Array, level: number) => adjustedRatioDifference({ num: t.num[0], den: t.den[0] }, { num: t.num[1], den: t.den[1] }, range, rows, level, pseudo)?.ci ?? null,
  };
}
