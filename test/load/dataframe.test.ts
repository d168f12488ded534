import { describe, expect, it } from "vitest";
import { toDataFrame, toRows } from "../../src/load/dataframe.js";
import { frameColumns } from "../../src/load/dataframe-columns.js";

describe("toDataFrame(records) / toRows(df)", () => {
  it("round-trips scalar rows", () => {
    const rows = [{ model: "typical", n: 40, rate: 0.25, ok: true }, { model: "x", n: 2, rate: 0.5, ok: false }];
    const df = toDataFrame(rows);
    expect(df.shape).toEqual([2, 4]);
    expect(df.columns).toEqual(["model", "n", "rate", "ok"]);
    expect(toRows(df)).toEqual(rows);
  });
  it("types and flattens columns (issue 24): arrays comma-joined, objects flattened to dotted numeric columns, missing numbers NaN read back as null", () => {
    const recs = [
      { id: "a", n: 1, tags: ["x", "y"], meta: { k: 1 } },
      { id: "b", n: null, tags: [], extra: "e" },
    ];
    const df = toDataFrame(recs);
    expect(df.columns).toEqual(["id", "n", "tags", "meta.k", "extra"]);
    expect(df.dtypes).toEqual(["string", "float32", "string", "float32", "string"]);
    expect(df.column("n").values).toEqual([1, NaN]);
    expect(toRows(df)).toEqual([
      { id: "a", n: 1, tags: "x,y", "meta.k": 1, extra: null },
      { id: "b", n: null, tags: "", "meta.k": null, extra: "e" },
    ]);
  });
  it("gives an empty frame for no records", () => {
    const df = toDataFrame([]);
    expect(df.shape).toEqual([0, 0]);
    expect(toRows(df)).toEqual([]);
  });
  it("does not change its input", () => {
    const recs = [{ tags: ["x"], meta: { k: 1 } }];
    const copy = structuredClone(recs);
    toDataFrame(recs);
    expect(recs).toEqual(copy);
  });
});

describe("loadDanfo(load)", () => {
  it("says how to add the optional danfojs-node (with the overrides it needs) when it is missing", async () => {
    const { loadDanfo, DANFO_INSTALL_HINT } = await import("../../src/load/dataframe.js");
    const missing = () => { throw new Error("Cannot find module 'danfojs-node'\nRequire stack: ..."); };
    expect(() => loadDanfo(missing)).toThrow(`${DANFO_INSTALL_HINT} (Cannot find module 'danfojs-node')`);
    expect(DANFO_INSTALL_HINT).toContain('"overrides": {"xlsx": "0.18.5", "@tensorflow/tfjs-node": "npm:@tensorflow/tfjs@4.22.0"}');
  });
});

describe("frameColumns: a key named __proto__ (untrusted log keys)", () => {
  it("is a column like any other, top level and nested, and reaches the DataFrame", () => {
    const recs = ['{"__proto__":"x","a":1,"u":{"__proto__":2}}', '{"__proto__":"y","a":2,"u":{"__proto__":3}}'].map((l) => JSON.parse(l) as Record<string, unknown>);
    const fc = frameColumns(recs);
    expect(fc.names).toEqual(["__proto__", "a", "u.__proto__"]);
    expect(Object.getOwnPropertyDescriptor(fc.data, "__proto__")?.value).toEqual(["x", "y"]);
    expect(Object.getPrototypeOf(fc.data)).toBe(Object.prototype);
    const df = toDataFrame(recs as never);
    expect(df.columns).toEqual(["__proto__", "a", "u.__proto__"]);
    expect(df.values).toEqual([["x", 1, 2], ["y", 2, 3]]);
  });
});
