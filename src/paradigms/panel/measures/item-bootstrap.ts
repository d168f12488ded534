/**
 * Item (cluster) bootstrap of one pooled rate or mean, and of two rates and their
 * difference: each item contributes a numerator and a denominator (e.g. flips and
 * eligible reviewer pairs of that item); a replicate resamples items with
 * replacement and takes Σnum/Σden; replicates whose denominator is zero are
 * dropped (metrics.md §5); percentile interval with numpy-linear interpolation.
 * A mean over items is the case den = 1. Thin forms of {@link bootstrapRatios}
 * (same draws: n `rng.int(n)` per replicate); the report batches many metrics
 * with {@link panelBootstrapBatch} instead.
 *
 * Reference: Efron & Tibshirani (1993) §13.3; paper 002 Appendix E (item bootstrap).
 *
 * @example
 * panelBootstrapRatio([1, 0, 1], [1, 1, 1], 1000, createRng(0)); // => [0, 1]
 * panelBootstrapRatio([], [], 1000, createRng(0));               // => null
 */
import { argError } from "../../../errors.js";
import { bootstrapRatios } from "../../../stats/bootstrap-ratios.js";
import type { Rng } from "../../../stats/rng.js";

function columns(fn: string, cols: Record<string, ArrayLike<number>>, B: number): Float64Array[] {
  if (!Number.isInteger(B) || B < 0) throw new RangeError(argError(fn, "B", "a non-negative integer", B));
  const names = Object.keys(cols);
  const n = cols[names[0]].length;
  for (const k of names) if (cols[k].length !== n) throw new RangeError(argError(fn, k, `length ${n}`, cols[k].length));
  return names.map((k) => Float64Array.from(cols[k]));
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
  const [nu, de] = columns("panelBootstrapRatio", { num, den }, B);
  return bootstrapRatios([nu], [de], { B, rng, level })[0];
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
  const [A, DA, NB, DB] = columns("panelBootstrapGap", { na, da, nb, db }, B);
  const [a, b, gap] = bootstrapRatios([A, NB], [DA, DB], { B, rng, level, diffs: [[0, 1]] });
  return { a, b, gap };
}
