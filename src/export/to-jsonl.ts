/**
 * Rows → JSON Lines: one flat JSON object per row with every column in the
 * given order (`null` where a row has no value), `\n` line ends.
 *
 * @example
 * toJsonl([{ a: 1 }, { b: "x" }], ["a", "b"]); // => '{"a":1,"b":null}\n{"a":null,"b":"x"}\n'
 */
import type { Cell } from "./flatten-record.js";

/**
 * Write rows as JSONL with the given columns.
 *
 * @param rows rows of scalar cells (not changed)
 * @param columns the keys of every line, in order
 * @example
 * toJsonl([{ s: "<b>" }], ["s"]); // => '{"s":"<b>"}\n'
 */
export function toJsonl(rows: readonly Readonly<Record<string, Cell>>[], columns: readonly string[]): string {
  return rows.map((r) => JSON.stringify(Object.fromEntries(columns.map((c) => [c, Object.prototype.hasOwnProperty.call(r, c) ? r[c] : null])))).join("\n") + (rows.length ? "\n" : "");
}
