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

  it("equals the sorted distinct columns of each row on random rows, long ones included (buffer growth)", () => {
    let seed = 9;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const vocab = Array.from({ length: 60 }, (_, j) => `f${j}`);
    const rows = Array.from({ length: 300 }, (_, i) => Array.from({ length: i % 50 === 0 ? 200 : Math.floor(rand() * 6) }, () => vocab[Math.floor(rand() * 60)]));
    const X = multiHot(rows, vocab);
    rows.forEach((row, i) => {
      const want = [...new Set(row.map((l) => vocab.indexOf(l)))].sort((a, b) => a - b);
      expect(Array.from(X.indices.subarray(X.indptr[i], X.indptr[i + 1]))).toEqual(want);
    });
    expect(X.indices.length).toBe(X.indptr[300]);
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
