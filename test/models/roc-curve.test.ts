import { describe, expect, it } from "vitest";
import { rocCurve } from "../../src/models/index.js";
import { curveCases } from "./fixtures.js";

describe("rocCurve(scores, y)", () => {
  it("hand case: starts at (0,0) with threshold Infinity, one point per distinct score", () => {
    expect(rocCurve([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1])).toEqual({
      fpr: [0, 0, 0.5, 0.5, 1],
      tpr: [0, 0.5, 0.5, 1, 1],
      thresholds: [Infinity, 0.8, 0.4, 0.35, 0.1],
    });
  });

  it("tied scores make one diagonal step", () => {
    expect(rocCurve([0.3, 0.3, 0.3, 0.3], [1, 0, 1, 0])).toEqual({ fpr: [0, 1], tpr: [0, 1], thresholds: [Infinity, 0.3] });
  });

  it("matches scikit-learn roc_curve(drop_intermediate=False) on the fixture cases", () => {
    for (const c of curveCases()) {
      const r = rocCurve(c.scores, c.y);
      // scikit-learn 1.2 puts max(score) + 1 first, 1.3+ puts inf; we use Infinity ("nothing flagged").
      expect(r.thresholds[0]).toBe(Infinity);
      expect(r.thresholds.slice(1)).toEqual(c.roc.thresholds.slice(1));
      r.fpr.forEach((v, k) => expect(v).toBeCloseTo(c.roc.fpr[k], 14));
      r.tpr.forEach((v, k) => expect(v).toBeCloseTo(c.roc.tpr[k], 14));
    }
  });

  it("throws RangeError when a class is absent", () => {
    expect(() => rocCurve([0.2, 0.4], [1, 1])).toThrow(RangeError);
  });
});
