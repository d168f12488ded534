/**
 * Item (cluster) bootstrap for pooled rates and means, specialised for speed:
 * each item contributes a numerator and a denominator (e.g. flips and eligible
 * reviewer pairs of that item); a replicate resamples items with replacement
 * and takes Σnum/Σden; replicates whose denominator is zero are dropped
 * (metrics.md §5); the interval is the percentile interval with numpy-linear
 * interpolation. A mean over items is the case den = 1.
 *
 * Reference: Efron & Tibshirani (1993) §13.3; paper 002 Appendix E (item bootstrap).
 *
 * @example
 * panelBootstrapRatio([1, 0, 1], [1, 1, 1], 1000, createRng(0)); // => [0, 1]-ish interval around 2/3
 * panelBootstrapRatio([], [], 1000, createRng(0));               // => null
 */
import { argError } from "../../errors.js";
import { percentileIntervalSorted } from "../../stats/percentile-interval.js";
import type { Rng } from "../../stats/rng.js";

/** Fill `out` with uniform indices in [0, n) — `rng.fillInt` when present, else `rng.int` (same stream). */
function panelDrawIndices(rng: Rng, out: Int32Array, n: number): void {
  if (rng.fillInt) rng.fillInt(out, n);
  else for (let i = 0; i < out.length; i++) out[i] = rng.int(n);
}

function checkB(fn: string, B: number): void {
  if (!Number.isInteger(B) || B < 0) throw new RangeError(argError(fn, "B", "a non-negative integer", B));
}

/**
 * Percentile interval of Σnum/Σden over item resamples.
 * @param num per-item numerators
 * @param den per-item denominators (same length)
 * @param B replicates (0 → null)
 * @param rng seeded generator (consumed: B·n draws)
 * @returns `[lo, hi]` or null when there is no item, B = 0 or every replicate was dropped
 * @throws RangeError on unequal lengths or bad B
 */
export function panelBootstrapRatio(num: ArrayLike<number>, den: ArrayLike<number>, B: number, rng: Rng, level = 0.95): [number, number] | null {
  checkB("panelBootstrapRatio", B);
  const n = num.length;
  if (den.length !== n) throw new RangeError(argError("panelBootstrapRatio", "den", `length ${n}`, den.length));
  if (n === 0 || B === 0) return null;
  const nu = Float64Array.from(num), de = Float64Array.from(den);
  const reps = new Float64Array(B);
  let m = 0;
  const draws = new Int32Array(n);
  for (let b = 0; b < B; b++) {
    panelDrawIndices(rng, draws, n);
    let sn = 0, sd = 0;
    for (let i = 0; i < n; i++) {
      const j = draws[i];
      sn += nu[j];
      sd += de[j];
    }
    if (sd > 0) reps[m++] = sn / sd;
  }
  return m === 0 ? null : percentileIntervalSorted(reps.subarray(0, m).sort(), level);
}

/** Intervals of two pooled rates and their difference from one joint item resample. */
export interface PanelGapIntervals {
  a: [number, number] | null;
  b: [number, number] | null;
  gap: [number, number] | null;
}

/**
 * Joint item bootstrap of two pooled rates a = Σna/Σda, b = Σnb/Σdb and gap = a − b
 * (each replicate dropped from a list when its own denominator is zero; the gap needs both).
 * @throws RangeError on unequal lengths or bad B
 * @example
 * panelBootstrapGap([1, 1], [1, 1], [0, 0], [1, 1], 100, createRng(0)).gap; // => [1, 1]
 */
export function panelBootstrapGap(
  na: ArrayLike<number>, da: ArrayLike<number>, nb: ArrayLike<number>, db: ArrayLike<number>, B: number, rng: Rng, level = 0.95,
): PanelGapIntervals {
  checkB("panelBootstrapGap", B);
  const n = na.length;
  for (const [name, x] of [["da", da], ["nb", nb], ["db", db]] as const)
    if (x.length !== n) throw new RangeError(argError("panelBootstrapGap", name, `length ${n}`, x.length));
  if (n === 0 || B === 0) return { a: null, b: null, gap: null };
  const A = Float64Array.from(na), DA = Float64Array.from(da), Bn = Float64Array.from(nb), DB = Float64Array.from(db);
  const ra = new Float64Array(B), rb = new Float64Array(B), rg = new Float64Array(B);
  let ma = 0, mb = 0, mg = 0;
  const draws = new Int32Array(n);
  for (let r = 0; r < B; r++) {
    panelDrawIndices(rng, draws, n);
    let sa = 0, sda = 0, sb = 0, sdb = 0;
    for (let i = 0; i < n; i++) {
      const j = draws[i];
      sa += A[j]; sda += DA[j]; sb += Bn[j]; sdb += DB[j];
    }
    if (sda > 0) ra[ma++] = sa / sda;
    if (sdb > 0) rb[mb++] = sb / sdb;
    if (sda > 0 && sdb > 0) rg[mg++] = sa / sda - sb / sdb;
  }
  const iv = (x: Float64Array, k: number) => (k === 0 ? null : percentileIntervalSorted(x.subarray(0, k).sort(), level));
  return { a: iv(ra, ma), b: iv(rb, mb), gap: iv(rg, mg) };
}
