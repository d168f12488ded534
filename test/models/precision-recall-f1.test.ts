import { describe, expect, it } from "vitest";
import { precisionRecallF1 } from "../../src/models/precision-recall-f1.js";

describe("precisionRecallF1(confusion)", () => {
  it("computes tp/(tp+fp), tp/(tp+fn) and 2tp/(2tp+fp+fn) by hand", () => {
    // tp 3, fp 1, fn 2: precision 3/4, recall 3/5, F1 6/9 = 2/3
    const r = precisionRecallF1({ tp: 3, fp: 1, tn: 10, fn: 2 });
    expect(r.precision).toBe(0.75);
    expect(r.recall).toBe(0.6);
    expect(r.f1).toBeCloseTo(2 / 3, 15);
  });

  it("is 1, 1, 1 for a perfect classifier", () => {
    expect(precisionRecallF1({ tp: 4, fp: 0, tn: 4, fn: 0 })).toEqual({ precision: 1, recall: 1, f1: 1 });
  });

  it("precision is null when nothing is flagged, F1 then null", () => {
    expect(precisionRecallF1({ tp: 0, fp: 0, tn: 5, fn: 1 })).toEqual({ precision: null, recall: 0, f1: null });
  });

  it("recall is null when there is no positive, F1 then null", () => {
    expect(precisionRecallF1({ tp: 0, fp: 2, tn: 3, fn: 0 })).toEqual({ precision: 0, recall: null, f1: null });
  });

  it("F1 is 0 when precision and recall are both 0 (scikit-learn)", () => {
    expect(precisionRecallF1({ tp: 0, fp: 3, tn: 0, fn: 2 })).toEqual({ precision: 0, recall: 0, f1: 0 });
  });

  it("all null for an empty confusion matrix", () => {
    expect(precisionRecallF1({ tp: 0, fp: 0, tn: 0, fn: 0 })).toEqual({ precision: null, recall: null, f1: null });
  });
});
