// A hand-built vigilance filter for the judge tests: vocabulary [A, B], β = [10, −10], intercept 0, t = 0.5.
import type { JudgeVigilanceFilter } from "../../../src/metrics/judge/index.js";

export function handFilter(over: Partial<JudgeVigilanceFilter> = {}): JudgeVigilanceFilter {
  return {
    schema: "groupthink/vigilance-filter", version: 1, model: "l2_logistic_multi_hot",
    vocabulary: ["A", "B"], intercept: 0, coefficients: [10, -10], threshold: 0.5, target_precision: 0.9,
    test: { auc: 0.8, precision_at_t: 0.75, recall_at_t: 0.5, confusion_at_t: { tp: 3, fp: 1, tn: 10, fn: 3 } },
    training: { inputs: [], n: 85, positives: 30, n_train: 68, n_test: 17, seed: 0, c: 1, test_fraction: 0.2, package: "groupthink", package_version: "test", created_at: "2026-01-01T00:00:00Z" },
    ...over,
  };
}
