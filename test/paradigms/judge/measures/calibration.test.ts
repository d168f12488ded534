import { describe, expect, it } from "vitest";
import { judgeCalibration } from "../../../../src/paradigms/judge/measures/index.js";
import { wilsonInterval } from "../../../../src/stats/wilson-interval.js";

describe("judgeCalibration (reliability table)", () => {
  it("hand-computed two-bin case with ECE", () => {
    const c = judgeCalibration([0.1, 0.15, 0.8, 0.95], [0, 1, 1, 1], 2);
    expect(c.n).toBe(4);
    expect(c.bins).toHaveLength(2);
    expect(c.bins[0]).toEqual({ bin: 0, lo: 0, hi: 0.5, n: 2, mean_predicted: 0.125, observed: 1, observed_rate: 0.5, ci: wilsonInterval(1, 2) });
    expect(c.bins[1].n).toBe(2);
    expect(c.bins[1].mean_predicted).toBeCloseTo(0.875, 15);
    expect(c.bins[1]).toMatchObject({ bin: 1, lo: 0.5, hi: 1, observed: 2, observed_rate: 1, ci: [wilsonInterval(2, 2)![0], 1] });
    // ECE = ½·|0.125 − 0.5| + ½·|0.875 − 1| = 0.1875 + 0.0625
    expect(c.ece).toBeCloseTo(0.25, 15);
  });
  it("bins by the printed bounds: left-closed, last bin closed; a score one ulp below k/B goes to bin k−1", () => {
    const scores = [0, 0.1, 0.3, 0.8999999999999999, 0.9, 1];
    const c = judgeCalibration(scores, [0, 0, 0, 0, 1, 1]);
    expect(c.bins.map((b) => b.n)).toEqual([1, 1, 0, 1, 0, 0, 0, 0, 1, 2]);
    expect(c.bins[9]).toMatchObject({ n: 2, observed: 2, mean_predicted: 0.95, observed_rate: 1 });
    expect(c.bins[8]).toMatchObject({ n: 1, observed: 0, observed_rate: 0 });
    expect(c.bins.map((b) => b.lo)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]);
  });
  it("empty bins report n = 0 and nulls; no scores → ece null", () => {
    const c = judgeCalibration([], [], 4);
    expect(c).toEqual({ n: 0, ece: null, bins: [0, 1, 2, 3].map((k) => ({ bin: k, lo: k / 4, hi: (k + 1) / 4, n: 0, mean_predicted: null, observed: 0, observed_rate: null, ci: null })) });
  });
  it("a perfectly calibrated bin contributes 0; typed arrays accepted", () => {
    const c = judgeCalibration(new Float64Array([0.25, 0.25, 0.25, 0.25]), [1, 0, 0, 0], 4);
    expect(c.bins[1]).toMatchObject({ n: 4, mean_predicted: 0.25, observed_rate: 0.25 });
    expect(c.ece).toBe(0);
  });
  it("rejects bad input", () => {
    expect(() => judgeCalibration([0.5], [1, 0])).toThrow(RangeError);
    expect(() => judgeCalibration([1.5], [1])).toThrow(/scores\[0\]/);
    expect(() => judgeCalibration([Number.NaN], [1])).toThrow(RangeError);
    expect(() => judgeCalibration([0.5], [2])).toThrow(/y\[0\]/);
    expect(() => judgeCalibration([0.5], [1], 0)).toThrow(/bins/);
    expect(() => judgeCalibration([0.5], [1], 2.5)).toThrow(/bins/);
  });
});
