/**
 * Records → typed, flat columns for a DataFrame (the part of `toDataFrame`
 * that needs no danfo): nested objects are flattened one dot-level at a time
 * (`usage` → `usage.prompt_tokens`, `usage.completion_tokens`), and every
 * column gets one dtype:
 *
 * - `float32` (danfo's name for numbers; the values stay float64): every value
 *   a number or missing; a missing value is `NaN`, so danfo's `count()` skips it
 *   and `describe()` works;
 * - `boolean`: every value a boolean or missing (`NaN` where missing, which
 *   `count()` and `describe()` also skip; a mean is the share of `true`);
 * - `string`: anything else, strings as they are, numbers and booleans mixed
 *   in as their text, arrays comma-joined, deeper objects as JSON; `null` where missing.
 *
 * @example
 * frameColumns([{ id: "a", usage: { prompt_tokens: 10, completion_tokens: 2 }, ok: true }, { id: "b", ok: null }]);
 * // => { n: 2, names: ["id", "usage.prompt_tokens", "usage.completion_tokens", "ok"], dtypes: ["string", "float32", "float32", "boolean"],
 * //      data: { id: ["a", "b"], "usage.prompt_tokens": [10, NaN], "usage.completion_tokens": [2, NaN], ok: [true, NaN] } }
 */
import { setOwn } from "../schema/set-own.js";

/** A DataFrame column dtype as danfo names it. */
export type FrameDtype = "float32" | "boolean" | "string";

/** Flat typed columns, ready for `new DataFrame(data, { columns: names, dtypes })`. */
export interface FrameColumns {
  n: number;
  names: string[];
  dtypes: FrameDtype[];
  data: Record<string, unknown[]>;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** Keys (dotted) that hold a non-empty plain object in some record, up to `depth` levels. */
function objectKeys(records: readonly Record<string, unknown>[], depth: number, prefix = "", out = new Set<string>()): Set<string> {
  if (depth <= 0) return out;
  for (const r of records) {
    for (const [k, v] of Object.entries(r)) {
      if (isPlainObject(v) && Object.keys(v).length > 0) {
        out.add(prefix + k);
        objectKeys([v], depth - 1, `${prefix + k}.`, out);
      }
    }
  }
  return out;
}

/** One record flattened: nested plain objects become `a.b` keys, up to `depth` levels; a null where others hold an object is left to the dotted columns. */
function flatten(r: Record<string, unknown>, depth: number, objects: Set<string>, prefix = "", out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [k, v] of Object.entries(r)) {
    const key = prefix + k;
    if (isPlainObject(v) && depth > 0 && Object.keys(v).length > 0) flatten(v, depth - 1, objects, `${key}.`, out);
    else if ((v === null || v === undefined) && objects.has(key)) continue;
    else setOwn(out, key, v);
  }
  return out;
}

/**
 * Flatten and type records (see the file comment). Nested objects are
 * flattened up to `depth` levels (default 2); deeper ones become JSON text.
 *
 * @param records plain objects (not changed)
 * @example
 * frameColumns([{ n: 1 }, { n: "x" }]).data.n; // => ["1", "x"]
 * frameColumns([{ tags: ["a", "b"] }]).data.tags; // => ["a,b"]
 */
export function frameColumns(records: readonly Record<string, unknown>[], depth = 2): FrameColumns {
  const objects = objectKeys(records, depth);
  const flat = records.map((r) => flatten(r, depth, objects));
  const names: string[] = [];
  const seen = new Set<string>();
  for (const r of flat) for (const k of Object.keys(r)) if (!seen.has(k)) (seen.add(k), names.push(k));
  const dtypes: FrameDtype[] = [];
  const data: Record<string, unknown[]> = {};
  for (const name of names) {
    let numeric = true, boolean = true;
    for (const r of flat) {
      const v = r[name];
      if (v === undefined || v === null || (typeof v === "number" && Number.isNaN(v))) continue;
      if (typeof v !== "number") numeric = false;
      if (typeof v !== "boolean") boolean = false;
      if (!numeric && !boolean) break;
    }
    const dtype: FrameDtype = numeric && !boolean ? "float32" : boolean && !numeric ? "boolean" : numeric ? "float32" : "string";
    dtypes.push(dtype);
    setOwn(data, name, flat.map((r) => {
      const v = r[name];
      if (v === undefined || v === null || (typeof v === "number" && Number.isNaN(v))) return dtype === "string" ? null : NaN;
      if (dtype !== "string") return v;
      if (typeof v === "string") return v;
      if (Array.isArray(v)) return v.map((x) => (x !== null && typeof x === "object" ? JSON.stringify(x) : String(x))).join(",");
      if (typeof v === "object") return JSON.stringify(v);
      return String(v);
    }));
  }
  return { n: records.length, names, dtypes, data };
}
