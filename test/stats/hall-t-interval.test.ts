import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hallTInterval } from "../../src/stats/hall-t-interval.js";

// test/fixtures/intervals/make_hall.py: Hall (1992) written out in numpy with scipy's t.ppf, on the residuals
// z = (num − R·den)/mean(den) of a cluster ratio (the clusters with den > 0)
const ref = JSON.parse(readFileSync(new URL("../fixtures/intervals/hall.json", import.meta.url), "utf8")) as { num: number[]; den: number[]; level: number; ci: [number, number] }[];

describe("hallTInterval(estimate, resid, level)", () => {
  it("matches the numpy reference given the ratio's residuals (skewed PPG-like drops at 5–50 clusters, 90%)", () => {
    expect(ref).toHaveLength(8);
    for (const c of ref) {
      const keep = c.den.map((d, i) => i).filter((i) => c.den[i] > 0);
      const sn = keep.reduce((a, i) => a + c.num[i], 0), sd = keep.reduce((a, i) => a + c.den[i], 0);
      const r = sn / sd, dbar = sd / keep.length;
      const ci = hallTInterval(r, keep.map((i) => (c.num[i] - r * c.den[i]) / dbar), c.level);
      expect(ci[0]).toBeCloseTo(c.ci[0], 8);
      expect(ci[1]).toBeCloseTo(c.ci[1], 8);
    }
  });
  it("is the t interval with symmetric residuals (hand-computed), zero width with none, longer on the skewed side", () => {
    // 0.5 ± t_{0.975,3}·√(Σe²/(S(S−1))) = 0.5 ± 3.18244631·√(0.5/12) = 0.5 ± 0.64961413
    const [lo, hi] = hallTInterval(0.5, [0, -0.5, 0.5, 0], 0.95);
    expect(lo).toBeCloseTo(-0.14961413, 8);
    expect(hi).toBeCloseTo(1.14961413, 8);
    expect(hallTInterval(0.25, [0, 0, 0], 0.95)).toEqual([0.25, 0.25]);
    const [sl, sh] = hallTInterval(0.2, [-0.2, -0.2, -0.2, -0.2, 0.8], 0.95);
    expect(sh - 0.2).toBeGreaterThan(0.2 - sl);
  });
});
