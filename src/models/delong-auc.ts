import { assertScoresAndLabels } from "./binary-labels.js";
import { countBelow } from "../stats/count-below.js";
import { studentTQuantile } from "../stats/student-t-quantile.js";

/** ROC-AUC with DeLong's variance and a 95% interval. */
export interface AucInterval {
  auc: number;
  /** DeLong's variance estimate of the AUC. */
  variance: number;
  /** Welch–Satterthwaite degrees of freedom of that variance (Brunner–Munzel's), the t quantile's df. */
  df: number;
  /** Positives and negatives it rests on. */
  positives: number;
  negatives: number;
  /** 95% interval on the logit scale, back-transformed (inside (0, 1)); [auc, auc] when the variance is 0 (e.g. AUC 1). */
  ci: [number, number];
}

/**
 * ROC-AUC (Mann–Whitney, ties ½) with DeLong's nonparametric variance and a
 * 95% interval computed on the logit scale: logit(AUC) ± q·SE/(AUC(1 − AUC)),
 * back-transformed, so the interval stays inside (0, 1) and is asymmetric
 * near 1, where the plain AUC ± z·SE overshoots and undercovers. Structural
 * components: V10_i = mean over negatives of ψ(x_i, y_j) for positive i,
 * V01_j = mean over positives for negative j (ψ = 1, ½ on ties, 0);
 * Var = s²(V10)/m + s²(V01)/n (sample variances, m positives, n negatives).
 * Small-sample correction: q is the t quantile with the Welch–Satterthwaite
 * df = Var² / ((s²(V10)/m)²/(m − 1) + (s²(V01)/n)²/(n − 1)) of that variance
 * (the Brunner–Munzel test's t approximation; the DeLong variance is the
 * Brunner–Munzel one), not z: with 10 positives z covered 92.2–92.3%, the t
 * quantile 94–95% (docs/intervals.md); with many of both classes q → z.
 *
 * Reference: E. R. DeLong, D. M. DeLong & D. L. Clarke-Pearson, Biometrics 44
 * (1988) 837–845; E. Brunner & U. Munzel, Biometrical J. 42 (2000) 17–25 (the
 * df); logit interval: M. S. Pepe, *The Statistical Evaluation of Medical Tests*
 * (2003) §5.2.3, and Pauly, Asendorf & Konietschke, Biometrical J. 58 (2016)
 * (range-preserving logit with t_df); pROC `ci.auc(method = "delong")` for the variance.
 *
 * @param scores finite scores
 * @param y 0/1 labels
 * @param level coverage (default 0.95)
 * @returns the AUC, variance and interval, or `null` when a class has fewer than 2 cases (no variance)
 * @throws RangeError on a non-finite score, a bad label or a length mismatch
 * @example
 * const r = delongAuc([0.1, 0.4, 0.35, 0.8, 0.2, 0.7], [0, 0, 1, 1, 0, 1]);
 * [r.auc, r.variance]; // => [0.8888888888888888, 0.024691358024691367]
 * r.df; // => 4
 * r.ci; // => [0.08803593, 0.99849392] (t with 4 df: 3 positives, 3 negatives)
 */
export function delongAuc(scores: ArrayLike<number>, y: ArrayLike<number>, level = 0.95): AucInterval | null {
  const m = assertScoresAndLabels("delongAuc", scores, y);
  const n = scores.length - m;
  if (m < 2 || n < 2) return null;
  const pos: number[] = [], neg: number[] = [];
  for (let i = 0; i < scores.length; i++) (y[i] === 1 ? pos : neg).push(scores[i]);
  const negSorted = Float64Array.from(neg).sort();
  const posSorted = Float64Array.from(pos).sort();
  const below = countBelow; // count of values < v and == v in a sorted array
  const v10 = pos.map((x) => { const [lt, eq] = below(negSorted, x); return (lt + eq / 2) / n; });
  const v01 = neg.map((x) => { const [lt, eq] = below(posSorted, x); return (m - lt - eq + eq / 2) / m; });
  const mean = (a: number[]) => a.reduce((s, v) => s + v, 0) / a.length;
  const auc = mean(v10);
  const svar = (a: number[], mu: number) => a.reduce((s, v) => s + (v - mu) ** 2, 0) / (a.length - 1);
  const c10 = svar(v10, auc) / m, c01 = svar(v01, auc) / n;
  const variance = c10 + c01;
  const dfDen = c10 * c10 / (m - 1) + c01 * c01 / (n - 1);
  const df = dfDen > 0 ? variance * variance / dfDen : Infinity;
  const z = studentTQuantile((1 + level) / 2, df);
  let ci: [number, number];
  if (variance <= 0 || auc <= 0 || auc >= 1) ci = [auc, auc];
  else {
    const l = Math.log(auc / (1 - auc)), h = (z * Math.sqrt(variance)) / (auc * (1 - auc));
    const inv = (t: number) => 1 / (1 + Math.exp(-t));
    ci = [inv(l - h), inv(l + h)];
  }
  return { auc, variance, df, positives: m, negatives: n, ci };
}
