/**
 * `groupthink export` in bounded memory: trial logs → one CSV, JSONL or
 * Parquet file, streamed. Two passes over the inputs:
 * 1. **plan** — every record is validated as `loadLogs` would (bad line,
 *    duplicate id, empty file: `FILE:LINE: FIELD`; the duplicate check keeps
 *    only the ids, and finds where the first one was by reading again on a
 *    hit), flattened, and taken into a
 *    {@link ColumnPlan}: the columns, a collision or a column with two value
 *    types is refused here, before a byte is written, and each column's one
 *    type is known from *all* records (so every Parquet row group has the same
 *    schema);
 * 2. **write** — the records are read again line by line, grouped by protocol
 *    as `loadLogs` groups them (phantom, panel, hidden_profile, judge, then
 *    others; input order within one), and written row by row (CSV, JSONL) or
 *    in Parquet row groups of `rowGroupRows` rows.
 * Memory holds the plan, the set of record ids (for the duplicate check) and
 * one batch of rows, never all records or the whole output. The output is
 * written beside `out` and renamed over it at the end, so a failed export
 * leaves no half file.
 *
 * @example
 * await exportLogs(["data/samples/phantom-sample.jsonl"], "/tmp/p.csv", "csv");
 * // => { rows: 120, columns: 23 }
 */
import { closeSync, openSync, openAsBlob, renameSync, rmSync, writeSync, createWriteStream } from "node:fs";
import { Writable } from "node:stream";
import { DataError } from "../errors.js";
import { expandLogPaths } from "../load/log-files.js";
import { readLogFile } from "../load/read-log-file.js";
import { KeyFingerprints } from "../load/key-fingerprints.js";
import { dedupKey, firstOccurrence } from "../load/first-occurrence.js";
import { PARQUET_SHAPE_KEY } from "../load/parquet-log-shape.js";
import { recordKey, type TrialRecord } from "../schema/records.js";
import { getRecordKind, recordKindNames } from "../schema/registry.js";
import { validateOwnedRecord } from "../schema/validate.js";
import { ColumnPlan } from "./column-plan.js";
import { RecordShapePlan } from "./record-shape-plan.js";
import { flattenDetailed, type Cell } from "./flatten-record.js";
import { neutraliseFormula } from "./csv-formula.js";
import { loadParquetLibs, wasmTable } from "./to-parquet.js";
import { csvLine } from "./to-csv.js";
import { jsonlKeys, jsonlLine } from "./to-jsonl.js";
import type { ExportFormat } from "./export-format.js";

/** Options of {@link exportLogs}. */
export interface ExportLogsOptions {
  /** CSV: write formula-looking cells as they are (default false: a leading `'`, see `neutraliseFormula`). */
  rawFormulas?: boolean;
  /** Rows per Parquet row group, and per write batch of the text formats (default 10,000; text writes at most 5,000 rows at a time). */
  rowGroupRows?: number;
}

/** What {@link exportLogs} wrote. */
export interface ExportSummary {
  rows: number;
  columns: number;
}

type Row = Record<string, Cell>;

interface Plan {
  plan: ColumnPlan;
  /** the record shape a Parquet export stores so the loader reads the records back exactly */
  shape: RecordShapePlan;
  /** protocol → the files holding its records, in input order */
  files: Map<string, string[]>;
  /** `protocol \0 file` → how many of the protocol's records the file held when planned */
  counts: Map<string, number>;
  rows: number;
}

