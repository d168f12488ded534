/**
 * The deployable vigilance filter (issue 15; paper 003 §4.4 made to hold out
 * of sample). Three roles for the data, none reused:
 *
 * 1. the seeded stratified 80/20 split of cli.md (`seed`): the 20% **test**
 *    split is never used for fitting, the threshold or the calibration, and
 *    only reports;
 * 2. the 80% **development** split is cut into `folds` stratified folds
 *    (`fold_seed` = deriveSeed(seed, "judge-filter-folds")); each fold is scored by
 *    an L2 model fitted on the other folds — the **out-of-fold** scores are the
 *    calibration sample;
 * 3. on the out-of-fold scores: the threshold is the smallest score whose
 *    precision's lower exact (Clopper–Pearson 95%) bound reaches the target
 *    (`precisionBoundThreshold`), and the calibration map (Platt or isotonic)
 *    is the one with the lower cross-validated Brier score over the same folds;
 *    then the final model is fitted on the whole development split.
 *
 * The test split then gives precision and recall at the threshold with exact
 * intervals and the reliability table before (raw scores) and after
 * calibration.
 *
 * @example
 * const d = judgeDeployableFit(X, y, { c: 1, targetPrecision: 0.7, seed: 0 });
 * d.threshold; d.selection.flagged; d.test.precision_ci; // => e.g. 0.955, 214, { lo: 0.66, hi: 0.79 }
 */
import { argError } from "../../../errors.js";
import { fitLogisticL2, predictProba, rocAuc, selectRows, stratifiedSplit, type LogisticL2Options, type SparseBinaryMatrix } from "../../../models/index.js";
import { clopperPearsonOrNull } from "../../../models/clopper-pearson.js";
import { applyIsotonic, fitIsotonic, type IsotonicMap } from "../../../models/isotonic.js";
import { applyPlatt, applyPlattLogit, fitPlattLogits, plattLogits, type PlattMap } from "../../../models/platt.js";
import { precisionBoundThreshold, type PrecisionBoundThreshold } from "../../../models/precision-bound-threshold.js";
import { createRng, deriveSeed, shuffle } from "../../../stats/rng.js";
import { judgeCalibration } from "./calibration.js";
import type { JudgeOperatingPoint, JudgeReliabilityRow } from "./filter-runtime.js";

/** Options of {@link judgeDeployableFit}. */
export interface JudgeDeployableOptions {
  c?: number;
  targetPrecision?: number;
  seed?: number;
  /** Out-of-fold folds over the development split (default 5). */
  folds?: number;
  /** Two-sided level of the intervals (default 0.05). */
  alpha?: number;
  /** Warm start of every fit (e.g. the all-data model: the same optima in fewer Newton steps). */
  start?: LogisticL2Options["start"];
  /**
   * The final model when the caller has already fitted it: the L2 fit (same C, balanced weights) on the
   * development split, i.e. the training part of `stratifiedSplit(y, 0.2, createRng(seed))` (issue 22:
   * `fit judge`'s split model is exactly that fit, so it is not fitted twice).
   */
  devModel?: { intercept: number; coef: Float64Array };
}

/** What the deployable fit produces (the filter file's numbers, without provenance). */
export interface JudgeDeployableFit {
  threshold: number | null;
  target_precision: number;
  /** The threshold choice on the out-of-fold scores (with the best lower bound reached when none qualifies). */
  choice: PrecisionBoundThreshold;
  selection: JudgeOperatingPoint;
  calibration: { method: "platt" | "isotonic"; map: PlattMap | IsotonicMap; brier: { platt: number; isotonic: number; raw: number } };
  model: { intercept: number; coef: Float64Array };
  test: JudgeOperatingPoint & { auc: number | null; reliability_before: JudgeReliabilityRow[]; reliability_after: JudgeReliabilityRow[]; ece_before: number | null; ece_after: number | null };
  splits: { seed: number; test_fraction: number; folds: number; fold_seed: number; n_dev: number; n_test: number };
  /** Scores of the final model on the test split (raw) and their labels. */
  testScores: Float64Array;
  testLabels: number[];
  /** Out-of-fold scores of the development split and their labels. */
  oofScores: Float64Array;
  oofLabels: number[];
  split: { train: Int32Array; test: Int32Array };
}

