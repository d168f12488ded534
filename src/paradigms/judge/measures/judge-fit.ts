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
import { argError } from "../../../errors.js";
import { confusionAt, type Confusion, fitVocabulary, multiHot, precisionRecallF1, selectRows, stratifiedSplit, vigilanceThreshold, fitLogisticL1, fitLogisticL2, predictProba } from "../../../models/index.js";
import { createRng } from "../../../stats/rng.js";
import { judgeCaptureLabels, type JudgeScores } from "./dissonance.js";
import { judgeGrounding, type GroundingInput, type JudgeGrounding } from "./grounding.js";
import { JUDGE_RIGOR_SCORE } from "./rigor-score.js";
import { judgeAucWithInterval, judgeLodo, type JudgeLodoFold } from "./lodo.js";
import { postSelectionRefit } from "../../../models/post-selection-refit.js";
import { judgeProfiles, type JudgeProfile } from "./profiles.js";
import { judgeOrderedSwarmKey, judgeSwarmKey } from "./swarm-key.js";
import { judgeDeployableFit, type JudgeDeployableFit } from "./deployable-filter.js";
import { judgeLabelled, type JudgeMaybeLabelled } from "./labelled-records.js";
import { judgeClusterKey, type JudgeOperatingPoint, type JudgeReliabilityRow } from "./filter-runtime.js";

/** Minimum flagged calibration (out-of-fold) cases below which a filter is not saved without `--force`. */
export const JUDGE_MIN_FLAGGED = 10;

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
  /** Out-of-fold folds of the deployable filter (default 5). */
  folds?: number;
  /** Keep ordered swarms apart in `profiles` (`gpt,gemini` ≠ `gemini,gpt`); default false: the contract's multiset key merges them. */
  orderedSwarms?: boolean;
}

/** The deployable filter's numbers in the `fit judge` document (extra key `filter`, issue 15). */
export interface JudgeFitFilterReport {
  target_precision: number;
  rule: string;
  /** Raw-score threshold chosen on the out-of-fold scores; null when no threshold's lower bound reaches the target. */
  threshold: number | null;
  /** Best precision lower bound any threshold reached on the out-of-fold scores (with its threshold and flagged count). */
  best_lower_bound: { lower: number; threshold: number; flagged: number } | null;
  selection: JudgeOperatingPoint;
  test: JudgeOperatingPoint & { auc: number | null; reliability_before: JudgeReliabilityRow[]; reliability_after: JudgeReliabilityRow[]; ece_before: number | null; ece_after: number | null };
  calibration: { method: "platt" | "isotonic"; brier: { platt: number; isotonic: number; raw: number } };
  splits: { seed: number; test_fraction: number; folds: number; fold_seed: number; n_dev: number; n_test: number };
  min_flagged: number;
  /** Why `--save` would refuse (null when it would save). */
  refusal: string | null;
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
    /** Extra key (issue 21): DeLong 95% interval of test_auc (logit scale, t at the Welch–Satterthwaite df); null when a class has < 2 test cases. */
    test_auc_ci?: [number, number] | null;
    /** Extra key: positives in the test split. */
    test_positives?: number;
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
    coefficients: {
      feature: string; beta: number; se: number | null; z: number | null; p: number | null;
      /** Extra keys (issue 21): the unpenalised refit on the selected support (post-selection inference). */
      refit_beta?: number | null; refit_se?: number | null; refit_p?: number | null;
    }[];
    /** Extra key: how to read `refit_*` (conditional on the selected support, not adjusted for selection). */
    inference?: string;
    /** Extra key: features the L1 fit set to 0 ("not selected": no estimate, no interval). */
    not_selected?: string[];
    /** Extra key: why the refit SEs are null (perfect or quasi-complete separation), else null. */
    se_null_reason?: string | null;
  };
  lodo: JudgeLodoFold[];
  lodo_mean_auc: number | null;
  profiles: JudgeProfile[];
  grounding: Omit<JudgeGrounding, "n">;
  /** Extra (documented) key: the deployable filter (out-of-fold threshold, exact intervals, calibration). */
  filter: JudgeFitFilterReport;
  /** Extra key: records left out because their judge reply was unparsed (`accuracy` or `evidence_weighting` null). */
  excluded_unparsed: number;
  /** Extra key (issue 21): why an AUC interval should not be trusted (too few positives in a split, zero width). */
  warnings?: string[];
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
  /** The deployable filter fit (final model on the development split, threshold and calibration out of fold). */
  deployable: JudgeDeployableFit;
  /** Share of training records holding each vocabulary entry (drift reference). */
  featureShare: number[];
  /** Master dictionary version of the records (null when absent or mixed). */
  dictionaryVersion: number | string | null;
}

