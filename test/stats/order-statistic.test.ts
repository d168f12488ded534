import { describe, expect, it } from "vitest";
import { orderStatistic } from "../../src/stats/order-statistic.js";
import { createRng } from "../../src/stats/rng.js";

describe("orderStatistic(values, k)", () => {
  it("hand-computed: ranks of a small sample, −0 before +0, NaN last", () => {
    expect(orderStatistic(Float64Array.of(5, 1, 4, 2, 3), 1)).toBe(2);
    expect(orderStatistic(Float64Array.of(5, 1, 4, 2, 3), 4)).toBe(5);
    expect(orderStatistic(Float64Array.of(7), 0)).toBe(7);
    expect(Object.is(orderStatistic(Float64Array.of(0, -0, 1), 0), -0)).toBe(true);
    expect(Object.is(orderStatistic(Float64Array.of(0, -0, 1), 1), 0)).toBe(true);
    expect(orderStatistic(Float64Array.of(NaN, 2, 1), 2)).toBeNaN();
    expect(orderStatistic(Float64Array.of(NaN, 2, 1), 1)).toBe(2);
  });
  it("equals the typed-array sort at every rank (Object.is): continuous, heavy ties, constant, zeros of both signs, NaN, ±∞", () => {
    const r = createRng(17);
    for (const n of [1, 2, 3, 10, 257, 1000]) {
      for (const kind of ["normal", "ties", "constant", "zeros", "nan", "sorted", "reversed"]) {
        const v = Float64Array.from({ length: n }, (_, i) =>
          kind === "normal" ? r.normal()
          : kind === "ties" ? r.int(4) - 1
          : kind === "constant" ? 2.5
          : kind === "zeros" ? [0, -0, -1, 1][r.int(4)]
          : kind === "nan" ? [NaN, Infinity, -Infinity, 0, -0, r.next()][r.int(6)]
          : kind === "sorted" ? i : n - i);
        const sorted = v.slice().sort();
        const ks = n <= 10 ? Array.from({ length: n }, (_, i) => i) : [0, 1, n >> 2, (n >> 2) + 1, n >> 1, n - 2, n - 1];
        for (const k of ks) {
          const got = orderStatistic(v.slice(), k);
          expect(Object.is(got, sorted[k]), `${kind} n ${n} k ${k}: ${got} vs ${sorted[k]}`).toBe(true);
        }
        // twice on the same (reordered) array, as an interval reads two neighbouring ranks
        if (n > 3) {
          const w = v.slice();
          const a = orderStatistic(w, n >> 2), b = orderStatistic(w, (n >> 2) + 1);
          expect(Object.is(a, sorted[n >> 2]) && Object.is(b, sorted[(n >> 2) + 1]), `${kind} n ${n} twice`).toBe(true);
          expect(w.slice().sort()).toEqual(sorted); // a permutation of the values
        }
      }
    }
  });
  it("throws RangeError when k is not an index", () => {
    expect(() => orderStatistic(Float64Array.of(1, 2), 2)).toThrow(RangeError);
    expect(() => orderStatistic(Float64Array.of(1, 2), -1)).toThrow(RangeError);
    expect(() => orderStatistic(Float64Array.of(1, 2), 0.5)).toThrow(RangeError);
    expect(() => orderStatistic(new Float64Array(0), 0)).toThrow(RangeError);
  });
});
