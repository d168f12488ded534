import { describe, expect, it } from "vitest";
import { percentileIntervalInPlace } from "../../src/stats/percentile-interval-in-place.js";
import { percentileIntervalSorted } from "../../src/stats/percentile-interval.js";
import { createRng } from "../../src/stats/rng.js";

/** The interval a full sort gives, and the in-place one, on copies of the same values; compared with Object.is. */
function both(values: Float64Array, level: number) {
  const want = percentileIntervalSorted(values.slice().sort(), level);
  const got = percentileIntervalInPlace(values.slice(), level);
  return { want, got, same: Object.is(want[0], got[0]) && Object.is(want[1], got[1]) };
}

describe("percentileIntervalInPlace(values, level)", () => {
  it("hand-computed on small samples (whole sort below 2,048 values)", () => {
    expect(percentileIntervalInPlace(Float64Array.of(5, 1, 4, 2, 3), 0.95)).toEqual([1.1, 4.9]);
    expect(percentileIntervalInPlace(Float64Array.of(3, 1, 2), 0.5)).toEqual([1.5, 2.5]);
    expect(percentileIntervalInPlace(Float64Array.of(7), 0.95)).toEqual([7, 7]);
  });
  it("hand-computed on 10,000 values 0..9,999 shuffled: the 2.5th and 97.5th percentiles 249.975, 9749.025", () => {
    const v = Float64Array.from({ length: 10_000 }, (_, i) => i);
    const r = createRng(4);
    for (let i = v.length - 1; i > 0; i--) { const k = r.int(i + 1); const t = v[i]; v[i] = v[k]; v[k] = t; }
    const [lo, hi] = percentileIntervalInPlace(v, 0.95);
    expect(lo).toBeCloseTo(249.975, 9);
    expect(hi).toBeCloseTo(9749.025, 9);
    // only the tails were sorted: the front and back are in order, the values kept (a permutation)
    for (let i = 1; i < 250; i++) expect(v[i]).toBeGreaterThan(v[i - 1]);
    expect(v.every((x, i) => i === 0 || x >= v[i - 1])).toBe(false); // the middle was left unsorted
    expect(v.slice().sort()).toEqual(Float64Array.from({ length: 10_000 }, (_, i) => i));
  });
  it("equals the full sort bit for bit on random samples: sizes, levels, heavy ties, sorted and reversed input", () => {
    const r = createRng(9);
    let cases = 0;
    for (const n of [1, 2, 3, 2047, 2048, 2049, 3000, 10_000, 20_011]) {
      for (const level of [0.5, 0.8, 0.9, 0.95, 0.99]) {
        for (const kind of ["continuous", "ties", "few", "sorted", "reversed", "constant"]) {
          const v = new Float64Array(n);
          for (let i = 0; i < n; i++) {
            v[i] = kind === "ties" ? Math.floor(r.next() * 40) / 7
              : kind === "few" ? [0.25, 0.5, 1][r.int(3)]
              : kind === "constant" ? 3
              : kind === "sorted" ? i / n
              : kind === "reversed" ? (n - i) / n
              : r.normal();
          }
          const { want, got, same } = both(v, level);
          expect(same, `n ${n}, level ${level}, ${kind}: ${want} vs ${got}`).toBe(true);
          cases++;
        }
      }
    }
    expect(cases).toBe(9 * 5 * 6);
  });
  it("−0 beside +0 and NaN: the positions a typed-array sort gives (−0 first, NaN last)", () => {
    const r = createRng(2);
    for (const level of [0.5, 0.9, 0.95]) {
      // zeros of both signs at the lower percentile, NaN in the upper tail
      const v = Float64Array.from({ length: 5000 }, () => {
        const u = r.next();
        return u < 0.03 ? -0 : u < 0.06 ? 0 : u > 0.99 ? NaN : u;
      });
      const { want, got, same } = both(v, level);
      expect(same, `level ${level}: ${want} vs ${got}`).toBe(true);
      // all zeros of one interval end, half of them −0
      const z = Float64Array.from({ length: 4000 }, (_, i) => (i % 2 ? -0 : 0));
      const zz = both(z, level);
      expect(zz.same, `zeros, level ${level}`).toBe(true);
      expect(Object.is(zz.got[0], -0)).toBe(true);
    }
    // many NaN: the upper positions fall on NaN as a full sort would have them
    const nan = Float64Array.from({ length: 3000 }, (_, i) => (i % 5 === 0 ? NaN : i));
    const nn = both(nan, 0.95);
    expect(nn.same).toBe(true);
    expect(Number.isNaN(nn.got[1])).toBe(true);
  });
  it("throws RangeError on an empty sample or a level outside (0, 1)", () => {
    expect(() => percentileIntervalInPlace(new Float64Array(0), 0.95)).toThrow(RangeError);
    expect(() => percentileIntervalInPlace(Float64Array.of(1, 2), 1)).toThrow(RangeError);
    expect(() => percentileIntervalInPlace(new Float64Array(5000), 0)).toThrow(RangeError);
  });
});
