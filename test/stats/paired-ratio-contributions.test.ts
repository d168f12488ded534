import { describe, expect, it } from "vitest";
import { pairedRatioContributions, type PairedRatioTerm } from "../../src/stats/paired-ratio-contributions.js";

describe("pairedRatioContributions(fn, terms, rows)", () => {
  it("one term, denominators 1: the centred unit differences over S", () => {
    const t: PairedRatioTerm = { coef: 1, num: [[1, 0], [1, 1]], den: [[1, 1], [1, 1]] };
    const c = pairedRatioContributions("f", [t])!;
    expect(c.estimate).toBe(0.5);
    expect(Array.from(c.z)).toEqual([-0.25, 0.25]);
  });
  it("two terms with unequal denominators (hand-computed)", () => {
    // term 1: side 0 R = 3/5 (D 5), side 1 R = 5/7 (D 7); term 2 (coef −1): R = 1/3 on both sides (D 3)
    // estimate = (5/7 − 3/5) − (1/3 − 1/3) = 4/35
    // z₁ = (3 − 15/7)/7 − (2 − 6/5)/5 − [(0 − 1/3)/3 − (1 − 1/3)/3] = 6/49 − 4/25 + 1/3 = 1087/3675
    // z₂ = (1 − 10/7)/7 − (1 − 6/5)/5 − [(1 − 1/3)/3 − (0 − 1/3)/3] = −3/49 + 1/25 − 1/3 = −1303/3675
    // z₃ = (1 − 10/7)/7 − (0 − 3/5)/5 − [(0 − 1/3)/3 − (0 − 1/3)/3] = −3/49 + 3/25 = 72/1225
    const terms: PairedRatioTerm[] = [
      { coef: 1, num: [[2, 1, 0], [3, 1, 1]], den: [[2, 2, 1], [3, 2, 2]] },
      { coef: -1, num: [[1, 0, 0], [0, 1, 0]], den: [[1, 1, 1], [1, 1, 1]] },
    ];
    const c = pairedRatioContributions("f", terms)!;
    expect(c.estimate).toBeCloseTo(4 / 35, 14);
    const want = [1087 / 3675, -1303 / 3675, 72 / 1225];
    want.forEach((w, k) => expect(c.z[k]).toBeCloseTo(w, 14));
    expect(c.z.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 14);
  });
  it("reads only `rows` (a repeat counts twice), is null below 2 units or with a zero total denominator, names bad arguments", () => {
    const t: PairedRatioTerm = { coef: 1, num: [[1, 0, 1], [1, 1, 0]], den: [[1, 1, 1], [1, 1, 1]] };
    const twice = pairedRatioContributions("f", [t], Int32Array.of(0, 0, 1))!;
    const spelled = pairedRatioContributions("f", [{ coef: 1, num: [[1, 1, 0], [1, 1, 1]], den: [[1, 1, 1], [1, 1, 1]] }])!;
    expect(twice.estimate).toBeCloseTo(spelled.estimate, 14);
    Array.from(spelled.z).forEach((z, k) => expect(twice.z[k]).toBeCloseTo(z, 14));
    expect(pairedRatioContributions("f", [t], Int32Array.of(1))).toBeNull();
    expect(pairedRatioContributions("f", [{ ...t, den: [[0, 0, 0], [1, 1, 1]] }])).toBeNull();
    expect(() => pairedRatioContributions("g", [])).toThrow(/g.*terms/);
    expect(() => pairedRatioContributions("g", [{ ...t, num: [[1], [1, 1, 0]] }])).toThrow(/g.*terms\[0\]/);
  });
});
