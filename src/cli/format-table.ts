/**
 * Plain-text table for human-readable CLI output (right-aligns numbers).
 * Cells and headers are escaped for the terminal ({@link escapeTerminal}):
 * model names and log strings are untrusted, so a control character or
 * escape sequence in them is shown as `\x1b`, never sent raw.
 *
 * @example
 * formatTable(["model", "n"], [["typical", "40"]]);
 * // => "model     n\n-------  --\ntypical  40"
 * formatTable(["model"], [["evil\x1b[2J"]]).split("\n")[2]; // => "evil\\x1b[2J"
 */
import { escapeTerminal } from "../errors.js";

/** See module doc. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const head = header.map((h) => escapeTerminal(h));
  const body = rows.map((r) => head.map((_, j) => escapeTerminal(r[j] ?? "")));
  const widths = head.map((h, j) => Math.max(h.length, ...body.map((r) => r[j].length)));
  const isNum = head.map((_, j) => body.length > 0 && body.every((r) => /^-?[\d.]+%?$|^null$|^-$/.test(r[j])));
  const fmt = (cells: readonly string[]) =>
    cells.map((c, j) => (isNum[j] ? c.padStart(widths[j]) : c.padEnd(widths[j]))).join("  ").trimEnd();
  return [fmt(head), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(fmt)].join("\n");
}
