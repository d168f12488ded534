import { describe, expect, it } from "vitest";
import { bootstrapMean } from "../../src/stats/bootstrap-mean.js";
import { bootstrapRatios } from "../../src/stats/bootstrap-ratios.js";
import { clusterBootstrap } from "../../src/stats/cluster-bootstrap.js";
import { packColumns, unpackColumn } from "../../src/stats/pack-columns.js";
import { percentileInterval } from "../../src/stats/percentile-interval.js";
import { createRng, type Rng } from "../../src/stats/rng.js";

/** S clusters × M metrics of agent counts (4 agents per scenario), some denominators zero. */
function makeData(S: number, M: number, seed: number, integer = true) {
  const r = createRng(seed);
  const nums: Float64Array[] = [];
  const dens: Float64Array[] = [];
  for (let m = 0; m < M; m++) {
    const num = new Float64Array(S);
    const den = new Float64Array(S);
    for (let s = 0; s < S; s++) {
      den[s] = m % 3 === 2 ? r.int(3) : 4; // metric 2, 5, …: sparse pools with empty clusters
      let c = 0;
      for (let a = 0; a < den[s]; a++) if (r.next() < 0.2 + 0.05 * m) c++;
      num[s] = integer ? c : c * 0.37 + r.next() * 1e-3;
    }
    nums.push(num);
    dens.push(den);
  }
  return { nums, dens };
}

function viaClusterBootstrap(nums: Float64Array[], dens: Float64Array[], m: number, B: number, seed: number, level = 0.95) {
  const S = nums[0].length;
  const idx = Array.from({ length: S }, (_, s) => s);
  return clusterBootstrap(idx, (sample) => {
    let n = 0;
    let d = 0;
    for (const s of sample) {
      n += nums[m][s];
      d += dens[m][s];
    }
    return d === 0 ? null : n / d;
  }, { B, rng: createRng(seed), level });
}

