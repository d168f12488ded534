/**
 * Records → danfo DataFrame (danfojs-node), for notebooks. Arrays become
 * comma-joined strings and objects JSON strings, so every cell is a scalar;
 * absent fields are `null`. The records are not changed.
 *
 * @example
 * const df = toDataFrame(logs.phantom);
 * df.shape; // => [40, 17]
 */
import * as dfd from "danfojs-node";
import { toColumns } from "./columns.js";

let quiet = false;

/**
 * Build a DataFrame from records (or from plain row objects such as metric tables).
 *
 * @param records plain objects (not changed); no records give an empty frame
 * @example
 * toDataFrame([{ id: "a", tags: ["x", "y"], n: null }]).values; // => [["a", "x,y", null]]
 */
export function toDataFrame(records: readonly Record<string, unknown>[]): dfd.DataFrame {
  if (!quiet) {
    try {
      (dfd as unknown as { tensorflow?: { enableProdMode?: () => void } }).tensorflow?.enableProdMode?.();
    } catch {
      /* already in prod mode */
    }
    quiet = true;
  }
  const { names, columns, n } = toColumns(records);
  const data: Record<string, unknown[]> = {};
  for (const name of names) {
    const col = columns[name];
    const out = new Array(n);
    for (let i = 0; i < n; i++) {
      const v = col[i] as unknown;
      if (typeof v === "number") out[i] = Number.isNaN(v) ? null : v;
      else if (Array.isArray(v)) out[i] = v.join(",");
      else if (v !== null && typeof v === "object") out[i] = JSON.stringify(v);
      else out[i] = v;
    }
    data[name] = out;
  }
  if (n === 0) return new dfd.DataFrame([]);
  return new dfd.DataFrame(data);
}

/**
 * A DataFrame's rows as plain objects (for `showTable` and JSON).
 *
 * @example
 * toRows(toDataFrame([{ a: 1 }, { a: 2 }])); // => [{ a: 1 }, { a: 2 }]
 */
export function toRows(df: dfd.DataFrame): Record<string, unknown>[] {
  const cols = df.columns as string[];
  const values = df.values as unknown[][];
  return values.map((row) => Object.fromEntries(cols.map((c, j) => [c, row[j]])));
}
