/**
 * A non-linear meta-evaluator BEYOND the paper (issue 24): a small MLP
 * (`fitMlp`, tfjs float32, seeded) over the SAME features as the paper's L2
 * logistic (the global multi-hot cluster vocabulary, `features.ts`), trained
 * per leave-one-domain-out fold on the SAME folds as `judgeLodo` (domains
 * sorted, a fold's AUC null when its held-out or training rows hold one
 * class), with balanced class weights as the L2 model has, and compared with
 * that L2 logistic fold by fold: held-out ROC-AUC with its DeLong 95%
 * interval (logit scale) for both. Paper 003 fits only the linear models;
 * nothing here is one of its numbers.
 *
 * Each fold's MLP seed is `deriveSeed(seed, domain)`, so a fold's result does
 * not depend on which other domains are present.
 *
 * @example
 * const X = multiHot([["a"], ["b"], ["a", "b"], [], ["a"], ["b"], ["a", "b"], []], ["a", "b"]);
 * const y = [1, 1, 0, 0, 1, 1, 0, 0];
 * judgeLodoMlp(X, y, ["d1", "d1", "d1", "d1", "d2", "d2", "d2", "d2"], { seed: 0, epochs: 150, hidden: 8, batchSize: 4, learningRate: 0.05 }).folds.map((f) => f.auc);
 * // => [1, 1]
 */
import { argError } from "../../../errors.js";
import { fitLogisticL2, fitMlp, predictMlp, predictProba, selectRows, type MlpOptions, type SparseBinaryMatrix } from "../../../models/index.js";
import { deriveSeed } from "../../../stats/rng.js";
import { judgeCaptureLabels, type JudgeScores } from "./dissonance.js";
import { judgeFeatures, judgeVocabulary } from "./features.js";
import { judgeCanonicalClusters } from "./judge-fit.js";
import { judgeLabelled, type JudgeMaybeLabelled } from "./labelled-records.js";
import { judgeLodoWith, type JudgeLodoFold } from "./lodo.js";

/** What the comparison says it is (every table and figure of it carries this). */
export const JUDGE_MLP_BEYOND_PAPER =
  "beyond the paper: paper 003 fits only the L1/L2 logistic models; the MLP (tfjs, float32, seeded) is this project's addition";

/**
 * LODO of the MLP: per domain, fit on the other domains (balanced weights unless
 * `options.classWeight` says otherwise; seed `deriveSeed(options.seed ?? 0, domain)`)
 * and score the held-out domain.
 *
 * @throws RangeError on bad MLP options; Error naming `@tensorflow/tfjs` when it is not installed
 * @example
 * const X = multiHot([["a"], ["b"], ["a"]], ["a", "b"]);
 * judgeLodoMlp(X, [1, 0, 1], ["gaia", "swe_bench", "gaia"], { seed: 0, epochs: 1 }).folds.map((f) => f.auc);
 * // => [null, null]   (each fold's training rows hold one class)
 */
export function judgeLodoMlp(
  X: SparseBinaryMatrix,
  y: ArrayLike<0 | 1>,
  domains: readonly string[],
  options: MlpOptions = {},
): { folds: JudgeLodoFold[]; mean_auc: number | null } {
  const seed = options.seed ?? 0;
  return judgeLodoWith(y, domains, (train, yTrain, test, domain) => {
    const model = fitMlp(selectRows(X, train), yTrain, { classWeight: "balanced", ...options, seed: deriveSeed(seed, domain) });
    return predictMlp(model, selectRows(X, test));
  });
}

/** One domain of the L2-vs-MLP comparison. */
export interface JudgeLodoComparisonRow {
  domain: string;
  n: number;
  positives: number;
  l2_auc: number | null;
  l2_ci: [number, number] | null;
  mlp_auc: number | null;
  mlp_ci: [number, number] | null;
  /** mlp_auc − l2_auc (null when either is). */
  difference: number | null;
}

/** The comparison: one row per domain, both mean AUCs, and what it is. */
export interface JudgeLodoComparison {
  rows: JudgeLodoComparisonRow[];
  l2_mean_auc: number | null;
  mlp_mean_auc: number | null;
  note: string;
  /** MLP settings (seed and defaults filled in) and the L2 C. */
  settings: { c: number; mlp: MlpOptions };
}

