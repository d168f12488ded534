import { describe, expect, it } from "vitest";
import { ratioMeasure } from "../../src/stats/measure.js";

describe("ratioMeasure(num, den, ci)", () => {
  it("divides and reports n = den", () => {
    expect(ratioMeasure(3, 4)).toEqual({ value: 0.75, n: 4, ci: null });
    expect(ratioMeasure(1, 4, [0.05, 0.7])).toEqual({ value: 0.25, n: 4, ci: [0.05, 0.7] });
  });
  it("gives a null value and no interval for a zero denominator (never 0 or NaN)", () => {
    expect(ratioMeasure(0, 0, [0, 1])).toEqual({ value: null, n: 0, ci: null });
  });
  it("k = 0 and k = n", () => {
    expect(ratioMeasure(0, 5).value).toBe(0);
    expect(ratioMeasure(5, 5).value).toBe(1);
  });
  it("throws RangeError naming the function and argument for a bad denominator", () => {
    expect(() => ratioMeasure(1, -1)).toThrow(new RangeError("ratioMeasure(den): expected a non-negative integer, received -1"));
    expect(() => ratioMeasure(1, 2.5)).toThrow(RangeError);
  });
});
