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
import { setOwn } from "../schema/set-own.js";

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

/** A key's column name and key path under one parent path, and whether the name holds a dot. */
interface KeyNames {
  name: string;
  path: string;
  dotted: boolean;
}

// parent key path → key → its names. A log's records repeat the same few dozen keys, so each name and path
// is built once and the same string reaches every row (issue 22: building `prefix + k` and the NUL path
// afresh for every cell of every record was a third of `export`'s time). Bounded: keys past the limit (a log
// with open-ended key sets) are named afresh each time, as before.
const NAMES = new Map<string, Map<string, KeyNames>>();
const NAMES_LIMIT = 4096;
let namesHeld = 0;

function namesOf(path: string, prefix: string, k: string): KeyNames {
  let under = NAMES.get(path);
  if (under === undefined) {
    under = new Map();
    if (namesHeld < NAMES_LIMIT) NAMES.set(path, under);
  }
  let e = under.get(k);
  if (e === undefined) {
    const name = prefix + k;
    e = { name, path: path === "" ? k : `${path}\u0000${k}`, dotted: name.includes(".") };
    if (namesHeld < NAMES_LIMIT) {
      under.set(k, e);
      namesHeld++;
    }
  }
  return e;
}

const hasOwn = Object.prototype.hasOwnProperty;

function flattenInto(out: FlatRecord, record: Readonly<Record<string, unknown>>, prefix: string, path: string): void {
  const keys = Object.keys(record);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    const v = record[k];
    if (v === undefined) continue;
    const names = namesOf(path, prefix, k);
    const name = names.name;
    if (v !== null && typeof v === "object" && !Array.isArray(v)) {
      flattenInto(out, v as Record<string, unknown>, name + ".", names.path);
      continue;
    }
    if (hasOwn.call(out.row, name)) {
      out.collision ??= name;
      continue;
    }
    if (names.dotted) out.paths.set(name, names.path);
    const cell: Cell = v === null || typeof v === "string" || typeof v === "boolean" ? v
      : typeof v === "number" ? (Number.isFinite(v) ? v : null)
      : Array.isArray(v) ? JSON.stringify(v)
      : String(v);
    setOwn(out.row, name, cell); // a column named `__proto__` too (a plain assignment would drop it)
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
