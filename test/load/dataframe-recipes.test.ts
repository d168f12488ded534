// The DataFrame recipes of docs/DATAFRAMES.md and notebook 00 (issue 24): typed columns danfo can
// aggregate, pivot (danfo has none), group means that skip missing values, filter, join runs.
import { describe, expect, it } from "vitest";
import { loadDanfo, toDataFrame, toRows } from "../../src/load/dataframe.js";
import { frameColumns } from "../../src/load/dataframe-columns.js";
import { pivotTable, summarize } from "../../src/load/dataframe-recipes.js";
import { loadLogs } from "../../src/load/load-logs.js";
import { projectPath } from "../../src/paths.js";

const recs = [
  { model: "a", condition: "solo", decision: "block", gold: "block", ok: true, usage: { prompt_tokens: 10, completion_tokens: 3 }, seed: 0 },
  { model: "a", condition: "solo", decision: null, gold: "block", ok: null, usage: { prompt_tokens: 12, completion_tokens: 5 }, seed: 0 },
  { model: "a", condition: "authority", decision: "proceed", gold: "block", ok: false, usage: null, seed: 1 },
  { model: "b", condition: "solo", decision: "block", gold: "block", ok: true, usage: { prompt_tokens: 7, completion_tokens: 1 }, seed: 1 },
];

describe("typed, flattened columns", () => {
  it("numbers as numbers, booleans as booleans, usage.* numeric, missing as NaN (strings null)", () => {
    const c = frameColumns(recs);
    expect(c.names).toEqual(["model", "condition", "decision", "gold", "ok", "usage.prompt_tokens", "usage.completion_tokens", "seed"]);
    expect(c.dtypes).toEqual(["string", "string", "string", "string", "boolean", "float32", "float32", "float32"]);
    expect(c.data.ok).toEqual([true, NaN, false, true]);
    expect(c.data["usage.prompt_tokens"]).toEqual([10, 12, NaN, 7]);
    expect(c.data.decision).toEqual(["block", null, "proceed", "block"]);
    // a record whose usage is null has NaN in the usage.* columns (no separate `usage` column)
    expect(c.data["usage.completion_tokens"]).toEqual([3, 5, NaN, 1]);
  });
  it("mixed numbers and text become text; a deeper object JSON", () => {
    expect(frameColumns([{ v: 1 }, { v: "x" }, { v: true }]).data.v).toEqual(["1", "x", "true"]);
    expect(frameColumns([{ a: { b: { c: { d: 1 } } } }]).data).toEqual({ "a.b.c": ['{"d":1}'] });
  });
  it("danfo's describe() works and count() skips the missing values", () => {
    const df = toDataFrame(recs);
    const d = toRows(df.describe());
    // describe rows: count, mean, std, min, median, max, variance — the counts skip NaN
    expect(d[0]).toMatchObject({ ok: 3, "usage.prompt_tokens": 3, "usage.completion_tokens": 3, seed: 4 });
    expect(df.column("ok").dtype).toBe("boolean");
  });
  it("a boolean indicator's group mean is a share; asType('float32') works where asType('int32') gives NaN (danfo 1.2)", () => {
    const df = toDataFrame(recs);
    df.addColumn("blocked", df.column("decision").eq("block"), { inplace: true });
    const g = toRows(df.groupby(["model"]).col(["blocked"]).mean());
    expect(g).toEqual([{ model: "a", blocked_mean: 1 / 3 }, { model: "b", blocked_mean: 1 }]);
    expect(df.column("blocked").asType("float32").values).toEqual([1, 0, 0, 1]);
  });
});