/**
 * L2 logistic (the paper's LODO, `fitLogisticL2` with C and balanced weights) and the MLP on the same folds.
 *
 * @param c the L2 model's C (default 1, as `fit judge`)
 * @example
 * const X = multiHot([["a"], ["b"], ["a", "b"], [], ["a"], ["b"], ["a", "b"], []], ["a", "b"]);
 * const cmp = judgeLodoCompare(X, [1, 1, 0, 0, 1, 1, 0, 0], ["d1", "d1", "d1", "d1", "d2", "d2", "d2", "d2"], { c: 1, mlp: { seed: 0, epochs: 150, hidden: 8, batchSize: 4, learningRate: 0.05 } });
 * [cmp.l2_mean_auc, cmp.mlp_mean_auc]; // => [0.5, 1]
 */
export function judgeLodoCompare(
  X: SparseBinaryMatrix,
  y: ArrayLike<0 | 1>,
  domains: readonly string[],
  options: { c?: number; mlp?: MlpOptions } = {},
): JudgeLodoComparison {
  const c = options.c ?? 1;
  const mlpOpts = options.mlp ?? {};
  const l2 = judgeLodoWith(y, domains, (train, yTrain, test) =>
    predictProba(fitLogisticL2(selectRows(X, train), yTrain, { C: c, classWeight: "balanced" }), selectRows(X, test)));
  const mlp = judgeLodoMlp(X, y, domains, mlpOpts);
  const rows = l2.folds.map((f, k): JudgeLodoComparisonRow => {
    const g = mlp.folds[k];
    return {
      domain: f.domain, n: f.n, positives: f.positives ?? 0,
      l2_auc: f.auc, l2_ci: f.ci ?? null, mlp_auc: g.auc, mlp_ci: g.ci ?? null,
      difference: f.auc === null || g.auc === null ? null : g.auc - f.auc,
    };
  });
  return { rows, l2_mean_auc: l2.mean_auc, mlp_mean_auc: mlp.mean_auc, note: JUDGE_MLP_BEYOND_PAPER, settings: { c, mlp: { seed: 0, ...mlpOpts } } };
}

/** What {@link judgeMlpComparison} reads from a judge record. */
export interface JudgeMlpInput extends JudgeScores {
  benchmark: string;
  clusters: readonly string[];
}

/**
 * From judge records (as `fit judge` reads them: unparsed replies left out,
 * cluster spellings merged, capture labels D_E > 0.5, the global vocabulary,
 * domain = `benchmark`) to {@link judgeLodoCompare}.
 *
 * @throws RangeError when the labelled records do not hold both classes
 * @example
 * const recs = ["d1", "d2"].flatMap((b) => [["a"], ["b"], ["a", "b"], []].map((clusters, i) => ({ benchmark: b, clusters, evidence_weighting: 5, accuracy: i < 2 ? 0 : 1 })));
 * judgeMlpComparison(recs, { mlp: { seed: 0, epochs: 150, hidden: 8, batchSize: 4, learningRate: 0.05 } }).mlp_mean_auc; // => 1
 */
export function judgeMlpComparison(
  input: readonly (Omit<JudgeMlpInput, keyof JudgeMaybeLabelled> & JudgeMaybeLabelled)[],
  options: { c?: number; mlp?: MlpOptions } = {},
): JudgeLodoComparison & { n: number; positives: number; features: number; excluded_unparsed: number } {
  const { records: complete, excluded } = judgeLabelled(input);
  const canon = judgeCanonicalClusters(complete);
  const records = complete.map((r, i) => ({ ...(r as unknown as JudgeMlpInput), clusters: canon[i] }));
  const y = judgeCaptureLabels(records);
  const positives = y.reduce<number>((s, v) => s + v, 0);
  if (positives === 0 || positives === y.length) {
    throw new RangeError(argError("judgeMlpComparison", "records", "both captured (D_E > 0.5) and non-captured trajectories", `${positives} of ${y.length} captured`));
  }
  const vocabulary = judgeVocabulary(records);
  const X = judgeFeatures(records, vocabulary);
  const cmp = judgeLodoCompare(X, y, records.map((r) => r.benchmark), options);
  return { n: records.length, positives, features: vocabulary.length, excluded_unparsed: excluded, ...cmp };
}
