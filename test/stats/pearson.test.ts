import { describe, expect, it } from "vitest";
import { pearson } from "../../src/stats/pearson.js";
import { expectClose, ref } from "./fixtures.js";

describe("pearson(xs, ys)", () => {
  it("matches scipy.stats.pearsonr r to 1e-13 and p to 1e-10 relative", () => {
    for (const c of ref.pearson) {
      const got = pearson(c.xs, c.ys);
      expect(got.n).toBe(c.xs.length);
      expectClose(got.r!, c.r, 1e-13, 1e-15, `n=${c.xs.length}`);
      expectClose(got.p!, c.p, 1e-10, 1e-300, `n=${c.xs.length}`);
    }
  });
  it("r is null when a variable is constant (and p with it)", () => {
    expect(pearson([1, 2, 3], [7, 7, 7])).toEqual({ r: null, p: null, n: 3 });
    expect(pearson([0.1, 0.1, 0.1], [1, 2, 3])).toEqual({ r: null, p: null, n: 3 });
  });
  it("r is null when n < 2; p is null when n = 2", () => {
    expect(pearson([], [])).toEqual({ r: null, p: null, n: 0 });
    expect(pearson([1], [2])).toEqual({ r: null, p: null, n: 1 });
    expect(pearson([1, 2], [3, 1])).toEqual({ r: -1, p: null, n: 2 });
  });
  it("|r| = 1 gives p = 0", () => expect(pearson([1, 2, 3, 4], [2, 4, 6, 8])).toEqual({ r: 1, p: 0, n: 4 }));
  it("throws RangeError when the lengths differ", () => expect(() => pearson([1, 2], [1])).toThrow(RangeError));
});
