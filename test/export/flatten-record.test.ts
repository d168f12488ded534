import { describe, expect, it } from "vitest";
import { flattenDetailed, flattenRecord } from "../../src/export/flatten-record.js";
import { exportRows } from "../../src/export/export-rows.js";

describe("flattenRecord(record)", () => {
  it("opens nested objects into dotted columns and writes arrays as JSON text", () => {
    const r = { model: "m", usage: { prompt_tokens: 3, completion_tokens: 1 }, clusters: ["A", "B,C"], deep: { a: { b: null } } };
    expect(flattenRecord(r)).toEqual({ model: "m", "usage.prompt_tokens": 3, "usage.completion_tokens": 1, clusters: '["A","B,C"]', "deep.a.b": null });
  });
  it("keeps null, booleans and strings, drops undefined, turns non-finite numbers into null", () => {
    expect(flattenRecord({ a: null, b: false, c: "", d: undefined, e: NaN, f: Infinity })).toEqual({ a: null, b: false, c: "", e: null, f: null });
  });
  it("keeps a key named __proto__ as an own column, the row's prototype untouched", () => {
    const row = flattenRecord(JSON.parse('{"__proto__":"x","n":{"__proto__":1},"a":1}') as Record<string, unknown>);
    expect(Object.keys(row)).toEqual(["__proto__", "n.__proto__", "a"]);
    expect(Object.getOwnPropertyDescriptor(row, "__proto__")?.value).toBe("x");
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });
  it("names every column and key path right past the cache of names (5,000 distinct keys, each under two parents)", () => {
    for (let i = 0; i < 5000; i++) {
      const f = flattenDetailed({ [`k${i}`]: i, m: { [`k${i}`]: -i }, "m.x": { [`k${i}`]: i } });
      expect(f.row).toEqual({ [`k${i}`]: i, [`m.k${i}`]: -i, [`m.x.k${i}`]: i });
      expect([...f.paths]).toEqual([[`m.k${i}`, `m\u0000k${i}`], [`m.x.k${i}`, `m.x\u0000k${i}`]]);
    }
  });
  it("does not change its input", () => {
    const r = { usage: { prompt_tokens: 1, completion_tokens: 2 }, l: [1] };
    const copy = structuredClone(r);
    flattenRecord(r);
    expect(r).toEqual(copy);
  });
});

describe("flattening collisions (a literal dotted key beside the nested field)", () => {
  const rec = { usage: { prompt_tokens: 181, completion_tokens: 3 }, "usage.prompt_tokens": 999999 };
  it("flattenRecord refuses instead of overwriting 181 with 999999 (either key order)", () => {
    expect(() => flattenRecord(rec)).toThrow(/flattenRecord\(record\).*received "usage\.prompt_tokens"/);
    expect(() => flattenRecord({ "usage.prompt_tokens": 999999, usage: { prompt_tokens: 181 } })).toThrow(RangeError);
  });
  it("flattenDetailed names the column and keeps the key paths of dotted columns", () => {
    const f = flattenDetailed(rec);
    expect(f.collision).toBe("usage.prompt_tokens");
    expect(f.paths.get("usage.completion_tokens")).toBe("usage\u0000completion_tokens");
    expect(flattenDetailed({ a: { "b.c": 1 }, "a.b": { c: 2 } }).collision).toBe("a.b.c");
  });
});

describe("exportRows: collisions and column types are refused with FILE:LINE: FIELD", () => {
  it("a collision inside one record", () => {
    expect(() => exportRows([{ a: 1 }, { usage: { prompt_tokens: 181 }, "usage.prompt_tokens": 999999 }], "x.jsonl")).toThrow(
      "x.jsonl:2: usage.prompt_tokens: two key paths (a literal dotted key and a nested field) flatten to this column; rename the dotted key",
    );
  });
  it("a collision across records (literal key in one, nested field in another)", () => {
    expect(() => exportRows([{ usage: { prompt_tokens: 181 } }, { "usage.prompt_tokens": 999999 }], "x.jsonl")).toThrow(
      'x.jsonl:2: usage.prompt_tokens: the key path "usage.prompt_tokens" flattens to the same column as "usage" → "prompt_tokens" at x.jsonl:1; rename the dotted key',
    );
  });
  it("a column with one string among numbers (would turn a Parquet int64 column into utf8)", () => {
    const recs = [{ usage: { prompt_tokens: 181 } }, { usage: { prompt_tokens: null } }, { usage: { prompt_tokens: "lots" } }];
    expect(() => exportRows(recs, "x.jsonl")).toThrow('x.jsonl:3: usage.prompt_tokens: a string ("lots") where the column holds a number (first at x.jsonl:1); a column keeps one type');
    expect(() => exportRows([{ f: true }, { f: 1 }], "x.jsonl")).toThrow(/x\.jsonl:2: f: a number \(1\) where the column holds a boolean/);
  });
  it("integers and fractions share a number column; nulls go anywhere", () => {
    expect(exportRows([{ n: 1 }, { n: 2.5 }, { n: null }, { s: null }]).rows).toHaveLength(4);
  });
});
