/**
 * Records → danfo DataFrame (danfojs-node), for notebooks: typed, flat
 * columns ({@link frameColumns}): numbers as numbers, booleans as booleans,
 * nested objects flattened (`usage.prompt_tokens`), missing numbers and
 * booleans `NaN` (which danfo's `count()` and `describe()` skip), arrays
 * comma-joined. The records are not changed. Recipes (group, pivot, filter,
 * join runs) and the helpers for what danfo lacks: `dataframe-recipes.ts`.
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
import { frameColumns } from "./dataframe-columns.js";

/**
 * A danfo DataFrame as groupthink's type files name it. danfo is optional, so
 * its types are not imported into groupthink's declarations (a project compiles
 * with `skipLibCheck: false` without it); every danfo member is there, typed loosely.
 */
export interface DataFrame {
  readonly columns: string[];
  readonly values: unknown[][];
  readonly shape: number[];
  readonly dtypes: string[];
  head(rows?: number): DataFrame;
  /** Every other danfo DataFrame member (`groupby`, `query`, `column`, `print`, …). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [member: string]: any;
}

/** What `loadDanfo` returns: the danfojs-node module (`DataFrame`, `Series`, `merge`, `concat`, …), typed loosely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DanfoModule = { DataFrame: new (data: any, options?: any) => DataFrame; [member: string]: any };

/** How to add the optional DataFrame dependency (shown when it is missing). */
export const DANFO_INSTALL_HINT =
  'toDataFrame needs the optional package danfojs-node. Add to your package.json: "overrides": {"xlsx": "0.18.5", ' +
  '"@tensorflow/tfjs-node": "npm:@tensorflow/tfjs@4.22.0"}, then run: npm install danfojs-node@1.2.0 @tensorflow/tfjs@4.22.0. ' +
  "Without it, use the plain rows (records, toColumns) or export a table: groupthink export LOG --format csv|parquet --out FILE.";

let danfo: DanfoModule | null = null;

/**
 * Load danfojs-node once (CommonJS, synchronously), quieting the tfjs banner.
 *
 * @param load the loader (default: `require` from this module; a test passes a failing one)
 * @throws Error with {@link DANFO_INSTALL_HINT} when danfojs-node cannot be loaded
 * @example
 * typeof loadDanfo().DataFrame; // => "function"
 */
export function loadDanfo(load?: (id: string) => unknown): DanfoModule {
  if (danfo && !load) return danfo;
  let d: DanfoModule;
  try {
    d = (load ?? createRequire(import.meta.url))("danfojs-node") as DanfoModule;
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
 * const df = toDataFrame([{ id: "a", tags: ["x", "y"], n: null, ok: true, usage: { prompt_tokens: 3, completion_tokens: 1 } }]);
 * df.dtypes; // => ["string", "string", "float32", "boolean", "float32", "float32"]
 * toRows(df); // => [{ id: "a", tags: "x,y", n: null, ok: true, "usage.prompt_tokens": 3, "usage.completion_tokens": 1 }]
 */
export function toDataFrame(records: readonly Record<string, unknown>[]): DataFrame {
  const dfd = loadDanfo();
  if (records.length === 0) return new dfd.DataFrame([]);
  const { names, dtypes, data } = frameColumns(records);
  return new dfd.DataFrame(data, { columns: names, dtypes });
}

/**
 * A DataFrame's rows as plain objects (for `showTable` and JSON); a missing
 * value (`NaN`, `undefined`) becomes `null`.
 *
 * @example
 * toRows(toDataFrame([{ a: 1 }, { a: null }])); // => [{ a: 1 }, { a: null }]
 */
export function toRows(df: DataFrame): Record<string, unknown>[] {
  const cols = df.columns;
  const values = df.values;
  const cell = (v: unknown) => (v === undefined || (typeof v === "number" && Number.isNaN(v)) ? null : v);
  return values.map((row) => Object.fromEntries(cols.map((c, j) => [c, cell(row[j])])));
}
