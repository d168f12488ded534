import { describe, expect, it } from "vitest";
import { erfc, normalCdf, normalQuantile, twoSidedNormalP } from "../../src/stats/normal.js";
import { WILSON_Z } from "../../src/stats/wilson-interval.js";
import { expectClose, ref } from "./fixtures.js";

describe("erfc(x)", () => {
  it("matches scipy.special.erfc to 1e-14 relative, into the far tail", () => {
    for (const c of ref.erfc) expectClose(erfc(c.x), c.value, 1e-14, 0, `x=${c.x}`);
  });
  it("erfc(0) = 1, erfc(±Infinity) = 0 / 2, erfc(NaN) is NaN", () => {
    expect(erfc(0)).toBe(1);
    expect(erfc(Infinity)).toBe(0);
    expect(erfc(-Infinity)).toBe(2);
    expect(erfc(NaN)).toBeNaN();
  });
});

describe("normalCdf(x)", () => {
  it("matches scipy.stats.norm.cdf to 1e-13 + x²·2.2e-16 relative (lower tail included)", () => {
    // scipy rounds x/√2 before erfc; that error is amplified by x² (1.1e-13 at x = −37).
    for (const c of ref.normal_cdf) expectClose(normalCdf(c.x), c.value, 1e-13 + c.x * c.x * 2.2e-16, 0, `x=${c.x}`);
  });
  it("normalCdf(−z) matches 50-digit mpmath.ncdf to 1e-14 relative in the far tail", () => {
    // python3 -c "import mpmath as m; m.mp.dps=50; print(m.ncdf(-37))" (mpmath 1.3.0)
    const exact: [number, number][] = [[37, 5.7255712225245768227e-300], [20, 2.7536241186062336951e-89], [10, 7.619853024160526066e-24], [5, 2.8665157187919391167e-7]];
    for (const [z, p] of exact) expectClose(normalCdf(-z), p, 1e-14, 0, `z=${z}`);
  });
  it("normalCdf(0) is 0.5 exactly", () => expect(normalCdf(0)).toBe(0.5));
});

describe("normalQuantile(p)", () => {
  it("matches scipy.stats.norm.ppf to 1e-13 relative", () => {
    for (const c of ref.normal_quantile) expectClose(normalQuantile(c.p), c.value, 1e-13, 1e-15, `p=${c.p}`);
  });
  it("normalQuantile(0.975) is WILSON_Z to 1 ulp", () => expectClose(normalQuantile(0.975), WILSON_Z, 2.3e-16));
  it("normalQuantile(0) = -Infinity, normalQuantile(1) = Infinity, (0.5) = 0", () => {
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
    expect(normalQuantile(0.5)).toBe(0);
  });
  it("normalCdf(normalQuantile(p)) round-trips to (1 + x²)·1e-15 relative (the conditioning of Φ at x)", () => {
    for (const p of [1e-200, 1e-8, 0.01, 0.2, 0.5, 0.6, 0.99]) {
      const x = normalQuantile(p);
      expectClose(normalCdf(x), p, (1 + x * x) * 1e-15, 0, `p=${p}`);
    }
  });
  it("throws RangeError outside [0, 1]", () => {
    expect(() => normalQuantile(-0.1)).toThrow(RangeError);
    expect(() => normalQuantile(NaN)).toThrow(RangeError);
  });
});

describe("twoSidedNormalP(z)", () => {
  it("matches scipy 2·norm.sf(|z|) to 1e-12 relative up to |z| = 37", () => {
    // (scipy itself is off by ~1e-13 at |z| = 37: it rounds z/√2 first)
    for (const c of ref.two_sided_normal_p) expectClose(twoSidedNormalP(c.z), c.value, 1e-12, 0, `z=${c.z}`);
  });
  it("twoSidedNormalP(37) does not underflow: 1.1451142445049154e-299 (mpmath) to 1e-14 relative", () => {
    expectClose(twoSidedNormalP(37), 1.1451142445049153645e-299, 1e-14);
    expectClose(twoSidedNormalP(-20), 5.5072482372124673902e-89, 1e-14);
  });
  it("erfc matches 50-digit mpmath in the far tail: erfc(20), erfc(26)", () => {
    expectClose(erfc(20), 5.3958656116079009289e-176, 1e-14);
    expectClose(erfc(26), 5.6631924088561428465e-296, 1e-14);
  });
  it("twoSidedNormalP(WILSON_Z) is 0.05 to 1e-15", () => expectClose(twoSidedNormalP(WILSON_Z), 0.05, 1e-14));
  it("twoSidedNormalP is symmetric and 1 at 0", () => {
    expect(twoSidedNormalP(0)).toBe(1);
    expect(twoSidedNormalP(-2.5)).toBe(twoSidedNormalP(2.5));
  });
});
