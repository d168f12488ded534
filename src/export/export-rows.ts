/**
 * Records → the flat export table: one row per record ({@link flattenDetailed}),
 * columns in the documented order. A collision (two key paths, one column) or
 * a column holding two value types is refused ({@link ColumnPlan}). The
 * records are not changed.
 *
 * @example
 * exportRows([{ protocol: "phantom", usage: { prompt_tokens: 2, completion_tokens: 1 } }]).columns;
 * // => ["protocol", "usage.prompt_tokens", "usage.completion_tokens"]
 */
import { flattenDetailed, type Cell } from "./flatten-record.js";
import { ColumnPlan } from "./column-plan.js";

/** A flat table: rows of scalar cells and their column order. */
export interface ExportTable {
  columns: string[];
  rows: Record<string, Cell>[];
}

/**
 * Flatten records into an {@link ExportTable}.
 *
 * @param records plain objects (not changed)
 * @param file the name errors give the records (their line is the 1-based index; default `<records>`)
 * @throws DataError `FILE:LINE: COLUMN: …` on a collision or a column with two value types
 * @example
 * exportRows([{ a: 1 }, { b: [1] }]); // => { columns: ["a", "b"], rows: [{ a: 1 }, { b: "[1]" }] }
 * exportRows([{ a: 1 }, { a: "x" }]); // throws DataError: <records>:2: a: a string ("x") where the column holds a number (first at <records>:1); a column keeps one type
 */
export function exportRows(records: readonly Readonly<Record<string, unknown>>[], file = "<records>"): ExportTable {
  const plan = new ColumnPlan();
  const rows = records.map((r, i) => {
    const flat = flattenDetailed(r);
    plan.add(flat, file, i + 1);
    return flat.row;
  });
  return { columns: plan.columns(), rows };
}
