import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

// Failures in exportLogs' writing pass (its second read of the inputs). parquet-wasm's transformParquetStream
// resolves with a valid but short file when its source stream fails or its writer refuses a batch (seen with
// parquet-wasm 0.8.0: 3 rows of 6, no error), so these cases are made to happen here:
// - `wasmTable` (the bridge to the writer) throws, or loses a row group's rows on the way (the footer's count is
//   then short of the rows handed on);
// - a log changes between the two passes: `readLogFile` yields one record fewer, or one more, on every read after
//   the first (the writing pass reads a file once per protocol it holds).
const state = vi.hoisted(() => ({ table: "ok" as "ok" | "throw" | "empty", reads: "ok" as "ok" | "fewer" | "more", calls: 0, readsOf: new Map<string, number>() }));
vi.mock("../../src/export/to-parquet.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/export/to-parquet.js")>();
  return {
    ...real,
    wasmTable: (...args: Parameters<typeof real.wasmTable>) => {
      state.calls++;
      if (state.calls === 2 && state.table === "throw") throw new Error("bridge failed");
      if (state.calls === 2 && state.table === "empty") return real.wasmTable(args[0], [], args[2], args[3]); // the row group's rows lost on the way
      return real.wasmTable(...args);
    },
  };
});
vi.mock("../../src/load/read-log-file.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/load/read-log-file.js")>();
  return {
    ...real,
    readLogFile: async function* (file: string, options?: Parameters<typeof real.readLogFile>[1]) {
      const n = (state.readsOf.get(file) ?? 0) + 1;
      state.readsOf.set(file, n);
      const all = [];
      for await (const x of real.readLogFile(file, options)) all.push(x);
      if (n >= 2 && state.reads === "fewer") all.pop();
      if (n >= 2 && state.reads === "more") {
        const last = all[all.length - 1];
        all.push({ line: last.line + 1, value: { ...(last.value as object), trial_id: "appended-later" } });
      }
      yield* all;
    },
  };
});
const { exportLogs } = await import("../../src/export/export-logs.js");

const LOG = "test/fixtures/export/tricky.jsonl"; // 16 records: phantom, panel, hidden_profile, judge
const dir = mkdtempSync(join(tmpdir(), "gt-export-fail-"));
afterEach(() => {
  state.table = "ok";
  state.reads = "ok";
  state.calls = 0;
  state.readsOf.clear();
});
/** Nothing named `name` (nor its partial file) is left in the folder. */
const left = (name: string) => readdirSync(dir).filter((f) => f.startsWith(name));

describe("exportLogs refuses a writing pass that failed, and leaves no file", () => {
  it("Parquet: a failure in the writing pass is thrown, not a short file (parquet-wasm would end the file early)", async () => {
    state.table = "throw";
    await expect(exportLogs([LOG], join(dir, "thrown.parquet"), "parquet", { rowGroupRows: 3 })).rejects.toThrow("bridge failed");
    expect(left("thrown")).toEqual([]);
  });
  it("Parquet: rows lost between the rows handed on and the file are found in the footer's row count", async () => {
    state.table = "empty";
    await expect(exportLogs([LOG], join(dir, "short.parquet"), "parquet", { rowGroupRows: 3 }))
      .rejects.toThrow(/^exportLogs: the Parquet writer \(parquet-wasm\) wrote \d+ of the 16 rows handed to it; no file was written$/);
    expect(left("short")).toEqual([]);
  });
  it("the same export with nothing failing writes all 16 rows", async () => {
    expect(await exportLogs([LOG], join(dir, "fine.parquet"), "parquet", { rowGroupRows: 3 })).toEqual({ rows: 16, columns: 67 });
    expect(existsSync(join(dir, "fine.parquet"))).toBe(true);
  });
  for (const format of ["csv", "jsonl", "parquet"] as const) {
    it(`${format}: a log with a record fewer or more in the writing pass than when planned is named, no file written`, async () => {
      state.reads = "fewer";
      await expect(exportLogs([LOG], join(dir, `fewer.${format}`), format, { rowGroupRows: 3 }))
        .rejects.toThrow(`${LOG}:15: -: changed during the export: 2 judge records when it was planned, 1 when it was written (export again once the log is complete)`);
      expect(left("fewer")).toEqual([]);
      state.readsOf.clear();
      state.reads = "more";
      await expect(exportLogs([LOG], join(dir, `more.${format}`), format, { rowGroupRows: 3 })).rejects.toThrow(/changed during the export: \d+ \w+ records when it was planned, \d+ when it was written/);
      expect(left("more")).toEqual([]);
    });
  }
  it("the fixture's last record is one of its two judge records (what the 'fewer' case removes)", () => {
    const lines = readFileSync(LOG, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { protocol: string });
    expect(lines).toHaveLength(16);
    expect(lines.filter((r) => r.protocol === "judge").length).toBe(2);
    expect(lines[15].protocol).toBe("judge");
  });
});