describe("pivotTable (danfo has no pivot)", () => {
  it("a column value named __proto__ (a model's name from a log) is a column, not the row's prototype", () => {
    const df = toDataFrame([{ condition: "solo", model: "__proto__", ok: 1 }, { condition: "solo", model: "m", ok: 0 }]);
    const rows = toRows(pivotTable(df, { index: "condition", columns: "model", values: "ok" }));
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0])).toEqual(["condition", "__proto__", "m"]);
    expect(Object.getOwnPropertyDescriptor(rows[0], "__proto__")?.value).toBe(1);
  });
  it("model × condition mean of a boolean, missing skipped; count and sum", () => {
    const df = toDataFrame(recs);
    expect(toRows(pivotTable(df, { index: "model", columns: "condition", values: "ok" }))).toEqual([
      { model: "a", solo: 1, authority: 0 },
      { model: "b", solo: 1, authority: null },
    ]);
    expect(toRows(pivotTable(df, { index: "model", columns: "condition", values: "ok", agg: "count" }))).toEqual([
      { model: "a", solo: 1, authority: 1 },
      { model: "b", solo: 1, authority: 0 },
    ]);
    expect(toRows(pivotTable(df, { index: "condition", columns: "model", values: "usage.prompt_tokens", agg: "sum", sort: true }))).toEqual([
      { condition: "authority", a: null, b: null },
      { condition: "solo", a: 22, b: 7 },
    ]);
  });
  it("names a bad column or aggregate with the allowed values", () => {
    const df = toDataFrame(recs);
    expect(() => pivotTable(df, { index: "modle", columns: "condition", values: "ok" })).toThrow(/^pivotTable\(index\): expected a column of the frame \(model, condition, .*\), received "modle"$/);
    expect(() => pivotTable(df, { index: "model", columns: "condition", values: "ok", agg: "median" as never })).toThrow("pivotTable(agg): expected one of mean|sum|count|min|max, received \"median\"");
  });
});

describe("summarize (group means that skip missing values)", () => {
  it("gives n per group and the aggregates over present values only", () => {
    const df = toDataFrame(recs);
    expect(toRows(summarize(df, ["model"], { "usage.completion_tokens": ["mean", "count", "max"], ok: "mean" }))).toEqual([
      { model: "a", n: 3, "usage.completion_tokens_mean": 4, "usage.completion_tokens_count": 2, "usage.completion_tokens_max": 5, ok_mean: 0.5 },
      { model: "b", n: 1, "usage.completion_tokens_mean": 1, "usage.completion_tokens_count": 1, "usage.completion_tokens_max": 1, ok_mean: 1 },
    ]);
    // danfo's own groupby mean: NaN for model a (one missing value)
    const danfoMean = toRows(df.groupby(["model"]).col(["usage.completion_tokens"]).mean());
    expect(danfoMean[0]["usage.completion_tokens_mean"]).toBeNull();
  });
  it("groups by several columns", () => {
    const df = toDataFrame(recs);
    expect(toRows(summarize(df, ["model", "condition"], { seed: "sum" }, { sort: true })).map((r) => [r.model, r.condition, r.n, r.seed_sum])).toEqual([
      ["a", "authority", 1, 1], ["a", "solo", 2, 0], ["b", "solo", 1, 1],
    ]);
  });
});

describe("filter and join runs (danfo's own verbs)", () => {
  it("query a condition; merge a per-model table; concat two runs' frames", async () => {
    const dfd = loadDanfo();
    const df = toDataFrame(recs);
    expect(df.query(df.column("condition").eq("solo")).shape).toEqual([3, 8]);
    const labels = toDataFrame([{ model: "a", family: "x" }, { model: "b", family: "y" }]);
    const merged = dfd.merge({ left: df, right: labels, on: ["model"], how: "left" });
    expect(merged.column("family").values).toEqual(["x", "x", "x", "y"]);
    const logs = await loadLogs([projectPath("data/samples/phantom-sample.jsonl")]);
    const a = toDataFrame(logs.phantom.slice(0, 5)), b = toDataFrame(logs.phantom.slice(5, 8));
    expect(dfd.concat({ dfList: [a, b], axis: 0 }).shape[0]).toBe(8);
  });
});
