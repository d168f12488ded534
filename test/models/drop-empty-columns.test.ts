import { describe, expect, it } from "vitest";
import { dropEmptyColumns, expandCoefficients } from "../../src/models/drop-empty-columns.js";
import { multiHot } from "../../src/models/multi-hot.js";

describe("dropEmptyColumns(X)", () => {
  it("drops all-zero columns and renumbers the rest (hand-computed)", () => {
    // columns a, b, c; b is never used: rows [0,0,1], [1,0,0]
    const X = multiHot([["c"], ["a"]], ["a", "b", "c"]);
    const { X: Xc, kept } = dropEmptyColumns(X);
    expect(Array.from(kept)).toEqual([0, 2]);
    expect(Xc.nRows).toBe(2);
    expect(Xc.nCols).toBe(2);
    expect(Array.from(Xc.indptr)).toEqual([0, 1, 2]);
    expect(Array.from(Xc.indices)).toEqual([1, 0]);
    // the input is unchanged
    expect(X.nCols).toBe(3);
    expect(Array.from(X.indices)).toEqual([2, 0]);
  });

  it("keeps every column when none is empty; keeps none when all are", () => {
    const full = dropEmptyColumns(multiHot([["a", "b"]], ["a", "b"]));
    expect(Array.from(full.kept)).toEqual([0, 1]);
    const empty = dropEmptyColumns(multiHot([[], []], ["a", "b"]));
    expect(Array.from(empty.kept)).toEqual([]);
    expect(empty.X.nCols).toBe(0);
    expect(Array.from(empty.X.indptr)).toEqual([0, 0, 0]);
  });
});

describe("expandCoefficients(coef, kept, nCols)", () => {
  it("puts coefficients back at the original columns with zeros elsewhere", () => {
    expect(Array.from(expandCoefficients([2, 3], Int32Array.from([0, 2]), 3))).toEqual([2, 0, 3]);
    expect(Array.from(expandCoefficients([], new Int32Array(0), 2))).toEqual([0, 0]);
  });
});
