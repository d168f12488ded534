import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parquetMetadata } from "hyparquet";
import { exportLogs } from "../../src/export/export-logs.js";
import { toParquet } from "../../src/export/to-parquet.js";
import { loadLogs, validateLogs } from "../../src/load/load-logs.js";
import { PARQUET_SHAPE_KEY } from "../../src/load/parquet-log-shape.js";
import { readLogFile } from "../../src/load/read-log-file.js";
import { readParquetLog } from "../../src/load/read-parquet-log.js";

const dir = mkdtempSync(join(tmpdir(), "gt-read-parquet-"));
const TRICKY = "test/fixtures/export/tricky.jsonl";
const first = JSON.parse(readFileSync(TRICKY, "utf8").split("\n")[0]) as Record<string, unknown>;

async function roundTrip(inputs: string[], name: string, rowGroupRows = 3): Promise<void> {
  const out = join(dir, name);
  await exportLogs(inputs, out, "parquet", { rowGroupRows });
  // loadLogs groups by protocol in input order, as the export writes rows: the two loads are the same records
  expect(await loadLogs([out])).toStrictEqual(await loadLogs(inputs));
}

describe("Parquet written by export reads back as the same records", () => {
  it("all four kinds, nested usage, arrays, nulls and absent fields (row groups of 3)", async () => {
    await roundTrip([TRICKY], "tricky.parquet");
  });
  it("two logs of two protocols each, several files", async () => {
    await roundTrip(["test/fixtures/compare/phantom-typical.jsonl", "test/fixtures/compare/hp-typical.jsonl", "test/fixtures/compare/judge-typical.jsonl", "test/fixtures/compare/panel-typical.jsonl"], "compare.parquet", 64);
  });
  it("a field absent in some records and null in others stays absent or null; an array stays an array, a string that looks like one stays a string", async () => {
    const log = join(dir, "mixed.jsonl");
    const recs = [
      { ...first, trial_id: "m0", note: null },
      { ...first, trial_id: "m1" },
      { ...first, trial_id: "m2", note: null, extra_list: ["a", "b"] },
      { ...first, trial_id: "m3", note: "x", extra_list: '["a","b"]', extra: { k: 1 } },
      { ...first, trial_id: "m4", note: null, extra: null },
      { ...first, trial_id: "m5" },
    ];
    writeFileSync(log, recs.map((r) => JSON.stringify(r)).join("\n") + "\n");
    await roundTrip([log], "mixed.parquet", 4);
    const got = (await loadLogs([join(dir, "mixed.parquet")])).phantom as unknown as Record<string, unknown>[];
    expect(got.map((r) => Object.prototype.hasOwnProperty.call(r, "note"))).toEqual([true, false, true, true, true, false]);
    expect(got.map((r) => r.extra_list)).toEqual([undefined, undefined, ["a", "b"], '["a","b"]', undefined, undefined]);
    expect(got.map((r) => r.extra)).toEqual([undefined, undefined, undefined, { k: 1 }, null, undefined]);
  });
  it("stores the shape in the file's key-value metadata (read by an independent reader)", async () => {
    const buf = readFileSync(join(dir, "mixed.parquet"));
    const meta = parquetMetadata(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer);
    const kv = meta.key_value_metadata?.find((x) => x.key === PARQUET_SHAPE_KEY);
    const shape = JSON.parse(kv?.value ?? "null");
    expect(shape.version).toBe(1);
    expect(shape.columns.extra_list).toEqual({ absent: [[0, 2], [4, 2]], json: [[2, 1]] });
    expect(shape.columns["extra.k"]).toEqual({ path: ["extra", "k"], absent: [[0, 3], [4, 2]] });
    expect(shape.columns.extra).toEqual({ absent: [[0, 4], [5, 1]] });
    expect(shape.columns.trial_id).toEqual({});
  });
  it("reads one row group at a time, numbering rows from 1", async () => {
    const rows: number[] = [];
    for await (const { line } of readParquetLog(join(dir, "tricky.parquet"))) rows.push(line);
    expect(rows).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    let n = 0;
    for await (const _ of readLogFile(join(dir, "tricky.parquet"))) n++;
    expect(n).toBe(16);
  });
});

describe("bad Parquet input is named FILE:ROW: FIELD", () => {
  it("a bad record in a Parquet file written by another tool (no shape: dotted names nest, nulls kept)", async () => {
    const rows = [0, 1, 2].map((i) => ({ ...first, trial_id: `f${i}`, agent: i, condition: i === 1 ? "bogus" : "private", usage: undefined, "usage.prompt_tokens": 5, "usage.completion_tokens": 1 }) as unknown as Record<string, string | number | boolean | null>);
    const cols = Object.keys(rows[0]).filter((k) => k !== "usage");
    const file = join(dir, "foreign.parquet");
    writeFileSync(file, await toParquet(rows, cols));
    const v = await validateLogs([file]);
    expect(v.records).toBe(2);
    expect(v.errors.map((e) => e.message)).toEqual([expect.stringMatching(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:2: condition: `))]);
    await expect(loadLogs([file])).rejects.toThrow(/foreign\.parquet:2: condition: /);
  });
  it("a file that is not Parquet", async () => {
    const file = join(dir, "not.parquet");
    writeFileSync(file, "PAR1 not really");
    await expect(loadLogs([file])).rejects.toThrow(`${file}:0: -: not a readable Parquet file`);
  });
  it("a duplicate id across a JSONL log and its Parquet export names both places", async () => {
    await expect(loadLogs([TRICKY, join(dir, "tricky.parquet")])).rejects.toThrow(/tricky\.parquet:\d+: trial_id: duplicate trial_id .* \(first at test\/fixtures\/export\/tricky\.jsonl:\d+\)/);
  });
});
