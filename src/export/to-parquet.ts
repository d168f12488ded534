/**
 * Rows → Parquet bytes through Apache Arrow (`apache-arrow`) and the Rust
 * Parquet writer compiled to WebAssembly (`parquet-wasm`), SNAPPY-compressed.
 * Column types: all-boolean → `bool`; all-integer numbers → `int64`; other
 * numbers → `double`; anything else → `utf8` (strings as they are). `null`
 * stays null. Both libraries are loaded on first use, so importing
 * groupthink does not pay for them.
 *
 * @example
 * const bytes = await toParquet([{ a: 1, s: "x" }], ["a", "s"]);
 * Buffer.from(bytes.subarray(0, 4)).toString(); // => "PAR1"
 */
import type { Cell } from "./flatten-record.js";
import { setOwn } from "../schema/set-own.js";

/** The Arrow type chosen for a column's values. */
export type ParquetKind = "bool" | "int64" | "double" | "utf8";

/**
 * The type {@link toParquet} writes for a column (all-null columns are `utf8`).
 *
 * @example
 * [parquetKind([1, null, 2]), parquetKind([1.5]), parquetKind([true]), parquetKind(["x", 1])]; // => ["int64", "double", "bool", "utf8"]
 */
export function parquetKind(values: readonly Cell[]): ParquetKind {
  let bool = 0, int = 0, num = 0, other = 0;
  for (const v of values) {
    if (v === null) continue;
    if (typeof v === "boolean") bool++;
    else if (typeof v === "number") { num++; if (Number.isSafeInteger(v)) int++; }
    else other++;
  }
  if (other > 0 || (bool > 0 && num > 0)) return "utf8";
  if (bool > 0) return "bool";
  if (num > 0) return int === num ? "int64" : "double";
  return "utf8";
}

/** The two libraries of the Parquet writer, loaded on first use. */
export interface ParquetLibs {
  arrow: typeof import("apache-arrow");
  pw: typeof import("parquet-wasm");
}

/**
 * Load apache-arrow and parquet-wasm.
 * @throws Error naming the packages to install when one is missing
 * @example
 * typeof (await loadParquetLibs()).pw.writeParquet; // => "function"
 */
export async function loadParquetLibs(): Promise<ParquetLibs> {
  try {
    return { arrow: await import("apache-arrow"), pw: await import("parquet-wasm") };
  } catch (e) {
    throw new Error(`toParquet: Parquet export needs apache-arrow and parquet-wasm (npm install apache-arrow@21.2.0 parquet-wasm@0.8.0): ${(e as Error).message}`);
  }
}

/**
 * Rows → a parquet-wasm table with the given column types (the bridge is Arrow IPC).
 * @param libs from {@link loadParquetLibs}
 * @param rows rows of scalar cells (not changed)
 * @param columns the column names, in order
 * @param kindOf the type of each column
 * @example
 * const libs = await loadParquetLibs();
 * wasmTable(libs, [{ a: 1 }], ["a"], () => "int64").numBatches; // => 1
 */
export function wasmTable(libs: ParquetLibs, rows: readonly Readonly<Record<string, Cell>>[], columns: readonly string[], kindOf: (column: string, values: Cell[]) => ParquetKind): import("parquet-wasm").Table {
  const { arrow, pw } = libs;
  const vectors: Record<string, import("apache-arrow").Vector> = {};
  for (const c of columns) {
    const values = rows.map((r) => (Object.prototype.hasOwnProperty.call(r, c) ? r[c] : null));
    const kind = kindOf(c, values);
    const vector = kind === "bool" ? arrow.vectorFromArray(values as (boolean | null)[], new arrow.Bool())
      : kind === "int64" ? arrow.vectorFromArray(values.map((v) => (v === null ? null : BigInt(v as number))), new arrow.Int64())
      : kind === "double" ? arrow.vectorFromArray(values as (number | null)[], new arrow.Float64())
      : arrow.vectorFromArray(values.map((v) => (v === null ? null : String(v))), new arrow.Utf8());
    setOwn(vectors, c, vector); // a column named `__proto__` is a column, not the object's prototype
  }
  return pw.Table.fromIPCStream(arrow.tableToIPC(new arrow.Table(vectors), "stream"));
}

/**
 * Write rows as one Parquet file (bytes) with the given columns, in order.
 *
 * @param rows rows of scalar cells (not changed)
 * @param columns the column names, in order
 * @throws Error naming the package to install when apache-arrow or parquet-wasm is missing
 * @example
 * (await toParquet([{ n: 1 }, { n: null }], ["n"])).length > 0; // => true
 */
export async function toParquet(rows: readonly Readonly<Record<string, Cell>>[], columns: readonly string[]): Promise<Uint8Array> {
  const libs = await loadParquetLibs();
  const props = new libs.pw.WriterPropertiesBuilder().setCompression(libs.pw.Compression.SNAPPY).build();
  return libs.pw.writeParquet(wasmTable(libs, rows, columns, (_c, values) => parquetKind(values)), props);
}
