/**
 * Records → the flat export table: one row per record ({@link flattenRecord}),
 * columns in the documented order ({@link exportColumns}). The records are
 * not changed.
 *
 * @example
 * exportRows([{ protocol: "phantom", usage: { prompt_tokens: 2, completion_tokens: 1 } }]).columns;
 * // => ["protocol", "usage.prompt_tokens", "usage.completion_tokens"]
 */
import { flattenRecord, type Cell } from "./flatten-record.js";
import { exportColumns } from "./export-columns.js";

/** A flat table: rows of scalar cells and their column order. */
export interface ExportTable {
  columns: string[];
  rows: Record<string, Cell>[];
}

/**
 * Flatten records into an {@link ExportTable}.
 *
 * @param records plain objects (not changed)
 * @example
 * exportRows([{ a: 1 }, { b: [1] }]); // => { columns: ["a", "b"], rows: [{ a: 1 }, { b: "[1]" }] }
 */
export function exportRows(records: readonly Readonly<Record<string, unknown>>[]): ExportTable {
  const rows = records.map((r) => flattenRecord(r));
  return { columns: exportColumns(rows), rows };
}
