/**
 * Cumulative counts at each distinct score, from the highest down: entry `k`
 * holds the true and false positives when everything with score ≥
 * `thresholds[k]` is flagged. The shared core of the ROC and PR curves
 * (scikit-learn's `_binary_clf_curve`).
 *
 * @example
 * thresholdCounts([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1]);
 * // => { thresholds: [0.8, 0.4, 0.35, 0.1], tps: [1, 1, 2, 2], fps: [0, 1, 1, 2] }
 */

/** Counts at each distinct threshold, descending. */
export interface ThresholdCounts {
  thresholds: number[];
  tps: number[];
  fps: number[];
}

/**
 * Distinct scores in descending order with the cumulative true/false positive counts.
 * Inputs are assumed checked (finite scores, 0/1 labels, equal lengths).
 *
 * @example
 * thresholdCounts([0.5, 0.5], [1, 0]); // => { thresholds: [0.5], tps: [1], fps: [1] }
 */
export function thresholdCounts(scores: ArrayLike<number>, y: ArrayLike<number>): ThresholdCounts {
  const order = Array.from({ length: scores.length }, (_, i) => i).sort((a, b) => scores[b] - scores[a]);
  const thresholds: number[] = [], tps: number[] = [], fps: number[] = [];
  let tp = 0, fp = 0;
  for (let r = 0; r < order.length; r++) {
    const i = order[r];
    if (y[i] === 1) tp++;
    else fp++;
    if (r === order.length - 1 || scores[order[r + 1]] !== scores[i]) {
      thresholds.push(scores[i]);
      tps.push(tp);
      fps.push(fp);
    }
  }
  return { thresholds, tps, fps };
}
