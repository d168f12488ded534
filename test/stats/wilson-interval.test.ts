import { describe, expect, it } from "vitest";
import { WILSON_Z, wilsonInterval } from "../../src/stats/wilson-interval.js";
import { expectClose, ref } from "./fixtures.js";

describe("wilsonInterval(k, n, z)", () => {
  it("matches statsmodels proportion_confint(method='wilson') to 1e-12 (incl. 0/n, n/n, n = 1)", () => {
    for (const c of ref.wilson) {
      const [lo, hi] = wilsonInterval(c.k, c.n)!;
      expectClose(lo, c.interval[0], 1e-12, 1e-15, `k=${c.k} n=${c.n}`);
      expectClose(hi, c.interval[1], 1e-12, 1e-15, `k=${c.k} n=${c.n}`);
    }
  });
  it("wilsonInterval(0, n) has lower bound exactly 0", () => {
    for (const n of [1, 5, 480]) expect(wilsonInterval(0, n)![0]).toBe(0);
  });
  it("wilsonInterval(n, n) has upper bound exactly 1", () => {
    for (const n of [1, 5, 480]) expect(wilsonInterval(n, n)![1]).toBe(1);
  });
  it("wilsonInterval(k, 0) is null", () => expect(wilsonInterval(0, 0)).toBeNull());
  it("WILSON_Z is Φ⁻¹(0.975) = 1.959963984540054, the default z", () => {
    expect(WILSON_Z).toBe(1.959963984540054);
    expect(wilsonInterval(3, 10)).toEqual(wilsonInterval(3, 10, WILSON_Z));
    const narrow = wilsonInterval(3, 10, 1)!;
    const wide = wilsonInterval(3, 10)!;
    expect(narrow[0]).toBeGreaterThan(wide[0]);
  });
  it("throws RangeError for k < 0, k > n, non-integers and bad z", () => {
    expect(() => wilsonInterval(-1, 5)).toThrow(RangeError);
    expect(() => wilsonInterval(6, 5)).toThrow(RangeError);
    expect(() => wilsonInterval(1.5, 5)).toThrow(RangeError);
    expect(() => wilsonInterval(1, 5.5)).toThrow(RangeError);
    expect(() => wilsonInterval(1, 5, 0)).toThrow(RangeError);
  });
});
