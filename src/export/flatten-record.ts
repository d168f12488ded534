/**
 * Flatten one record (or any plain object) into a row of scalar cells for the
 * tidy exports (CSV, Parquet, JSONL). Nested objects become dotted columns
 * (`usage.prompt_tokens`), recursively; arrays become their JSON text
 * (`["gpt","claude"]`, readable with `json.loads` / `JSON.parse`); strings,
 * numbers, booleans and `null` stay as they are. The input is not changed.
 *
 * @example
 * flattenRecord({ model: "m", usage: { prompt_tokens: 3, completion_tokens: 1 }, clusters: ["A"] });
 * // => { model: "m", "usage.prompt_tokens": 3, "usage.completion_tokens": 1, clusters: '["A"]' }
 */

/** One exported cell. */
export type Cell = string | number | boolean | null;

/**
 * Flatten a plain object into scalar cells (see the module comment for the rules).
 *
 * @param record a plain object (not changed)
 * @param prefix column-name prefix (used for nesting; default none)
 * @example
 * flattenRecord({ a: { b: { c: 1 } }, d: [1, 2], e: null }); // => { "a.b.c": 1, d: "[1,2]", e: null }
 */
export function flattenRecord(record: Readonly<Record<string, unknown>>, prefix = ""): Record<string, Cell> {
  const out: Record<string, Cell> = {};
  for (const [k, v] of Object.entries(record)) {
    const name = prefix + k;
    if (v === undefined) continue;
    if (v === null || typeof v === "string" || typeof v === "boolean") out[name] = v;
    else if (typeof v === "number") out[name] = Number.isFinite(v) ? v : null;
    else if (Array.isArray(v)) out[name] = JSON.stringify(v);
    else if (typeof v === "object") Object.assign(out, flattenRecord(v as Record<string, unknown>, name + "."));
    else out[name] = String(v);
  }
  return out;
}
