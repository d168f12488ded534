/**
 * The deployable vigilance threshold (issue 15): among the distinct scores of
 * a calibration sample the model was not fitted on, the smallest t such that
 * the lower end of the exact (Clopper–Pearson, two-sided 1 − alpha) interval
 * of precision(p ≥ t) reaches the target. So the promised precision holds on
 * new data with the stated confidence, instead of being the point estimate of
 * a small count (a single flagged case has precision 1, lower bound 0.025).
 * Returns also the best lower bound any threshold reached (for messages when
 * none qualifies).
 *
 * @example
 * const s = Array.from({ length: 40 }, (_, i) => i / 40), y = s.map((v) => (v >= 0.5 ? 1 : 0));
 * precisionBoundThreshold(s, y, 0.8).threshold; // => 0.5 (20 of 20 flagged are positive: lower bound 0.832)
 */
import { argError } from "../errors.js";
import { assertScoresAndLabels } from "./binary-labels.js";
import type { Confusion } from "./confusion.js";
import { clopperPearson, clopperPearsonLower, type ProportionInterval } from "./clopper-pearson.js";
import { thresholdCounts } from "./threshold-counts.js";
import { regularizedBeta } from "../stats/incomplete-beta.js";

/** The chosen threshold, its counts and intervals (threshold and measures null when none qualifies). */
export interface PrecisionBoundThreshold {
  threshold: number | null;
  confusion: Confusion | null;
  precision: number | null;
  precision_ci: ProportionInterval | null;
  recall: number | null;
  recall_ci: ProportionInterval | null;
  /** Cases flagged at the threshold (tp + fp), 0 when none qualifies. */
  flagged: number;
  /** The highest precision lower bound over all candidate thresholds, with its threshold and flagged count. */
  best: { lower: number; threshold: number; flagged: number } | null;
}

/** Allowance for rounding in the computed lower bound when comparing it with the point estimate (the true gap is far larger). */
const POINT_SLACK = 1e-9;

/**
 * Margin of the one-evaluation screen: I_m(tp, fl − tp + 1) above α/2 by this much puts the exact bound below m
 * by at least SCREEN / (the beta density's maximum, ≤ fl + 1), far more than the bisection's 5e-14 width for any
 * sample a calibration fold holds; closer calls are computed in full.
 */
const SCREEN = 1e-7;

/**
 * Choose the threshold.
 * @param scores model scores of the calibration cases (finite)
 * @param y 0/1 labels
 * @param targetPrecision in (0, 1]
 * @param alpha two-sided level of the interval (default 0.05: the lower end of a 95% interval)
 * @throws RangeError on a bad target or alpha, a non-finite score, a bad label or a length mismatch
 * @example
 * precisionBoundThreshold([0.9, 0.8], [0, 0], 0.5).threshold; // => null
 */
export function precisionBoundThreshold(scores: ArrayLike<number>, y: ArrayLike<number>, targetPrecision: number, alpha = 0.05): PrecisionBoundThreshold {
  const pos = assertScoresAndLabels("precisionBoundThreshold", scores, y);
  if (typeof targetPrecision !== "number" || !(targetPrecision > 0 && targetPrecision <= 1)) {
    throw new RangeError(argError("precisionBoundThreshold", "targetPrecision", "a number in (0, 1]", targetPrecision));
  }
  if (typeof alpha !== "number" || !(alpha > 0 && alpha < 1)) throw new RangeError(argError("precisionBoundThreshold", "alpha", "a number in (0, 1)", alpha));
  const c = thresholdCounts(scores, y);
  let chosen = -1;
  let best: PrecisionBoundThreshold["best"] = null;
  for (let k = 0; k < c.thresholds.length; k++) {
    const tp = c.tps[k], fl = c.tps[k] + c.fps[k];
    // The exact lower bound is below the point estimate tp/fl (0 = 0 at tp = 0): a threshold whose point
    // estimate is under the target and not above the best bound so far can change neither the choice nor
    // the best, so its bound (two incomplete-beta inversions) is not computed (issue 22: the same result).
    const point = tp / fl;
    if (best !== null && point + POINT_SLACK < targetPrecision && point + POINT_SLACK <= best.lower) continue;
    // Nor can a threshold whose bound is below both the target and the best so far. The bound L solves
    // I_L(tp, fl − tp + 1) = α/2 and I_x rises with x, so one incomplete beta at m = min(target, best) above α/2
    // says L < m without the ~43 of the bound's bisection (issue 22: `fit judge` spent 5–9% of its CPU here).
    if (best !== null && tp > 0 && tp < fl && fl <= 1e6 && regularizedBeta(Math.min(targetPrecision, best.lower), tp, fl - tp + 1) > alpha / 2 + SCREEN) continue;
    const lower = clopperPearsonLower(tp, fl, alpha);
    if (best === null || lower > best.lower) best = { lower, threshold: c.thresholds[k], flagged: fl };
    if (lower >= targetPrecision) chosen = k; // thresholds descend: the last qualifying is the smallest
  }
  if (chosen < 0) return { threshold: null, confusion: null, precision: null, precision_ci: null, recall: null, recall_ci: null, flagged: 0, best };
  const tp = c.tps[chosen], fp = c.fps[chosen];
  const confusion: Confusion = { tp, fp, tn: scores.length - pos - fp, fn: pos - tp };
  return {
    threshold: c.thresholds[chosen], confusion,
    precision: tp / (tp + fp), precision_ci: clopperPearson(tp, tp + fp, alpha),
    recall: pos === 0 ? null : tp / pos, recall_ci: pos === 0 ? null : clopperPearson(tp, pos, alpha),
    flagged: tp + fp, best,
  };
}