/**
 * Stratified fold ids (0..k-1) for `y`: each class shuffled and dealt round robin.
 * @example
 * judgeStratifiedFolds([0, 0, 1, 1], 2, createRng(0)); // => e.g. Int32Array [1, 0, 0, 1]
 */
export function judgeStratifiedFolds(y: ArrayLike<number>, k: number, rng: ReturnType<typeof createRng>): Int32Array {
  const fold = new Int32Array(y.length);
  for (const cls of [0, 1]) {
    const ids: number[] = [];
    for (let i = 0; i < y.length; i++) if (y[i] === cls) ids.push(i);
    shuffle(ids, rng).forEach((i, r) => (fold[i] = r % k));
  }
  return fold;
}

function point(scores: ArrayLike<number>, y: ArrayLike<number>, t: number | null, alpha: number): JudgeOperatingPoint {
  let tp = 0, fp = 0, pos = 0;
  for (let i = 0; i < y.length; i++) {
    if (y[i] === 1) pos++;
    if (t !== null && scores[i] >= t) y[i] === 1 ? tp++ : fp++;
  }
  const fn = pos - tp, tn = y.length - pos - fp;
  return {
    n: y.length, positives: pos, flagged: tp + fp, confusion: { tp, fp, tn, fn },
    precision: tp + fp === 0 ? null : tp / (tp + fp), precision_ci: clopperPearsonOrNull(tp, tp + fp, alpha),
    recall: pos === 0 ? null : tp / pos, recall_ci: clopperPearsonOrNull(tp, pos, alpha),
  };
}

const brier = (p: ArrayLike<number>, y: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < y.length; i++) s += (p[i] - y[i]) ** 2;
  return s / y.length;
};

const rows = (scores: ArrayLike<number>, y: ArrayLike<number>): { rows: JudgeReliabilityRow[]; ece: number | null } => {
  const c = judgeCalibration(scores, y, 10);
  return { rows: c.bins.map((b) => ({ lo: b.lo, hi: b.hi, n: b.n, mean_predicted: b.mean_predicted, observed_rate: b.observed_rate })), ece: c.ece };
};

/**
 * Fit the deployable filter's model, threshold and calibration.
 * @param X multi-hot design (all records)
 * @param y capture labels
 * @throws RangeError on bad options or when a class is missing from a fold's training part
 * @example
 * judgeDeployableFit(X, y, { targetPrecision: 0.7 }).splits.folds; // => 5
 */
