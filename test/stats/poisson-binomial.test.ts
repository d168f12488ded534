import { describe, expect, it } from "vitest";
import { binomialCdf } from "../../src/stats/binomial-cdf.js";
import { poissonBinomialPmf, poissonBinomialTail } from "../../src/stats/poisson-binomial.js";
import { createRng } from "../../src/stats/rng.js";
import { expectClose, ref } from "./fixtures.js";

/** P(X = j) by enumerating all 2^n outcomes. */
function bruteForcePmf(ps: number[]): number[] {
  const n = ps.length;
  const pmf = new Array(n + 1).fill(0);
  for (let mask = 0; mask < 1 << n; mask++) {
    let prob = 1;
    let k = 0;
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i)) {
        prob *= ps[i];
        k++;
      } else prob *= 1 - ps[i];
    }
    pmf[k] += prob;
  }
  return pmf;
}

describe("poissonBinomialPmf(ps)", () => {
  it("equals brute-force enumeration over all 2^n outcomes (n = 1 … 10, random p) to 1e-14", () => {
    const rng = createRng(11);
    for (let n = 1; n <= 10; n++) {
      const ps = Array.from({ length: n }, () => rng.next());
      const want = bruteForcePmf(ps);
      const got = poissonBinomialPmf(ps);
      expect(got.length).toBe(n + 1);
      for (let j = 0; j <= n; j++) expectClose(got[j], want[j], 1e-13, 1e-16, `n=${n} j=${j}`);
    }
  });
  it("with equal p matches scipy.stats.binom.pmf to 1e-13", () => {
    for (const c of ref.poisson_binomial_equal) {
      const got = poissonBinomialPmf(new Array(c.n).fill(c.p));
      c.pmf.forEach((v: number, j: number) => expectClose(got[j], v, 1e-12, 1e-300, `n=${c.n} p=${c.p} j=${j}`));
    }
  });
  it("poissonBinomialPmf([]) is [1]; p = 0 and p = 1 are degenerate", () => {
    expect(Array.from(poissonBinomialPmf([]))).toEqual([1]);
    expect(Array.from(poissonBinomialPmf([0, 1, 1]))).toEqual([0, 0, 1, 0]);
  });
  it("throws RangeError for a p outside [0, 1]", () => {
    expect(() => poissonBinomialPmf([0.5, 1.2])).toThrow(RangeError);
    expect(() => poissonBinomialPmf([NaN])).toThrow(RangeError);
  });
});

describe("poissonBinomialTail(ps, k)", () => {
  it("with equal p matches scipy.stats.binom.sf(k − 1) to 1e-12 for every k in 0 … n + 1", () => {
    for (const c of ref.poisson_binomial_equal) {
      const ps = new Array(c.n).fill(c.p);
      c.tail.forEach((v: number, k: number) => expectClose(poissonBinomialTail(ps, k), v, 1e-12, 1e-300, `n=${c.n} p=${c.p} k=${k}`));
    }
  });
  it("equals brute force P(X ≥ k) for unequal p (a six-reviewer panel, majority 4)", () => {
    const ps = [0.05, 0.1, 0.3, 0.02, 0.5, 0.15];
    const want = bruteForcePmf(ps).slice(4).reduce((a, b) => a + b, 0);
    expectClose(poissonBinomialTail(ps, 4), want, 1e-13);
  });
  it("k ≤ 0 gives 1 and k > n gives 0", () => {
    expect(poissonBinomialTail([0.3, 0.6], 0)).toBe(1);
    expect(poissonBinomialTail([0.3, 0.6], -2)).toBe(1);
    expect(poissonBinomialTail([0.3, 0.6], 3)).toBe(0);
    expect(poissonBinomialTail([], 1)).toBe(0);
  });
  it("throws RangeError for a non-integer k", () => expect(() => poissonBinomialTail([0.5], 0.5)).toThrow(RangeError));
});

describe("binomialCdf(k, n, p)", () => {
  it("matches scipy.stats.binom.cdf to 1e-12 relative (n up to 3000)", () => {
    for (const c of ref.binomial_cdf) expectClose(binomialCdf(c.k, c.n, c.p), c.value, 1e-12, 0, `k=${c.k} n=${c.n}`);
  });
  it("k < 0 gives 0, k ≥ n gives 1, p = 0 / 1 are degenerate", () => {
    expect(binomialCdf(-1, 5, 0.5)).toBe(0);
    expect(binomialCdf(5, 5, 0.5)).toBe(1);
    expect(binomialCdf(0, 5, 0)).toBe(1);
    expect(binomialCdf(4, 5, 1)).toBe(0);
  });
  it("throws RangeError for bad k, n or p", () => {
    expect(() => binomialCdf(1.5, 5, 0.5)).toThrow(RangeError);
    expect(() => binomialCdf(1, -5, 0.5)).toThrow(RangeError);
    expect(() => binomialCdf(1, 5, 2)).toThrow(RangeError);
  });
});
