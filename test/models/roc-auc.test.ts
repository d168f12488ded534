import { describe, expect, it } from "vitest";
import { rocAuc } from "../../src/models/index.js";
import { curveCases } from "./fixtures.js";

describe("rocAuc(scores, y)", () => {
  it("hand cases: perfect, reversed, half", () => {
    expect(rocAuc([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1])).toBe(0.75);
    expect(rocAuc([1, 2, 3], [0, 1, 1])).toBe(1);
    expect(rocAuc([3, 2, 1], [0, 1, 1])).toBe(0);
  });

  it("ties count half (Mann–Whitney)", () => {
    expect(rocAuc([0.5, 0.5], [0, 1])).toBe(0.5);
    // positives {0.5, 0.9}, negatives {0.5, 0.1}: pairs 0.5>0.1 (1), 0.5=0.5 (½), 0.9>both (2) → 3.5/4
    expect(rocAuc([0.5, 0.9, 0.5, 0.1], [1, 1, 0, 0])).toBe(0.875);
  });

  it("is null when a class is absent (n = 0, k = 0, k = n)", () => {
    expect(rocAuc([], [])).toBeNull();
    expect(rocAuc([0.1, 0.2], [0, 0])).toBeNull();
    expect(rocAuc([0.1, 0.2], [1, 1])).toBeNull();
  });

  it("matches scikit-learn roc_auc_score on the fixture cases", () => {
    for (const c of curveCases()) expect(rocAuc(c.scores, c.y)).toBeCloseTo(c.auc, 14);
  });

  it("throws RangeError on a bad label or a non-finite score", () => {
    expect(() => rocAuc([0.1, 0.2], [0, 2])).toThrow(RangeError);
    expect(() => rocAuc([NaN, 0.2], [0, 1])).toThrow(RangeError);
  });
});
