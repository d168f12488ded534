/**
 * Table 2 of paper 003 (metrics.md §4 "L2 predictive model" and "vigilance
 * filter"): the held-out (20%) measures of the L2 model refitted on the 80%
 * split, as (measure, value) rows — size of the test split and its captures,
 * ROC-AUC, precision / recall / F1 at t = 0.5, the vigilance threshold and
 * precision / recall at it, and its confusion counts. Missing values are null.
 *
 * @example
 * judgeHeldOutTable(detail).map((r) => r.measure).slice(0, 3); // => ["n_test", "captures in test", "ROC-AUC"]
 */
import type { JudgeFitDetail } from "../measures/index.js";

/** One (measure, value) row. */
export type JudgeMeasureValueRow = {
  measure: string;
  value: number | null;
};

/**
 * The rows of Table 2.
 * @example
 * judgeHeldOutTable({ report: { l2: { test_auc: 0.9, precision_at_05: 0.3, recall_at_05: 0.8, f1_at_05: 0.44, threshold: 0.97, precision_at_t: 1, recall_at_t: 0.05, confusion_at_t: { tp: 1, fp: 0, tn: 17, fn: 2 } } }, testLabels: [1, 0, …] } as JudgeFitDetail)
 *   .find((r) => r.measure === "false positives at t")?.value; // => 0
 */
export function judgeHeldOutTable(detail: Pick<JudgeFitDetail, "testLabels"> & { report: Pick<JudgeFitDetail["report"], "l2"> }): JudgeMeasureValueRow[] {
  const l2 = detail.report.l2;
  const c = l2.confusion_at_t;
  return [
    { measure: "n_test", value: detail.testLabels.length },
    { measure: "captures in test", value: detail.testLabels.reduce<number>((s, v) => s + v, 0) },
    { measure: "ROC-AUC", value: l2.test_auc },
    { measure: "precision at t = 0.5", value: l2.precision_at_05 },
    { measure: "recall at t = 0.5", value: l2.recall_at_05 },
    { measure: "F1 at t = 0.5", value: l2.f1_at_05 },
    { measure: "vigilance threshold t", value: l2.threshold },
    { measure: "precision at t", value: l2.precision_at_t },
    { measure: "recall at t", value: l2.recall_at_t },
    { measure: "true positives at t", value: c ? c.tp : null },
    { measure: "false positives at t", value: c ? c.fp : null },
    { measure: "false negatives at t", value: c ? c.fn : null },
    { measure: "true negatives at t", value: c ? c.tn : null },
  ];
}
