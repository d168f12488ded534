import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bonettPricePairedInterval } from "../../src/stats/bonett-price-paired-interval.js";
import { logChoose } from "../../src/stats/log-gamma.js";

// test/fixtures/intervals/make_bonett_price.py: Bonett & Price (2012) written out in numpy, scipy norm.ppf
const ref = JSON.parse(readFileSync(new URL("../fixtures/intervals/bonett_price.json", import.meta.url), "utf8")) as {
  cases: { x: number[]; y: number[]; ci: [number, number] }[]; exact_coverage_harmful: Record<string, number>;
};

describe("bonettPricePairedInterval(x, y)", () => {
  it("matches the numpy reference (2–50 pairs, replicate shares, the panel hand log)", () => {
    expect(ref.cases).toHaveLength(7);
    for (const c of ref.cases) {
      const ci = bonettPricePairedInterval(c.x, c.y)!;
      expect(ci[0]).toBeCloseTo(c.ci[0], 12);
      expect(ci[1]).toBeCloseTo(c.ci[1], 12);
    }
  });
  it("exact coverage on a one-directional flip of 15.78% equals the reference (99.98% / 96.58% / 96.27% at 10 / 20 / 50)", () => {
    for (const [n, want] of Object.entries(ref.exact_coverage_harmful).map(([k, v]) => [Number(k), v] as const)) {
      let cov = 0;
      for (let k = 0; k <= n; k++) {
        const ci = bonettPricePairedInterval(Array.from({ length: n }, (_, i) => (i < k ? 1 : 0)), new Array(n).fill(0))!;
        if (ci[0] <= 0.1578 && 0.1578 <= ci[1]) cov += Math.exp(logChoose(n, k) + k * Math.log(0.1578) + (n - k) * Math.log(1 - 0.1578));
      }
      expect(cov).toBeCloseTo(want, 9);
    }
  });
  it("has a width with no flip, is null with no pair, names bad arguments", () => {
    const [lo, hi] = bonettPricePairedInterval([0, 0, 1], [0, 0, 1])!;
    expect(lo).toBeLessThan(0);
    expect(hi).toBeCloseTo(-lo, 12);
    expect(bonettPricePairedInterval([], [])).toBeNull();
    expect(() => bonettPricePairedInterval([1], [1, 0])).toThrow(/bonettPricePairedInterval.*y/);
    expect(() => bonettPricePairedInterval([1.5], [0])).toThrow(/x\[0\]/);
  });
});
