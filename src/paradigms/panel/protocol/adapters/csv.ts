/**
 * Minimal RFC 4180 CSV reader for the dataset adapters (quoted fields, doubled
 * quotes, CRLF, BOM); returns one object per row keyed by the header.
 *
 * @example
 * parsePanelCsv('a,b\n1,"x, ""y"""\n'); // => [{ a: "1", b: 'x, "y"' }]
 */
export function parsePanelCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [], field = "", q = false;
  const s = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (q) {
      if (c === '"' && s[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') q = false;
      else field += c;
    } else if (c === '"') q = true;
    else if (c === ",") { row.push(field); field = ""; }
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && s[i + 1] === "\n") i++;
      row.push(field); field = "";
      if (row.some((x) => x !== "")) rows.push(row);
      row = [];
    } else field += c;
  }
  row.push(field);
  if (row.some((x) => x !== "")) rows.push(row);
  const [header, ...body] = rows;
  return header ? body.map((r) => Object.fromEntries(header.map((h, j) => [h.trim(), r[j] ?? ""]))) : [];
}

/** Parse JSON Lines or a JSON array into objects. */
export function parsePanelJsonRows(text: string): Record<string, unknown>[] {
  const t = text.replace(/^\uFEFF/, "").trim();
  if (t.startsWith("[")) return JSON.parse(t) as Record<string, unknown>[];
  return t.split(/\r?\n/).filter((l) => l.trim() !== "").map((l) => JSON.parse(l) as Record<string, unknown>);
}
