// A hand-built vigilance filter (version 2) for the judge tests: vocabulary [A, B], β = [10, −10], intercept 0, t = 0.5,
// identity Platt calibration (p_capture = raw score).
import { JUDGE_CLUSTER_KEY_VERSION, judgeVocabularyHash, type JudgeVigilanceFilter } from "../../../../src/paradigms/judge/measures/filter-runtime.js";

export function handFilter(over: Partial<JudgeVigilanceFilter> = {}): JudgeVigilanceFilter {
  const op = { n: 17, positives: 6, flagged: 4, confusion: { tp: 3, fp: 1, tn: 10, fn: 3 }, precision: 0.75, precision_ci: { lo: 0.19412044967368097, hi: 0.9936905256192459 }, recall: 0.5, recall_ci: { lo: 0.11811724875238513, hi: 0.8818827512476149 } };
  return {
    schema: "groupthink/vigilance-filter", version: 2, model: "l2_logistic_multi_hot",
    vocabulary: ["A", "B"], vocabulary_hash: judgeVocabularyHash(["A", "B"]), cluster_key: JUDGE_CLUSTER_KEY_VERSION, dictionary_version: 1,
    intercept: 0, coefficients: [10, -10], threshold: 0.5, target_precision: 0.9, rule: "hand",
    calibration: { method: "platt", map: { kind: "platt", a: 1, b: 0 }, brier: { platt: 0.1, isotonic: 0.1, raw: 0.1 } },
    selection: { ...op },
    test: { ...op, auc: 0.8, reliability_before: [], reliability_after: [], ece_before: 0.2, ece_after: 0.05 },
    splits: { seed: 0, test_fraction: 0.2, folds: 5, fold_seed: 1, n_dev: 68, n_test: 17 },
    forced: false, min_flagged: 10,
    population: { n: 85, positives: 30, feature_share: [0.5, 0.5], score_deciles: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1], score_bins: [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1], mean_clusters: 1 },
    training: { inputs: [], c: 1, package: "groupthink", package_version: "test", created_at: "2026-01-01T00:00:00Z" },
    ...over,
  };
}
