/**
 * The L2-vs-MLP LODO comparison (beyond paper 003; `judgeLodoCompare`) as a
 * dot plot: per held-out domain, each model's ROC-AUC with its DeLong 95%
 * interval as an error bar, the chance line at 0.5 (the y axis from 0.4, or
 * lower when an interval reaches below), and a title that says
 * "beyond the paper" (and "simulated" when the data are).
 *
 * @example
 * const fig = judgeMlpComparisonFigure({ rows: [{ domain: "gaia", n: 10, positives: 4, l2_auc: 0.7, l2_ci: [0.5, 0.85], mlp_auc: 0.9, mlp_ci: [0.8, 0.96], difference: 0.2 }] }, { simulated: true });
 * fig.data[1].error_y; // => { type: "data", symmetric: false, array: [0.06], arrayminus: [0.1] }
 * fig.layout.title.text; // => "Held-out (LODO) ROC-AUC: L2 logistic (paper) vs MLP (beyond the paper) (simulated)"
 */
import type { JudgeLodoComparison } from "../measures/mlp-meta-evaluator.js";
import { labelSimulated, type Figure } from "../../../plot/figure.js";

/**
 * Build the figure; folds with a null AUC are left out of a model's trace.
 * @example
 * judgeMlpComparisonFigure({ rows: [] }).data.length; // => 2
 */
export function judgeMlpComparisonFigure(cmp: Pick<JudgeLodoComparison, "rows">, options: { simulated?: boolean } = {}): Figure {
  const trace = (name: string, pick: "l2" | "mlp", color: string, symbol: string) => {
    const rows = cmp.rows.filter((r) => r[`${pick}_auc`] !== null);
    const auc = rows.map((r) => r[`${pick}_auc`] as number);
    const ci = rows.map((r) => r[`${pick}_ci`]);
    return {
      type: "scatter", mode: "markers", name, x: rows.map((r) => r.domain), y: auc,
      error_y: { type: "data", symmetric: false, array: ci.map((c, i) => (c ? c[1] - auc[i] : 0)), arrayminus: ci.map((c, i) => (c ? auc[i] - c[0] : 0)) },
      marker: { color, symbol, size: 10 },
    };
  };
  const lows = cmp.rows.flatMap((r) => [r.l2_ci?.[0], r.mlp_ci?.[0], r.l2_auc, r.mlp_auc]).filter((v): v is number => typeof v === "number");
  const fig: Figure = {
    data: [trace("L2 logistic (paper 003)", "l2", "#4c78a8", "circle"), trace("MLP, tfjs float32 (beyond the paper)", "mlp", "#e45756", "diamond")],
    layout: {
      title: { text: "Held-out (LODO) ROC-AUC: L2 logistic (paper) vs MLP (beyond the paper)" },
      xaxis: { title: { text: "held-out domain" }, type: "category" },
      yaxis: { title: { text: "ROC-AUC (DeLong 95% interval)" }, range: [Math.min(0.4, ...lows.map((v) => v - 0.02)), 1] },
      scattermode: "group",
      shapes: [{ type: "line", xref: "paper", x0: 0, x1: 1, y0: 0.5, y1: 0.5, line: { dash: "dot", color: "gray" } }],
    },
  };
  return labelSimulated(fig, options.simulated === true);
}