/**
 * Normalise clusters by key (`judgeClusterKey`): each key is named by its most frequent spelling
 * (ties: the smallest in code-unit order), so case/whitespace variants are one feature.
 * @example
 * judgeCanonicalClusters([{ clusters: ["a b"] }, { clusters: ["A_B"] }, { clusters: ["A_B"] }]); // => [["A_B"], ["A_B"], ["A_B"]]
 */
export function judgeCanonicalClusters(records: readonly { clusters: readonly string[] }[]): string[][] {
  // Issue 22: one count per distinct spelling, then keys and names over the distinct spellings only (the
  // winner of a key — most frequent, ties the smallest — does not depend on the order they are visited).
  const spellings = new Map<string, number>();
  for (const r of records) for (const c of r.clusters) spellings.set(c, (spellings.get(c) ?? 0) + 1);
  const best = new Map<string, { s: string; n: number }>();
  const keyOf = new Map<string, string>();
  for (const [s, n] of spellings) {
    const k = judgeClusterKey(s);
    keyOf.set(s, k);
    const b = best.get(k);
    if (b === undefined || n > b.n || (n === b.n && s < b.s)) best.set(k, { s, n });
  }
  const name = new Map<string, string>();
  for (const [s, k] of keyOf) name.set(s, (best.get(k) as { s: string }).s);
  // distinct names in first-seen order (what a Set gives), by a scan: records hold a few clusters
  return records.map((r) => {
    const out: string[] = [];
    for (const c of r.clusters) {
      const n = name.get(c) as string;
      if (!out.includes(n)) out.push(n);
    }
    return out;
  });
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
export function judgeFit(records: readonly (Omit<JudgeFitInput, keyof JudgeMaybeLabelled> & JudgeMaybeLabelled)[], options: JudgeFitOptions = {}): JudgeFitReport {
  return judgeFitDetailed(records, options).report;
}

/**
 * `fit judge` with the split, the split model and the test scores. Records with an unparsed judge
 * reply or extraction (null labels or clusters) are left out and counted in `excluded_unparsed`.
 * @throws RangeError on bad options, or when the records do not hold both classes
 * @example
 * judgeFitDetailed(records, { seed: 1 }).testScores.length; // => about 20% of the records
 */
export function judgeFitDetailed(input: readonly (Omit<JudgeFitInput, keyof JudgeMaybeLabelled> & JudgeMaybeLabelled)[], options: JudgeFitOptions = {}): JudgeFitDetail {
  const fn = "judgeFit";
  const c = positiveNumber(fn, "options.c", options.c ?? 1);
  const alpha = options.l1Alpha ?? 1;
  if (typeof alpha !== "number" || !(alpha >= 0) || !Number.isFinite(alpha)) throw new RangeError(argError(fn, "options.l1Alpha", "a finite number >= 0", alpha));
  const target = options.targetPrecision ?? 0.9;
  if (typeof target !== "number" || !(target >= 0 && target <= 1)) throw new RangeError(argError(fn, "options.targetPrecision", "a number in [0, 1]", target));
  const seed = options.seed ?? 0;
  const { records: complete, excluded } = judgeLabelled(input);
  const canon = judgeCanonicalClusters(complete);
  // the records are not copied with their canonical clusters (issue 22): `canon` goes where clusters are
  // read (vocabulary, features, grounding); every other field is read from the records as they are
  const records = complete as unknown as readonly JudgeFitInput[];

  const y = judgeCaptureLabels(records);
  const positives = y.reduce<number>((s, v) => s + v, 0);
  if (positives === 0 || positives === y.length) {
    throw new RangeError(argError(fn, "records", "both captured (D_E > 0.5) and non-captured trajectories", `${positives} of ${y.length} captured`));
  }
  const vocabulary = fitVocabulary(canon); // judgeVocabulary / judgeFeatures on the canonical clusters
  const X = multiHot(canon, vocabulary);

  const full = fitLogisticL2(X, y, { C: c, classWeight: "balanced" });
  // fromEntries defines own properties, so a cluster named "__proto__" keeps its coefficient
  const coefficients: Record<string, number> = Object.fromEntries(vocabulary.map((f, j) => [f, full.coef[j]]));

  const split = stratifiedSplit(y, 0.2, createRng(seed));
  const yTrain = Array.from(split.train, (i) => y[i]);
  const testLabels = Array.from(split.test, (i) => y[i]);
  // every subset fit below starts from the all-data model (issue 22: the same optima in fewer Newton steps)
  const start = { intercept: full.intercept, coef: full.coef };
  const splitModel = fitLogisticL2(selectRows(X, split.train), yTrain, { C: c, classWeight: "balanced", start });
  const testScores = predictProba(splitModel, selectRows(X, split.test));
  const at05 = precisionRecallF1(confusionAt(testScores, testLabels, 0.5));
  const vig = vigilanceThreshold(testScores, testLabels, target);

  const l1 = fitLogisticL1(X, y, { alpha });
  const refit = postSelectionRefit(X, y, l1.coef);
  const l1Coefficients = vocabulary
    .map((feature, j) => ({ feature, j, beta: l1.coef[j], se: l1.se[j], z: l1.z[j], p: l1.p[j] }))
    .filter((e) => e.beta !== 0)
    .sort((a, b) => b.beta - a.beta || a.j - b.j)
    .map(({ feature, j, beta, se, z, p }) => ({ feature, beta, se, z, p, refit_beta: refit.beta[j], refit_se: refit.se[j], refit_p: refit.p[j] }));
  const notSelected = vocabulary.filter((_, j) => l1.coef[j] === 0);

  const lodo = judgeLodo(X, y, records.map((r) => r.benchmark), c, start);
  const swarmKey = options.orderedSwarms ? judgeOrderedSwarmKey : judgeSwarmKey;
  const profiles = judgeProfiles(X, y, records.map((r) => swarmKey(r.auditor_list)), vocabulary, c, start);
  const { n: _n, ...grounding } = judgeGrounding(records.map((r, i) => ({ thought: r.thought, clusters: canon[i], [JUDGE_RIGOR_SCORE]: r[JUDGE_RIGOR_SCORE] })));

  const deployable = judgeDeployableFit(X, y, { c, targetPrecision: target, seed, folds: options.folds ?? 5, start, devModel: splitModel });
  const flagged = deployable.selection.flagged;
  const refusal = deployable.threshold === null
    ? `no threshold's precision lower bound (Clopper–Pearson 95%) reaches ${target} on the ${deployable.splits.n_dev} out-of-fold cases` +
      (deployable.choice.best ? ` (best: ${deployable.choice.best.lower.toFixed(4)} at threshold ${deployable.choice.best.threshold.toFixed(4)}, ${deployable.choice.best.flagged} flagged)` : "") +
      "; lower --target-precision or fit on more trajectories"
    : flagged < JUDGE_MIN_FLAGGED ? `the threshold rests on ${flagged} flagged calibration case(s), fewer than ${JUDGE_MIN_FLAGGED}` : null;
  const filterReport: JudgeFitFilterReport = {
    target_precision: target,
    rule: "smallest out-of-fold score t whose precision(p >= t) has a Clopper-Pearson 95% lower bound >= target",
    threshold: deployable.threshold, best_lower_bound: deployable.choice.best,
    selection: deployable.selection, test: deployable.test,
    calibration: { method: deployable.calibration.method, brier: deployable.calibration.brier },
    splits: deployable.splits, min_flagged: JUDGE_MIN_FLAGGED, refusal,
  };
  const featureShare = vocabulary.map(() => 0);
  for (let i = 0; i < X.nRows; i++) for (let q = X.indptr[i]; q < X.indptr[i + 1]; q++) featureShare[X.indices[q]] += 1 / X.nRows;
  const versions = new Set(records.map((r) => (r as { dictionary_version?: number | string }).dictionary_version ?? null));
  const dictionaryVersion = versions.size === 1 ? [...versions][0] : null;

  const testAuc = judgeAucWithInterval(testScores, testLabels);
  const warnings: string[] = [];
  if (testAuc.ci_note) warnings.push(`test split: ${testAuc.ci_note}`);
  for (const f of lodo.folds) if (f.ci_note) warnings.push(`LODO fold ${f.domain}: ${f.ci_note}`);
  const report: JudgeFitReport = {
    n: records.length,
    positives,
    features: vocabulary.length,
    l2: {
      c,
      intercept: full.intercept,
      coefficients,
      test_auc: testAuc.auc,
      precision_at_05: at05.precision,
      recall_at_05: at05.recall,
      f1_at_05: at05.f1,
      threshold: vig.threshold,
      precision_at_t: vig.precision,
      recall_at_t: vig.recall,
      confusion_at_t: vig.confusion,
    },
    l1: {
      alpha, intercept: l1.intercept, coefficients: l1Coefficients,
      inference: "se/z/p: Wald at the penalised fit (shrunk toward 0: intervals miss low); refit_*: unpenalised logistic refit on the selected support — post-selection inference, conditional on the selection and not adjusted for it",
      not_selected: notSelected, se_null_reason: refit.seNullReason,
    },
    lodo: lodo.folds,
    lodo_mean_auc: lodo.mean_auc,
    profiles,
    grounding,
    filter: filterReport,
    excluded_unparsed: excluded,
    ...(warnings.length > 0 ? { warnings } : {}),
  };
  // extra keys after the cli.md ones, in a fixed order
  Object.assign(report.l2, { test_auc_ci: testAuc.ci, test_positives: testAuc.positives });
  return { report, vocabulary, split, splitModel, testScores, testLabels, deployable, featureShare, dictionaryVersion };
}
