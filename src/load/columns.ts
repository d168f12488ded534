/**
 * Turn records into typed columns: numeric fields become `Float64Array`
 * (NaN where null or absent), booleans `Uint8Array`-like `(boolean|null)[]`,
 * everything else plain arrays (`null` where absent). Arrays and objects are
 * kept as values. The records are not changed.
 *
 * @example
 * toColumns([{ a: 1, b: "x" }, { a: null, b: "y" }]);
 * // => { n: 2, names: ["a", "b"], columns: { a: Float64Array [1, NaN], b: ["x", "y"] } }
 */

export type Column = Float64Array | unknown[];

/** A column table. */
export interface Columns {
  n: number;
  names: string[];
  columns: Record<string, Column>;
}

/** Build a column table from records (union of their keys, first-seen order). */
export function toColumns(records: readonly Record<string, unknown>[]): Columns {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const r of records) for (const k of Object.keys(r)) if (!seen.has(k)) { seen.add(k); names.push(k); }
  const columns: Record<string, Column> = Object.create(null);
  for (const name of names) {
    let numeric = true;
    for (const r of records) {
      const v = Object.prototype.hasOwnProperty.call(r, name) ? r[name] : undefined;
      if (v !== undefined && v !== null && typeof v !== "number") { numeric = false; break; }
    }
    if (numeric) {
      const col = new Float64Array(records.length);
      records.forEach((r, i) => {
        const v = Object.prototype.hasOwnProperty.call(r, name) ? r[name] : undefined;
        col[i] = typeof v === "number" ? v : NaN;
      });
      columns[name] = col;
    } else {
      columns[name] = records.map((r) => (Object.prototype.hasOwnProperty.call(r, name) && r[name] !== undefined ? r[name] : null));
    }
  }
  return { n: records.length, names, columns };
}
