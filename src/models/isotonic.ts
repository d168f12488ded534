/**
 * Isotonic calibration: the non-decreasing step fit of labels on scores by
 * pool-adjacent-violators (ties in the score pooled first, as scikit-learn's
 * `IsotonicRegression` does), predicted by linear interpolation between the
 * pooled blocks' end points and clipped outside the fitted range
 * (`out_of_bounds="clip"`).
 *
 * @example
 * const m = fitIsotonic([0.1, 0.2, 0.3, 0.4], [0, 1, 0, 1]);
 * m.x; // => [0.1, 0.2, 0.3, 0.4]
 * m.y; // => [0, 0.5, 0.5, 1]
 * applyIsotonic(m, 0.25); // => 0.5
 */
import { argError } from "../errors.js";

/** A fitted isotonic map: knots x (ascending) and values y (non-decreasing). */
export interface IsotonicMap {
  kind: "isotonic";
  x: number[];
  y: number[];
}

/**
 * Fit the isotonic map.
 * @throws RangeError on a length mismatch, an empty sample or a non-finite score
 * @example
 * fitIsotonic([0.5, 0.5], [0, 1]).y; // => [0.5]
 */
export function fitIsotonic(scores: ArrayLike<number>, y: ArrayLike<number>): IsotonicMap {
  if (scores.length !== y.length || scores.length === 0) throw new RangeError(argError("fitIsotonic", "y", `${scores.length} labels (≥ 1)`, y.length));
  // scores already ascending (a caller that sorts once for several fits): that order is the sort's result
  // (ties keep their row order), without a comparator call per element (issue 22)
  const n = scores.length;
  let ascending = true;
  for (let i = 1; i < n && ascending; i++) ascending = scores[i - 1] <= scores[i];
  const order = ascending ? null : Array.from({ length: n }, (_, i) => i).sort((i, j) => scores[i] - scores[j] || i - j);
  // tie groups first (typed stacks, no pushes: the same values and operations as growing arrays)
  const xs = new Float64Array(n), sums = new Float64Array(n), ws = new Float64Array(n);
  let g = 0;
  for (let r = 0; r < n; r++) {
    const i = order === null ? r : order[r], s = scores[i];
    if (!Number.isFinite(s)) throw new RangeError(argError("fitIsotonic", `scores[${i}]`, "a finite number", s));
    if (g > 0 && xs[g - 1] === s) { sums[g - 1] += y[i]; ws[g - 1]++; }
    else { xs[g] = s; sums[g] = y[i]; ws[g] = 1; g++; }
  }
  // PAVA over tie groups; each block keeps [first x, last x]
  const bLo = new Float64Array(g), bHi = new Float64Array(g), bS = new Float64Array(g), bW = new Float64Array(g);
  let t = 0;
  for (let k = 0; k < g; k++) {
    bLo[t] = xs[k]; bHi[t] = xs[k]; bS[t] = sums[k]; bW[t] = ws[k]; t++;
    while (t > 1 && bS[t - 2] / bW[t - 2] >= bS[t - 1] / bW[t - 1]) {
      t--;
      bS[t - 1] += bS[t]; bW[t - 1] += bW[t]; bHi[t - 1] = bHi[t];
    }
  }
  const x: number[] = [], v: number[] = [];
  for (let k = 0; k < t; k++) {
    const m = bS[k] / bW[k];
    x.push(bLo[k]); v.push(m);
    if (bHi[k] !== bLo[k]) { x.push(bHi[k]); v.push(m); }
  }
  return { kind: "isotonic", x, y: v };
}

/**
 * Calibrated probability of one raw score (linear between knots, clipped outside).
 * @example
 * applyIsotonic({ kind: "isotonic", x: [0, 1], y: [0.2, 0.6] }, 0.5); // => 0.4
 */
export function applyIsotonic(map: IsotonicMap, score: number): number {
  const { x, y } = map;
  if (score <= x[0]) return y[0];
  if (score >= x[x.length - 1]) return y[y.length - 1];
  let lo = 0, hi = x.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (x[mid] <= score) lo = mid;
    else hi = mid;
  }
  if (x[hi] === x[lo]) return y[hi];
  return y[lo] + ((score - x[lo]) / (x[hi] - x[lo])) * (y[hi] - y[lo]);
}
