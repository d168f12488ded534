import { describe, expect, it } from "vitest";
import { judgeMlpComparisonFigure } from "../../../../src/paradigms/judge/figures/mlp-comparison-figure.js";
import { judgeMlpComparisonTable } from "../../../../src/paradigms/judge/figures/mlp-comparison-table.js";

const cmp = {
  rows: [
    { domain: "gaia", n: 10, positives: 4, l2_auc: 0.7, l2_ci: [0.3, 0.85] as [number, number], mlp_auc: 0.9, mlp_ci: [0.8, 0.96] as [number, number], difference: 0.2 },
    { domain: "swe", n: 3, positives: 0, l2_auc: null, l2_ci: null, mlp_auc: null, mlp_ci: null, difference: null },
  ],
  l2_mean_auc: 0.7, mlp_mean_auc: 0.9,
};

describe("judgeMlpComparisonTable / judgeMlpComparisonFigure (beyond paper 003)", () => {
  it("rows per fold with both intervals, then the mean of folds", () => {
    expect(judgeMlpComparisonTable(cmp)).toEqual([
      { domain: "gaia", n: 10, positives: 4, l2_auc: 0.7, l2_95ci: "[0.300, 0.850]", mlp_auc: 0.9, mlp_95ci: "[0.800, 0.960]", mlp_minus_l2: 0.2 },
      { domain: "swe", n: 3, positives: 0, l2_auc: null, l2_95ci: "—", mlp_auc: null, mlp_95ci: "—", mlp_minus_l2: null },
      { domain: "mean of folds", n: 13, positives: 4, l2_auc: 0.7, l2_95ci: "—", mlp_auc: 0.9, mlp_95ci: "—", mlp_minus_l2: 0.9 - 0.7 },
    ]);
  });
  it("one trace per model without null folds, the axis holding every interval, labelled beyond the paper and simulated", () => {
    const fig = judgeMlpComparisonFigure(cmp, { simulated: true });
    expect(fig.data.map((t) => [t.name, t.x, t.y])).toEqual([["L2 logistic (paper 003)", ["gaia"], [0.7]], ["MLP, tfjs float32 (beyond the paper)", ["gaia"], [0.9]]]);
    expect((fig.data[0].error_y as { arrayminus: number[] }).arrayminus[0]).toBeCloseTo(0.4, 12);
    expect((fig.layout.yaxis as { range: number[] }).range).toEqual([0.27999999999999997, 1]);
    expect((fig.layout.title as { text: string }).text).toMatch(/beyond the paper.*\(simulated\)$/);
  });
});
