import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { tableFromIPC } from "apache-arrow";
import { readParquet } from "parquet-wasm";
import { parquetReadObjects } from "hyparquet";
import { parquetKind, toParquet } from "../../src/export/to-parquet.js";
import { exportRows } from "../../src/export/export-rows.js";

const lines = readFileSync("test/fixtures/export/tricky.jsonl", "utf8").trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
const table = exportRows(lines);
const expected = (c: string, v: unknown) => (v === undefined ? null : v);

describe("parquetKind(values)", () => {
  it("chooses bool, int64, double or utf8 from the non-null values", () => {
    expect([parquetKind([true, null]), parquetKind([1, 2]), parquetKind([1, 2.5]), parquetKind(["a"]), parquetKind([null]), parquetKind([1, true])]).toEqual(["bool", "int64", "double", "utf8", "utf8", "utf8"]);
  });
});

describe("toParquet(rows, columns)", () => {
  it("reads back through parquet-wasm + apache-arrow with the same columns, types and values", async () => {
    const bytes = await toParquet(table.rows, table.columns);
    expect(Buffer.from(bytes.subarray(0, 4)).toString()).toBe("PAR1");
    const t = tableFromIPC(readParquet(bytes).intoIPCStream());
    expect(t.numRows).toBe(lines.length);
    expect(t.schema.fields.map((f) => f.name)).toEqual(table.columns);
    const types = Object.fromEntries(t.schema.fields.map((f) => [f.name, String(f.type)]));
    expect(types.agent).toBe("Int64");
    expect(types.latency_ms).toBe("Float64");
    expect(types.simulated).toBe("Bool");
    expect(types.raw).toBe("Utf8");
    const rows = t.toArray().map((r) => r.toJSON() as Record<string, unknown>);
    rows.forEach((r, i) => {
      for (const c of table.columns) {
        const v = r[c];
        expect(typeof v === "bigint" ? Number(v) : v).toEqual(expected(c, table.rows[i][c]));
      }
    });
  });
  it("is read identically by an independent reader (hyparquet, pure JavaScript)", async () => {
    const bytes = await toParquet(table.rows, table.columns);
    const ab = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const rows = (await parquetReadObjects({ file: ab })) as Record<string, unknown>[];
    expect(rows).toHaveLength(lines.length);
    rows.forEach((r, i) => {
      expect(Object.keys(r)).toEqual(table.columns);
      for (const c of table.columns) {
        const v = r[c];
        expect(typeof v === "bigint" ? Number(v) : v).toEqual(expected(c, table.rows[i][c]));
      }
    });
    expect(rows[3].raw).toBe("\u001b[31mred\u001b[0m terminal escape \u0007 bell");
  });
  it("writes a file with no rows", async () => {
    const bytes = await toParquet([], ["a"]);
    expect(tableFromIPC(readParquet(bytes).intoIPCStream()).numRows).toBe(0);
  });
});
