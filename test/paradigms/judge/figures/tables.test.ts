import { describe, expect, it } from "vitest";
import { judgeCalibration, judgeFilterEvaluation, judgePipelineSummary, type JudgeFitReport } from "../../../../src/paradigms/judge/measures/index.js";
import { judgeCalibrationTable, judgeFilterTable, judgeHeldOutTable, judgeL1Table, judgeLodoTable, judgePipelineTable } from "../../../../src/paradigms/judge/figures/index.js";
import { wilsonInterval } from "../../../../src/stats/wilson-interval.js";
import { handFilter } from "../measures/hand-filter.js";

const l1: JudgeFitReport["l1"] = {
  alpha: 1, intercept: -2,
  coefficients: [
    { feature: "A", beta: 2, se: 0.5, z: 4, p: 6e-5 },
    { feature: "B", beta: 1, se: 0.4, z: 2.5, p: 0.012 },
    { feature: "C", beta: 0.5, se: null, z: null, p: null },
    { feature: "D", beta: -3, se: 0.9, z: -3.3, p: 0.00097 },
  ],
};

describe("judgeL1Table(report, pMax)", () => {
  it("keeps p < pMax in the report's order, with stars; a null p is left out", () => {
    expect(judgeL1Table({ l1 })).toEqual([
      { feature: "A", beta: 2, se: 0.5, z: 4, p: 6e-5, stars: "***" },
      { feature: "D", beta: -3, se: 0.9, z: -3.3, p: 0.00097, stars: "***" },
    ]);
    expect(judgeL1Table({ l1 }, 0.05).map((r) => [r.feature, r.stars])).toEqual([["A", "***"], ["B", "*"], ["D", "***"]]);
    expect(judgeL1Table({ l1 }, 6e-5)).toEqual([]); // strict: p = pMax is out
  });
  it("rejects pMax outside (0, 1]", () => {
    expect(() => judgeL1Table({ l1 }, 0)).toThrow(RangeError);
    expect(() => judgeL1Table({ l1 }, 1.5)).toThrow(/pMax/);
  });
});

describe("judgeHeldOutTable(detail)", () => {
  const l2: JudgeFitReport["l2"] = {
    c: 1, intercept: 0, coefficients: {}, test_auc: 0.9, precision_at_05: 0.3, recall_at_05: 0.8, f1_at_05: 0.44,
    threshold: 0.97, precision_at_t: 1, recall_at_t: 0.25, confusion_at_t: { tp: 1, fp: 0, tn: 5, fn: 3 },
  };
  it("sizes from the test labels, measures and confusion counts from the report", () => {
    expect(judgeHeldOutTable({ report: { l2 }, testLabels: [1, 0, 0, 1, 1, 0, 0, 0, 1] })).toEqual([
      { measure: "n_test", value: 9 }, { measure: "captures in test", value: 4 }, { measure: "ROC-AUC", value: 0.9 },
      { measure: "precision at t = 0.5", value: 0.3 }, { measure: "recall at t = 0.5", value: 0.8 }, { measure: "F1 at t = 0.5", value: 0.44 },
      { measure: "vigilance threshold t", value: 0.97 }, { measure: "precision at t", value: 1 }, { measure: "recall at t", value: 0.25 },
      { measure: "true positives at t", value: 1 }, { measure: "false positives at t", value: 0 },
      { measure: "false negatives at t", value: 3 }, { measure: "true negatives at t", value: 5 },
    ]);
  });
  it("no threshold → null threshold row and null counts", () => {
    const rows = judgeHeldOutTable({ report: { l2: { ...l2, threshold: null, precision_at_t: null, recall_at_t: null, confusion_at_t: null } }, testLabels: [] });
    expect(rows.filter((r) => r.value === null).map((r) => r.measure)).toEqual([
      "vigilance threshold t", "precision at t", "recall at t", "true positives at t", "false positives at t", "false negatives at t", "true negatives at t",
    ]);
    expect(rows[1]).toEqual({ measure: "captures in test", value: 0 });
  });
});

describe("judgeCalibrationTable(cal)", () => {
  it("hand case (2 bins): contributions (2/4)·|0.125 − 0.5| = 0.1875 and (2/4)·|0.875 − 1| = 0.0625 sum to ECE 0.25", () => {
    const rows = judgeCalibrationTable(judgeCalibration([0.1, 0.15, 0.8, 0.95], [0, 1, 1, 1], 2));
    expect(rows.map((r) => r.bin)).toEqual(["[0, 0.5)", "[0.5, 1]", "all"]);
    expect(rows.map((r) => r.n)).toEqual([2, 2, 4]);
    expect(rows[0].mean_predicted).toBeCloseTo(0.125, 15);
    expect(rows[2].mean_predicted).toBeCloseTo(0.5, 15);
    expect(rows.map((r) => r.observed_rate)).toEqual([0.5, 1, 0.75]);
    expect(rows[0].ece_contribution).toBeCloseTo(0.1875, 15);
    expect(rows[1].ece_contribution).toBeCloseTo(0.0625, 15);
    expect(rows[2].ece_contribution).toBeCloseTo(0.25, 15);
    expect([rows[2].ci_low, rows[2].ci_high]).toEqual(wilsonInterval(3, 4));
    expect([rows[0].ci_low, rows[0].ci_high]).toEqual(wilsonInterval(1, 2));
  });
  it("an empty bin has nulls; no scores → an 'all' row of nulls", () => {
    const rows = judgeCalibrationTable(judgeCalibration([0.9], [1], 2));
    expect(rows[0]).toEqual({ bin: "[0, 0.5)", n: 0, mean_predicted: null, observed_rate: null, ci_low: null, ci_high: null, ece_contribution: null });
    expect(rows[2]).toMatchObject({ bin: "all", n: 1, observed_rate: 1 });
    expect(rows[2].ece_contribution).toBeCloseTo(0.1, 15);
    expect(judgeCalibrationTable({ bins: [], n: 0, ece: null })).toEqual([
      { bin: "all", n: 0, mean_predicted: null, observed_rate: null, ci_low: null, ci_high: null, ece_contribution: null },
    ]);
  });
});