describe("bootstrapRatios(nums, dens, { B, rng, level, diffs })", () => {
  it("gives exactly clusterBootstrap's interval for every metric on the same seed (integer counts)", () => {
    const { nums, dens } = makeData(37, 6, 1);
    const got = bootstrapRatios(nums, dens, { B: 400, rng: createRng(77) });
    for (let m = 0; m < 6; m++) expect(got[m], `metric ${m}`).toEqual(viaClusterBootstrap(nums, dens, m, 400, 77));
  });
  it("gives exactly clusterBootstrap's interval for non-integer numerators (sums in draw order)", () => {
    const { nums, dens } = makeData(25, 4, 2, false);
    const got = bootstrapRatios(nums, dens, { B: 300, rng: createRng(5) });
    for (let m = 0; m < 4; m++) expect(got[m], `metric ${m}`).toEqual(viaClusterBootstrap(nums, dens, m, 300, 5));
  });
  it("reads the same order statistics as clusterBootstrap: many ties, −0 beside +0, levels 0.5 to 0.99", () => {
    const r = createRng(11);
    const S = 9;
    // numerators in {−1, 0, 1} over denominators in {−2, −1, 1, 2}: few distinct ratios, and 0/negative = −0
    const nums = [0, 1, 2].map(() => Float64Array.from({ length: S }, () => r.int(3) - 1));
    const dens = [0, 1, 2].map(() => Float64Array.from({ length: S }, () => [-2, -1, 1, 2][r.int(4)]));
    for (const level of [0.5, 0.8, 0.9, 0.95, 0.99]) {
      for (const B of [1, 2, 7, 1000]) {
        const got = bootstrapRatios(nums, dens, { B, rng: createRng(B), level });
        for (let m = 0; m < 3; m++) {
          const idx = Array.from({ length: S }, (_, s) => s);
          const want = clusterBootstrap(idx, (sample) => {
            let n = 0, d = 0;
            for (const s of sample) { n += nums[m][s]; d += dens[m][s]; }
            return d === 0 ? null : n / d;
          }, { B, rng: createRng(B), level });
          expect(got[m], `metric ${m}, level ${level}, B ${B}`).toEqual(want);
        }
      }
    }
    // replicates that are all zeros, half of them −0 (0 over a negative sum): a sort puts −0 first
    const signed = bootstrapRatios([Float64Array.of(0, 0)], [Float64Array.of(-1, 1)], { B: 1000, rng: createRng(3), level: 0.5 });
    expect(signed).toEqual([[-0, 0]]);
    expect(Object.is(signed[0]![0], -0) && Object.is(signed[0]![1], 0)).toBe(true);
  });
  it("at B ≥ 2,048 (only the tails kept): clusterBootstrap's intervals with ties, −0, two lanes and differences", () => {
    const r = createRng(12);
    const S = 30;
    // many distinct columns of large counts: more bits than one lane holds, so the sums take two lanes
    const nums = Array.from({ length: 6 }, (_, m) => Float64Array.from({ length: S }, () => (m < 3 ? r.int(2) * 1e6 + r.int(3) : r.int(2))));
    const dens = Array.from({ length: 6 }, (_, m) => Float64Array.from({ length: S }, () => (m < 3 ? 2e6 + r.int(5) : m === 5 ? r.int(2) : 1)));
    expect(packColumns([...nums, ...dens], S).lanes).toBeGreaterThan(1);
    const diffs: [number, number][] = [[0, 3], [4, 5]];
    for (const [B, level] of [[2048, 0.95], [5000, 0.9], [3000, 0.5]] as const) {
      const got = bootstrapRatios(nums, dens, { B, rng: createRng(B), level, diffs });
      const idx = Array.from({ length: S }, (_, s) => s);
      for (let m = 0; m < 6; m++) expect(got[m], `B ${B} metric ${m}`).toEqual(viaClusterBootstrap(nums, dens, m, B, B, level));
      diffs.forEach(([a, b], j) => {
        const want = clusterBootstrap(idx, (sample) => {
          let na = 0, da = 0, nb = 0, db = 0;
          for (const s of sample) { na += nums[a][s]; da += dens[a][s]; nb += nums[b][s]; db += dens[b][s]; }
          return da === 0 || db === 0 ? null : na / da - nb / db;
        }, { B, rng: createRng(B), level });
        expect(got[6 + j], `B ${B} diff ${j}`).toEqual(want);
      });
    }
    // every replicate 0, a third of them −0 (0 over a negative sum): the lower end −0, as a sort puts it
    const signed = bootstrapRatios([Float64Array.of(0, 0, 0)], [Float64Array.of(-5, 1, 1)], { B: 5000, rng: createRng(3), level: 0.5 });
    expect(Object.is(signed[0]![0], -0) && Object.is(signed[0]![1], 0)).toBe(true);
  });
  it("three to eight lanes (five and six summed in one pass over the draws): clusterBootstrap's intervals, differences included", () => {
    const S = 30, B = 600;
    for (let M = 3; M <= 7; M++) {
      // non-integer numerators take a lane each; the integer denominators share one
      const { nums, dens } = makeData(S, M, 40 + M, false);
      expect(packColumns([...nums, ...dens], S).lanes, `M ${M}`).toBe(M + 1);
      const got = bootstrapRatios(nums, dens, { B, rng: createRng(M), diffs: [[0, M - 1]] });
      for (let m = 0; m < M; m++) expect(got[m], `M ${M} metric ${m}`).toEqual(viaClusterBootstrap(nums, dens, m, B, M));
      const idx = Array.from({ length: S }, (_, s) => s);
      const want = clusterBootstrap(idx, (sample) => {
        let na = 0, da = 0, nb = 0, db = 0;
        for (const s of sample) { na += nums[0][s]; da += dens[0][s]; nb += nums[M - 1][s]; db += dens[M - 1][s]; }
        return da === 0 || db === 0 ? null : na / da - nb / db;
      }, { B, rng: createRng(M) });
      expect(got[M], `M ${M} diff`).toEqual(want);
    }
  });
  it("an Rng with fillInt but no sumDraws gives the same intervals (the draws buffer path), one lane and several", () => {
    for (const [S, M, B] of [[40, 3, 2500], [25, 12, 3000]]) {
      const { nums, dens } = makeData(S, M, S);
      // large values in half the columns: several lanes
      const wide = nums.map((c, m) => (m % 2 ? Float64Array.from(c, (v) => v * 2 ** 30) : c));
      const base = createRng(9);
      const noSum: Rng = { seed: base.seed, next: () => base.next(), int: (n) => base.int(n), normal: () => base.normal(), fillInt: (o, n) => base.fillInt!(o, n) };
      const opts = { diffs: [[0, 1]] as [number, number][] };
      expect(bootstrapRatios(wide, dens, { ...opts, B, rng: noSum }), `S ${S}`).toEqual(bootstrapRatios(wide, dens, { ...opts, B, rng: createRng(9) }));
    }
  });
  it("few clusters (≤ 7, integer counts): the multiset shortcut gives exactly clusterBootstrap's intervals, diffs included", () => {
    for (const [S, B, seed] of [[1, 50, 1], [3, 1000, 2], [5, 10_000, 3], [6, 4000, 4], [7, 14_000, 5]]) {
      const { nums, dens } = makeData(S, 6, seed);
      const diffs: [number, number][] = [[0, 1], [2, 3], [5, 4]];
      const got = bootstrapRatios(nums, dens, { B, rng: createRng(seed), diffs });
      for (let m = 0; m < 6; m++) expect(got[m], `S ${S}, metric ${m}`).toEqual(viaClusterBootstrap(nums, dens, m, B, seed));
      const idx = Array.from({ length: S }, (_, s) => s);
      diffs.forEach(([a, b], j) => {
        const want = clusterBootstrap(idx, (sample) => {
          let na = 0, da = 0, nb = 0, db = 0;
          for (const s of sample) { na += nums[a][s]; da += dens[a][s]; nb += nums[b][s]; db += dens[b][s]; }
          return da === 0 || db === 0 ? null : na / da - nb / db;
        }, { B, rng: createRng(seed) });
        expect(got[6 + j], `S ${S}, diff ${j}`).toEqual(want);
      });
    }
  });
  it("few clusters: generators without sumDraws (fillInt only, or int only) give the same intervals; negative counts and −0 too", () => {
    for (const [S, B, seed] of [[5, 10_000, 11], [7, 14_000, 12], [4, 3000, 13]]) {
      const { nums, dens } = makeData(S, 4, seed);
      // a numerator of negative integers and −0 (still integers: the multiset path)
      const signed = [...nums, Float64Array.from({ length: S }, (_, s) => (s % 3 === 0 ? -0 : -(s % 4)))];
      const dens5 = [...dens, dens[0]];
      const diffs: [number, number][] = [[0, 4], [4, 1]];
      const want = bootstrapRatios(signed, dens5, { B, rng: createRng(seed), diffs });
      const a = createRng(seed), b = createRng(seed);
      const fillOnly: Rng = { seed: a.seed, next: () => a.next(), int: (n) => a.int(n), normal: () => a.normal(), fillInt: (o, n) => a.fillInt!(o, n) };
      const intOnly: Rng = { seed: b.seed, next: () => b.next(), int: (n) => b.int(n), normal: () => b.normal() };
      expect(bootstrapRatios(signed, dens5, { B, rng: fillOnly, diffs }), `S ${S}, fillInt`).toEqual(want);
      expect(bootstrapRatios(signed, dens5, { B, rng: intOnly, diffs }), `S ${S}, int`).toEqual(want);
      // and the generators end in the same state
      const c = createRng(seed);
      bootstrapRatios(signed, dens5, { B, rng: c, diffs });
      const next = c.next();
      expect([a.next(), b.next()]).toEqual([next, next]);
    }
  });
  it("a metric repeated (same numerator and denominator columns) gets an equal interval, a copy, as if computed alone", () => {
    const { nums, dens } = makeData(40, 3, 6);
    // metrics 0 and 3 are the same rate, 1 and 4 too; differences 0−2 and 3−2 are the same difference
    const n2 = [nums[0], nums[1], nums[2], Float64Array.from(nums[0]), Float64Array.from(nums[1])];
    const d2 = [dens[0], dens[1], dens[2], Float64Array.from(dens[0]), Float64Array.from(dens[1])];
    const got = bootstrapRatios(n2, d2, { B: 500, rng: createRng(8), diffs: [[0, 2], [3, 2], [1, 0]] });
    const alone = bootstrapRatios(nums, dens, { B: 500, rng: createRng(8), diffs: [[0, 2], [1, 0]] });
    expect(got).toEqual([alone[0], alone[1], alone[2], alone[0], alone[1], alone[3], alone[3], alone[4]]);
    expect(got[3]).not.toBe(got[0]); // fresh arrays: changing one row's interval does not change another's
    for (let m = 0; m < 3; m++) expect(got[m], `metric ${m}`).toEqual(viaClusterBootstrap(nums, dens, m, 500, 8));
  });
  it("calls of different sizes in turn (reused scratch) give exactly what each gives in a fresh state", () => {
    const big = makeData(97, 5, 12), small = makeData(23, 2, 13), mixed = makeData(31, 4, 14, false);
    const run = (d: { nums: Float64Array[]; dens: Float64Array[] }, B: number, seed: number) =>
      bootstrapRatios(d.nums, d.dens, { B, rng: createRng(seed), diffs: [[0, 1]] });
    const want = [run(big, 3000, 1), run(small, 700, 2), run(mixed, 2500, 3)];
    // interleaved, larger after smaller and the reverse, twice: every result the same
    for (let rep = 0; rep < 2; rep++) {
      expect(run(small, 700, 2)).toEqual(want[1]);
      expect(run(big, 3000, 1)).toEqual(want[0]);
      expect(run(mixed, 2500, 3)).toEqual(want[2]);
      expect(run(small, 700, 2)).toEqual(want[1]);
    }
    for (let m = 0; m < 2; m++) expect(want[0][m], `metric ${m}`).toEqual(viaClusterBootstrap(big.nums, big.dens, m, 3000, 1));
    for (let m = 0; m < 4; m++) expect(want[2][m], `metric ${m}`).toEqual(viaClusterBootstrap(mixed.nums, mixed.dens, m, 2500, 3));
  });
  it("works with an Rng that has no fillInt (falls back to rng.int, same draws)", () => {
    const { nums, dens } = makeData(20, 3, 3);
    const base = createRng(8);
    const plain: Rng = { seed: base.seed, next: () => base.next(), int: (n) => base.int(n), normal: () => base.normal() };
    expect(bootstrapRatios(nums, dens, { B: 200, rng: plain })).toEqual(bootstrapRatios(nums, dens, { B: 200, rng: createRng(8) }));
  });
  it("the same seed gives the same intervals", () => {
    const { nums, dens } = makeData(50, 5, 4);
    const opts = () => ({ B: 500, rng: createRng(123), diffs: [[0, 1]] as [number, number][] });
    expect(bootstrapRatios(nums, dens, opts())).toEqual(bootstrapRatios(nums, dens, opts()));
  });
  it("diffs [mA, mB] give the interval of ratio(mA) − ratio(mB) over replicates where both are defined", () => {
    const { nums, dens } = makeData(30, 3, 6);
    const B = 300;
    const got = bootstrapRatios(nums, dens, { B, rng: createRng(31), diffs: [[0, 2], [1, 0]] });
    expect(got.length).toBe(5);
    // Replay the draws by hand.
    const rng = createRng(31);
    const d02: number[] = [];
    const d10: number[] = [];
    const S = 30;
    for (let b = 0; b < B; b++) {
      const n = [0, 0, 0];
      const d = [0, 0, 0];
      for (let i = 0; i < S; i++) {
        const s = rng.int(S);
        for (let m = 0; m < 3; m++) {
          n[m] += nums[m][s];
          d[m] += dens[m][s];
        }
      }
      if (d[0] !== 0 && d[2] !== 0) d02.push(n[0] / d[0] - n[2] / d[2]);
      if (d[1] !== 0 && d[0] !== 0) d10.push(n[1] / d[1] - n[0] / d[0]);
    }
    expect(got[3]).toEqual(percentileInterval(d02));
    expect(got[4]).toEqual(percentileInterval(d10));
  });
  it("drops zero-denominator replicates per metric, and a metric that never has one is null", () => {
    const nums = [Float64Array.of(1, 0, 0), Float64Array.of(0, 0, 0)];
    const dens = [Float64Array.of(1, 0, 0), Float64Array.of(0, 0, 0)];
    const [a, b, diff] = bootstrapRatios(nums, dens, { B: 100, rng: createRng(1), diffs: [[0, 1]] });
    expect(a).toEqual([1, 1]);
    expect(b).toBeNull();
    expect(diff).toBeNull();
  });
  it("is all null when B = 0 or there are no clusters; [] for no metrics", () => {
    const { nums, dens } = makeData(5, 2, 1);
    expect(bootstrapRatios(nums, dens, { B: 0, rng: createRng(1) })).toEqual([null, null]);
    const empty = [new Float64Array(0)];
    expect(bootstrapRatios(empty, empty, { B: 10, rng: createRng(1), diffs: [[0, 0]] })).toEqual([null, null]);
    expect(bootstrapRatios([], [], { B: 10, rng: createRng(1) })).toEqual([]);
  });
  it("covers the true rate in about 95% of simulated studies (known rate 0.3, 60 clusters)", () => {
    const truth = 0.3;
    const sim = createRng(2024);
    let covered = 0;
    const studies = 200;
    for (let t = 0; t < studies; t++) {
      const S = 60;
      const num = new Float64Array(S);
      const den = new Float64Array(S);
      for (let s = 0; s < S; s++) {
        den[s] = 1 + sim.int(6); // unequal cluster sizes
        for (let a = 0; a < den[s]; a++) if (sim.next() < truth) num[s]++;
      }
      const [ci] = bootstrapRatios([num], [den], { B: 400, rng: createRng(t) });
      if (ci![0] <= truth && truth <= ci![1]) covered++;
    }
    // Binomial(200, 0.95) lies in [180, 199] with probability > 0.999; percentile intervals undercover slightly.
    expect(covered).toBeGreaterThanOrEqual(180);
    expect(covered).toBeLessThanOrEqual(199);
  });
  it("throws RangeError on mismatched lengths, non-finite values and bad diff indices", () => {
    const a = Float64Array.of(1, 2);
    const rng = createRng(1);
    expect(() => bootstrapRatios([a], [], { B: 5, rng })).toThrow(RangeError);
    expect(() => bootstrapRatios([a], [Float64Array.of(1)], { B: 5, rng })).toThrow(RangeError);
    expect(() => bootstrapRatios([a], [Float64Array.of(1, NaN)], { B: 5, rng })).toThrow(RangeError);
    expect(() => bootstrapRatios([a], [a], { B: 5, rng, diffs: [[0, 1]] })).toThrow(RangeError);
    expect(() => bootstrapRatios([[1, 2] as never], [a], { B: 5, rng })).toThrow(RangeError);
  });
});

