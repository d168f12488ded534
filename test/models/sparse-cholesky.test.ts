import { describe, expect, it } from "vitest";
import { choleskyFactor, choleskySolve } from "../../src/models/cholesky.js";
import { sparseCholeskyFactor, sparseCholeskyFactorPacked, sparseCholeskyPattern, sparseCholeskyPatternCsr, sparseCholeskySolve } from "../../src/models/sparse-cholesky.js";
import { logisticNewtonSystem } from "../../src/models/logistic-newton-system.js";
import { logisticHessian } from "../../src/models/logistic-hessian.js";
import { createRng } from "../../src/stats/rng.js";
import type { SparseBinaryMatrix } from "../../src/models/sparse-binary-matrix.js";

/** A random sparse SPD matrix (diagonally dominant) of order m, dense row-major, and its strictly-lower pattern by column. */
function randomSpd(m: number, density: number, seed: number): { A: Float64Array; lower: Int32Array[] } {
  const r = createRng(seed), rng = () => r.next();
  const A = new Float64Array(m * m);
  const lower: number[][] = Array.from({ length: m }, () => []);
  for (let i = 0; i < m; i++) for (let j = 0; j < i; j++) {
    if (rng() < density) {
      const v = rng() - 0.5;
      A[i * m + j] = v; A[j * m + i] = v;
      lower[j].push(i);
    }
  }
  for (let i = 0; i < m; i++) {
    let s = 1;
    for (let j = 0; j < m; j++) if (j !== i) s += Math.abs(A[i * m + j]);
    A[i * m + i] = s * (1 + rng());
  }
  return { A, lower: lower.map((l) => Int32Array.from(l.reverse())) };
}

describe("sparseCholeskyPattern / sparseCholeskyPatternCsr", () => {
  it("hold exactly the non-zeros of the dense factor's lower triangle, rows ascending, also for long columns", () => {
    for (const [m, density, seed] of [[150, 0.04, 7], [90, 0.01, 8]] as const) {
      const { A, lower } = randomSpd(m, density, seed);
      const pat = sparseCholeskyPattern(m, lower);
      const lptr = new Int32Array(m + 1);
      lower.forEach((l, j) => (lptr[j + 1] = lptr[j] + l.length));
      const csr = sparseCholeskyPatternCsr(m, lptr, Int32Array.from(lower.flatMap((l) => Array.from(l))));
      expect(csr).toEqual(pat);
      const L = choleskyFactor(A, m)!;
      let longest = 0;
      for (let j = 0; j < m; j++) {
        const rows = Array.from(pat.rowind.subarray(pat.colptr[j], pat.colptr[j + 1]));
        longest = Math.max(longest, rows.length);
        expect(rows).toEqual([...rows].sort((a, b) => a - b));
        expect(new Set(rows).size).toBe(rows.length);
        // with random values no fill cancels: the pattern is the dense factor's non-zeros, no more, no less
        const nonZero = [];
        for (let i = j + 1; i < m; i++) if (L[i * m + j] !== 0) nonZero.push(i);
        expect(rows).toEqual(nonZero);
      }
      if (m === 150) expect(longest).toBeGreaterThan(64);
    }
  });
});

