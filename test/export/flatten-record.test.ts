import { describe, expect, it } from "vitest";
import { flattenRecord } from "../../src/export/flatten-record.js";

describe("flattenRecord(record)", () => {
  it("opens nested objects into dotted columns and writes arrays as JSON text", () => {
    const r = { model: "m", usage: { prompt_tokens: 3, completion_tokens: 1 }, clusters: ["A", "B,C"], deep: { a: { b: null } } };
    expect(flattenRecord(r)).toEqual({ model: "m", "usage.prompt_tokens": 3, "usage.completion_tokens": 1, clusters: '["A","B,C"]', "deep.a.b": null });
  });
  it("keeps null, booleans and strings, drops undefined, turns non-finite numbers into null", () => {
    expect(flattenRecord({ a: null, b: false, c: "", d: undefined, e: NaN, f: Infinity })).toEqual({ a: null, b: false, c: "", e: null, f: null });
  });
  it("does not change its input", () => {
    const r = { usage: { prompt_tokens: 1, completion_tokens: 2 }, l: [1] };
    const copy = structuredClone(r);
    flattenRecord(r);
    expect(r).toEqual(copy);
  });
});
