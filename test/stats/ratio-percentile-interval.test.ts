import { describe, expect, it } from "vitest";
import { percentileRanks, tailCuts } from "../../src/stats/percentile-interval-in-place.js";
import { percentileIntervalSorted } from "../../src/stats/percentile-interval.js";
import { ratioPercentileInterval } from "../../src/stats/ratio-percentile-interval.js";
import { createRng } from "../../src/stats/rng.js";

/** The interval of the kept values sorted whole (the definition), or null. */
function wanted(num: Float64Array, den: Float64Array, num2: Float64Array | null, den2: Float64Array | null, level: number) {
  const kept: number[] = [];
  for (let b = 0; b < num.length; b++) {
    if (den[b] === 0 || (den2 !== null && den2[b] === 0)) continue;
    kept.push(num2 === null || den2 === null ? num[b] / den[b] : num[b] / den[b] - num2[b] / den2[b]);
  }
  return kept.length === 0 ? null : percentileIntervalSorted(Float64Array.from(kept).sort(), level);
}

function same(a: [number, number] | null, b: [number, number] | null): boolean {
  return a === null || b === null ? a === b : Object.is(a[0], b[0]) && Object.is(a[1], b[1]);
}

describe("ratioPercentileInterval(num, den, num2, den2, level, scratch)", () => {
  it("hand-computed: ratios 0.5 and 1 (a zero denominator dropped), a difference, nothing kept", () => {
    const s = new Float64Array(8);
    expect(ratioPercentileInterval(Float64Array.of(1, 2, 3), Float64Array.of(2, 0, 3), null, null, 0.5, s)).toEqual([0.625, 0.875]);
    expect(ratioPercentileInterval(Float64Array.of(1, 2), Float64Array.of(1, 1), Float64Array.of(1, 1), Float64Array.of(2, 4), 0.5, s))
      .toEqual([0.8125, 1.4375]); // differences 0.5 and 1.75
    expect(ratioPercentileInterval(Float64Array.of(1), Float64Array.of(0), null, null, 0.95, s)).toBeNull();
  });
  it("equals the whole sort bit for bit: sizes around 2,048, levels, heavy ties, constants, dropped replicates, differences", () => {
    const r = createRng(21);
    let cases = 0;
    for (const B of [1, 2047, 2048, 3001, 10_000]) {
      for (const level of [0.05, 0.5, 0.9, 0.95, 0.99]) {
        for (const kind of ["counts", "ties", "constant", "zeros", "sparse", "continuous"]) {
          const den = Float64Array.from({ length: B }, () => kind === "sparse" ? r.int(2) * r.int(5) : 20 + r.int(5));
          const num = Float64Array.from({ length: B }, (_, b) =>
            kind === "counts" ? r.int(25)
            : kind === "ties" ? (r.next() < 0.6 ? 0 : r.int(3))
            : kind === "constant" ? 3 * den[b]
            : kind === "zeros" ? 0
            : kind === "sparse" ? r.int(4)
            : r.normal() * 10);
          const num2 = Float64Array.from({ length: B }, () => r.int(9));
          const den2 = Float64Array.from({ length: B }, () => (kind === "sparse" ? r.int(3) : 8));
          const scratch = new Float64Array(2 * B).fill(NaN);
          expect(same(ratioPercentileInterval(num, den, null, null, level, scratch), wanted(num, den, null, null, level)), `${kind} B ${B} level ${level}`).toBe(true);
          expect(same(ratioPercentileInterval(num, den, num2, den2, level, scratch), wanted(num, den, num2, den2, level)), `${kind} diff B ${B} level ${level}`).toBe(true);
          cases++;
        }
      }
    }
    expect(cases).toBe(5 * 5 * 6);
  });
  it("writes only the tails at B = 10,000 (the middle of scratch untouched), a tenth or less of the values", () => {
    const r = createRng(8);
    const B = 10_000;
    const num = Float64Array.from({ length: B }, () => r.int(40)), den = Float64Array.from({ length: B }, () => 30 + r.int(20));
    const scratch = new Float64Array(2 * B).fill(NaN);
    expect(ratioPercentileInterval(num, den, null, null, 0.95, scratch)).toEqual(wanted(num, den, null, null, 0.95));
    const written = scratch.reduce((n, v) => n + (Number.isNaN(v) ? 0 : 1), 0);
    expect(written).toBeLessThan(B / 5);
    expect(written).toBeGreaterThan(500);
  });
  it("−0 beside +0 at an interval end, and NaN (∞/∞) in the upper tail: the positions a typed-array sort gives", () => {
    const r = createRng(5);
    const B = 6000;
    for (const level of [0.5, 0.9, 0.95]) {
      // 0 over a negative denominator is −0; 0 over a positive one +0; the rest positive ratios, a few ∞/∞
      const den = Float64Array.from({ length: B }, () => (r.next() < 0.5 ? -1 : 1));
      const num = Float64Array.from({ length: B }, () => { const u = r.next(); return u < 0.2 ? 0 : u > 0.995 ? Infinity : u; });
      for (let b = 0; b < B; b++) if (num[b] === Infinity) den[b] = Infinity;
      const got = ratioPercentileInterval(num, den, null, null, level, new Float64Array(2 * B));
      const want = wanted(num, den, null, null, level);
      expect(same(got, want), `level ${level}: ${got} vs ${want}`).toBe(true);
      // all zeros, a third of them −0: the lower end −0 as a sort puts it first
      const zden = Float64Array.from({ length: B }, (_, b) => (b % 3 === 0 ? -2 : 2));
      const z = ratioPercentileInterval(new Float64Array(B), zden, null, null, level, new Float64Array(2 * B));
      expect(same(z, wanted(new Float64Array(B), zden, null, null, level)), `zeros, level ${level}`).toBe(true);
      expect(Object.is(z![0], -0)).toBe(true);
    }
    // most values NaN: the upper end NaN, as the sort puts NaN last
    const nan = Float64Array.from({ length: 3000 }, (_, b) => (b % 3 === 0 ? 1 : NaN));
    const got = ratioPercentileInterval(nan, new Float64Array(3000).fill(1), null, null, 0.95, new Float64Array(6000));
    expect(Number.isNaN(got![1])).toBe(true);
    expect(same(got, wanted(nan, new Float64Array(3000).fill(1), null, null, 0.95))).toBe(true);
  });
  it("throws RangeError on mismatched lengths, num2 without den2, a short scratch or a bad level", () => {
    const a = new Float64Array(3);
    expect(() => ratioPercentileInterval(a, new Float64Array(2), null, null, 0.95, new Float64Array(6))).toThrow(RangeError);
    expect(() => ratioPercentileInterval(a, a, a, null, 0.95, new Float64Array(6))).toThrow(RangeError);
    expect(() => ratioPercentileInterval(a, a, null, null, 0.95, new Float64Array(5))).toThrow(RangeError);
    expect(() => ratioPercentileInterval(a, a, null, null, 1, new Float64Array(6))).toThrow(RangeError);
  });
});

describe("percentileRanks(n, level) and tailCuts(sample, level)", () => {
  it("the positions percentileIntervalSorted reads, and cuts a little inside the percentiles", () => {
    expect(percentileRanks(10_000, 0.95)).toEqual([249, 250, 9749, 9750]);
    expect(percentileRanks(1, 0.95)).toEqual([0, 0, 0, 0]);
    expect(percentileRanks(5, 0.95)).toEqual([0, 1, 3, 4]);
    // reading those four positions of a sorted array gives its interval
    const sorted = Float64Array.from({ length: 101 }, (_, i) => i * i);
    const [r1, r2, r3, r4] = percentileRanks(101, 0.9);
    const view = new Float64Array(101).fill(NaN);
    for (const r of [r1, r2, r3, r4]) view[r] = sorted[r];
    expect(percentileIntervalSorted(view, 0.9)).toEqual(percentileIntervalSorted(sorted, 0.9));
    expect(tailCuts(Float64Array.from({ length: 256 }, (_, i) => (i * 7) % 256), 0.95)).toEqual([17, 239]); // a permutation of 0..255
    expect(tailCuts(Float64Array.of(4), 0.95)).toEqual([4, 4]);
  });
});
