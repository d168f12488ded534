import { describe, expect, it } from "vitest";
import { assertSparseBinaryMatrix, type SparseBinaryMatrix } from "../../src/models/sparse-binary-matrix.js";

const csr = (nRows: number, nCols: number, indptr: number[], indices: number[]): SparseBinaryMatrix => ({
  nRows, nCols, indptr: Int32Array.from(indptr), indices: Int32Array.from(indices),
});

describe("assertSparseBinaryMatrix(X, fn)", () => {
  it("returns a well-formed matrix unchanged (rows [1,0,1], [0,1,0], [])", () => {
    const X = csr(3, 3, [0, 2, 3, 3], [0, 2, 1]);
    expect(assertSparseBinaryMatrix(X, "f")).toBe(X);
    expect(assertSparseBinaryMatrix(csr(0, 0, [0], []), "f").nRows).toBe(0);
  });

  it("throws TypeError when the arrays are not Int32Array", () => {
    const bad = { nRows: 1, nCols: 1, indptr: [0, 1], indices: [0] } as unknown as SparseBinaryMatrix;
    expect(() => assertSparseBinaryMatrix(bad, "fitX")).toThrow(TypeError);
    expect(() => assertSparseBinaryMatrix(null as unknown as SparseBinaryMatrix, "fitX")).toThrow(/fitX\(X\)/);
  });

  it("throws RangeError for bad shapes and offsets", () => {
    expect(() => assertSparseBinaryMatrix(csr(-1, 2, [0], []), "f")).toThrow(RangeError);
    expect(() => assertSparseBinaryMatrix(csr(1.5, 2, [0], []), "f")).toThrow(RangeError);
    expect(() => assertSparseBinaryMatrix(csr(2, 2, [0, 1], [0]), "f")).toThrow(/f\(X\.indptr\)/); // too few offsets
    expect(() => assertSparseBinaryMatrix(csr(1, 2, [1, 1], [0]), "f")).toThrow(RangeError); // not starting at 0
    expect(() => assertSparseBinaryMatrix(csr(1, 2, [0, 2], [0]), "f")).toThrow(RangeError); // end != indices.length
    expect(() => assertSparseBinaryMatrix(csr(2, 2, [0, 2, 1], [0]), "f")).toThrow(RangeError); // decreasing
  });

  it("throws RangeError for column ids out of range, unsorted or repeated", () => {
    expect(() => assertSparseBinaryMatrix(csr(1, 2, [0, 1], [2]), "f")).toThrow(/f\(X\.indices\)/);
    expect(() => assertSparseBinaryMatrix(csr(1, 2, [0, 1], [-1]), "f")).toThrow(RangeError);
    expect(() => assertSparseBinaryMatrix(csr(1, 2, [0, 2], [1, 0]), "f")).toThrow(/sorted distinct/);
    expect(() => assertSparseBinaryMatrix(csr(1, 2, [0, 2], [1, 1]), "f")).toThrow(/sorted distinct/);
  });

  it("allows the same column in different rows", () => {
    const X = csr(2, 1, [0, 1, 2], [0, 0]);
    expect(assertSparseBinaryMatrix(X, "f")).toBe(X);
  });
});