describe("judgeLodoTable(report)", () => {
  it("folds then a mean row with the summed n", () => {
    expect(judgeLodoTable({ lodo: [{ domain: "gaia", n: 10, auc: 0.8 }, { domain: "swe_bench", n: 5, auc: null }], lodo_mean_auc: 0.8 })).toEqual([
      { domain: "gaia", n: 10, auc: 0.8 }, { domain: "swe_bench", n: 5, auc: null }, { domain: "mean of folds", n: 15, auc: 0.8 },
    ]);
    expect(judgeLodoTable({ lodo: [], lodo_mean_auc: null })).toEqual([{ domain: "mean of folds", n: 0, auc: null }]);
  });
});

describe("judgePipelineTable(rows)", () => {
  it("flattens accuracy and capture measures (hand case: 1 capture of 2, one accurate)", () => {
    const rows = judgePipelineTable(judgePipelineSummary([
      { propagator: "s", judge: "r", evidence_weighting: 5, accuracy: 0 },
      { propagator: "s", judge: "r", evidence_weighting: 2, accuracy: 1 },
      { propagator: "s", evidence_weighting: 1, accuracy: 0 },
    ]));
    const [lo, hi] = wilsonInterval(1, 2) as [number, number];
    expect(rows).toEqual([
      { propagator: "s", judge: "r", cross_blind: true, n: 2, accuracy: 0.5, capture_rate: 0.5, capture_ci_low: lo, capture_ci_high: hi, mean_evidence_weighting: 3.5 },
      { propagator: "s", judge: null, cross_blind: null, n: 1, accuracy: 0, capture_rate: 0, capture_ci_low: (wilsonInterval(0, 1) as [number, number])[0], capture_ci_high: (wilsonInterval(0, 1) as [number, number])[1], mean_evidence_weighting: 1 },
    ]);
    expect(judgePipelineTable([])).toEqual([]);
  });
});

describe("judgeFilterTable(filter, evaluation)", () => {
  it("held-out column from the filter file, fresh column from the evaluation", () => {
    const fresh = judgeFilterEvaluation(handFilter(), [
      { uuid: "1", clusters: ["A"], evidence_weighting: 5, accuracy: 0 }, // TP
      { uuid: "2", clusters: ["B", "Q"], evidence_weighting: 5, accuracy: 0 }, // FN, unknown Q
    ]);
    const rows = judgeFilterTable(handFilter(), fresh);
    expect(rows.map((r) => r.measure)).toEqual(["threshold t", "records", "captures", "flagged", "true positives", "false positives", "false negatives",
      "true negatives", "precision", "precision 95% CI low", "precision 95% CI high", "recall", "recall 95% CI low", "recall 95% CI high",
      "calibration error (ECE)", "unknown clusters"]);
    const v = Object.fromEntries(rows.map((r) => [r.measure, [r.held_out, r.fresh]]));
    expect(v["records"]).toEqual([17, 2]);
    expect(v["captures"]).toEqual([6, 2]);
    expect(v["flagged"]).toEqual([4, 1]);
    expect([v["true positives"], v["false positives"], v["false negatives"], v["true negatives"]]).toEqual([[3, 1], [1, 0], [3, 1], [10, 0]]);
    expect(v["precision"]).toEqual([0.75, 1]);
    expect(v["recall"]).toEqual([0.5, 0.5]);
    // scipy.stats.binomtest(1, 1) / (1, 2) exact intervals: (0.025, 1) and (0.01257911709367899, 0.987420882906321)
    expect(v["precision 95% CI low"][1]).toBeCloseTo(0.025, 12);
    expect(v["precision 95% CI high"][1]).toBe(1);
    expect(v["recall 95% CI low"][1]).toBeCloseTo(0.01257911709367899, 10);
    expect(v["recall 95% CI high"][1]).toBeCloseTo(0.987420882906321, 10);
    // ECE fresh: A scored σ(10) and captured, B scored σ(−10) and captured → (σ(−10) + 1 − σ(−10)) / 2 = 0.5
    expect(v["calibration error (ECE)"][0]).toBe(0.05);
    expect(v["calibration error (ECE)"][1]).toBeCloseTo(0.5, 12);
    expect(v["unknown clusters"]).toEqual([0, 1]);
  });
  it("nothing flagged on the fresh log → null precision and interval there", () => {
    const f = handFilter({ threshold: 1 });
    const rows = judgeFilterTable(f, judgeFilterEvaluation(f, [{ uuid: "1", clusters: ["B"], evidence_weighting: 5, accuracy: 0 }]));
    expect(rows.filter((r) => r.fresh === null).map((r) => r.measure)).toEqual(["precision", "precision 95% CI low", "precision 95% CI high"]);
  });
});
