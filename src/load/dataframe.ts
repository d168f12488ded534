/**
 * Records → danfo DataFrame (danfojs-node), for notebooks. Arrays become
 * comma-joined strings and objects JSON strings, so every cell is a scalar;
 * absent fields are `null`. The records are not changed.
 *
 * danfojs-node is an OPTIONAL dependency, loaded on first use (importing
 * groupthink does not load it or tfjs). When it is missing, the error says
 * how to add it: danfojs-node 1.2.0 needs two `overrides` in the project's
 * own package.json (its xlsx tarball and @tensorflow/tfjs-node cannot be
 * installed from the npm registry alone).
 *
 * @example
 * const df = toDataFrame(logs.phantom);
 * df.shape; // => [40, 17]
 */
import { createRequire } from "node:module";
import type * as Danfo from "danfojs-node";
import { toColumns } from "./columns.js";

/** How to add the optional DataFrame dependency (shown when it is missing). */
export const DANFO_INSTALL_HINT =
  'toDataFrame needs the optional package danfojs-node. Add to your package.json: "overrides": {"xlsx": "0.18.5", ' +
  '"@tensorflow/tfjs-node": "npm:@tensorflow/tfjs@4.22.0"}, then run: npm install danfojs-node@1.2.0 @tensorflow/tfjs@4.22.0. ' +
  "Without it, use the plain rows (records, toColumns) or export a table: groupthink export LOG --format csv|parquet --out FILE.";

let danfo: typeof Danfo | null = null;

/**
 * Load danfojs-node once (CommonJS, synchronously), quieting the tfjs banner.
 *
 * @param load the loader (default: `require` from this module; a test passes a failing one)
 * @throws Error with {@link DANFO_INSTALL_HINT} when danfojs-node cannot be loaded
 * @example
 * typeof loadDanfo().DataFrame; // => "function"
 */
export function loadDanfo(load?: (id: string) => unknown): typeof Danfo {
  if (danfo && !load) return danfo;
  let d: typeof Danfo;
  try {
    d = (load ?? createRequire(import.meta.url))("danfojs-node") as typeof Danfo;
  } catch (e) {
    throw new Error(`${DANFO_INSTALL_HINT} (${(e as Error).message.split("\n")[0]})`);
  }
  try {
    (d as unknown as { tensorflow?: { enableProdMode?: () => void } }).tensorflow?.enableProdMode?.();
  } catch {
    /* already in prod mode */
  }
  if (!load) danfo = d;
  return d;
}

/**
 * Build a DataFrame from records (or from plain row objects such as metric tables).
 *
 * @param records plain objects (not changed); no records give an empty frame
 * @throws Error saying how to add danfojs-node when it is not installed
 * @example
 * toDataFrame([{ id: "a", tags: ["x", "y"], n: null }]).values; // => [["a", "x,y", null]]
 */
export function toDataFrame(records: readonly Record<string, unknown>[]): Danfo.DataFrame {
  const dfd = loadDanfo();
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
export function toRows(df: Danfo.DataFrame): Record<string, unknown>[] {
  const cols = df.columns as string[];
  const values = df.values as unknown[][];
  return values.map((row) => Object.fromEntries(cols.map((c, j) => [c, row[j]])));
}
