import { argError } from "../errors.js";
import { checkLevel, percentileIntervalSorted } from "./percentile-interval.js";

/** Partially order a[left..right] (Wirth's selection, median-of-three pivot) so a[k] is its order statistic there. */
function selectInPlace(a: Float64Array, k: number, left: number, right: number): void {
  let l = left, r = right;
  while (l < r) {
    const x0 = a[l], x1 = a[(l + r) >>> 1], x2 = a[r];
    // the median of three values of the range: a value present in it, so both scans stop inside
    const x = x0 < x1 ? (x1 < x2 ? x1 : x0 < x2 ? x2 : x0) : x0 < x2 ? x0 : x1 < x2 ? x2 : x1;
    let i = l, j = r;
    do {
      while (a[i] < x) i++;
      while (x < a[j]) j--;
      if (i <= j) {
        const t = a[i]; a[i] = a[j]; a[j] = t;
        i++; j--;
      }
    } while (i <= j);
    if (j < k) l = i;
    if (k < i) r = j;
  }
}

/** The smallest of a[from..to] (from ≤ to). */
function minOf(a: Float64Array, from: number, to: number): number {
  let m = a[from];
  for (let i = from + 1; i <= to; i++) if (a[i] < m) m = a[i];
  return m;
}

/**
 * {@link percentileIntervalSorted} of an unsorted sample, reordering the sample
 * instead of sorting it: the interval reads four order statistics (the two
 * neighbours of each percentile), found by selection in O(n) rather than a
 * full O(n log n) sort — the end of every bootstrap of {@link bootstrapRatios}.
 * The result is exactly that of sorting `values` (a Float64Array sort: −0
 * before +0, NaN last) and calling {@link percentileIntervalSorted}: the order
 * statistics are the same values, and the interpolation is that function's own.
 * A sample holding NaN or −0 (where a selection by `<` could not tell −0 from
 * +0) is sorted instead.
 *
 * Reference: Wirth (1976), *Algorithms + Data Structures = Programs*, §2.3.4
 * (selection); Efron & Tibshirani (1993) §13.3 (percentile interval).
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
  checkLevel("percentileIntervalInPlace", level);
  const n = values.length;
  if (n === 0) throw new RangeError(argError("percentileIntervalInPlace", "values", "a non-empty Float64Array", "[]"));
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (v !== v || (v === 0 && 1 / v < 0)) return percentileIntervalSorted(values.sort(), level);
  }
  // the ranks quantileSorted reads for the two probabilities percentileIntervalSorted uses
  const pct = 100 * level;
  const r1 = Math.floor((n - 1) * ((100 - pct) / 200)), r2 = Math.min(r1 + 1, n - 1);
  const r3 = Math.floor((n - 1) * ((100 + pct) / 200)), r4 = Math.min(r3 + 1, n - 1);
  // r1 ≤ r2 ≤ r4 and r1 ≤ r3 ≤ r4: the upper pair first over the whole sample, the lower pair below it
  selectInPlace(values, r3, 0, n - 1);
  const v3 = values[r3];
  const v4 = r4 === r3 ? v3 : minOf(values, r3 + 1, n - 1);
  let v1: number, v2: number;
  if (r1 === r3) {
    v1 = v3;
    v2 = v4;
  } else {
    selectInPlace(values, r1, 0, r3 - 1);
    v1 = values[r1];
    v2 = r2 === r3 ? v3 : minOf(values, r2, r3 - 1);
  }
  // a sparse view holding the four order statistics where the sorted sample would hold them
  const view: Record<number, number> & { length: number } = { length: n };
  view[r1] = v1;
  view[r2] = v2;
  view[r3] = v3;
  view[r4] = v4;
  return percentileIntervalSorted(view, level);
}
