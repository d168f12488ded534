import { argError } from "../errors.js";

/**
 * The q-quantile of an ascending-sorted sample by linear interpolation
 * between order statistics: with h = (n − 1)·q, the value
 * x₍⌊h⌋₎ + (h − ⌊h⌋)·(x₍⌊h⌋+1₎ − x₍⌊h⌋₎) (0-based order statistics).
 *
 * Reference: Hyndman & Fan (1996) definition 7; numpy's default
 * `np.quantile(x, q, method="linear")`, whose rounding this follows
 * (interpolates from the upper neighbour when the fraction is ≥ 0.5).
 *
 * @param sorted ascending numbers (the `Sorted` suffix: the caller sorts); not modified
 * @param q probability in [0, 1]
 * @throws RangeError when `sorted` is empty or q is outside [0, 1] (or NaN)
 * @example
 * quantileSorted([1, 2, 3, 4], 0.5);   // => 2.5
 * quantileSorted([10, 20, 30], 0.25);  // => 15
 * quantileSorted([7], 0.9);            // => 7
 */
export function quantileSorted(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length;
  if (n === 0) throw new RangeError(argError("quantileSorted", "sorted", "a non-empty array", "[]"));
  if (!(q >= 0 && q <= 1)) throw new RangeError(argError("quantileSorted", "q", "a number in [0, 1]", q));
  const h = (n - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, n - 1);
  const t = h - lo;
  const a = sorted[lo];
  const b = sorted[hi];
  if (t === 0) return a;
  const d = b - a;
  // numpy's _lerp: a + t·d, but b − (1 − t)·d when t ≥ 0.5 (keeps monotonicity and exact ends).
  return t >= 0.5 ? b - d * (1 - t) : a + d * t;
}