describe("sparseCholeskyFactor / sparseCholeskySolve", () => {
  it("gives the dense factor bit for bit (same matrix, same order), and the same solution to rounding", () => {
    for (const [m, density, seed] of [[40, 0.05, 1], [60, 0.2, 2], [30, 1, 3]] as const) {
      const { A, lower } = randomSpd(m, density, seed);
      const L = choleskyFactor(A, m)!;
      const pat = sparseCholeskyPattern(m, lower);
      const buf = Float64Array.from(A);
      const f = sparseCholeskyFactor(pat, buf)!;
      for (let j = 0; j < m; j++) {
        expect(f.diag[j]).toBe(L[j * m + j]);
        for (let q = pat.colptr[j]; q < pat.colptr[j + 1]; q++) expect(f.val[q]).toBe(L[pat.rowind[q] * m + j]);
      }
      // entries of L off the pattern are exactly 0 in the dense factor
      let onPattern = m;
      for (let i = 0; i < m; i++) for (let j = 0; j < i; j++) if (L[i * m + j] !== 0) onPattern++;
      expect(pat.colptr[m] + m).toBeGreaterThanOrEqual(onPattern);
      // the buffer is left zeroed on the lower triangle (reusable)
      for (let i = 0; i < m; i++) for (let j = 0; j <= i; j++) expect(buf[i * m + j]).toBe(0);
      const b = Float64Array.from({ length: m }, (_, i) => Math.sin(i + 1));
      const xs = sparseCholeskySolve(pat, f, b), xd = choleskySolve(L, m, b);
      for (let i = 0; i < m; i++) expect(xs[i]).toBeCloseTo(xd[i], 12);
    }
  });

  it("the packed form gives the dense form's factor bit for bit and leaves its buffer zeroed", () => {
    for (const [m, density, seed] of [[40, 0.05, 4], [60, 0.2, 5], [30, 1, 6]] as const) {
      const { A, lower } = randomSpd(m, density, seed);
      const pat = sparseCholeskyPattern(m, lower);
      const packed = new Float64Array(m + pat.colptr[m]);
      for (let j = 0; j < m; j++) {
        packed[j] = A[j * m + j];
        for (let q = pat.colptr[j]; q < pat.colptr[j + 1]; q++) packed[m + q] = A[pat.rowind[q] * m + j];
      }
      const d = sparseCholeskyFactor(pat, Float64Array.from(A))!, p = sparseCholeskyFactorPacked(pat, packed)!;
      expect(Array.from(p.diag)).toEqual(Array.from(d.diag));
      expect(Array.from(p.val)).toEqual(Array.from(d.val));
      expect(packed.every((v) => v === 0)).toBe(true);
    }
    // hand case: A = [[4, 2], [2, 3]] → L = [[2, 0], [1, √2]]
    const f = sparseCholeskyFactorPacked(sparseCholeskyPattern(2, [Int32Array.of(1), new Int32Array(0)]), new Float64Array([4, 3, 2]))!;
    expect(Array.from(f.diag)).toEqual([2, Math.SQRT2]);
    expect(Array.from(f.val)).toEqual([1]);
    const bad = new Float64Array([1, 1, 2]); // [[1, 2], [2, 1]]
    expect(sparseCholeskyFactorPacked(sparseCholeskyPattern(2, [Int32Array.of(1), new Int32Array(0)]), bad)).toBeNull();
    expect(Array.from(bad)).toEqual([0, 0, 0]);
  });

  it("returns null (and zeroes the buffer) when the matrix is not positive definite", () => {
    const pat = sparseCholeskyPattern(2, [Int32Array.of(1), new Int32Array(0)]);
    const A = new Float64Array([1, 2, 2, 1]);
    expect(sparseCholeskyFactor(pat, A)).toBeNull();
    expect(Array.from(A)).toEqual([0, 0, 0, 0]);
  });
});

describe("logisticNewtonSystem", () => {
  it("solves the same Newton system as the dense Hessian (intercept ordered last), for all and for some active parameters", () => {
    const r7 = createRng(7), rng = () => r7.next();
    const n = 300, p = 25;
    const rows: number[][] = Array.from({ length: n }, () => [...new Set(Array.from({ length: 1 + Math.floor(rng() * 4) }, () => Math.floor(rng() * p)))].sort((a, b) => a - b));
    const indptr = new Int32Array(n + 1);
    rows.forEach((r, i) => (indptr[i + 1] = indptr[i] + r.length));
    const X: SparseBinaryMatrix = { nRows: n, nCols: p, indptr, indices: Int32Array.from(rows.flat()) };
    const w = Float64Array.from({ length: n }, () => 0.5 + rng());
    const theta = Float64Array.from({ length: p + 1 }, () => rng() - 0.5);
    for (const [ridge, active] of [[1, Int32Array.from({ length: p + 1 }, (_, j) => j)], [0, Int32Array.of(0, 2, 3, 7, 11, 20)], [0.5, Int32Array.of(1, 4, 5)]] as const) {
      const m = active.length;
      const H = logisticHessian(X, w, ridge, theta, active);
      const rhs = Float64Array.from({ length: m }, (_, a) => Math.cos(a));
      const dense = choleskySolve(choleskyFactor(H, m)!, m, rhs);
      const sys = logisticNewtonSystem(X, w, ridge, active);
      expect(sys.factor(theta)).toBe(true);
      const d = sys.solve(rhs);
      for (let a = 0; a < m; a++) expect(d[a]).toBeCloseTo(dense[a], 10);
      // a second factorisation on the reused buffers gives the same solution bit for bit
      expect(sys.factor(theta)).toBe(true);
      expect(Array.from(sys.solve(rhs))).toEqual(Array.from(d));
    }
  });
});
