import { orderStatistic } from "./order-statistic.js";
import { percentileIntervalSorted } from "./percentile-interval.js";

/**
 * Below this many values the whole sample is sorted (the tails would not be much smaller).
 *
 * @example
 * MIN_SPLIT; // => 2048
 */
export const MIN_SPLIT = 2048;
/**
 * Values in the sample the tail cuts ({@link tailCuts}) are read from.
 *
 * @example
 * CUT_SAMPLE; // => 256
 */
export const CUT_SAMPLE = 256;
/** Margin, in probability, by which the thresholds lie inside the percentiles (≈ 4 s.e. of a sample quantile at 2.5%). */
const MARGIN = 0.04;

/**
 * {@link percentileIntervalSorted} of an unsorted sample, sorting only its
 * tails: the interval reads four positions of the sorted sample (the
 * neighbours of its two percentiles), near the ends for a central interval.
 * Two thresholds taken from a strided sample of 256 values (sorted) split
 * the values three ways in one pass: those ≤ the lower threshold to the
 * front, those not < the upper one (NaN included) to the back. The front
 * part is the prefix of the fully sorted array and the back part its suffix,
 * so sorting just those two parts (the typed-array sort: −0 before +0, NaN
 * last) puts at every position they cover what a full sort puts there; when
 * the four positions the interval reads fall inside them (with heavy ties,
 * e.g. a constant sample, the front can cover them all), the result is
 * exactly `percentileIntervalSorted(values.sort(), level)`; otherwise (or
 * with fewer than 2,048 values) the whole sample is sorted. At B = 10,000 it
 * sorts about an eighth of the values: the bootstrap intervals of `metrics
 * panel` spent a fifth of the command in the typed-array sort (issue 22).
 *
 * Reference: Efron & Tibshirani (1993) §13.3 (percentile interval); the
 * three-way split is Dijkstra's "Dutch national flag" partition.
 *
 * @param values the sample, non-empty; reordered in place (the `InPlace` suffix)
 * @param level coverage in (0, 1)
 * @returns `[lower, upper]`, as `percentileIntervalSorted(values.sort(), level)`
 * @throws RangeError when `values` is empty or level is not in (0, 1)
 * @example
 * percentileIntervalInPlace(Float64Array.of(5, 1, 4, 2, 3), 0.95); // => [1.1, 4.9]
 * percentileIntervalInPlace(Float64Array.of(3, 1, 2), 0.5);        // => [1.5, 2.5]
 */
export function percentileIntervalInPlace(values: Float64Array, level: number): [number, number] {
  const n = values.length;
  if (n >= MIN_SPLIT && level > 0 && level < 1 && sortTails(values, level)) return percentileIntervalSorted(values, level);
  return percentileIntervalSorted(values.sort(), level);
}

/**
 * The four positions of a sorted sample of `n` values that {@link percentileIntervalSorted} reads at
 * `level` (the neighbours of its two percentiles), computed as it computes them.
 *
 * @example
 * percentileRanks(10_000, 0.95); // => [249, 250, 9749, 9750]
 * percentileRanks(1, 0.95);      // => [0, 0, 0, 0]
 */
export function percentileRanks(n: number, level: number): [number, number, number, number] {
  const pct = 100 * level;
  const r1 = Math.floor((n - 1) * ((100 - pct) / 200)), r3 = Math.floor((n - 1) * ((100 + pct) / 200));
  return [r1, Math.min(r1 + 1, n - 1), r3, Math.min(r3 + 1, n - 1)];
}

/**
 * Two cut values for reading a percentile interval at `level` from the tails alone, out of a sample of
 * the values (any subset: the cuts only decide how much is kept, never a result): ranks of the sample a
 * little inside each percentile, so that those ≤ the lower cut and those not < the upper one are
 * expected to hold the positions {@link percentileRanks} names. The two ranks are found by selection
 * ({@link orderStatistic}: the values a sort of the sample puts there), so `sample` is reordered.
 *
 * @param sample a non-empty sample of the values; reordered in place
 * @example
 * const s = Float64Array.from({ length: 256 }, (_, i) => 255 - i);
 * tailCuts(s, 0.95); // => [17, 239] (the 6.5th and 93.5th percentiles of the sample)
 */
export function tailCuts(sample: Float64Array, level: number): [number, number] {
  const m = sample.length;
  const pct = 100 * level;
  const qLo = (100 - pct) / 200, qHi = (100 + pct) / 200;
  return [
    orderStatistic(sample, Math.min(m - 1, Math.ceil(m * (qLo + MARGIN)))),
    orderStatistic(sample, Math.max(0, Math.floor(m * (qHi - MARGIN)))),
  ];
}

/**
 * Sort the two tails of `a` in place so the positions the interval at `level` reads hold the fully
 * sorted array's values there; false (a partly reordered `a`) when they fall outside the tails.
 */
function sortTails(a: Float64Array, level: number): boolean {
  const n = a.length;
  const sample = new Float64Array(CUT_SAMPLE);
  for (let j = 0; j < CUT_SAMPLE; j++) sample[j] = a[Math.floor((j * n) / CUT_SAMPLE)];
  const [lowT, highT] = tailCuts(sample, level);
  // a[0, lt) ≤ lowT; a[gt, n) not < highT (or NaN) and > lowT; the rest between
  let lt = 0, i = 0, gt = n;
  while (i < gt) {
    const v = a[i];
    if (v <= lowT) {
      a[i++] = a[lt];
      a[lt++] = v;
    } else if (!(v < highT)) {
      a[i] = a[--gt];
      a[gt] = v;
    } else i++;
  }
  // a position read must lie in the sorted front or back (with many ties the front may reach the top)
  if (!percentileRanks(n, level).every((r) => r < lt || r >= gt)) return false;
  a.subarray(0, lt).sort();
  a.subarray(gt, n).sort();
  return true;
}
