import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adjustedRatioDifference } from "../../src/stats/adjusted-ratio-difference.js";
import { pairedClusterDelong } from "../../src/stats/paired-cluster-delong.js";
import { pairedRatioTInterval, type PairedRatioTerm } from "../../src/stats/paired-ratio-t-interval.js";

// test/fixtures/intervals/make_compare_intervals.py: both written out in numpy (scipy norm/t ppf, sklearn AUC),
// the disjoint-units case checked there against statsmodels' Agresti–Caffo interval.
interface Adj { num0: number[]; den0: number[]; num1: number[]; den1: number[]; range: [number, number]; pseudo: number; level?: number; result: { estimate: number; ci: [number, number] } | null }
interface Dl { s0: number[]; y0: number[]; u0: number[]; s1: number[]; y1: number[]; u1: number[]; result: { auc: [number, number]; difference: number; se: number; df: number; ci: [number, number] } }
const ref = JSON.parse(readFileSync(new URL("../fixtures/intervals/compare_intervals.json", import.meta.url), "utf8")) as {
  adjusted: Adj[]; agresti_caffo: { num0: number[]; den0: number[]; num1: number[]; den1: number[]; statsmodels_agresti_caffo: [number, number] };
  delong: Dl[]; delong_same_labels: { result: Dl["result"]; classic_delong_se: number };
  paired_t: { terms: PairedRatioTerm[]; ci: [number, number]; estimate: number }[];
};

describe("pairedRatioTInterval", () => {
  it("is scipy's paired t interval when every denominator is 1, and matches the written-out two-term form", () => {
    expect(ref.paired_t).toHaveLength(3);
    for (const c of ref.paired_t) {
      const r = pairedRatioTInterval(c.terms)!;
      expect(r.estimate).toBeCloseTo(c.estimate, 12);
      expect(r.ci[0]).toBeCloseTo(c.ci[0], 9);
      expect(r.ci[1]).toBeCloseTo(c.ci[1], 9);
    }
  });
  it("is null below 2 units or with a zero denominator, names bad arguments", () => {
    const t: PairedRatioTerm = { coef: 1, num: [[1, 0], [1, 1]], den: [[1, 1], [1, 1]] };
    expect(pairedRatioTInterval([t], Int32Array.of(0))).toBeNull();
    expect(pairedRatioTInterval([{ ...t, den: [[0, 0], [1, 1]] }])).toBeNull();
    expect(() => pairedRatioTInterval([{ ...t, num: [[1], [1, 1]] }])).toThrow(/pairedRatioTInterval.*terms\[0\]/);
  });
});

describe("adjustedRatioDifference", () => {
  it("matches the numpy reference (rates and paired effects, eligibility differing by side, replicates, pseudo weight ½, 90%)", () => {
    expect(ref.adjusted).toHaveLength(6);
    for (const c of ref.adjusted) {
      const r = adjustedRatioDifference({ num: c.num0, den: c.den0 }, { num: c.num1, den: c.den1 }, c.range, undefined, c.level ?? 0.95, c.pseudo);
      expect(r).not.toBeNull();
      expect(r!.estimate).toBeCloseTo(c.result!.estimate, 12);
      expect(r!.ci[0]).toBeCloseTo(c.result!.ci[0], 12);
      expect(r!.ci[1]).toBeCloseTo(c.result!.ci[1], 12);
    }
  });
  it("is Agresti–Caffo's interval when the sides share no unit (statsmodels confint_proportions_2indep)", () => {
    const c = ref.agresti_caffo;
    const r = adjustedRatioDifference({ num: c.num0, den: c.den0 }, { num: c.num1, den: c.den1 }, [0, 1], undefined, 0.95, 1)!;
    expect(r.ci[0]).toBeCloseTo(c.statsmodels_agresti_caffo[0], 12);
    expect(r.ci[1]).toBeCloseTo(c.statsmodels_agresti_caffo[1], 12);
  });
  it("reads only `rows` (repeats count twice), is null with a zero denominator, never zero width, names bad arguments", () => {
    const a = { num: [1, 0, 1], den: [1, 1, 1] }, b = { num: [1, 1, 0], den: [1, 1, 1] };
    const twice = adjustedRatioDifference(a, b, [0, 1], Int32Array.of(0, 0, 1));
    const spelled = adjustedRatioDifference({ num: [1, 1, 0], den: [1, 1, 1] }, { num: [1, 1, 1], den: [1, 1, 1] }, [0, 1]);
    expect(twice).toEqual(spelled);
    expect(adjustedRatioDifference({ num: [0, 0, 1], den: [0, 0, 1] }, b, [0, 1], Int32Array.of(0, 1))).toBeNull();
    const same = adjustedRatioDifference({ num: [1, 1], den: [1, 1] }, { num: [1, 1], den: [1, 1] }, [0, 1])!;
    expect(same.estimate).toBe(0);
    expect(same.ci[1] - same.ci[0]).toBeGreaterThan(0.5);
    expect(() => adjustedRatioDifference(a, { num: [1], den: [1] }, [0, 1])).toThrow(/adjustedRatioDifference.*other\.num/);
    expect(() => adjustedRatioDifference(a, b, [1, 0])).toThrow(/range/);
    expect(() => adjustedRatioDifference(a, b, [0, 1], undefined, 1.5)).toThrow(/level/);
  });
});

describe("pairedClusterDelong", () => {
  it("matches the numpy reference (labels differing by side, ties, 2 records per unit)", () => {
    expect(ref.delong).toHaveLength(3);
    for (const c of ref.delong) {
      const r = pairedClusterDelong({ scores: c.s0, labels: c.y0, units: c.u0 }, { scores: c.s1, labels: c.y1, units: c.u1 })!;
      expect(r.auc[0]).toBeCloseTo(c.result.auc[0], 12);
      expect(r.auc[1]).toBeCloseTo(c.result.auc[1], 12);
      expect(r.se).toBeCloseTo(c.result.se, 12);
      expect(r.df).toBe(c.result.df);
      expect(r.ci[0]).toBeCloseTo(c.result.ci[0], 10); // studentTQuantile agrees with scipy to ~1e-12
      expect(r.ci[1]).toBeCloseTo(c.result.ci[1], 10);
    }
  });
  it("with one label set and two scorers it is close to the classic paired DeLong SE (0.2104 vs 0.2192: K/(K−1) vs the m−1, n−1 normalisations)", () => {
    const c = ref.delong[0], s = ref.delong_same_labels;
    const r = pairedClusterDelong({ scores: c.s0, labels: c.y0, units: c.u0 }, { scores: c.s1, labels: c.y0, units: c.u1 })!;
    expect(r.se).toBeCloseTo(s.result.se, 12);
    expect(r.se / s.classic_delong_se).toBeCloseTo(0.9603, 3);
  });
  it("is null with fewer than 2 positives or negatives on a side, names bad arguments", () => {
    const ok = { scores: [0.1, 0.2, 0.3, 0.4], labels: [0, 0, 1, 1], units: [0, 1, 2, 3] };
    expect(pairedClusterDelong(ok, { ...ok, labels: [0, 0, 0, 1] })).toBeNull();
    expect(() => pairedClusterDelong(ok, { ...ok, labels: [0, 0, 2, 1] })).toThrow(/pairedClusterDelong.*other\.labels\[2\]/);
    expect(() => pairedClusterDelong(ok, { ...ok, units: [0] })).toThrow(/other\.units/);
  });
});
