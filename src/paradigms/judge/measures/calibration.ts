/**
 * Calibration view of the vigilance filter (issue 5; paper 003 §4.4): a
 * reliability table of predicted capture probabilities against observed
 * capture rates. Bins are equal-width over [0, 1]: bin k holds the scores
 * with k/B ≤ p < (k+1)/B, the last bin also holds p = 1 (membership is decided
 * against the printed bounds, not by a rounded p·B). Each bin reports its
 * count, the mean predicted probability, the observed rate of positives with
 * its 95% Wilson interval; an empty bin has n = 0 and nulls. The expected
 * calibration error is Σ_b (n_b / N)·|mean_predicted_b − observed_b|.
 *
 * Note: the balanced class weights of the L2 model (metrics.md §4) shift its
 * probabilities upwards on purpose; a filter fitted that way is expected to
 * sit below the diagonal (over-predicting captures) — the threshold, not the
 * raw probability, is the calibrated operating point.
 *
 * @example
 * judgeCalibration([0.1, 0.15, 0.8, 0.95], [0, 1, 1, 1], 2);
 * // => { bins: [ { bin: 0, lo: 0, hi: 0.5, n: 2, mean_predicted: 0.125, observed: 1, observed_rate: 0.5, ci: […] },
 * //              { bin: 1, lo: 0.5, hi: 1, n: 2, mean_predicted: 0.875, observed: 2, observed_rate: 1, ci: […] } ],
 * //      n: 4, ece: 0.25 }
 */
import { argError } from "../../../errors.js";
import { wilsonInterval } from "../../../stats/wilson-interval.js";

/** One row of the reliability table. */
export interface JudgeCalibrationBin {
  /** Bin index, 0-based. */
  bin: number;
  /** Lower bound (inclusive). */
  lo: number;
  /** Upper bound (exclusive, inclusive for the last bin). */
  hi: number;
  /** Scores in the bin. */
  n: number;
  /** Mean predicted probability in the bin, null when empty. */
  mean_predicted: number | null;
  /** Positives in the bin. */
  observed: number;
  /** Observed rate of positives, null when empty. */
  observed_rate: number | null;
  /** 95% Wilson interval of the observed rate, null when empty. */
  ci: [number, number] | null;
}

/** The reliability table with its total and the expected calibration error. */
export interface JudgeCalibration {
  bins: JudgeCalibrationBin[];
  n: number;
  /** Expected calibration error (null when there are no scores). */
  ece: number | null;
}

/**
 * Reliability table of scores (predicted P(capture)) against binary labels.
 * @param scores predicted probabilities in [0, 1]
 * @param y labels 0/1, same length
 * @param bins number of equal-width bins (positive integer, default 10)
 * @throws RangeError for mismatched lengths, a score outside [0, 1], a label other than 0/1 or a bad bin count
 * @example
 * judgeCalibration([0.05, 0.95], [0, 1]).bins.filter((b) => b.n > 0).map((b) => b.bin); // => [0, 9]
 */
export function judgeCalibration(scores: ArrayLike<number>, y: ArrayLike<number>, bins = 10): JudgeCalibration {
  if (!Number.isInteger(bins) || bins < 1) throw new RangeError(argError("judgeCalibration", "bins", "a positive integer", bins));
  if (scores.length !== y.length) throw new RangeError(argError("judgeCalibration", "y", `${scores.length} labels (one per score)`, y.length));
  const n = new Array<number>(bins).fill(0), sum = new Array<number>(bins).fill(0), pos = new Array<number>(bins).fill(0);
  for (let i = 0; i < scores.length; i++) {
    const p = scores[i], label = y[i];
    if (!(p >= 0 && p <= 1)) throw new RangeError(argError("judgeCalibration", `scores[${i}]`, "a probability in [0, 1]", p));
    if (label !== 0 && label !== 1) throw new RangeError(argError("judgeCalibration", `y[${i}]`, "0 or 1", label));
    let k = Math.min(bins - 1, Math.floor(p * bins));
    if (k > 0 && p < k / bins) k--; // decide against the printed bounds
    else if (k < bins - 1 && p >= (k + 1) / bins) k++;
    n[k]++;
    sum[k] += p;
    pos[k] += label;
  }
  const total = scores.length;
  let ece = 0;
  const rows: JudgeCalibrationBin[] = n.map((nk, k) => {
    const mean = nk === 0 ? null : sum[k] / nk;
    const rate = nk === 0 ? null : pos[k] / nk;
    if (mean !== null && rate !== null) ece += (nk / total) * Math.abs(mean - rate);
    return { bin: k, lo: k / bins, hi: (k + 1) / bins, n: nk, mean_predicted: mean, observed: pos[k], observed_rate: rate, ci: wilsonInterval(pos[k], nk) };
  });
  return { bins: rows, n: total, ece: total === 0 ? null : ece };
}
