/**
 * Area under the ROC curve as the Mann–Whitney statistic: the probability
 * that a random positive scores above a random negative, ties counting half
 * (equal to scikit-learn's `roc_auc_score`). `null` when a class is absent.
 *
 * @example
 * rocAuc([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1]); // => 0.75
 * rocAuc([0.5, 0.5], [0, 1]);                  // => 0.5
 * rocAuc([0.5, 0.7], [1, 1]);                  // => null
 */
import { assertScoresAndLabels } from "./binary-labels.js";

/**
 * ROC-AUC with mid-ranks for ties.
 *
 * @param scores finite scores, one per case
 * @param y 0/1 labels
 * @returns the AUC in [0, 1], or null when there are no positives or no negatives
 * @throws RangeError on a non-finite score, a bad label or a length mismatch
 * @example
 * rocAuc([1, 2, 3], [0, 1, 1]); // => 1
 */
export function rocAuc(scores: ArrayLike<number>, y: ArrayLike<number>): number | null {
  const pos = assertScoresAndLabels("rocAuc", scores, y);
  const n = scores.length, neg = n - pos;
  if (pos === 0 || neg === 0) return null;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[a] - scores[b]);
  // Sum over positives of (#negatives below + ½ #negatives tied), group by group.
  let negBelow = 0, u = 0;
  for (let start = 0; start < n; ) {
    let end = start, p = 0, q = 0;
    while (end < n && scores[order[end]] === scores[order[start]]) {
      if (y[order[end]] === 1) p++;
      else q++;
      end++;
    }
    u += p * (negBelow + q / 2);
    negBelow += q;
    start = end;
  }
  return u / (pos * neg);
}
