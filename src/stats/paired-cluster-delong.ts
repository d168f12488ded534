import { argError } from "../errors.js";
import { countBelow } from "./count-below.js";
import { checkLevel } from "./percentile-interval.js";
import { studentTQuantile } from "./student-t-quantile.js";

/** One side of {@link pairedClusterDelong}: per record a score, a 0/1 label and its unit (cluster) index. */
export interface AucSide {
  scores: ArrayLike<number>;
  labels: ArrayLike<number>;
  units: ArrayLike<number>;
}

/** The result of {@link pairedClusterDelong}. */
export interface PairedAucDifference {
  /** AUC of each side: [reference, other]. */
  auc: [number, number];
  /** other − reference. */
  difference: number;
  se: number;
  /** Units (clusters) with a record on either side − 1: the t quantile's degrees of freedom. */
  df: number;
  ci: [number, number];
}

/**
 * DeLong's comparison of two AUCs over the same units, clustered by unit (Obuchowski 1997):
 * each side's records carry a score, a label and a unit index; a side's AUC is linearised by its
 * placement values, V₁₀(r) = P̂(negative score < r's) (ties ½) for a positive r and V₀₁(r) the same
 * for a negative against the positives, so a unit's influence on side s is
 * φₛ(u) = Σ_{positive r ∈ u}(V₁₀(r) − Aₛ)/m + Σ_{negative r ∈ u}(V₀₁(r) − Aₛ)/n; the variance of
 * the difference is K/(K − 1)·Σᵤ(φ₁(u) − φ₀(u))² over the K units, and the interval
 * A₁ − A₀ ± t_{K−1}·SE, clipped to [−1, 1]. The two sides may have different labels on a unit
 * (two judges' capture labels of one trajectory) and several records per unit (replicates).
 * With one side's labels and two scorers it is the paired DeLong test for two scorers on one
 * test set. Zero width only when every unit's influence difference is 0 (both AUCs 1, say).
 *
 * References: E. R. DeLong, D. M. DeLong & D. L. Clarke-Pearson, Biometrics 44 (1988) 837–845;
 * N. A. Obuchowski, "Nonparametric analysis of clustered ROC curve data", Biometrics 53 (1997)
 * 567–578.
 *
 * @param reference side 0's records
 * @param other side 1's records (unit indices in the same numbering)
 * @param level coverage, default 0.95
 * @returns the difference with its interval, or null when a side has fewer than 2 positives or 2 negatives
 * @throws RangeError on arrays of different lengths, a label other than 0/1, or a bad level
 * @example
 * // 4 units, one record per side each; the other side ranks one more pair right
 * const r = pairedClusterDelong(
 *   { scores: [0.9, 0.2, 0.6, 0.4], labels: [1, 0, 0, 1], units: [0, 1, 2, 3] },
 *   { scores: [0.9, 0.2, 0.3, 0.4], labels: [1, 0, 0, 1], units: [0, 1, 2, 3] });
 * [r!.auc, r!.difference, r!.df]; // => [[0.75, 1], 0.25, 3]
 * r!.se;                          // => 0.28867513 (√(4/3 · 4 · (¼/2)²): the reference side's influences, ±⅛ on every unit)
 */
export function pairedClusterDelong(reference: AucSide, other: AucSide, level = 0.95): PairedAucDifference | null {
  const fn = "pairedClusterDelong";
  checkLevel(fn, level);
  const infl = new Map<number, [number, number]>();
  const auc: [number, number] = [0, 0];
  const sides = [reference, other];
  for (let s = 0; s < 2; s++) {
    const { scores, labels, units } = sides[s];
    const name = s === 0 ? "reference" : "other";
    if (labels.length !== scores.length) throw new RangeError(argError(fn, `${name}.labels`, `${scores.length} values (as scores)`, labels.length));
    if (units.length !== scores.length) throw new RangeError(argError(fn, `${name}.units`, `${scores.length} values (as scores)`, units.length));
    const pos: number[] = [], neg: number[] = [];
    for (let i = 0; i < scores.length; i++) {
      if (labels[i] !== 0 && labels[i] !== 1) throw new RangeError(argError(fn, `${name}.labels[${i}]`, "0 or 1", labels[i]));
      (labels[i] === 1 ? pos : neg).push(i);
    }
    const m = pos.length, n = neg.length;
    if (m < 2 || n < 2) return null;
    const negSorted = Float64Array.from(neg, (i) => scores[i]).sort(), posSorted = Float64Array.from(pos, (i) => scores[i]).sort();
    const v10 = pos.map((i) => { const [lt, eq] = countBelow(negSorted, scores[i]); return (lt + eq / 2) / n; });
    const v01 = neg.map((i) => { const [lt, eq] = countBelow(posSorted, scores[i]); return (m - lt - eq / 2) / m; });
    const a = v10.reduce((x, y) => x + y, 0) / m;
    auc[s] = a;
    const add = (u: number, x: number) => {
      let v = infl.get(u);
      if (!v) infl.set(u, (v = [0, 0]));
      v[s] += x;
    };
    pos.forEach((i, k) => add(units[i], (v10[k] - a) / m));
    neg.forEach((i, k) => add(units[i], (v01[k] - a) / n));
  }
  const K = infl.size;
  let ss = 0;
  for (const [a0, a1] of infl.values()) ss += (a1 - a0) ** 2;
  const se = Math.sqrt((K / (K - 1)) * ss), d = auc[1] - auc[0];
  const h = studentTQuantile((1 + level) / 2, K - 1) * se;
  return { auc, difference: d, se, df: K - 1, ci: [Math.max(-1, d - h), Math.min(1, d + h)] };
}
