import { describe, expect, it } from "vitest";
import { multiHot } from "../../src/models/multi-hot.js";
import { predictProba } from "../../src/models/predict-proba.js";

describe("predictProba(model, X)", () => {
  it("is σ(b + xβ) per row (hand-computed: σ(log 3) = 3/4, σ(0) = 1/2)", () => {
    const X = multiHot([["a"], []], ["a"]);
    const p = predictProba({ intercept: 0, coef: new Float64Array([Math.log(3)]) }, X);
    expect(p).toBeInstanceOf(Float64Array);
    expect(p[0]).toBeCloseTo(0.75, 15);
    expect(p[1]).toBe(0.5);
  });

  it("adds the intercept and every active coefficient", () => {
    // row 0: b + β_a + β_b = -log 4 + log 2 + log 2 = 0 → 0.5
    // row 1: b + β_b = -log 4 + log 2 = -log 2 → 1/3
    // row 2: b = -log 4 → 1/5
    const X = multiHot([["a", "b"], ["b"], []], ["a", "b"]);
    const p = predictProba({ intercept: -Math.log(4), coef: [Math.log(2), Math.log(2)] }, X);
    expect(p[0]).toBeCloseTo(0.5, 14);
    expect(p[1]).toBeCloseTo(1 / 3, 14);
    expect(p[2]).toBeCloseTo(1 / 5, 14);
  });

  it("stays in [0, 1] without overflow for large |η|", () => {
    const X = multiHot([["a"], ["b"]], ["a", "b"]);
    const p = predictProba({ intercept: 0, coef: [800, -800] }, X);
    expect(p[0]).toBe(1);
    expect(p[1]).toBe(0);
  });

  it("gives 0.5 for an empty design with zero intercept and [] for no rows", () => {
    const X = { nRows: 1, nCols: 0, indptr: Int32Array.from([0, 0]), indices: new Int32Array(0) };
    expect(Array.from(predictProba({ intercept: 0, coef: [] }, X))).toEqual([0.5]);
    expect(predictProba({ intercept: 1, coef: [0] }, multiHot([], ["a"])).length).toBe(0);
  });

  it("throws RangeError when coef.length differs from X.nCols", () => {
    expect(() => predictProba({ intercept: 0, coef: [1] }, multiHot([["a"]], ["a", "b"]))).toThrow(/predictProba\(model\.coef\)/);
  });
});
