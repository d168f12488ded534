import { describe, expect, it } from "vitest";
import { judgeCapture, judgeCaptureLabels, judgeDissonance, judgeVQual } from "../../../../src/paradigms/judge/measures/index.js";

describe("judgeVQual / judgeDissonance / judgeCapture", () => {
  it("maps evidence_weighting 1..5 to V_qual 0..1", () => {
    expect([1, 2, 3, 4, 5].map((e) => judgeVQual({ evidence_weighting: e, accuracy: 0 }))).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
  it("D_E = V_qual − accuracy over the whole grid", () => {
    expect(judgeDissonance({ evidence_weighting: 5, accuracy: 0 })).toBe(1);
    expect(judgeDissonance({ evidence_weighting: 1, accuracy: 1 })).toBe(-1);
    expect(judgeDissonance({ evidence_weighting: 3, accuracy: 1 })).toBe(-0.5);
    expect(judgeDissonance({ evidence_weighting: 3, accuracy: 0 })).toBe(0.5);
  });
  it("capture is strictly D_E > 0.5: ew 3 with accuracy 0 is not a capture, ew 4 and 5 are", () => {
    const grid = [1, 2, 3, 4, 5].map((e) => [judgeCapture({ evidence_weighting: e, accuracy: 0 }), judgeCapture({ evidence_weighting: e, accuracy: 1 })]);
    expect(grid).toEqual([[0, 0], [0, 0], [0, 0], [1, 0], [1, 0]]);
  });
  it("labels many records", () => {
    expect(judgeCaptureLabels([{ evidence_weighting: 5, accuracy: 0 }, { evidence_weighting: 5, accuracy: 1 }])).toEqual([1, 0]);
    expect(judgeCaptureLabels([])).toEqual([]);
  });
  it("rejects out-of-range rubric scores and accuracies", () => {
    expect(() => judgeCapture({ evidence_weighting: 0, accuracy: 0 })).toThrow(RangeError);
    expect(() => judgeCapture({ evidence_weighting: 2.5, accuracy: 0 })).toThrow(/evidence_weighting/);
    expect(() => judgeDissonance({ evidence_weighting: 3, accuracy: 2 })).toThrow(/accuracy/);
  });
});
