/**
 * The L2-vs-MLP LODO comparison (beyond paper 003; `judgeLodoCompare`) as
 * table rows: per held-out domain its size and positives, each model's
 * held-out ROC-AUC with its DeLong 95% interval (rounded to 3 decimals,
 * "—" when there is none) and MLP − L2; then the mean of the fold AUCs.
 *
 * @example
 * judgeMlpComparisonTable({ rows: [{ domain: "gaia", n: 10, positives: 4, l2_auc: 0.7, l2_ci: [0.5, 0.85], mlp_auc: 0.9, mlp_ci: [0.8, 0.96], difference: 0.2 }], l2_mean_auc: 0.7, mlp_mean_auc: 0.9 });
 * // => [{ domain: "gaia", n: 10, positives: 4, l2_auc: 0.7, l2_95ci: "[0.500, 0.850]", mlp_auc: 0.9, mlp_95ci: "[0.800, 0.960]", mlp_minus_l2: 0.2 }, { domain: "mean of folds", n: 10, positives: 4, l2_auc: 0.7, l2_95ci: "—", mlp_auc: 0.9, mlp_95ci: "—", mlp_minus_l2: 0.2 }]
 */
import type { JudgeLodoComparison } from "../measures/mlp-meta-evaluator.js";

/** One row of the comparison table (a type alias, so `showTable` accepts it). */
export type JudgeMlpComparisonRow = {
  domain: string;
  n: number;
  positives: number;
  l2_auc: number | null;
  l2_95ci: string;
  mlp_auc: number | null;
  mlp_95ci: string;
  mlp_minus_l2: number | null;
};

const ci = (c: [number, number] | null): string => (c ? `[${c[0].toFixed(3)}, ${c[1].toFixed(3)}]` : "—");

/**
 * Fold rows and the mean row.
 * @example
 * judgeMlpComparisonTable({ rows: [], l2_mean_auc: null, mlp_mean_auc: null })[0].domain; // => "mean of folds"
 */
export function judgeMlpComparisonTable(cmp: Pick<JudgeLodoComparison, "rows" | "l2_mean_auc" | "mlp_mean_auc">): JudgeMlpComparisonRow[] {
  const rows = cmp.rows.map((r): JudgeMlpComparisonRow => ({
    domain: r.domain, n: r.n, positives: r.positives,
    l2_auc: r.l2_auc, l2_95ci: ci(r.l2_ci), mlp_auc: r.mlp_auc, mlp_95ci: ci(r.mlp_ci), mlp_minus_l2: r.difference,
  }));
  const sum = (f: (r: JudgeMlpComparisonRow) => number) => rows.reduce((s, r) => s + f(r), 0);
  const diff = cmp.l2_mean_auc === null || cmp.mlp_mean_auc === null ? null : cmp.mlp_mean_auc - cmp.l2_mean_auc;
  return [...rows, {
    domain: "mean of folds", n: sum((r) => r.n), positives: sum((r) => r.positives),
    l2_auc: cmp.l2_mean_auc, l2_95ci: "—", mlp_auc: cmp.mlp_mean_auc, mlp_95ci: "—", mlp_minus_l2: diff,
  }];
}
