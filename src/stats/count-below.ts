/**
 * In an ascending sorted array, how many values lie below `v` and how many equal it (binary
 * search, then a scan over the ties): the placement counts of DeLong's AUC variance.
 *
 * @param sorted values in ascending order
 * @param v the value placed
 * @returns `[below, equal]`
 * @example
 * countBelow(Float64Array.of(0.1, 0.3, 0.3, 0.7), 0.3); // => [1, 2]
 * countBelow(Float64Array.of(0.1, 0.3), 0.9);           // => [2, 0]
 */
export function countBelow(sorted: ArrayLike<number>, v: number): [number, number] {
  let lo = 0, hi = sorted.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (sorted[mid] < v) lo = mid + 1; else hi = mid; }
  let eq = lo;
  while (eq < sorted.length && sorted[eq] === v) eq++;
  return [lo, eq - lo];
}
