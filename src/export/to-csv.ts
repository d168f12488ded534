/**
 * Rows → RFC 4180 CSV text (through the maintained `csv-stringify`): a header
 * line, CRLF line ends, a field quoted (inner quotes doubled) when it holds a
 * comma, a quote, a CR or an LF; `null` as an empty field; booleans as
 * `true`/`false`; numbers in JavaScript's shortest round-trip form.
 *
 * @example
 * toCsv([{ a: 'x,"y"', b: null, c: true }], ["a", "b", "c"]); // => 'a,b,c\r\n"x,""y""",,true\r\n'
 */
import { stringify } from "csv-stringify/sync";
import type { Cell } from "./flatten-record.js";

/**
 * Write rows as CSV with the given columns (a cell missing from a row is empty).
 *
 * @param rows rows of scalar cells (not changed)
 * @param columns the header, in order
 * @example
 * toCsv([{ n: 1 }, { n: 2.5, s: "l1\nl2" }], ["n", "s"]); // => 'n,s\r\n1,\r\n2.5,"l1\nl2"\r\n'
 */
export function toCsv(rows: readonly Readonly<Record<string, Cell>>[], columns: readonly string[]): string {
  const body = rows.map((r) => columns.map((c) => (Object.prototype.hasOwnProperty.call(r, c) ? r[c] : null)));
  return stringify([columns as string[], ...body], {
    record_delimiter: "windows",
    quoted_match: /[\r\n]/,
    cast: { boolean: (v: boolean) => (v ? "true" : "false"), number: (v: number) => String(v) },
  });
}
