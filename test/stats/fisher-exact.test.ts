import { describe, expect, it } from "vitest";
import { fisherExact } from "../../src/stats/fisher-exact.js";
import { mcnemarExact } from "../../src/stats/mcnemar-exact.js";
import { expectClose, ref } from "./fixtures.js";

describe("fisherExact(a, b, c, d)", () => {
  it("matches scipy.stats.fisher_exact p to 1e-9 relative (zeros, ties, symmetric and large tables)", () => {
    for (const c of ref.fisher) {
      const [a, b, cc, d] = c.table;
      expectClose(fisherExact(a, b, cc, d).p, c.p, 1e-9, 1e-300, `table=${c.table}`);
    }
  });
  it("oddsRatio is ad/(bc), null when bc = 0 (scipy: inf or nan)", () => {
    for (const c of ref.fisher) {
      const [a, b, cc, d] = c.table;
      const got = fisherExact(a, b, cc, d).oddsRatio;
      if (c.odds_ratio === null) expect(got, `table=${c.table}`).toBeNull();
      else expectClose(got!, c.odds_ratio, 1e-15);
    }
  });
  it("fisherExact(8, 2, 1, 5) has p = 0.0349650… (scipy docstring example)", () => {
    expectClose(fisherExact(8, 2, 1, 5).p, 0.03496503496503496, 1e-12);
  });
  it("a symmetric table has p = 1 and swapping rows gives the same p", () => {
    expect(fisherExact(3, 3, 3, 3).p).toBe(1);
    expectClose(fisherExact(1, 9, 11, 3).p, fisherExact(11, 3, 1, 9).p, 1e-12);
  });
  it("a zero row or column gives p = 1", () => {
    expect(fisherExact(0, 0, 2, 3).p).toBe(1);
    expect(fisherExact(0, 4, 0, 3).p).toBe(1);
  });
  it("works for counts in the thousands without overflow", () => {
    const { p } = fisherExact(2000, 1000, 1000, 2000);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1e-100);
  });
  it("throws RangeError for negative or non-integer counts", () => {
    expect(() => fisherExact(-1, 2, 3, 4)).toThrow(RangeError);
    expect(() => fisherExact(1, 2.5, 3, 4)).toThrow(RangeError);
  });
});

describe("mcnemarExact(b, c)", () => {
  it("matches statsmodels mcnemar(table, exact=True) to 1e-12 relative", () => {
    for (const c of ref.mcnemar) {
      const got = mcnemarExact(c.b, c.c);
      expectClose(got.p, c.p, 1e-12, 1e-300, `b=${c.b} c=${c.c}`);
      expect(got.n).toBe(c.b + c.c);
    }
  });
  it("mcnemarExact(0, 0) is { p: 1, n: 0 }", () => expect(mcnemarExact(0, 0)).toEqual({ p: 1, n: 0 }));
  it("mcnemarExact(1, 9) is 2·11/1024 = 0.021484375", () => expectClose(mcnemarExact(1, 9).p, 0.021484375, 1e-14));
  it("throws RangeError for negative or non-integer counts", () => {
    expect(() => mcnemarExact(-1, 2)).toThrow(RangeError);
    expect(() => mcnemarExact(1, 0.5)).toThrow(RangeError);
  });
});
