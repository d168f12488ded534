import { describe, expect, it } from "vitest";
import { prCurve } from "../../src/models/index.js";
import { curveCases } from "./fixtures.js";

describe("prCurve(scores, y)", () => {
  it("hand case (scikit-learn's docstring example)", () => {
    const r = prCurve([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1]);
    expect(r.thresholds).toEqual([0.1, 0.35, 0.4, 0.8]);
    expect(r.recall).toEqual([1, 1, 0.5, 0.5, 0]);
    expect(r.precision).toEqual([0.5, 2 / 3, 0.5, 1, 1]);
  });

  it("matches scikit-learn precision_recall_curve on the fixture cases (ties included)", () => {
    for (const c of curveCases()) {
      const r = prCurve(c.scores, c.y);
      expect(r.thresholds).toEqual(c.pr.thresholds);
      r.precision.forEach((v, k) => expect(v).toBeCloseTo(c.pr.precision[k], 14));
      r.recall.forEach((v, k) => expect(v).toBeCloseTo(c.pr.recall[k], 14));
    }
  });

  it("throws RangeError without positives", () => {
    expect(() => prCurve([0.1], [0])).toThrow(RangeError);
  });
});
