import { describe, expect, it } from "vitest";
import { multiHot } from "../../src/models/multi-hot.js";
import { collapseDuplicateRows, COLLAPSE_MIN_DUPLICATE_SHARE } from "../../src/models/collapse-rows.js";
import { fitLogisticL1 } from "../../src/models/logistic-l1.js";
import { fitLogisticL2 } from "../../src/models/logistic-l2.js";
import { simulateSparseLogistic } from "../../src/models/simulate-sparse-logistic.js";
import { createRng } from "../../src/stats/rng.js";
import type { SparseBinaryMatrix } from "../../src/models/sparse-binary-matrix.js";

const rowsOf = (X: SparseBinaryMatrix): number[][] =>
  Array.from({ length: X.nRows }, (_, i) => Array.from(X.indices.subarray(X.indptr[i], X.indptr[i + 1])));

/** Largest |a − b| / max(1, |b|) over two arrays (nulls must match). */
function maxRelDiff(a: ArrayLike<number | null>, b: ArrayLike<number | null>): number {
  let d = 0;
  for (let j = 0; j < b.length; j++) {
    const u = a[j], v = b[j];
    if (u === null || v === null) {
      expect(u).toBe(v);
      continue;
    }
    d = Math.max(d, Math.abs(u - v) / Math.max(1, Math.abs(v)));
  }
  return d;
}

describe("collapseDuplicateRows(X, y, w)", () => {
  // rows: a, a, [], a(y=0), a+b, a, a+b
  const X = multiHot([["a"], ["a"], [], ["a"], ["a", "b"], ["a"], ["a", "b"]], ["a", "b"]);
  const y = [1, 1, 0, 0, 1, 1, 1];
  const w = Float64Array.of(0.5, 1.5, 2, 3, 0.25, 4, 0.75);

  it("merges rows with the same pattern and label, summing their weights in row order", () => {
    const r = collapseDuplicateRows(X, y, w, 0)!;
    expect(r.X.nRows).toBe(4);
    expect(r.X.nCols).toBe(2);
    expect(rowsOf(r.X)).toEqual([[0], [], [0], [0, 1]]); // first-occurrence order
    expect(Array.from(r.y)).toEqual([1, 0, 0, 1]);
    expect(Array.from(r.w)).toEqual([0.5 + 1.5 + 4, 2, 3, 0.25 + 0.75]);
  });

  it("keeps the same pattern with different labels apart", () => {
    const r = collapseDuplicateRows(multiHot([["a"], ["a"]], ["a"]), [1, 0], Float64Array.of(1, 1), 0);
    expect(r).toBeNull(); // no duplicates at all
  });

  it("returns null when fewer than minShare of the rows are duplicates (the caller takes the old path)", () => {
    expect(COLLAPSE_MIN_DUPLICATE_SHARE).toBe(0.1);
    // 3 duplicates of 7 rows: collapsed at 0.1 and at 3/7, not above
    expect(collapseDuplicateRows(X, y, w)).not.toBeNull();
    expect(collapseDuplicateRows(X, y, w, 3 / 7)).not.toBeNull();
    expect(collapseDuplicateRows(X, y, w, 0.5)).toBeNull();
    // 1 duplicate in 11 rows (9%): below the default share
    const Z = multiHot([["a"], ["a"], ["b"], ["c"], ["d"], ["a", "b"], ["a", "c"], ["b", "c"], [], ["a", "b", "c"], ["d", "a"]], ["a", "b", "c", "d"]);
    expect(collapseDuplicateRows(Z, new Array(11).fill(1), new Float64Array(11).fill(1))).toBeNull();
  });

  it("does not change its inputs", () => {
    const before = [Array.from(X.indptr), Array.from(X.indices), [...y], Array.from(w)];
    collapseDuplicateRows(X, y, w, 0);
    expect([Array.from(X.indptr), Array.from(X.indices), [...y], Array.from(w)]).toEqual(before);
  });

  it("handles an empty matrix and throws RangeError naming the bad argument", () => {
    expect(collapseDuplicateRows(multiHot([], ["a"]), [], new Float64Array(0))).toBeNull();
    expect(() => collapseDuplicateRows(X, [1], w)).toThrow(/collapseDuplicateRows\(y\)/);
    expect(() => collapseDuplicateRows(X, y, new Float64Array(2))).toThrow(/collapseDuplicateRows\(w\)/);
    expect(() => collapseDuplicateRows(X, y, w, 2)).toThrow(/collapseDuplicateRows\(minShare\)/);
  });

  it("groups many random rows exactly: every row lands in the group of its pattern and label", () => {
    const sim = simulateSparseLogistic({ nRows: 5000, nCols: 12, onesPerRow: 2, intercept: -1, planted: { 0: 1.5, 3: -1 } }, createRng(7));
    const wr = Float64Array.from({ length: 5000 }, (_, i) => 1 + (i % 3));
    const r = collapseDuplicateRows(sim.X, sim.y, wr)!;
    const key = (cols: number[], label: number) => `${cols.join(",")}|${label}`;
    const expected = new Map<string, number>();
    rowsOf(sim.X).forEach((cols, i) => expected.set(key(cols, sim.y[i]), (expected.get(key(cols, sim.y[i])) ?? 0) + wr[i]));
    const got = new Map<string, number>();
    rowsOf(r.X).forEach((cols, g) => got.set(key(cols, r.y[g]), r.w[g]));
    expect(got).toEqual(expected);
    expect(r.X.nRows).toBe(expected.size);
  });
});

