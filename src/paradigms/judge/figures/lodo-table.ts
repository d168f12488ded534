/**
 * Table 3 of paper 003 (metrics.md §4 "LODO"): one row per held-out domain
 * with its size and zero-shot ROC-AUC, then a row with the total size and the
 * mean of the non-null fold AUCs (the report's `lodo_mean_auc`).
 *
 * @example
 * judgeLodoTable({ lodo: [{ domain: "gaia", n: 10, auc: 0.8 }, { domain: "swe_bench", n: 5, auc: 0.6 }], lodo_mean_auc: 0.7 });
 * // => [{ domain: "gaia", n: 10, auc: 0.8 }, { domain: "swe_bench", n: 5, auc: 0.6 }, { domain: "mean of folds", n: 15, auc: 0.7 }]
 */
import type { JudgeFitReport } from "../measures/index.js";

/** One row of the LODO table. */
export type JudgeLodoRow = {
  domain: string;
  n: number;
  auc: number | null;
};

/**
 * Fold rows and the mean row.
 * @example
 * judgeLodoTable({ lodo: [], lodo_mean_auc: null }); // => [{ domain: "mean of folds", n: 0, auc: null }]
 */
export function judgeLodoTable(report: Pick<JudgeFitReport, "lodo" | "lodo_mean_auc">): JudgeLodoRow[] {
  const folds = report.lodo.map((f) => ({ domain: f.domain, n: f.n, auc: f.auc }));
  return [...folds, { domain: "mean of folds", n: folds.reduce((s, f) => s + f.n, 0), auc: report.lodo_mean_auc }];
}
