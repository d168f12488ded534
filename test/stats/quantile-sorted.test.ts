import { describe, expect, it } from "vitest";
import { percentileInterval, percentileIntervalSorted } from "../../src/stats/percentile-interval.js";
import { quantileSorted } from "../../src/stats/quantile-sorted.js";
import { expectClose, ref } from "./fixtures.js";

describe("quantileSorted(sorted, q)", () => {
  it("interpolates linearly between order statistics (hand-computed)", () => {
    expect(quantileSorted([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantileSorted([10, 20, 30], 0.25)).toBe(15);
    expect(quantileSorted([10, 20, 30], 0)).toBe(10);
    expect(quantileSorted([10, 20, 30], 1)).toBe(30);
  });
  it("quantileSorted of one value is that value for every q", () => {
    for (const q of [0, 0.3, 1]) expect(quantileSorted([7], q)).toBe(7);
  });
  it("quantileSorted with ties returns the tied value", () => expect(quantileSorted([1, 2, 2, 2, 9], 0.5)).toBe(2));
  it("matches np.quantile(method='linear') to 1e-14 relative", () => {
    for (const c of ref.quantile) expectClose(quantileSorted(c.sorted, c.q), c.value, 1e-14, 1e-15, `q=${c.q}`);
  });
  it("throws RangeError on empty input or q outside [0, 1]", () => {
    expect(() => quantileSorted([], 0.5)).toThrow(RangeError);
    expect(() => quantileSorted([1], -0.1)).toThrow(RangeError);
    expect(() => quantileSorted([1], 1.1)).toThrow(RangeError);
    expect(() => quantileSorted([1], NaN)).toThrow(RangeError);
  });
});

describe("percentileInterval(values, level)", () => {
  it("percentileInterval([1..5]) is [1.1, 4.9]", () => {
    const [lo, hi] = percentileInterval([1, 2, 3, 4, 5])!;
    expectClose(lo, 1.1, 1e-15);
    expectClose(hi, 4.9, 1e-15);
  });
  it("percentileInterval([]) is null", () => expect(percentileInterval([])).toBeNull());
  it("percentileInterval does not mutate its input", () => {
    const xs = [3, 1, 2];
    percentileInterval(xs);
    expect(xs).toEqual([3, 1, 2]);
  });
  it("matches np.percentile(x, [2.5, 97.5]) (and other levels) to 1e-14 relative", () => {
    for (const c of ref.percentile_interval) {
      const got = percentileInterval(c.values, c.level)!;
      expectClose(got[0], c.interval[0], 1e-14, 1e-15);
      expectClose(got[1], c.interval[1], 1e-14, 1e-15);
    }
  });
  it("percentileIntervalSorted equals percentileInterval on sorted input", () => {
    expect(percentileIntervalSorted([1, 2, 3, 4, 5], 0.9)).toEqual(percentileInterval([5, 4, 3, 2, 1], 0.9));
  });
  it("throws RangeError when level is not in (0, 1)", () => {
    expect(() => percentileInterval([1], 1)).toThrow(RangeError);
    expect(() => percentileInterval([1], 0)).toThrow(RangeError);
  });
});
