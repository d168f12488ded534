import { describe, expect, it } from "vitest";
import { multiHot } from "../../src/models/multi-hot.js";
import { selectRows } from "../../src/models/select-rows.js";

describe("selectRows(X, rows)", () => {
  // rows [1,0], [0,1], [1,1]
  const X = multiHot([["a"], ["b"], ["a", "b"]], ["a", "b"]);

  it("subsets rows in the given order into a new CSR matrix", () => {
    const S = selectRows(X, [2, 0]);
    expect(S.nRows).toBe(2);
    expect(S.nCols).toBe(2);
    expect(Array.from(S.indptr)).toEqual([0, 2, 3]);
    expect(Array.from(S.indices)).toEqual([0, 1, 0]);
  });

  it("allows repeats (bootstrap resamples) and an empty selection", () => {
    const S = selectRows(X, [1, 1]);
    expect(Array.from(S.indptr)).toEqual([0, 1, 2]);
    expect(Array.from(S.indices)).toEqual([1, 1]);
    const E = selectRows(X, []);
    expect(E.nRows).toBe(0);
    expect(Array.from(E.indptr)).toEqual([0]);
    expect(E.indices.length).toBe(0);
  });

  it("keeps empty rows and does not change X", () => {
    const Y = multiHot([[], ["b"]], ["a", "b"]);
    const before = [Array.from(Y.indptr), Array.from(Y.indices)];
    const S = selectRows(Y, [0, 1, 0]);
    expect(Array.from(S.indptr)).toEqual([0, 0, 1, 1]);
    expect(Array.from(S.indices)).toEqual([1]);
    expect([Array.from(Y.indptr), Array.from(Y.indices)]).toEqual(before);
  });

  it("throws RangeError naming the bad row id", () => {
    expect(() => selectRows(X, [3])).toThrow(RangeError);
    expect(() => selectRows(X, [-1])).toThrow(/selectRows\(rows\)/);
    expect(() => selectRows(X, [0.5])).toThrow(RangeError);
  });
});