export function judgeDeployableFit(X: SparseBinaryMatrix, y: ArrayLike<0 | 1>, options: JudgeDeployableOptions = {}): JudgeDeployableFit {
  const c = options.c ?? 1, target = options.targetPrecision ?? 0.9, seed = options.seed ?? 0, k = options.folds ?? 5, alpha = options.alpha ?? 0.05;
  if (!Number.isInteger(k) || k < 2) throw new RangeError(argError("judgeDeployableFit", "options.folds", "an integer >= 2", k));
  if (!(target > 0 && target <= 1)) throw new RangeError(argError("judgeDeployableFit", "options.targetPrecision", "a number in (0, 1]", target));
  const split = stratifiedSplit(y, 0.2, createRng(seed));
  const dev = split.train, test = split.test;
  const yDev = Array.from(dev, (i) => y[i]);
  const foldSeed = deriveSeed(seed, "judge-filter-folds");
  const fold = judgeStratifiedFolds(yDev, k, createRng(foldSeed));
  const Xdev = selectRows(X, dev);
  const oof = new Float64Array(dev.length);
  for (let f = 0; f < k; f++) {
    const inF: number[] = [], outF: number[] = [];
    for (let i = 0; i < dev.length; i++) (fold[i] === f ? inF : outF).push(i);
    const m = fitLogisticL2(selectRows(Xdev, outF), outF.map((i) => yDev[i]) as (0 | 1)[], { C: c, classWeight: "balanced", start: options.start });
    const p = predictProba(m, selectRows(Xdev, inF));
    inF.forEach((i, r) => (oof[i] = p[r]));
  }
  const choice = precisionBoundThreshold(oof, yDev, target, alpha);

  // calibration: Platt vs isotonic, cross-validated Brier over the same folds
  // (the log-odds Platt reads are computed once per fit and shared by the fold fits, their predictions and the final map)
  const zDev = plattLogits(oof);
  // the isotonic fits get their scores already in ascending order (ties by row), cut from one sort of all
  // out-of-fold scores: `fitIsotonic`'s own sort then finds one run, and its map is the same (issue 22)
  const byScore = Array.from({ length: dev.length }, (_, i) => i).sort((i, j) => oof[i] - oof[j] || i - j);
  const cvPlatt = new Float64Array(dev.length), cvIso = new Float64Array(dev.length);
  // each fold's fitting rows as typed arrays filled by plain loops (issue 22: the per-fold maps and pushes
  // were a visible share of this function); the same values in the same order as before
  const n = dev.length;
  for (let f = 0; f < k; f++) {
    let nEval = 0;
    for (let i = 0; i < n; i++) if (fold[i] === f) nEval++;
    const zFit = new Float64Array(n - nEval), lFit = new Float64Array(n - nEval), sSorted = new Float64Array(n - nEval), lSorted = new Float64Array(n - nEval);
    for (let i = 0, q = 0; i < n; i++) if (fold[i] !== f) { zFit[q] = zDev[i]; lFit[q++] = yDev[i]; }
    for (let r = 0, q = 0; r < n; r++) { const i = byScore[r]; if (fold[i] !== f) { sSorted[q] = oof[i]; lSorted[q++] = yDev[i]; } }
    const pm = fitPlattLogits(zFit, lFit), im = fitIsotonic(sSorted, lSorted);
    for (let i = 0; i < n; i++) if (fold[i] === f) { cvPlatt[i] = applyPlattLogit(pm, zDev[i]); cvIso[i] = applyIsotonic(im, oof[i]); }
  }
  const b = { platt: brier(cvPlatt, yDev), isotonic: brier(cvIso, yDev), raw: brier(oof, yDev) };
  const method = b.isotonic < b.platt ? "isotonic" : "platt";
  const map = method === "platt" ? fitPlattLogits(zDev, yDev) : fitIsotonic(byScore.map((i) => oof[i]), byScore.map((i) => yDev[i]));
  const cal = (s: number) => (map.kind === "platt" ? applyPlatt(map, s) : applyIsotonic(map, s));

  const model = options.devModel ?? fitLogisticL2(Xdev, yDev as (0 | 1)[], { C: c, classWeight: "balanced", start: options.start });
  const testScores = predictProba(model, selectRows(X, test));
  const testLabels = Array.from(test, (i) => y[i]);
  const before = rows(testScores, testLabels), after = rows(Array.from(testScores, cal), testLabels);
  return {
    threshold: choice.threshold, target_precision: target, choice,
    selection: point(oof, yDev, choice.threshold, alpha),
    calibration: { method, map, brier: b },
    model: { intercept: model.intercept, coef: model.coef },
    test: { ...point(testScores, testLabels, choice.threshold, alpha), auc: rocAuc(testScores, testLabels), reliability_before: before.rows, reliability_after: after.rows, ece_before: before.ece, ece_after: after.ece },
    splits: { seed, test_fraction: 0.2, folds: k, fold_seed: foldSeed, n_dev: dev.length, n_test: test.length },
    testScores, testLabels, oofScores: oof, oofLabels: yDev, split,
  };
}
