import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ratioHallInterval } from "../../src/stats/ratio-hall-interval.js";
import { ratioTInterval } from "../../src/stats/ratio-t-interval.js";

// test/fixtures/intervals/make_hall.py: Hall (1992) written out in numpy with scipy's t.ppf
const ref = JSON.parse(readFileSync(new URL("../fixtures/intervals/hall.json", import.meta.url), "utf8")) as { num: number[]; den: number[]; level: number; ci: [number, number] }[];

describe("ratioHallInterval(num, den, level, bounds)", () => {
  it("matches the numpy reference (skewed PPG-like drops at 5–50 clusters, unequal and zero denominators, 90%)", () => {
    expect(ref).toHaveLength(8);
    for (const c of ref) {
      const ci = ratioHallInterval(c.num, c.den, c.level)!;
      // 1e-8: studentTQuantile is accurate to ≈ 1e-10 and g⁻¹ (a cube root) magnifies it at strong skew
      expect(ci[0]).toBeCloseTo(c.ci[0], 8);
      expect(ci[1]).toBeCloseTo(c.ci[1], 8);
    }
  });
  it("is the t interval when the residuals are symmetric, and stretches the long side under right skew", () => {
    const t = ratioTInterval([1, 0, 2, 1], [2, 2, 2, 2])!;
    const h = ratioHallInterval([1, 0, 2, 1], [2, 2, 2, 2])!;
    expect(h[0]).toBeCloseTo(t[0], 9);
    expect(h[1]).toBeCloseTo(t[1], 9);
    const num = [0, 0, 0, 0, 0, 0, 0, 1, 2, 4], den = Array(10).fill(4);
    const [tl, th] = ratioTInterval(num, den)!, [hl, hh] = ratioHallInterval(num, den)!;
    expect(hh - 0.175).toBeGreaterThan(th - 0.175); // upper side longer
    expect(0.175 - hl).toBeLessThan(0.175 - tl); // lower side shorter
  });
  it("is zero width when all clusters agree, clips to bounds, null below 2 clusters, names bad arguments", () => {
    expect(ratioHallInterval([1, 1, 1], [2, 2, 2])).toEqual([0.5, 0.5]);
    expect(ratioHallInterval([0, 0, 0, 0, 4], [4, 4, 4, 4, 4], 0.95, [-1, 1])![1]).toBe(1);
    expect(ratioHallInterval([1, 0], [2, 0])).toBeNull();
    expect(() => ratioHallInterval([1], [1, 2])).toThrow(/ratioHallInterval.*den/);
    expect(() => ratioHallInterval([1, 2], [1, -2])).toThrow(/den\[1\]/);
  });
});
