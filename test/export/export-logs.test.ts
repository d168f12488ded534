import { describe, expect, it, vi } from "vitest";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parquetMetadata, parquetReadObjects } from "hyparquet";
import { exportLogs } from "../../src/export/export-logs.js";
import { exportRows } from "../../src/export/export-rows.js";
import { toCsv } from "../../src/export/to-csv.js";
import { toJsonl } from "../../src/export/to-jsonl.js";
import { loadLogs } from "../../src/load/load-logs.js";

const LOG = "test/fixtures/export/tricky.jsonl";
const dir = mkdtempSync(join(tmpdir(), "gt-export-logs-"));
const lines = readFileSync(LOG, "utf8").trim().split("\n");
const first = JSON.parse(lines[0]) as Record<string, unknown>;
const withId = (i: number, extra: Record<string, unknown>) => JSON.stringify({ ...first, trial_id: `t${i}`, ...extra });

async function inMemory() {
  const logs = await loadLogs([LOG]);
  return exportRows([...logs.phantom, ...logs.panel, ...logs.hidden_profile, ...logs.judge]);
}

describe("exportLogs(paths, out, format) streams the same table as the in-memory path", () => {
  it("CSV and JSONL byte for byte, in batches smaller than the input", async () => {
    const t = await inMemory();
    expect(await exportLogs([LOG], join(dir, "a.csv"), "csv", { rowGroupRows: 3 })).toEqual({ rows: 16, columns: 67 });
    expect(readFileSync(join(dir, "a.csv"), "utf8")).toBe(toCsv(t.rows, t.columns));
    await exportLogs([LOG], join(dir, "a.jsonl"), "jsonl", { rowGroupRows: 3 });
    expect(readFileSync(join(dir, "a.jsonl"), "utf8")).toBe(toJsonl(t.rows, t.columns));
  });
  it("Parquet in row groups of the given size, every value read back by an independent reader", async () => {
    const t = await inMemory();
    const out = join(dir, "a.parquet");
    await exportLogs([LOG], out, "parquet", { rowGroupRows: 3 });
    const buf = readFileSync(out);
    const ab = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
    expect(parquetMetadata(ab).row_groups.map((g) => Number(g.num_rows))).toEqual([3, 3, 3, 3, 3, 1]);
    const rows = (await parquetReadObjects({ file: ab })) as Record<string, unknown>[];
    expect(rows).toHaveLength(16);
    rows.forEach((r, i) => {
      expect(Object.keys(r)).toEqual(t.columns);
      for (const c of t.columns) expect(typeof r[c] === "bigint" ? Number(r[c]) : r[c]).toEqual(t.rows[i][c] ?? null);
    });
  });
  it("Parquet frees each row group's WebAssembly table as soon as its batches are handed on (not at a later GC)", async () => {
    // a table left to the finalizer kept its row group's data in the writer's WebAssembly memory, which never
    // shrinks, until a full collection: 79 MB of it at 10^6 records against 32 MB when freed (bench/scale.ts)
    const { Table } = await import("parquet-wasm");
    const free = vi.spyOn(Table.prototype, "free");
    try {
      await exportLogs([LOG], join(dir, "freed.parquet"), "parquet", { rowGroupRows: 3 });
      expect(free).toHaveBeenCalledTimes(6); // 16 rows in row groups of 3: 6 tables, 6 frees
    } finally {
      free.mockRestore();
    }
    expect(readFileSync(join(dir, "freed.parquet"))).toEqual(readFileSync(join(dir, "a.parquet")));
  });
  it("refuses a file with no record, as loadLogs does", async () => {
    const f = join(dir, "empty.jsonl");
    writeFileSync(f, "\n");
    await expect(exportLogs([f], join(dir, "e.csv"), "csv")).rejects.toThrow(/empty\.jsonl:1: -: file holds no record/);
  });
});

describe("exportLogs refuses collisions and type changes with FILE:LINE: FIELD, before writing", () => {
  it("a literal key usage.prompt_tokens beside the nested usage (181 vs 999999), in every format", async () => {
    const f = join(dir, "collide-in.jsonl");
    writeFileSync(f, [withId(1, {}), withId(2, { usage: { prompt_tokens: 181, completion_tokens: 2 }, "usage.prompt_tokens": 999999 })].join("\n") + "\n");
    for (const fmt of ["csv", "jsonl", "parquet"] as const) {
      const out = join(dir, `collide.${fmt}`);
      await expect(exportLogs([f], out, fmt)).rejects.toThrow(`${f}:2: usage.prompt_tokens: two key paths (a literal dotted key and a nested field) flatten to this column; rename the dotted key`);
      expect(existsSync(out)).toBe(false);
    }
    expect(readdirSync(dir).filter((n) => n.includes(".partial-"))).toEqual([]);
  });
  it("one string among numbers in an extra field (would have turned the Parquet column to utf8)", async () => {
    const f = join(dir, "types.jsonl");
    writeFileSync(f, [withId(1, { score: 3 }), withId(2, { score: 4.5 }), withId(3, { score: null }), withId(4, { score: "high" })].join("\n") + "\n");
    await expect(exportLogs([f], join(dir, "types.parquet"), "parquet")).rejects.toThrow(
      `${f}:4: score: a string ("high") where the column holds a number (first at ${f}:1); a column keeps one type`,
    );
  });
});

describe("a key named __proto__ is a column like any other", () => {
  it("kept in CSV, JSONL and Parquet (not dropped by the prototype setter), and read back from Parquet", async () => {
    const f = join(dir, "proto.jsonl");
    const plain = join(dir, "plain.jsonl");
    writeFileSync(plain, `${withId(1, {})}\n`);
    writeFileSync(f, `{"__proto__":"kept",${withId(1, {}).slice(1)}\n`);
    const { columns } = await exportLogs([plain], join(dir, "plain.csv"), "csv");
    for (const fmt of ["csv", "jsonl", "parquet"] as const) {
      expect(await exportLogs([f], join(dir, `proto.${fmt}`), fmt)).toEqual({ rows: 1, columns: columns + 1 });
    }
    expect(readFileSync(join(dir, "proto.csv"), "utf8").split(/\r?\n/)[0].split(",")).toContain("__proto__");
    const line = JSON.parse(readFileSync(join(dir, "proto.jsonl"), "utf8")) as Record<string, unknown>;
    expect(Object.getOwnPropertyDescriptor(line, "__proto__")?.value).toBe("kept");
    const back = (await loadLogs([join(dir, "proto.parquet")])).phantom[0] as unknown as Record<string, unknown>;
    expect(Object.getOwnPropertyDescriptor(back, "__proto__")?.value).toBe("kept");
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
  });
});

describe("exportLogs checks records as loadLogs does", () => {
  it("a repeated trial_id names both places, as loadLogs does", async () => {
    const f = join(dir, "dup.jsonl");
    writeFileSync(f, [withId(1, {}), withId(2, {}), withId(1, {})].join("\n") + "\n");
    const viaLoad = await loadLogs([f]).catch((e: Error) => e.message);
    await expect(exportLogs([f], join(dir, "dup.csv"), "csv")).rejects.toThrow(viaLoad as string);
    expect(viaLoad).toBe(`${f}:3: trial_id: duplicate trial_id "t1" (first at ${f}:1)`);
  });
});
