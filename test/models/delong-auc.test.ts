import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { delongAuc } from "../../src/models/delong-auc.js";
import { rocAuc } from "../../src/models/roc-auc.js";

// test/fixtures/intervals/make_delong.py: sklearn roc_auc_score + DeLong written out in numpy
const ref = JSON.parse(readFileSync(new URL("../fixtures/intervals/delong.json", import.meta.url), "utf8")) as { scores: number[]; y: number[]; auc: number; variance: number; df: number | null; ci: [number, number] }[];

describe("delongAuc(scores, y)", () => {
  it("matches the numpy DeLong variance, its Brunner–Munzel df (scipy) and the logit t interval (5 cases, ties, unbalanced classes)", () => {
    for (const c of ref) {
      const r = delongAuc(c.scores, c.y)!;
      expect(r.auc).toBeCloseTo(c.auc, 12);
      expect(r.auc).toBeCloseTo(rocAuc(c.scores, c.y)!, 14);
      expect(Math.abs(r.variance - c.variance)).toBeLessThan(1e-12 + 1e-10 * c.variance);
      if (c.df === null) expect(r.df).toBe(Infinity); // variance 0
      else expect(r.df).toBeCloseTo(c.df, 9);
      // 1e-9: the t quantile at a fractional df is computed to ≈ 1e-10 (studentTQuantile); z was exact
      expect(r.ci[0]).toBeCloseTo(c.ci[0], 9);
      expect(r.ci[1]).toBeCloseTo(c.ci[1], 9);
    }
  });
  it("hand case: 2 positives above 2 negatives → AUC 1, variance 0, zero-width interval", () => {
    expect(delongAuc([0.9, 0.8, 0.1, 0.2], [1, 1, 0, 0])).toMatchObject({ auc: 1, variance: 0, ci: [1, 1], positives: 2, negatives: 2 });
  });
  it("is null with fewer than 2 cases in a class", () => {
    expect(delongAuc([0.9, 0.1, 0.2], [1, 0, 0])).toBeNull();
  });
});
