import { describe, expect, it } from "vitest";
import { regularizedBeta } from "../../src/stats/incomplete-beta.js";
import { logChoose, logFactorial, logGamma } from "../../src/stats/log-gamma.js";
import { normalCdf } from "../../src/stats/normal.js";
import { studentTCdf, twoSidedTP } from "../../src/stats/student-t.js";
import { expectClose, ref } from "./fixtures.js";

describe("studentTCdf(t, df)", () => {
  it("matches scipy.stats.t.cdf to 1e-10 relative (df 1 … 1000, non-integer df)", () => {
    for (const c of ref.student_t) expectClose(studentTCdf(c.t, c.df), c.cdf, 1e-10, 0, `t=${c.t} df=${c.df}`);
  });
  it("studentTCdf(t, 1) is the Cauchy cdf 1/2 + atan(t)/π", () => {
    for (const t of [-3, -1, 0.2, 5]) expectClose(studentTCdf(t, 1), 0.5 + Math.atan(t) / Math.PI, 1e-13);
  });
  it("studentTCdf(t, 2) has the closed form 1/2 + t/(2√(2 + t²))", () => {
    for (const t of [-3, -0.4, 0.7, 9]) expectClose(studentTCdf(t, 2), 0.5 + t / (2 * Math.sqrt(2 + t * t)), 1e-13);
  });
  it("studentTCdf(±Infinity, df) is 1 / 0 and df = Infinity is the normal", () => {
    expect(studentTCdf(Infinity, 3)).toBe(1);
    expect(studentTCdf(-Infinity, 3)).toBe(0);
    expect(studentTCdf(1.3, Infinity)).toBe(normalCdf(1.3));
  });
  it("throws RangeError when df ≤ 0", () => {
    expect(() => studentTCdf(1, 0)).toThrow(RangeError);
    expect(() => twoSidedTP(1, -2)).toThrow(RangeError);
  });
});

describe("twoSidedTP(t, df)", () => {
  it("matches scipy 2·t.sf(|t|, df) to 1e-10 relative, small p included", () => {
    for (const c of ref.student_t) expectClose(twoSidedTP(c.t, c.df), c.two_sided, 1e-10, 0, `t=${c.t} df=${c.df}`);
  });
  it("twoSidedTP(0, df) is 1", () => expect(twoSidedTP(0, 7)).toBe(1));
});

describe("logGamma(x), logFactorial(k), logChoose(n, k)", () => {
  it("logGamma matches scipy.special.gammaln to 1e-14 absolute·max(1, |value|)", () => {
    for (const c of ref.log_gamma) expectClose(logGamma(c.x), c.value, 1e-14, 1e-14, `x=${c.x}`);
  });
  it("logFactorial(0) = logFactorial(1) = 0 and logChoose(5, 2) = ln 10", () => {
    expect(logFactorial(0)).toBe(0);
    expect(logFactorial(1)).toBe(0);
    expectClose(logChoose(5, 2), Math.log(10), 1e-14);
  });
  it("throw RangeError outside their domains", () => {
    expect(() => logGamma(0)).toThrow(RangeError);
    expect(() => logFactorial(1.5)).toThrow(RangeError);
    expect(() => logChoose(3, 4)).toThrow(RangeError);
  });
});

describe("regularizedBeta(x, a, b)", () => {
  it("matches scipy.special.betainc to 1e-12 relative", () => {
    for (const c of ref.regularized_beta) expectClose(regularizedBeta(c.x, c.a, c.b), c.value, 1e-12, 1e-300, `x=${c.x} a=${c.a} b=${c.b}`);
  });
  it("regularizedBeta(x, 1, 1) = x and the ends are 0 and 1", () => {
    expectClose(regularizedBeta(0.3, 1, 1), 0.3, 1e-14);
    expect(regularizedBeta(0, 2, 3)).toBe(0);
    expect(regularizedBeta(1, 2, 3)).toBe(1);
  });
  it("throws RangeError for x outside [0, 1] or non-positive shapes", () => {
    expect(() => regularizedBeta(1.2, 1, 1)).toThrow(RangeError);
    expect(() => regularizedBeta(0.5, 0, 1)).toThrow(RangeError);
  });
});
