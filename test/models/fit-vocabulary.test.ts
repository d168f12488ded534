import { describe, expect, it } from "vitest";
import { fitVocabulary } from "../../src/models/fit-vocabulary.js";

describe("fitVocabulary(rows)", () => {
  it("is the sorted set of distinct labels over all rows", () => {
    expect(fitVocabulary([["b", "a"], ["a", "c"]])).toEqual(["a", "b", "c"]);
    expect(fitVocabulary([["x", "x"], [], ["x"]])).toEqual(["x"]);
  });

  it("sorts by UTF-16 code units, not locale (upper case before lower, é after z)", () => {
    expect(fitVocabulary([["b", "é", "B", "a", "z", "A"]])).toEqual(["A", "B", "a", "b", "z", "é"]);
    expect(fitVocabulary([["a10", "a9", "a1"]])).toEqual(["a1", "a10", "a9"]);
  });

  it("is [] for no rows or only empty rows, and does not change its input", () => {
    expect(fitVocabulary([])).toEqual([]);
    expect(fitVocabulary([[], []])).toEqual([]);
    const rows = [["b", "a"]];
    fitVocabulary(rows);
    expect(rows).toEqual([["b", "a"]]);
  });
});
