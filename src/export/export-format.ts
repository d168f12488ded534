/**
 * The export formats of `groupthink export`, and writing a table in one of them.
 *
 * @example
 * EXPORT_FORMATS; // => ["csv", "parquet", "jsonl"]
 */
import { toCsv, type CsvOptions } from "./to-csv.js";
import { toJsonl } from "./to-jsonl.js";
import { toParquet } from "./to-parquet.js";
import type { ExportTable } from "./export-rows.js";

/** The formats, as `--format` accepts them. */
export const EXPORT_FORMATS = ["csv", "parquet", "jsonl"] as const;
/** One export format. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * True for a known format name.
 *
 * @example
 * [isExportFormat("csv"), isExportFormat("xlsx")]; // => [true, false]
 */
export function isExportFormat(x: unknown): x is ExportFormat {
  return typeof x === "string" && (EXPORT_FORMATS as readonly string[]).includes(x);
}

/**
 * Encode a table in a format (UTF-8 bytes for the text formats).
 *
 * @param options for CSV, `rawFormulas` turns formula neutralisation off (see `toCsv`)
 * @example
 * new TextDecoder().decode(await encodeTable({ columns: ["a"], rows: [{ a: 1 }] }, "csv")); // => "a\r\n1\r\n"
 */
export async function encodeTable(table: ExportTable, format: ExportFormat, options: CsvOptions = {}): Promise<Uint8Array> {
  switch (format) {
    case "csv":
      return new TextEncoder().encode(toCsv(table.rows, table.columns, options));
    case "jsonl":
      return new TextEncoder().encode(toJsonl(table.rows, table.columns));
    case "parquet":
      return toParquet(table.rows, table.columns);
    default: {
      const never: never = format;
      throw new TypeError(`encodeTable: unknown format ${String(never)}`);
    }
  }
}
