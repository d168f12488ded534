import { describe, expect, it } from "vitest";
import { confusionAt, precisionRecallF1 } from "../../src/models/index.js";

describe("confusionAt(scores, y, t)", () => {
  it("flags p >= t (a score equal to t is flagged)", () => {
    expect(confusionAt([0.2, 0.5, 0.9, 0.4], [0, 1, 1, 1], 0.5)).toEqual({ tp: 2, fp: 0, tn: 1, fn: 1 });
    expect(confusionAt([0.5, 0.5], [0, 1], 0.5)).toEqual({ tp: 1, fp: 1, tn: 0, fn: 0 });
  });
  it("n = 0 and t = Infinity", () => {
    expect(confusionAt([], [], 0.5)).toEqual({ tp: 0, fp: 0, tn: 0, fn: 0 });
    expect(confusionAt([1], [1], Infinity)).toEqual({ tp: 0, fp: 0, tn: 0, fn: 1 });
  });
  it("throws RangeError for t = NaN or mismatched lengths", () => {
    expect(() => confusionAt([0.1], [1], NaN)).toThrow(RangeError);
    expect(() => confusionAt([0.1], [1, 0], 0.5)).toThrow(RangeError);
  });
});

describe("precisionRecallF1(c)", () => {
  it("hand case", () => {
    expect(precisionRecallF1({ tp: 2, fp: 2, tn: 5, fn: 0 })).toEqual({ precision: 0.5, recall: 1, f1: 2 / 3 });
  });
  it("precision null when nothing is flagged; recall null without positives; F1 null with either", () => {
    expect(precisionRecallF1({ tp: 0, fp: 0, tn: 5, fn: 1 })).toEqual({ precision: null, recall: 0, f1: null });
    expect(precisionRecallF1({ tp: 0, fp: 2, tn: 5, fn: 0 })).toEqual({ precision: 0, recall: null, f1: null });
  });
  it("F1 = 0 when precision and recall are both 0", () => {
    expect(precisionRecallF1({ tp: 0, fp: 3, tn: 0, fn: 2 })).toEqual({ precision: 0, recall: 0, f1: 0 });
  });
});
