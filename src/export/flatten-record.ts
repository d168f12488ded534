/**
 * Flatten one record (or any plain object) into a row of scalar cells for the
 * tidy exports (CSV, Parquet, JSONL). Nested objects become dotted columns
 * (`usage.prompt_tokens`), recursively; arrays become their JSON text
 * (`["gpt","claude"]`, readable with `json.loads` / `JSON.parse`); strings,
 * numbers, booleans and `null` stay as they are. The input is not changed.
 * Two different key paths that flatten to one column name (a literal key
 * `usage.prompt_tokens` beside the nested `usage: {prompt_tokens}`) are a
 * collision: never one silently overwriting the other.
 *
 * @example
 * flattenRecord({ model: "m", usage: { prompt_tokens: 3, completion_tokens: 1 }, clusters: ["A"] });
 * // => { model: "m", "usage.prompt_tokens": 3, "usage.completion_tokens": 1, clusters: '["A"]' }
 */
import { argError } from "../errors.js";

/** One exported cell. */
export type Cell = string | number | boolean | null;

/** A flattened record with where its dotted columns came from. */
export interface FlatRecord {
  /** The cells, by column name. */
  row: Record<string, Cell>;
  /** For each column whose name holds a dot: its key path, joined by NUL (`"usage\0prompt_tokens"`). */
  paths: Map<string, string>;
  /** The first column name two key paths flatten to, or null. */
  collision: string | null;
}

function flattenInto(out: FlatRecord, record: Readonly<Record<string, unknown>>, prefix: string, path: string): void {
  for (const [k, v] of Object.entries(record)) {
    if (v === undefined) continue;
    const name = prefix + k;
    const p = path === "" ? k : `${path}\u0000${k}`;
    if (v !== null && typeof v === "object" && !Array.isArray(v)) {
      flattenInto(out, v as Record<string, unknown>, name + ".", p);
      continue;
    }
    if (Object.prototype.hasOwnProperty.call(out.row, name)) {
      out.collision ??= name;
      continue;
    }
    if (name.includes(".")) out.paths.set(name, p);
    if (v === null || typeof v === "string" || typeof v === "boolean") out.row[name] = v;
    else if (typeof v === "number") out.row[name] = Number.isFinite(v) ? v : null;
    else if (Array.isArray(v)) out.row[name] = JSON.stringify(v);
    else out.row[name] = String(v);
  }
}

/**
 * Flatten a plain object and report where its dotted columns came from and the first collision
 * (two key paths, one column name; the first value is kept in `row`).
 *
 * @param record a plain object (not changed)
 * @example
 * flattenDetailed({ "usage.prompt_tokens": 999999, usage: { prompt_tokens: 181 } }).collision; // => "usage.prompt_tokens"
 */
export function flattenDetailed(record: Readonly<Record<string, unknown>>): FlatRecord {
  const out: FlatRecord = { row: {}, paths: new Map(), collision: null };
  flattenInto(out, record, "", "");
  return out;
}

/**
 * Flatten a plain object into scalar cells (see the module comment for the rules).
 *
 * @param record a plain object (not changed)
 * @throws RangeError naming the column when two key paths flatten to it
 * @example
 * flattenRecord({ a: { b: { c: 1 } }, d: [1, 2], e: null }); // => { "a.b.c": 1, d: "[1,2]", e: null }
 */
export function flattenRecord(record: Readonly<Record<string, unknown>>): Record<string, Cell> {
  const f = flattenDetailed(record);
  if (f.collision !== null) throw new RangeError(argError("flattenRecord", "record", "keys that stay apart once flattened (a literal dotted key collides with a nested field)", f.collision));
  return f.row;
}
