import { argError } from "../errors.js";

/**
 * The value a typed-array sort of `values` puts at index `k` (ascending, −0
 * before +0, NaN last), found by selection rather than a sort: Hoare's
 * quickselect with a three-way split around a median-of-three pivot (ties
 * settle in one pass), O(n) expected. `values` is reordered in place.
 * Equal values compare equal, so the split alone cannot tell −0 from +0:
 * when the value found is a zero, its sign is read from how many values are
 * negative and how many are −0 (a sort puts the −0 first among the zeros);
 * NaN, which compares with nothing, is moved to the end first.
 *
 * Used where an interval reads two ranks of a few hundred values
 * ({@link ratioPercentileInterval}): the typed-array sort costs ~50 ns a
 * value on Node 20, a selection a few (issue 22).
 *
 * Reference: Hoare (1961) "Algorithm 65: Find"; Bentley & McIlroy (1993) for the three-way split.
 *
 * @param values the values; reordered in place
 * @param k an index in [0, values.length)
 * @returns `Float64Array.from(values).sort()[k]`
 * @throws RangeError when k is not an index of values
 * @example
 * orderStatistic(Float64Array.of(5, 1, 4, 2, 3), 1);  // => 2
 * orderStatistic(Float64Array.of(0, -0, 1), 0);       // => -0
 * orderStatistic(Float64Array.of(NaN, 2, 1), 2);      // => NaN
 */
export function orderStatistic(values: Float64Array, k: number): number {
  const n = values.length;
  if (!Number.isInteger(k) || k < 0 || k >= n) throw new RangeError(argError("orderStatistic", "k", `an index in [0, ${n})`, k));
  const m = nanToEnd(values, n);
  if (k >= m) return NaN;
  const v = select(values, m, k);
  return v === 0 ? signedZero(values, m, k) : v;
}

// The loops are functions of their own, so this one has none: V8 compiles a loop with the type feedback
// of what it has run, and a branch first taken in compiled code (a zero's sign, a NaN) would send it back
// to the interpreter.

/** Move the NaN among values[0, n) to its end; returns how many numbers are left in front. */
function nanToEnd(a: Float64Array, n: number): number {
  let m = n;
  for (let i = 0; i < m; i++) {
    const v = a[i];
    if (v !== v) {
      a[i--] = a[--m];
      a[m] = v;
    }
  }
  return m;
}

/** The k-th smallest of values[0, n) by `<` (no NaN among them), by three-way quickselect. */
function select(a: Float64Array, n: number, k: number): number {
  let lo = 0, hi = n; // k ∈ [lo, hi)
  for (;;) {
    if (hi - lo === 1) return a[lo];
    const x = a[lo], y = a[(lo + hi) >> 1], z = a[hi - 1];
    const p = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    // [lo, lt) < p, [lt, i) = p, [gt, hi) > p
    let lt = lo, i = lo, gt = hi;
    while (i < gt) {
      const v = a[i];
      if (v < p) {
        a[i++] = a[lt];
        a[lt++] = v;
      } else if (v > p) {
        a[i] = a[--gt];
        a[gt] = v;
      } else i++;
    }
    if (k < lt) hi = lt;
    else if (k >= gt) lo = gt;
    else return p;
  }
}

/** The zero a sort puts at index k among values[0, n), whose value there compares equal to 0. */
function signedZero(a: Float64Array, n: number, k: number): number {
  let below = 0, negative = 0;
  for (let i = 0; i < n; i++) {
    const v = a[i];
    if (v < 0) below++;
    else if (v === 0 && 1 / v < 0) negative++;
  }
  return k < below + negative ? -0 : 0;
}