describe("bootstrapMean(xs, { B, rng, level })", () => {
  it("equals clusterBootstrap of the mean on the same seed", () => {
    const xs = [0.5, -1, 2, 0, 3, -0.25, 1];
    const mean = (s: readonly number[]) => s.reduce((a, b) => a + b, 0) / s.length;
    expect(bootstrapMean(xs, { B: 500, rng: createRng(6) })).toEqual(clusterBootstrap(xs, mean, { B: 500, rng: createRng(6) }));
  });
  it("is null for no items", () => expect(bootstrapMean([], { B: 10, rng: createRng(1) })).toBeNull());
});

describe("packColumns(columns, maxWeight) / unpackColumn", () => {
  it("packs integer columns into shared lanes and recovers every weighted sum exactly", () => {
    const r = createRng(3);
    const S = 200;
    const cols = Array.from({ length: 9 }, (_, k) => Float64Array.from({ length: S }, () => r.int(k + 2)));
    cols.push(Float64Array.from({ length: S }, () => r.next())); // non-integer: own lane
    const p = packColumns(cols, S);
    expect(p.lanes).toBeLessThan(cols.length);
    const w = Float64Array.from({ length: S }, () => r.int(4));
    const laneSums = new Float64Array(p.lanes);
    for (let s = 0; s < S; s++) for (let l = 0; l < p.lanes; l++) laneSums[l] += w[s] * p.packed[s * p.lanes + l];
    for (let k = 0; k < cols.length - 1; k++) {
      let want = 0;
      for (let s = 0; s < S; s++) want += w[s] * cols[k][s];
      expect(unpackColumn(p, laneSums, k), `column ${k}`).toBe(want);
    }
  });
  it("gives negative or non-integer columns a lane of their own", () => {
    const p = packColumns([Float64Array.of(-1, 2), Float64Array.of(0.5, 1)], 2);
    expect(p.lanes).toBe(2);
    expect(Array.from(p.modulus)).toEqual([0, 0]);
  });
});