async function planExport(paths: readonly string[], withShape: boolean): Promise<Plan> {
  const plan = new ColumnPlan();
  const shape = new RecordShapePlan();
  const files = new Map<string, string[]>();
  const counts = new Map<string, number>();
  let rows = 0;
  // the duplicate check of loadLogs, keeping only a 64-bit fingerprint of each key (8–16 bytes, not a ~120-byte
  // string: ten million records in ~130 MB); a hit is confirmed by reading the inputs again, which also finds
  // where the first one was (a fingerprint shared by two different keys — ~3·10⁻⁶ at 10⁷ — is no duplicate)
  const seen = new KeyFingerprints();
  const inputs = expandLogPaths(paths);
  for (let fi = 0; fi < inputs.length; fi++) {
    const file = inputs[fi];
    let n = 0;
    for await (const { line, value } of readLogFile(file)) {
      const record = validateOwnedRecord(value, file, line); // fresh from the reader: validated in place, not copied
      const key = dedupKey(record);
      if (!seen.add(key)) {
        const e = await duplicateError(inputs, key, record, fi, line);
        if (e) throw e;
      }
      plan.add(flattenDetailed(record), file, line, record.protocol);
      if (withShape) shape.add(record, record.protocol); // (only Parquet stores it: ~100 MB of row ranges at 10^7 phantom records)
      const list = files.get(record.protocol) ?? [];
      if (list.length === 0) files.set(record.protocol, list);
      if (list[list.length - 1] !== file) list.push(file);
      const at = `${record.protocol}\0${file}`;
      counts.set(at, (counts.get(at) ?? 0) + 1);
      rows++;
      n++;
    }
    if (n === 0) throw new DataError(file, 1, "-", "file holds no record");
  }
  return { plan, shape, files, counts, rows };
}

/**
 * The error `loadLogs` gives for a repeated id, naming where the first one is; null when the first record
 * with this key is the one at input `fi`, `line` itself (its fingerprint was another key's: no duplicate).
 */
async function duplicateError(inputs: readonly string[], key: string, record: TrialRecord, fi: number, line: number): Promise<DataError | null> {
  const first = await firstOccurrence(inputs, key, fi, line);
  if (first === null) return null;
  const field = getRecordKind(record.protocol)?.idField ?? "trial_id";
  return new DataError(inputs[fi], line, field, `duplicate ${field} ${JSON.stringify(recordKey(record))} (first at ${first.file}:${first.line})`);
}

/** The protocols in `loadLogs` order: the registered kinds, then any other. */
function protocolOrder(present: readonly string[]): string[] {
  const names = recordKindNames();
  const rest = present.filter((p) => !names.includes(p));
  const have = new Set(present);
  return [...names.filter((p) => have.has(p)), ...rest];
}

/**
 * The writing pass: the planned files read again, a protocol at a time, as rows in batches of `size`. A file
 * whose count of the protocol's records differs from the planning pass (a log still being written, or
 * replaced, between the passes) is refused, naming it: its rows would not match the plan's columns and types.
 */
async function* batches(p: Plan, size: number): AsyncGenerator<Row[]> {
  let batch: Row[] = [];
  for (const protocol of protocolOrder([...p.files.keys()])) {
    for (const file of p.files.get(protocol) ?? []) {
      let n = 0, last = 0;
      for await (const { line, value } of readLogFile(file)) {
        last = line;
        if ((value as { protocol?: unknown }).protocol !== protocol) continue;
        batch.push(flattenDetailed(validateOwnedRecord(value, file, line)).row);
        n++;
        if (batch.length >= size) { yield batch; batch = []; }
      }
      const planned = p.counts.get(`${protocol}\0${file}`) ?? 0;
      if (n !== planned) throw new DataError(file, last, "-", `changed during the export: ${planned} ${protocol} records when it was planned, ${n} when it was written (export again once the log is complete)`);
    }
  }
  if (batch.length > 0) yield batch;
}

const cellsOf = (row: Row, columns: readonly string[]): Cell[] => columns.map((c) => (Object.prototype.hasOwnProperty.call(row, c) ? row[c] : null));

async function writeText(p: Plan, columns: string[], fd: number, format: "csv" | "jsonl", options: ExportLogsOptions, size: number): Promise<void> {
  const safe = (v: Cell): Cell => (typeof v === "string" && !options.rawFormulas ? neutraliseFormula(v) : v);
  const keys = jsonlKeys(columns);
  if (format === "csv") writeSync(fd, csvLine(columns.map(safe)));
  for await (const batch of batches(p, size)) {
    const text = format === "csv"
      ? batch.map((r) => csvLine(cellsOf(r, columns).map(safe))).join("")
      : batch.map((r) => jsonlLine(r, columns, keys)).join("");
    writeSync(fd, text);
  }
}

