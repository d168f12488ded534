import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { multiHot } from "../../src/models/multi-hot.js";
import { postSelectionRefit } from "../../src/models/post-selection-refit.js";

// test/fixtures/intervals/make_refit.py: statsmodels Logit(y, add_constant(X[:, support])).fit()
const ref = JSON.parse(readFileSync(new URL("../fixtures/intervals/refit.json", import.meta.url), "utf8")) as {
  rows: number[][]; y: (0 | 1)[]; p: number; support: number[]; intercept: number; beta: number[]; se: number[]; pvalues: number[];
};

describe("postSelectionRefit(X, y, l1Coef)", () => {
  const names = Array.from({ length: ref.p }, (_, j) => `f${j}`);
  const X = multiHot(ref.rows.map((r) => r.map((j) => names[j])), names);
  const coef = new Float64Array(ref.p);
  for (const j of ref.support) coef[j] = 0.1; // any non-zero L1 value selects the column
  const r = postSelectionRefit(X, ref.y, coef);
  it("matches statsmodels' unpenalised Logit on the selected support (β, SE, p to 1e-6)", () => {
    expect(r.selected).toEqual(ref.support);
    expect(r.intercept).toBeCloseTo(ref.intercept, 6);
    ref.support.forEach((j, k) => {
      expect(r.beta[j]).toBeCloseTo(ref.beta[k], 6);
      expect(r.se[j]).toBeCloseTo(ref.se[k], 6);
      expect(r.p[j]).toBeCloseTo(ref.pvalues[k], 6);
    });
  });
  it("columns the L1 fit set to 0 are not selected: null estimate", () => {
    for (let j = 0; j < ref.p; j++) if (!ref.support.includes(j)) expect([r.beta[j], r.se[j]]).toEqual([null, null]);
  });
  it("hand case: one feature, 2/3 vs 1/3 positives → β = 2·ln 2, SE = √(1/2 + 1 + 1 + 1/2) = √3", () => {
    const h = postSelectionRefit(multiHot([["a"], ["a", "b"], ["b"], [], ["a"], []], ["a", "b"]), [1, 1, 0, 0, 0, 1], Float64Array.of(0.5, 0));
    expect(h.beta[0]).toBeCloseTo(2 * Math.log(2), 8);
    expect(h.se[0]).toBeCloseTo(Math.sqrt(3), 8);
    expect(h.seNullReason).toBeNull();
  });
  it("perfect separation: SEs null and the reason says so", () => {
    const s = postSelectionRefit(multiHot([["a"], ["a"], [], []], ["a"]), [1, 1, 0, 0], Float64Array.of(1));
    expect(s.se).toEqual([null]);
    expect(s.seNullReason).toMatch(/separation/);
  });
});
