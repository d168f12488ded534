/**
 * The reliability table of the vigilance filter (paper 003 §4.4; see
 * `judgeCalibration`) as display rows: each bin's bounds, count, mean
 * predicted P(capture), observed capture rate with its 95% Wilson interval,
 * and its contribution (n_b / N)·|mean_predicted − observed| to the expected
 * calibration error; a last row "all" holds the totals, whose contribution
 * is the ECE. Empty bins have nulls.
 *
 * @example
 * judgeCalibrationTable(judgeCalibration([0.1, 0.15, 0.8, 0.95], [0, 1, 1, 1], 2));
 * // => [ { bin: "[0, 0.5)", n: 2, mean_predicted: 0.125, observed_rate: 0.5, ci_low: …, ci_high: …, ece_contribution: 0.1875 },
 * //      { bin: "[0.5, 1]", n: 2, mean_predicted: 0.875, observed_rate: 1, ci_low: …, ci_high: 1, ece_contribution: 0.0625 },
 * //      { bin: "all", n: 4, mean_predicted: 0.5, observed_rate: 0.75, ci_low: …, ci_high: …, ece_contribution: 0.25 } ]
 */
import type { JudgeCalibration } from "../measures/index.js";
import { wilsonInterval } from "../../../stats/wilson-interval.js";

/** One row of the reliability table. */
export type JudgeCalibrationRow = {
  /** "[lo, hi)" ("[lo, hi]" for the last bin), or "all". */
  bin: string;
  n: number;
  mean_predicted: number | null;
  observed_rate: number | null;
  ci_low: number | null;
  ci_high: number | null;
  ece_contribution: number | null;
};

/**
 * Rows of the reliability table plus the "all" row.
 * @example
 * judgeCalibrationTable({ bins: [], n: 0, ece: null }); // => [{ bin: "all", n: 0, mean_predicted: null, observed_rate: null, ci_low: null, ci_high: null, ece_contribution: null }]
 */
export function judgeCalibrationTable(cal: JudgeCalibration): JudgeCalibrationRow[] {
  const last = cal.bins.length - 1;
  let sumP = 0, pos = 0;
  const rows: JudgeCalibrationRow[] = cal.bins.map((b) => {
    if (b.mean_predicted !== null) sumP += b.mean_predicted * b.n;
    pos += b.observed;
    return {
      bin: `[${b.lo}, ${b.hi}${b.bin === last ? "]" : ")"}`, n: b.n, mean_predicted: b.mean_predicted, observed_rate: b.observed_rate,
      ci_low: b.ci ? b.ci[0] : null, ci_high: b.ci ? b.ci[1] : null,
      ece_contribution: b.mean_predicted === null || b.observed_rate === null ? null : (b.n / cal.n) * Math.abs(b.mean_predicted - b.observed_rate),
    };
  });
  const ci = wilsonInterval(pos, cal.n);
  rows.push({
    bin: "all", n: cal.n, mean_predicted: cal.n === 0 ? null : sumP / cal.n, observed_rate: cal.n === 0 ? null : pos / cal.n,
    ci_low: ci ? ci[0] : null, ci_high: ci ? ci[1] : null, ece_contribution: cal.ece,
  });
  return rows;
}