async function writeParquet(p: Plan, columns: string[], tmp: string, size: number): Promise<void> {
  const libs = await loadParquetLibs();
  const it = batches(p, size)[Symbol.asyncIterator]();
  let any = false;
  let handed = 0;
  // parquet-wasm's transformParquetStream ends the file early and resolves, as if all went well, when the
  // source stream fails (a bad or changed input found in the writing pass) or when its writer refuses a batch:
  // the first would leave a valid Parquet file holding only the rows before the failure. So a failure of the
  // source is kept and thrown after the stream ends, and the rows in the file's footer are checked against the
  // rows handed to the writer (exportLogs then removes the partial file).
  let failure: { error: unknown } | null = null;
  const kind = (c: string) => p.plan.kind(c);
  // Hand the writer a row group's record batches and free the WebAssembly table they came from at once: the
  // batches share its Arrow buffers (the writer takes the batches it is given), and a table left to the garbage
  // collector's finalizer kept each row group's data (~5 MB of WebAssembly memory, which never shrinks) until a
  // full collection ran, so the writing pass grew by up to a row group's size per row group.
  const enqueue = (controller: ReadableStreamDefaultController<unknown>, rows: Row[]) => {
    const table = wasmTable(libs, rows, columns, kind);
    try {
      for (const b of table.recordBatches()) controller.enqueue(b);
    } finally {
      table.free();
    }
  };
  const source = new ReadableStream({
    async pull(controller) {
      try {
        const next = await it.next();
        if (next.done) {
          if (!any) enqueue(controller, []);
          controller.close();
          return;
        }
        any = true;
        enqueue(controller, next.value);
        handed += next.value.length;
      } catch (error) {
        failure = { error };
        controller.error(error);
      }
    },
  });
  const shape = p.shape.json(columns, protocolOrder([...p.files.keys()])); // (empties the plan: the writing pass does not hold it)
  const props = new libs.pw.WriterPropertiesBuilder().setCompression(libs.pw.Compression.SNAPPY).setMaxRowGroupSize(size)
    .setKeyValueMetadata(new Map([[PARQUET_SHAPE_KEY, shape]])).build();
  const bytes = await libs.pw.transformParquetStream(source, props);
  await bytes.pipeTo(Writable.toWeb(createWriteStream(tmp)) as WritableStream<Uint8Array>);
  if (failure) throw (failure as { error: unknown }).error;
  const inFile = await parquetRows(libs, tmp);
  if (inFile !== handed) throw new Error(`exportLogs: the Parquet writer (parquet-wasm) wrote ${inFile} of the ${handed} rows handed to it; no file was written`);
}

/** The row count in a Parquet file's footer (its metadata only is read). */
async function parquetRows(libs: Awaited<ReturnType<typeof loadParquetLibs>>, file: string): Promise<number> {
  const pf = await libs.pw.ParquetFile.fromFile(await openAsBlob(file));
  try {
    const meta = pf.metadata();
    try {
      const fm = meta.fileMetadata();
      try {
        return Number(fm.numRows());
      } finally {
        fm.free();
      }
    } finally {
      meta.free();
    }
  } finally {
    pf.free();
  }
}

/**
 * Export trial logs to one file, streaming (see the module comment).
 *
 * @param paths JSONL files, run folders or experiment folders
 * @param out the file to write (replaced at the end)
 * @param format `csv`, `jsonl` or `parquet`
 * @param options `rawFormulas` (CSV), `rowGroupRows`
 * @throws DataError `FILE:LINE: FIELD` on a bad record, a duplicate id, a flattening collision or a column with two types
 * @example
 * await exportLogs(["data/samples/phantom-sample.jsonl"], "/tmp/p.parquet", "parquet", { rowGroupRows: 50 });
 * // => { rows: 120, columns: 23 }
 */
export async function exportLogs(paths: readonly string[], out: string, format: ExportFormat, options: ExportLogsOptions = {}): Promise<ExportSummary> {
  const size = options.rowGroupRows ?? 10_000;
  const p = await planExport(paths, format === "parquet");
  const columns = p.plan.columns(protocolOrder([...p.files.keys()]));
  const tmp = `${out}.partial-${process.pid}`;
  try {
    if (format === "parquet") await writeParquet(p, columns, tmp, size);
    else {
      const fd = openSync(tmp, "w");
      try {
        await writeText(p, columns, fd, format, options, Math.min(size, 5000));
      } finally {
        closeSync(fd);
      }
    }
    renameSync(tmp, out);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
  return { rows: p.rows, columns: columns.length };
}
