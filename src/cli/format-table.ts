/**
 * Plain-text table for human-readable CLI output (right-aligns numbers).
 *
 * @example
 * formatTable(["model", "n"], [["typical", "40"]]);
 * // => "model     n\n-------  --\ntypical  40"
 */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, j) => Math.max(h.length, ...rows.map((r) => (r[j] ?? "").length)));
  const isNum = header.map((_, j) => rows.length > 0 && rows.every((r) => /^-?[\d.]+%?$|^null$|^-$/.test(r[j] ?? "")));
  const fmt = (cells: readonly string[]) =>
    cells.map((c, j) => (isNum[j] ? c.padStart(widths[j]) : c.padEnd(widths[j]))).join("  ").trimEnd();
  return [fmt(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(fmt)].join("\n");
}
