import { describe, expect, it } from "vitest";
import { toColumns } from "../../src/load/columns.js";

describe("toColumns(records)", () => {
  it("makes numeric fields Float64Array with NaN for null and absent values", () => {
    const t = toColumns([{ a: 1, b: "x" }, { a: null, b: "y" }, { b: "z" }, { a: 2.5 }]);
    expect(t.n).toBe(4);
    expect(t.names).toEqual(["a", "b"]);
    expect(t.columns.a).toBeInstanceOf(Float64Array);
    expect(Array.from(t.columns.a as Float64Array)).toEqual([1, NaN, NaN, 2.5]);
    expect(t.columns.b).toEqual(["x", "y", "z", null]);
  });
  it("keeps booleans, arrays and objects as values in plain arrays (null where absent)", () => {
    const t = toColumns([{ f: true, tags: ["a", "b"], o: { k: 1 } }, { f: null }]);
    expect(t.columns.f).toEqual([true, null]);
    expect(Array.isArray(t.columns.f)).toBe(true);
    expect(t.columns.tags).toEqual([["a", "b"], null]);
    expect(t.columns.o).toEqual([{ k: 1 }, null]);
  });
  it("a column with any non-number value is not numeric", () => {
    const t = toColumns([{ a: 1 }, { a: "2" }]);
    expect(t.columns.a).toEqual([1, "2"]);
  });
  it("a column that is null everywhere is numeric (all NaN)", () => {
    const t = toColumns([{ a: null }, { a: null }]);
    expect(Array.from(t.columns.a as Float64Array)).toEqual([NaN, NaN]);
  });
  it("lists names in first-seen order across records", () => {
    expect(toColumns([{ b: 1 }, { a: 1, b: 2 }, { c: 1 }]).names).toEqual(["b", "a", "c"]);
  });
  it("handles no records", () => {
    expect(toColumns([])).toEqual({ n: 0, names: [], columns: {} });
  });
  it("does not change its input", () => {
    const recs = [{ a: 1, tags: ["x"] }, { a: null }];
    const copy = structuredClone(recs);
    toColumns(recs);
    expect(recs).toEqual(copy);
  });
});
