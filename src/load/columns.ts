/**
 * Turn records into typed columns: a field whose values are all numbers
 * (or null/absent) becomes a `Float64Array` (NaN where null or absent);
 * every other field, booleans included, a plain array (`null` where absent). Arrays and objects are
 * kept as values. The records are not changed.
 *
 * @example
 * toColumns([{ a: 1, b: "x" }, { a: null, b: "y" }]);
 * // => { n: 2, names: ["a", "b"], columns: { a: Float64Array [1, NaN], b: ["x", "y"] } }
 */

/** One column: numeric (`Float64Array`, NaN for missing) or any other values (`null` for missing). */
export type Column = Float64Array | unknown[];

/** A column table. */
export interface Columns {
  n: number;
  names: string[];
  columns: Record<string, Column>;
}

/**
 * Build a column table from records (union of their keys, first-seen order).
 *
 * @param records plain objects (not changed)
 * @example
 * Array.from(toColumns([{ a: 1 }, { a: null }]).columns.a as Float64Array); // => [1, NaN]
 */
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