describe("fits on collapsed rows agree with fits on every row", () => {
  // 66 patterns × 2 labels for 6,000 rows: almost all rows are duplicates
  const sim = simulateSparseLogistic({ nRows: 6000, nCols: 12, onesPerRow: 2, intercept: -1.5, planted: { 0: 1.2, 4: -0.8, 7: 0.6 }, background: 0.3 }, createRng(11));

  it("the design has many duplicates", () => {
    expect(collapseDuplicateRows(sim.X, sim.y, new Float64Array(6000).fill(1))!.X.nRows).toBeLessThan(200);
  });

  it("fitLogisticL2 (balanced weights): coefficients and intercept to 1e-10", () => {
    const a = fitLogisticL2(sim.X, sim.y, { C: 0.7, classWeight: "balanced" });
    const b = fitLogisticL2(sim.X, sim.y, { C: 0.7, classWeight: "balanced", collapseRows: false });
    expect(a.converged && b.converged).toBe(true);
    expect(maxRelDiff(a.coef, b.coef)).toBeLessThan(1e-10);
    expect(Math.abs(a.intercept - b.intercept)).toBeLessThan(1e-10);
  });

  it("fitLogisticL1: coefficients, standard errors, z and p to 1e-10, the same support", () => {
    const a = fitLogisticL1(sim.X, sim.y, { alpha: 5 });
    const b = fitLogisticL1(sim.X, sim.y, { alpha: 5, collapseRows: false });
    expect(a.converged && b.converged).toBe(true);
    expect(Array.from(a.coef, (v) => v !== 0)).toEqual(Array.from(b.coef, (v) => v !== 0));
    expect(a.coef.filter((v) => v !== 0).length).toBeGreaterThanOrEqual(3);
    expect(maxRelDiff(a.coef, b.coef)).toBeLessThan(1e-10);
    expect(maxRelDiff(a.se, b.se)).toBeLessThan(1e-10);
    expect(maxRelDiff(a.z, b.z)).toBeLessThan(1e-10);
    expect(maxRelDiff(a.p, b.p)).toBeLessThan(1e-10);
    expect(maxRelDiff([a.intercept, a.interceptSe], [b.intercept, b.interceptSe])).toBeLessThan(1e-10);
  });

  it("a design without duplicates takes the old path: the same fit to the bit", () => {
    const distinct = simulateSparseLogistic({ nRows: 300, nCols: 40, onesPerRow: 4, intercept: -1, planted: { 1: 1 } }, createRng(3));
    const ones = new Float64Array(300).fill(1);
    const dup = collapseDuplicateRows(distinct.X, distinct.y, ones, 0);
    expect(dup === null || 300 - dup.X.nRows < 0.1 * 300).toBe(true);
    const a = fitLogisticL2(distinct.X, distinct.y, { C: 1, classWeight: "balanced" });
    const b = fitLogisticL2(distinct.X, distinct.y, { C: 1, classWeight: "balanced", collapseRows: false });
    expect(Array.from(a.coef)).toEqual(Array.from(b.coef));
    expect(a.intercept).toBe(b.intercept);
    const c = fitLogisticL1(distinct.X, distinct.y, { alpha: 1 });
    const d = fitLogisticL1(distinct.X, distinct.y, { alpha: 1, collapseRows: false });
    expect(Array.from(c.coef)).toEqual(Array.from(d.coef));
    expect(c.se).toEqual(d.se);
    expect(c.coef.some((v) => v !== 0)).toBe(true);
  });
});
