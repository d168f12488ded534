import { describe, expect, it } from "vitest";
import { assertSparseBinaryMatrix, dropEmptyColumns, expandCoefficients, fitVocabulary, multiHot, selectRows } from "../../src/models/index.js";

describe("fitVocabulary(rows)", () => {
  it("is the sorted set of labels (code-unit order), [] for no rows", () => {
    expect(fitVocabulary([["b", "a"], ["a", "C"], []])).toEqual(["C", "a", "b"]);
    expect(fitVocabulary([])).toEqual([]);
  });
});

describe("multiHot(rows, vocabulary)", () => {
  it("encodes rows as CSR with sorted columns; a label listed twice is one 1", () => {
    const X = multiHot([["B", "A", "B"], [], ["C"]], ["A", "B", "C"]);
    expect(X.nRows).toBe(3);
    expect(X.nCols).toBe(3);
    expect(Array.from(X.indptr)).toEqual([0, 2, 2, 3]);
    expect(Array.from(X.indices)).toEqual([0, 1, 2]);
    expect(assertSparseBinaryMatrix(X, "t")).toBe(X);
  });

  it("throws RangeError for an unknown label or a repeated vocabulary entry", () => {
    expect(() => multiHot([["Z"]], ["A"])).toThrow(/multiHot\(rows\[0\]\).*"Z"/);
    expect(() => multiHot([], ["A", "A"])).toThrow(RangeError);
  });

  it("handles zero rows", () => {
    const X = multiHot([], ["A"]);
    expect(X.nRows).toBe(0);
    expect(Array.from(X.indptr)).toEqual([0]);
  });
});

describe("selectRows(X, rows)", () => {
  const X = multiHot([["a"], ["b"], ["a", "b"]], ["a", "b"]);
  it("subsets in the given order, repeats allowed, without mutating X", () => {
    const before = Array.from(X.indices);
    const S = selectRows(X, [2, 0, 2]);
    expect(Array.from(S.indptr)).toEqual([0, 2, 3, 5]);
    expect(Array.from(S.indices)).toEqual([0, 1, 0, 0, 1]);
    expect(Array.from(X.indices)).toEqual(before);
  });
  it("throws RangeError for an out-of-range row", () => {
    expect(() => selectRows(X, [3])).toThrow(RangeError);
  });
});

describe("dropEmptyColumns(X) / expandCoefficients", () => {
  it("drops all-zero columns and maps coefficients back with zeros", () => {
    const { X, kept } = dropEmptyColumns(multiHot([["c"], ["a"]], ["a", "b", "c"]));
    expect(Array.from(kept)).toEqual([0, 2]);
    expect(Array.from(X.indices)).toEqual([1, 0]);
    expect(Array.from(expandCoefficients([2, 3], kept, 3))).toEqual([2, 0, 3]);
  });
});

describe("assertSparseBinaryMatrix", () => {
  it("rejects unsorted or out-of-range column ids", () => {
    const bad = { nRows: 1, nCols: 2, indptr: Int32Array.from([0, 2]), indices: Int32Array.from([1, 0]) };
    expect(() => assertSparseBinaryMatrix(bad, "f")).toThrow(RangeError);
    const out = { nRows: 1, nCols: 2, indptr: Int32Array.from([0, 1]), indices: Int32Array.from([2]) };
    expect(() => assertSparseBinaryMatrix(out, "f")).toThrow(RangeError);
  });
});
