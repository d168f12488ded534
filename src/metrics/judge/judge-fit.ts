/**
 * `fit judge` end to end (metrics.md §4–5; cli.md `fit judge`; paper 003,
 * §3.3–3.6 and §4): capture labels, the global vocabulary and multi-hot
 * features, the L2 predictive model (coefficients on all data; test metrics
 * and the vigilance threshold from a seeded stratified 80/20 split with the
 * model refitted on the 80%), the L1 inference model, LODO, per-swarm
 * profiles and lexical grounding.
 *
 * @example
 * const { judge } = await loadLogs(["corpus.jsonl"]);
 * judgeFit(judge, { c: 1, l1Alpha: 1, targetPrecision: 0.9, seed: 0 });
 * // => { n: 22500, positives: 1957, features: 531, l2: {…}, l1: {…}, lodo: […], lodo_mean_auc: 0.74, profiles: […], grounding: {…} }
 */
import { argError } from "../../errors.js";
import { confusionAt, type Confusion, precisionRecallF1, rocAuc, selectRows, stratifiedSplit, vigilanceThreshold, fitLogisticL1, fitLogisticL2, predictProba } from "../../models/index.js";
import { createRng } from "../../stats/rng.js";
import { judgeCaptureLabels, type JudgeScores } from "./dissonance.js";
import { judgeFeatures, judgeVocabulary } from "./features.js";
import { judgeGrounding, type GroundingInput, type JudgeGrounding } from "./grounding.js";
import { judgeLodo, type JudgeLodoFold } from "./lodo.js";
import { judgeProfiles, type JudgeProfile } from "./profiles.js";
import { judgeSwarmKey } from "./swarm-key.js";

/** What `judgeFit` reads from a record. */
export interface JudgeFitInput extends JudgeScores, GroundingInput {
  benchmark: string;
  auditor_list: readonly string[];
}

/** Options of `fit judge` (cli.md defaults: c 1, l1Alpha 1, targetPrecision 0.9, seed 0). */
export interface JudgeFitOptions {
  c?: number;
  l1Alpha?: number;
  targetPrecision?: number;
  seed?: number;
}

/** The cli.md `fit judge` document. */
export interface JudgeFitReport {
  n: number;
  positives: number;
  features: number;
  l2: {
    c: number;
    intercept: number;
    coefficients: Record<string, number>;
    test_auc: number | null;
    precision_at_05: number | null;
    recall_at_05: number | null;
    f1_at_05: number | null;
    threshold: number | null;
    precision_at_t: number | null;
    recall_at_t: number | null;
    confusion_at_t: Confusion | null;
  };
  l1: {
    alpha: number;
    intercept: number;
    coefficients: { feature: string; beta: number; se: number | null; z: number | null; p: number | null }[];
  };
  lodo: JudgeLodoFold[];
  lodo_mean_auc: number | null;
  profiles: JudgeProfile[];
  grounding: Omit<JudgeGrounding, "n">;
}

/** The report plus what figures and the vigilance filter need. */
export interface JudgeFitDetail {
  report: JudgeFitReport;
  vocabulary: string[];
  /** Row ids of the 80/20 split. */
  split: { train: Int32Array; test: Int32Array };
  /** The model refitted on the training split (the one the threshold was chosen for). */
  splitModel: { intercept: number; coef: Float64Array };
  testScores: Float64Array;
  testLabels: number[];
}

function positiveNumber(fn: string, arg: string, v: number): number {
  if (typeof v !== "number" || !(v > 0) || !Number.isFinite(v)) throw new RangeError(argError(fn, arg, "a positive finite number", v));
  return v;
}

/**
 * The `fit judge` document only.
 * @throws RangeError on bad options, or when the records do not hold both classes
 * @example
 * judgeFit(records).l2.c; // => 1
 */
export function judgeFit(records: readonly JudgeFitInput[], options: JudgeFitOptions = {}): JudgeFitReport {
  return judgeFitDetailed(records, options).report;
}

/**
 * `fit judge` with the split, the split model and the test scores.
 * @throws RangeError on bad options, or when the records do not hold both classes
 * @example
 * judgeFitDetailed(records, { seed: 1 }).testScores.length; // => about 20% of the records
 */
export function judgeFitDetailed(records: readonly JudgeFitInput[], options: JudgeFitOptions = {}): JudgeFitDetail {
  const fn = "judgeFit";
  const c = positiveNumber(fn, "options.c", options.c ?? 1);
  const alpha = options.l1Alpha ?? 1;
  if (typeof alpha !== "number" || !(alpha >= 0) || !Number.isFinite(alpha)) throw new RangeError(argError(fn, "options.l1Alpha", "a finite number >= 0", alpha));
  const target = options.targetPrecision ?? 0.9;
  if (typeof target !== "number" || !(target >= 0 && target <= 1)) throw new RangeError(argError(fn, "options.targetPrecision", "a number in [0, 1]", target));
  const seed = options.seed ?? 0;

  const y = judgeCaptureLabels(records);
  const positives = y.reduce<number>((s, v) => s + v, 0);
  if (positives === 0 || positives === y.length) {
    throw new RangeError(argError(fn, "records", "both captured (D_E > 0.5) and non-captured trajectories", `${positives} of ${y.length} captured`));
  }
  const vocabulary = judgeVocabulary(records);
  const X = judgeFeatures(records, vocabulary);

  const full = fitLogisticL2(X, y, { C: c, classWeight: "balanced" });
  const coefficients: Record<string, number> = {};
  vocabulary.forEach((f, j) => (coefficients[f] = full.coef[j]));

  const split = stratifiedSplit(y, 0.2, createRng(seed));
  const yTrain = Array.from(split.train, (i) => y[i]);
  const testLabels = Array.from(split.test, (i) => y[i]);
  const splitModel = fitLogisticL2(selectRows(X, split.train), yTrain, { C: c, classWeight: "balanced" });
  const testScores = predictProba(splitModel, selectRows(X, split.test));
  const at05 = precisionRecallF1(confusionAt(testScores, testLabels, 0.5));
  const vig = vigilanceThreshold(testScores, testLabels, target);

  const l1 = fitLogisticL1(X, y, { alpha });
  const l1Coefficients = vocabulary
    .map((feature, j) => ({ feature, j, beta: l1.coef[j], se: l1.se[j], z: l1.z[j], p: l1.p[j] }))
    .filter((e) => e.beta !== 0)
    .sort((a, b) => b.beta - a.beta || a.j - b.j)
    .map(({ feature, beta, se, z, p }) => ({ feature, beta, se, z, p }));

  const lodo = judgeLodo(X, y, records.map((r) => r.benchmark), c);
  const profiles = judgeProfiles(X, y, records.map((r) => judgeSwarmKey(r.auditor_list)), vocabulary, c);
  const { n: _n, ...grounding } = judgeGrounding(records);

  const report: JudgeFitReport = {
    n: records.length,
    positives,
    features: vocabulary.length,
    l2: {
      c,
      intercept: full.intercept,
      coefficients,
      test_auc: rocAuc(testScores, testLabels),
      precision_at_05: at05.precision,
      recall_at_05: at05.recall,
      f1_at_05: at05.f1,
      threshold: vig.threshold,
      precision_at_t: vig.precision,
      recall_at_t: vig.recall,
      confusion_at_t: vig.confusion,
    },
    l1: { alpha, intercept: l1.intercept, coefficients: l1Coefficients },
    lodo: lodo.folds,
    lodo_mean_auc: lodo.mean_auc,
    profiles,
    grounding,
  };
  return { report, vocabulary, split, splitModel, testScores, testLabels };
}
