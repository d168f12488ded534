import { describe, expect, it } from "vitest";
import { rowWeights } from "../../src/models/class-weights.js";

describe("rowWeights(y, C, classWeight)", () => {
  it("balanced: C · n/(2·n_c) per row (hand-computed)", () => {
    // n = 4, one positive: w1 = 4/2 = 2, w0 = 4/6 = 2/3
    const w = rowWeights([1, 0, 0, 0], 1, "balanced");
    expect(w[0]).toBe(2);
    expect(w[1]).toBeCloseTo(2 / 3, 15);
    expect(w[3]).toBeCloseTo(2 / 3, 15);
    // n = 3, two positives, C = 2: w1 = 2·3/4 = 1.5, w0 = 2·3/2 = 3
    expect(Array.from(rowWeights([1, 1, 0], 2, "balanced"))).toEqual([1.5, 1.5, 3]);
  });

  it("balanced weights sum to C·n (each class carries half)", () => {
    const y = [1, 0, 0, 1, 0, 0, 0];
    const w = rowWeights(y, 0.5, "balanced");
    const pos = y.reduce((s, v, i) => s + (v === 1 ? w[i] : 0), 0);
    const neg = y.reduce((s, v, i) => s + (v === 0 ? w[i] : 0), 0);
    expect(pos).toBeCloseTo(0.5 * 7 / 2, 12);
    expect(neg).toBeCloseTo(0.5 * 7 / 2, 12);
  });

  it("null: every row weighs C", () => {
    expect(Array.from(rowWeights([1, 0], 0.5, null))).toEqual([0.5, 0.5]);
    expect(Array.from(rowWeights([], 3, null))).toEqual([]);
  });

  it("equal classes: balanced equals unweighted", () => {
    expect(Array.from(rowWeights([1, 0, 1, 0], 1, "balanced"))).toEqual([1, 1, 1, 1]);
  });
});
