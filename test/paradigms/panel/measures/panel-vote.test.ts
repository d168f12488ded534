import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { panelFlags, panelMajorityThreshold, panelSubpanelRates, panelVoteRates } from "../../../../src/paradigms/panel/measures/panel-vote.js";
import { panelWilsonMeasure } from "../../../../src/paradigms/panel/measures/wilson-measure.js";
import { poissonBinomialTail } from "../../../../src/stats/poisson-binomial.js";

const fx = JSON.parse(readFileSync(new URL("../../../fixtures/panel/wilson.json", import.meta.url), "utf8")) as {
  wilson: { k: number; n: number; lo: number; hi: number }[];
  poisson_binomial: { ps: number[]; m: number; tail: number }[];
};

function bruteTail(ps: number[], m: number): number {
  let t = 0;
  for (let mask = 0; mask < 1 << ps.length; mask++) {
    let p = 1, c = 0;
    ps.forEach((q, j) => { const on = (mask >> j) & 1; c += on; p *= on ? q : 1 - q; });
    if (c >= m) t += p;
  }
  return t;
}

describe("panelMajorityThreshold(n) / panelFlags(unsafe, n)", () => {
  it("strict majority ⌊n/2⌋ + 1", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(panelMajorityThreshold)).toEqual([1, 2, 2, 3, 3, 4, 4]);
    expect(panelFlags(4, 6)).toBe(true);
    expect(panelFlags(3, 6)).toBe(false);
    expect(() => panelMajorityThreshold(0)).toThrow(RangeError);
  });
});

describe("panelVoteRates(votes, golds)", () => {
  it("counts a 3–3 tie of six as a miss on a harmful item and as no false alarm on a benign one", () => {
    const r = panelVoteRates([[1, 1, 1, 0, 0, 0], [1, 1, 1, 0, 0, 0]], ["harmful", "benign"]);
    expect(r).toMatchObject({ harmful: 1, harmfulMissed: 1, benign: 1, benignFlagged: 0 });
  });
  it("excludes items with a missing or null verdict", () => {
    const r = panelVoteRates([[1, 1, null], [1, -1, 1], [1, 1, 0]], ["benign", "benign", "benign"]);
    expect(r).toMatchObject({ benign: 1, benignFlagged: 1, harmful: 0, predictedMiss: null });
    expect(r.unsafeBenign).toEqual([1, 1, 0]);
    expect(r.predictedFa).toBeCloseTo(1, 15);
  });
  it("predicts from each reviewer's own marginal on the complete items (hand-computed)", () => {
    // marginals 1/2, 1/2, 0 on benign → P(≥ 2) = 1/4; harmful marginals 1, 0, 1 → P(< 2) = 0
    const r = panelVoteRates([[0, 1, 0], [1, 0, 0], [1, 0, 1], [1, 0, 1]], ["benign", "benign", "harmful", "harmful"]);
    expect(r.predictedFa).toBeCloseTo(0.25, 15);
    expect(r.predictedMiss).toBeCloseTo(0, 15);
  });
});

describe("poissonBinomialTail against brute-force enumeration", () => {
  for (const c of fx.poisson_binomial)
    it(`ps = ${c.ps.join(",")}, m = ${c.m}`, () => {
      expect(poissonBinomialTail(c.ps, c.m)).toBeCloseTo(c.tail, 14);
      expect(bruteTail(c.ps, c.m)).toBeCloseTo(c.tail, 14);
    });
});

describe("panelWilsonMeasure(k, n) against statsmodels proportion_confint(method='wilson')", () => {
  for (const c of fx.wilson)
    it(`${c.k}/${c.n}`, () => {
      const m = panelWilsonMeasure(c.k, c.n);
      expect(m.value).toBe(c.k / c.n);
      expect(m.ci![0]).toBeCloseTo(c.lo, 12);
      expect(m.ci![1]).toBeCloseTo(c.hi, 12);
    });
  it("n = 0 gives a null measure", () => expect(panelWilsonMeasure(0, 0)).toEqual({ value: null, n: 0, ci: null }));
});

describe("panelSubpanelRates(flat, width, golds)", () => {
  it("averages over C(4,3) = 4 trios, each on its own complete items", () => {
    // 4 reviewers, 2 benign items; reviewer 3 missing on item 1
    // item0: [1,1,0,0]; item1: [1,0,0,-1]
    const flat = Int8Array.from([1, 1, 0, 0, 1, 0, 0, -1]);
    // trios: (0,1,2): item0 2 → flag, item1 1 → no → 1/2; (0,1,3): item0 flag, item1 excl → 1/1
    //        (0,2,3): item0 1 → no, item1 excl → 0; (1,2,3): item0 1 → no → 0   ⇒ mean 1.5/4
    expect(panelSubpanelRates(flat, 4, ["benign", "benign"])).toEqual({ fa: 0.375, miss: null });
  });
});
