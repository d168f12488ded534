/**
 * Stream the records of a Parquet trial log (as `groupthink export --format
 * parquet` writes it) one row group at a time, so memory holds one row group,
 * never the file. Each row becomes the nested record again: columns are put
 * back at their key paths, rows the shape marks absent lose the key, array
 * cells are parsed back from their JSON text, 64-bit integers become numbers
 * (see {@link PARQUET_SHAPE_KEY}). A Parquet file written by another tool
 * (no shape) is read with dotted column names as key paths and nulls kept.
 * Rows are numbered from 1, like the lines of a JSONL log, so errors read
 * `FILE:ROW: FIELD`.
 *
 * @example
 * for await (const { line, value } of readParquetLog("runs/all.parquet")) {
 *   console.log(line, value); // 1 { protocol: "phantom", trial_id: "ph-001:a0:private", ... }
 * }
 */
import { openAsBlob } from "node:fs";
import { DataError } from "../errors.js";
import { PARQUET_SHAPE_KEY, RangeCursor, type ParquetShape } from "./parquet-log-shape.js";
import { assertReadable, type JsonLine } from "./read-jsonl.js";
import { setOwn } from "../schema/set-own.js";

interface Libs {
  arrow: typeof import("apache-arrow");
  pw: typeof import("parquet-wasm");
}

let libs: Libs | undefined;
async function loadLibs(): Promise<Libs> {
  if (!libs) {
    try {
      libs = { arrow: await import("apache-arrow"), pw: await import("parquet-wasm") };
    } catch (e) {
      throw new Error(`reading Parquet logs needs apache-arrow and parquet-wasm (npm install apache-arrow@21.2.0 parquet-wasm@0.8.0): ${(e as Error).message}`);
    }
  }
  return libs;
}

/**
 * Whether a log path names a Parquet file (by its `.parquet` ending, any case).
 * @example
 * [isParquetPath("a.parquet"), isParquetPath("records.jsonl")]; // => [true, false]
 */
export function isParquetPath(file: string): boolean {
  return /\.parquet$/i.test(file);
}

function cell(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (typeof v === "bigint") return Number(v);
  if (typeof v === "object" && !(v instanceof Uint8Array)) {
    const j = (v as { toJSON?: () => unknown }).toJSON;
    if (typeof j === "function") return j.call(v);
  }
  return v;
}

function put(record: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let o = record;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i];
    let next = Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined;
    if (next === null || typeof next !== "object" || Array.isArray(next)) {
      next = {};
      setOwn(o, k, next);
    }
    o = next as Record<string, unknown>;
  }
  setOwn(o, path[path.length - 1], value);
}

/** Options of {@link readParquetLog}. */
export interface ReadParquetLogOptions {
  /** Called with the error of a bad row (an array cell that is not JSON), after which reading goes on. */
  onLineError?: (error: DataError) => void;
}

/**
 * Yield every row of a Parquet log as its record, with its 1-based row number as `line`.
 * @param file the path
 * @param options `onLineError` to collect bad rows instead of stopping at the first
 * @throws DataError `FILE:0: -: …` for an unreadable file or one that is not Parquet; `FILE:ROW: COLUMN` for a bad cell
 * @example
 * for await (const { line, value } of readParquetLog("runs/all.parquet")) {
 *   console.log(line, value.trial_id); // 1 "ph-001:a0:private"
 *   break;
 * }
 */
export async function* readParquetLog(file: string, options: ReadParquetLogOptions = {}): AsyncGenerator<JsonLine> {
  await assertReadable(file);
  const { arrow, pw } = await loadLibs();
  let pf: import("parquet-wasm").ParquetFile;
  let groups: number;
  let shape: ParquetShape | null = null;
  try {
    pf = await pw.ParquetFile.fromFile(await openAsBlob(file));
    const meta = pf.metadata();
    groups = meta.numRowGroups();
    const text = meta.fileMetadata().keyValueMetadata().get(PARQUET_SHAPE_KEY) as string | undefined;
    if (text !== undefined) shape = JSON.parse(text) as ParquetShape;
  } catch (e) {
    throw new DataError(file, 0, "-", `not a readable Parquet file (${String((e as Error).message ?? e).replace(/\s+/g, " ").slice(0, 120)})`);
  }
  if (shape !== null && shape.version !== 1) throw new DataError(file, 0, PARQUET_SHAPE_KEY, `unknown shape version ${JSON.stringify(shape.version)}`);
  let base = 0;
  let cursors: { name: string; path: string[]; absent: RangeCursor; json: RangeCursor | null }[] | null = null;
  for (let g = 0; g < groups; g++) {
    let table: import("apache-arrow").Table;
    try {
      table = arrow.tableFromIPC((await pf.read({ rowGroups: [g] })).intoIPCStream());
    } catch (e) {
      throw new DataError(file, base + 1, "-", `cannot read Parquet row group ${g} (${String((e as Error).message ?? e).slice(0, 120)})`);
    }
    const names = table.schema.fields.map((f) => f.name);
    if (cursors === null) {
      cursors = names.map((name) => {
        const s = shape?.columns[name];
        return {
          name,
          path: s?.path ?? (shape !== null ? [name] : name.split(".")),
          absent: new RangeCursor(s?.absent ?? []),
          json: s?.json ? new RangeCursor(s.json) : null,
        };
      });
    }
    const values = names.map((n) => Array.from(table.getChild(n) as Iterable<unknown>));
    for (let i = 0; i < table.numRows; i++) {
      const row = base + i;
      const record: Record<string, unknown> = {};
      let bad: DataError | null = null;
      for (let c = 0; c < cursors.length; c++) {
        const k = cursors[c];
        let v = cell(values[c][i]);
        if (v === null && shape !== null && k.absent.has(row)) continue;
        if (k.json !== null && k.json.has(row) && typeof v === "string") {
          try {
            v = JSON.parse(v);
          } catch {
            bad ??= new DataError(file, row + 1, k.name, "the cell should hold an array's JSON text and does not");
          }
        }
        put(record, k.path, v);
      }
      if (bad !== null) {
        if (!options.onLineError) throw bad;
        options.onLineError(bad);
        continue;
      }
      yield { line: row + 1, value: record };
    }
    base += table.numRows;
  }
}
