/**
 * Rows (objects) → an escaped HTML table; numbers shown with up to 4 significant
 * decimals, `null` as an em dash. Used by the notebook display and the report.
 *
 * @example
 * htmlTable([{ model: "<x>", value: 0.123456 }], "Table 1");
 * // => '<table class="gt-table"><caption>Table 1</caption><thead><tr><th>model</th>...'
 */
import { escapeHtml } from "./escape-html.js";

/**
 * Format one cell for display: `null`/`undefined` → "—", integers as is, other finite
 * numbers with up to 4 decimals (exponent below 1e-3), arrays comma-joined, objects as JSON.
 *
 * @example
 * [formatCell(0.123456), formatCell(0.0001234), formatCell(null), formatCell([1, 0.5])]; // => ["0.1235", "1.23e-4", "—", "1, 0.5"]
 */
export function formatCell(v: unknown): string {
  if (v === null || v === undefined) return "—";
  if (typeof v === "number") {
    if (!Number.isFinite(v)) return String(v);
    if (Number.isInteger(v)) return String(v);
    return Math.abs(v) >= 1e-3 || v === 0 ? v.toFixed(4).replace(/0+$/, "").replace(/\.$/, "") : v.toExponential(2);
  }
  if (Array.isArray(v)) return v.map(formatCell).join(", ");
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

/**
 * Render rows as an HTML table (all text escaped): columns are the union of the rows' keys.
 *
 * @param rows plain objects (not changed)
 * @param caption optional caption (escaped)
 * @example
 * htmlTable([{ reply: "<b>" }]);
 * // => '<table class="gt-table"><thead><tr><th>reply</th></tr></thead><tbody><tr><td>&lt;b&gt;</td></tr></tbody></table>'
 */
export function htmlTable(rows: readonly Record<string, unknown>[], caption?: string): string {
  const cols: string[] = [];
  for (const r of rows) for (const k of Object.keys(r)) if (!cols.includes(k)) cols.push(k);
  const head = `<thead><tr>${cols.map((c) => `<th>${escapeHtml(c)}</th>`).join("")}</tr></thead>`;
  const body = rows
    .map((r) => `<tr>${cols.map((c) => `<td>${escapeHtml(formatCell(r[c]))}</td>`).join("")}</tr>`)
    .join("");
  const cap = caption ? `<caption>${escapeHtml(caption)}</caption>` : "";
  return `<table class="gt-table">${cap}${head}<tbody>${body}</tbody></table>`;
}

/**
 * Render rows as a plain-text table (for `text/plain` fallbacks), columns padded to their widest cell.
 *
 * @example
 * textTable([{ a: 1, b: "xyz" }, { a: 0.25 }]); // => "a     b\n1     xyz\n0.25  —"
 */
export function textTable(rows: readonly Record<string, unknown>[]): string {
  const cols: string[] = [];
  for (const r of rows) for (const k of Object.keys(r)) if (!cols.includes(k)) cols.push(k);
  const cells = rows.map((r) => cols.map((c) => formatCell(r[c])));
  const w = cols.map((c, j) => Math.max(c.length, ...cells.map((row) => row[j].length)));
  const line = (xs: string[]) => xs.map((x, j) => x.padEnd(w[j])).join("  ").trimEnd();
  return [line(cols), ...cells.map(line)].join("\n");
}
