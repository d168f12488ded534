/**
 * RFC 4180 CSV for the annotation sheets: fields quoted when they hold a
 * comma, quote, CR or LF (quotes doubled), CRLF line ends; the reader accepts
 * CRLF or LF, quoted fields with embedded line breaks, a UTF-8 BOM, and
 * reports the line of a malformed record.
 *
 * @example
 * toCsv([["a", "b,c"], ["1", 'say "hi"']]); // => 'a,"b,c"\r\n1,"say ""hi"""\r\n'
 * parseCsv('a,"b,c"\r\n1,2\r\n');           // => [["a", "b,c"], ["1", "2"]]
 */
import { DataError } from "../../../errors.js";
import { neutraliseFormula, restoreFormula } from "../../../export/csv-formula.js";

const quote = (f: string): string => (/[",\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f);

/**
 * Write rows as RFC 4180 CSV (every row ends with CRLF); a field a spreadsheet would read as a
 * formula (`=`, `+`, `-`, `@`, TAB, CR first) gets a leading `'` (`neutraliseFormula`, docs/EXPORT.md).
 * @example
 * toCsv([["=1+1"]]); // => "'=1+1\r\n"
 * toCsv([["x"]]); // => "x\r\n"
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map((f) => quote(neutraliseFormula(f))).join(",") + "\r\n").join("");
}

/**
 * Parse CSV text into rows (a trailing line end does not add an empty row); one leading `'`
 * of a field is dropped (`restoreFormula`: it undoes the writer's formula neutralisation).
 * @param file the file name for errors
 * @throws DataError naming file and line for an unterminated quote or text after a closing quote
 * @example
 * parseCsv('"a\nb",c\n'); // => [["a\nb", "c"]]
 */
export function parseCsv(text: string, file = "<csv>"): string[][] {
  const t = text.replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  let row: string[] = [], field = "", i = 0, line = 1, quoted = false, startLine = 1;
  while (i < t.length) {
    const c = t[i];
    if (quoted) {
      if (c === '"') {
        if (t[i + 1] === '"') { field += '"'; i += 2; continue; }
        quoted = false; i++;
        if (i < t.length && !/[,\r\n]/.test(t[i])) throw new DataError(file, line, "-", "text after a closing quote");
        continue;
      }
      if (c === "\n") line++;
      field += c; i++;
      continue;
    }
    if (c === '"' && field === "") { quoted = true; startLine = line; i++; continue; }
    if (c === ",") { row.push(field); field = ""; i++; continue; }
    if (c === "\r" || c === "\n") {
      row.push(field); rows.push(row); row = []; field = "";
      i += c === "\r" && t[i + 1] === "\n" ? 2 : 1;
      line++;
      continue;
    }
    field += c; i++;
  }
  if (quoted) throw new DataError(file, startLine, "-", "unterminated quoted field");
  if (field !== "" || row.length > 0) { row.push(field); rows.push(row); }
  return rows.map((r) => r.map(restoreFormula));
}
