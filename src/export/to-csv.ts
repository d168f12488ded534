/**
 * Rows → RFC 4180 CSV text (through the maintained `csv-stringify`): a header
 * line, CRLF line ends, a field quoted (inner quotes doubled) when it holds a
 * comma, a quote, a CR or an LF; `null` as an empty field; booleans as
 * `true`/`false`; numbers in JavaScript's shortest round-trip form. String
 * cells and header cells that a spreadsheet would read as a formula get a
 * leading `'` ({@link neutraliseFormula}); `{ rawFormulas: true }` writes them
 * as they are.
 *
 * @example
 * toCsv([{ a: 'x,"y"', b: null, c: true }], ["a", "b", "c"]); // => 'a,b,c\r\n"x,""y""",,true\r\n'
 */
import { stringify } from "csv-stringify/sync";
import type { Cell } from "./flatten-record.js";
import { neutraliseFormula } from "./csv-formula.js";

/** Options of {@link toCsv}. */
export interface CsvOptions {
  /** Write string cells and headers as they are, without the leading `'` of formula neutralisation (default false). */
  rawFormulas?: boolean;
}

/**
 * Write rows as CSV with the given columns (a cell missing from a row is empty).
 *
 * @param rows rows of scalar cells (not changed)
 * @param columns the header, in order
 * @param options `rawFormulas` to turn formula neutralisation off
 * @example
 * toCsv([{ n: 1 }, { n: 2.5, s: "l1\nl2" }], ["n", "s"]); // => 'n,s\r\n1,\r\n2.5,"l1\nl2"\r\n'
 * toCsv([{ n: -0.5, s: "=1+1" }], ["n", "s"]); // => "n,s\r\n-0.5,'=1+1\r\n"
 */
export function toCsv(rows: readonly Readonly<Record<string, Cell>>[], columns: readonly string[], options: CsvOptions = {}): string {
  const safe = (v: Cell): Cell => (typeof v === "string" && !options.rawFormulas ? neutraliseFormula(v) : v);
  const body = rows.map((r) => columns.map((c) => safe(Object.prototype.hasOwnProperty.call(r, c) ? r[c] : null)));
  const header = columns.map((c) => safe(c) as string);
  return stringify([header, ...body], {
    record_delimiter: "windows",
    quoted_match: /[\r\n]/,
    cast: { boolean: (v: boolean) => (v ? "true" : "false"), number: (v: number) => String(v) },
  });
}

/**
 * One CSV record (with its CRLF) of cells, quoted and written exactly as {@link toCsv} writes them
 * (the streaming export writes row by row with it; formula neutralisation is the caller's).
 *
 * @param cells the record's cells, in column order
 * @example
 * csvLine(["x,y", 'say "hi"', null, true, 0.5, "l1\nl2"]); // => '"x,y","say ""hi""",,true,0.5,"l1\nl2"\r\n'
 */
export function csvLine(cells: readonly Cell[]): string {
  let out = "";
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i];
    if (i > 0) out += ",";
    if (v === null) continue;
    if (typeof v !== "string") out += String(v);
    else out += /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
  }
  return out + "\r\n";
}
