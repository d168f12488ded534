// holmAdjust (statsmodels multipletests "holm" values, hand-checked), pairedPermutationTest
// (exact enumeration = the exact sign / McNemar test), pairedBootstrap (joint resampling).
import { describe, expect, it } from "vitest";
import { binomialCdf } from "../../src/stats/binomial-cdf.js";
import { holmAdjust } from "../../src/stats/holm-adjust.js";
import { mcnemarExact } from "../../src/stats/mcnemar-exact.js";
import { pairedBootstrap } from "../../src/stats/paired-bootstrap.js";
import { pairedPermutationTest } from "../../src/stats/paired-permutation-test.js";
import type { PairedStatistic } from "../../src/stats/paired-statistic.js";
import { createRng } from "../../src/stats/rng.js";

const meanOf = (x: number[][]): PairedStatistic => (rows, pick) => {
  let s = 0;
  for (let j = 0; j < rows.length; j++) s += x[pick[j]][rows[j]];
  return rows.length ? s / rows.length : null;
};

describe("holmAdjust", () => {
  it("equals statsmodels multipletests(method='holm')", () => {
    // multipletests([0.01, 0.02, 0.03, 0.04, 0.05], method="holm")[1] → [0.05, 0.08, 0.09, 0.09, 0.09]
    const out = holmAdjust([0.01, 0.02, 0.03, 0.04, 0.05]);
    [0.05, 0.08, 0.09, 0.09, 0.09].forEach((v, i) => expect(out[i]!).toBeCloseTo(v, 12));
    expect(holmAdjust([0.5, 0.001, null, 0.9])).toEqual([1, 0.003, null, 1]);
    expect(holmAdjust([])).toEqual([]);
    expect(() => holmAdjust([1.5])).toThrow(RangeError);
  });
});

describe("pairedPermutationTest", () => {
  it("on paired 0/1 outcomes, exact enumeration gives the exact McNemar p", () => {
    // 12 units: 1 discordant one way, 7 the other, 4 concordant.
    const a = [1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0], b = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0];
    const r = pairedPermutationTest(12, meanOf([a, b]), { rng: createRng(1) });
    expect(r.method).toBe("exact");
    expect(r.draws).toBe(4096);
    expect(r.p!).toBeCloseTo(mcnemarExact(1, 7).p, 12);
    expect(r.p!).toBeCloseTo(2 * binomialCdf(1, 8, 0.5), 12);
  });
  it("uses (1 + k)/(1 + P) random relabellings above 2^S > P, never 0", () => {
    const x = [new Array(30).fill(0), new Array(30).fill(1)];
    const r = pairedPermutationTest(30, meanOf(x), { permutations: 999, rng: createRng(3) });
    expect(r).toEqual({ p: 1 / 1000, method: "monte_carlo", draws: 999 });
  });
  it("draws each relabelling's coin flips in bulk (fillInt) as S calls of int(2) would: the same p", () => {
    // 40 units with a small, noisy difference (p well inside (0, 1)), 2,000 relabellings; a generator without
    // fillInt (int only) takes the one-flip-at-a-time path
    const g = createRng(9);
    const x = [Array.from({ length: 40 }, () => g.next()), Array.from({ length: 40 }, () => g.next() + 0.05)];
    const bulk = pairedPermutationTest(40, meanOf(x), { permutations: 2000, rng: createRng(5) });
    const one = createRng(5);
    const byInt = pairedPermutationTest(40, meanOf(x), { permutations: 2000, rng: { seed: one.seed, next: one.next, int: one.int } as ReturnType<typeof createRng> });
    expect(bulk).toEqual(byInt);
    expect(bulk.p).toBeGreaterThan(0.01);
    expect(bulk.p).toBeLessThan(0.99);
  });
  it("is null without units or when the statistic is undefined", () => {
    expect(pairedPermutationTest(0, meanOf([[], []]), { rng: createRng(1) }).p).toBeNull();
    expect(() => pairedPermutationTest(3, meanOf([[1], [1]]), { permutations: 0, rng: createRng(1) })).toThrow(RangeError);
  });
});

describe("pairedBootstrap", () => {
  it("resamples the units jointly: a constant per-unit shift has a zero-width interval at the shift", () => {
    const a = [0.1, 0.5, 0.9, 0.3, 0.7], b = a.map((v) => v + 0.2);
    const [r] = pairedBootstrap(5, [meanOf([a, b])], { B: 500, rng: createRng(2) });
    expect(r.estimate!).toBeCloseTo(0.2, 12);
    expect(r.ci![0]).toBeCloseTo(0.2, 12);
    expect(r.ci![1]).toBeCloseTo(0.2, 12);
    expect(r.kept).toBe(500);
  });
  it("B = 0 gives point values only; no units gives nulls", () => {
    const [r] = pairedBootstrap(2, [meanOf([[0, 1], [1, 1]])], { B: 0, rng: createRng(1) });
    expect(r).toEqual({ estimate: 0.5, reference: 0.5, other: 1, ci: null, kept: 0, sd: null });
    expect(pairedBootstrap(0, [meanOf([[], []])], { B: 10, rng: createRng(1) })[0].estimate).toBeNull();
  });
});
