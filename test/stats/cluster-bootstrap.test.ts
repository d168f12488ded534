import { describe, expect, it } from "vitest";
import { clusterBootstrap } from "../../src/stats/cluster-bootstrap.js";
import { percentileInterval } from "../../src/stats/percentile-interval.js";
import { createRng } from "../../src/stats/rng.js";

const sumRatio = (s: readonly { num: number; den: number }[]): number | null => {
  let n = 0;
  let d = 0;
  for (const c of s) {
    n += c.num;
    d += c.den;
  }
  return d === 0 ? null : n / d;
};

describe("clusterBootstrap(clusters, statistic, { B, rng, level })", () => {
  it("draws, for each replicate, S indices rng.int(S) and takes the numpy-linear percentile interval", () => {
    const clusters = [1, 5, 2, 8, 3];
    const got = clusterBootstrap(clusters, (s) => s.reduce((a, b) => a + b, 0) / s.length, { B: 200, rng: createRng(4) });
    const rng = createRng(4);
    const reps: number[] = [];
    for (let b = 0; b < 200; b++) {
      let sum = 0;
      for (let i = 0; i < 5; i++) sum += clusters[rng.int(5)];
      reps.push(sum / 5);
    }
    expect(got).toEqual(percentileInterval(reps));
  });
  it("the same seed gives the same interval; another seed a different one", () => {
    const clusters = Array.from({ length: 30 }, (_, i) => ({ num: i % 3, den: 2 }));
    const a = clusterBootstrap(clusters, sumRatio, { B: 500, rng: createRng(9) });
    const b = clusterBootstrap(clusters, sumRatio, { B: 500, rng: createRng(9) });
    const c = clusterBootstrap(clusters, sumRatio, { B: 500, rng: createRng(10) });
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });
  it("drops replicates whose statistic is null (clusters with empty denominators)", () => {
    // One cluster has a denominator; a replicate without it is null and dropped.
    const clusters = [{ num: 1, den: 2 }, { num: 0, den: 0 }, { num: 0, den: 0 }];
    const seen: (number | null)[] = [];
    const got = clusterBootstrap(clusters, (s) => {
      const v = sumRatio(s);
      seen.push(v);
      return v;
    }, { B: 300, rng: createRng(2) });
    expect(seen.some((v) => v === null)).toBe(true);
    expect(got).toEqual([0.5, 0.5]);
  });
  it("is null when B = 0, there are no clusters, or every replicate is null", () => {
    const rng = createRng(1);
    expect(clusterBootstrap([1, 2], () => 1, { B: 0, rng })).toBeNull();
    expect(clusterBootstrap([], () => 1, { B: 10, rng })).toBeNull();
    expect(clusterBootstrap([1, 2], () => null, { B: 10, rng })).toBeNull();
  });
  it("honours level (a 50% interval lies inside the 95% one)", () => {
    const clusters = Array.from({ length: 40 }, (_, i) => (i * 7) % 11);
    const mean = (s: readonly number[]) => s.reduce((a, b) => a + b, 0) / s.length;
    const i95 = clusterBootstrap(clusters, mean, { B: 1000, rng: createRng(3) })!;
    const i50 = clusterBootstrap(clusters, mean, { B: 1000, rng: createRng(3), level: 0.5 })!;
    expect(i50[0]).toBeGreaterThan(i95[0]);
    expect(i50[1]).toBeLessThan(i95[1]);
  });
  it("throws RangeError for a bad B or level, or a NaN statistic", () => {
    const rng = createRng(1);
    expect(() => clusterBootstrap([1], () => 1, { B: -1, rng })).toThrow(RangeError);
    expect(() => clusterBootstrap([1], () => 1, { B: 1.5, rng })).toThrow(RangeError);
    expect(() => clusterBootstrap([1], () => 1, { B: 5, rng, level: 1.5 })).toThrow(RangeError);
    expect(() => clusterBootstrap([1], () => NaN, { B: 5, rng })).toThrow(RangeError);
    expect(() => clusterBootstrap([1], () => 1, { B: 5, rng: {} as never })).toThrow(TypeError);
  });
});
