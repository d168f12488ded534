/**
 * DataFrame helpers for what danfo lacks or gets wrong, used by the recipes
 * of `docs/DATAFRAMES.md` and notebook 00:
 *
 * - {@link pivotTable}: danfo has no pivot. Rows = the distinct values of
 *   `index`, columns = those of `columns`, cells = an aggregate of `values`.
 * - {@link summarize}: danfo's `groupby(...).mean()` gives `NaN` for a group
 *   with one missing value (and counts `null` as 0); this skips missing values
 *   and reports each group's `n`.
 *
 * Both read columns once and aggregate in one pass (a 115k-row pivot takes
 * milliseconds; `bench/dataframe.ts`). Booleans aggregate as 0/1 (a mean is a
 * share). Missing values (`NaN`, `null`) are skipped. Groups and pivot columns
 * are in first-seen order unless `sort` is set.
 *
 * @example
 * const df = toDataFrame([{ m: "a", c: "x", hit: true }, { m: "a", c: "y", hit: false }, { m: "b", c: "x", hit: null }]);
 * toRows(pivotTable(df, { index: "m", columns: "c", values: "hit" })); // => [{ m: "a", x: 1, y: 0 }, { m: "b", x: null, y: null }]
 */
import { argError } from "../errors.js";
import { type DataFrame, loadDanfo } from "./dataframe.js";
import { frameColumns } from "./dataframe-columns.js";
import { setOwn } from "../schema/set-own.js";

/** How cells aggregate: `mean` (a share for booleans), `sum`, `count` (non-missing values), `min`, `max`. */
export type Aggregate = "mean" | "sum" | "count" | "min" | "max";
const AGGREGATES: readonly Aggregate[] = ["mean", "sum", "count", "min", "max"];

/** A column's values (danfo `column(name).values`), checked to exist. */
function columnValues(df: DataFrame, name: string, fn: string, arg: string): unknown[] {
  if (!df.columns.includes(name)) throw new RangeError(argError(fn, arg, `a column of the frame (${df.columns.join(", ")})`, name));
  return df.column(name).values as unknown[];
}

/** A value as a number for aggregation, or null when missing. */
function num(v: unknown): number | null {
  if (typeof v === "boolean") return v ? 1 : 0;
  if (typeof v === "number") return Number.isNaN(v) ? null : v;
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/** A running aggregate. */
class Acc {
  n = 0;
  sum = 0;
  min = Infinity;
  max = -Infinity;
  add(x: number | null): void {
    if (x === null) return;
    this.n++;
    this.sum += x;
    if (x < this.min) this.min = x;
    if (x > this.max) this.max = x;
  }
  get(agg: Aggregate): number | null {
    if (agg === "count") return this.n;
    if (this.n === 0) return null;
    return agg === "mean" ? this.sum / this.n : agg === "sum" ? this.sum : agg === "min" ? this.min : this.max;
  }
}

const keyText = (v: unknown): string => (v === null || v === undefined || (typeof v === "number" && Number.isNaN(v)) ? "" : String(v));

function checkAgg(fn: string, agg: unknown): Aggregate {
  if (!AGGREGATES.includes(agg as Aggregate)) throw new RangeError(argError(fn, "agg", `one of ${AGGREGATES.join("|")}`, agg));
  return agg as Aggregate;
}

function frameOf(rows: Record<string, unknown>[], names: string[]): DataFrame {
  const dfd = loadDanfo();
  if (rows.length === 0) return new dfd.DataFrame([]);
  const { dtypes, data } = frameColumns(rows.map((r) => Object.fromEntries(names.map((k) => [k, r[k] ?? null]))), 0);
  return new dfd.DataFrame(data, { columns: names, dtypes });
}

/** Options of {@link pivotTable}. */
export interface PivotOptions {
  /** The row key column. */
  index: string;
  /** The column whose distinct values become columns. */
  columns: string;
  /** The column aggregated into the cells. */
  values: string;
  /** Default `mean`. */
  agg?: Aggregate;
  /** Sort rows and columns by their key text (default false: first-seen order). */
  sort?: boolean;
}

/**
 * A pivot table (danfo has none): one row per distinct `index` value, one
 * column per distinct `columns` value, each cell the aggregate of `values`
 * over the matching rows (missing values skipped; an empty cell is null, a
 * `count` cell 0). Missing keys are grouped under `""`.
 *
 * @throws RangeError naming the argument for an unknown column or aggregate
 * @example
 * const df = toDataFrame([{ model: "a", condition: "solo", n: 2 }, { model: "a", condition: "solo", n: 4 }, { model: "b", condition: "authority", n: 1 }]);
 * toRows(pivotTable(df, { index: "model", columns: "condition", values: "n", agg: "sum" }));
 * // => [{ model: "a", solo: 6, authority: null }, { model: "b", solo: null, authority: 1 }]
 */
export function pivotTable(df: DataFrame, opts: PivotOptions): DataFrame {
  const agg = checkAgg("pivotTable", opts.agg ?? "mean");
  const idx = columnValues(df, opts.index, "pivotTable", "index");
  const col = columnValues(df, opts.columns, "pivotTable", "columns");
  const val = columnValues(df, opts.values, "pivotTable", "values");
  const rows = new Map<string, Map<string, Acc>>();
  const colKeys: string[] = [];
  const seenCols = new Set<string>();
  for (let i = 0; i < idx.length; i++) {
    const r = keyText(idx[i]), c = keyText(col[i]);
    let row = rows.get(r);
    if (!row) rows.set(r, (row = new Map()));
    if (!seenCols.has(c)) (seenCols.add(c), colKeys.push(c));
    let a = row.get(c);
    if (!a) row.set(c, (a = new Acc()));
    a.add(num(val[i]));
  }
  const rowKeys = [...rows.keys()];
  if (opts.sort) (rowKeys.sort(), colKeys.sort());
  if (colKeys.includes(opts.index)) throw new RangeError(argError("pivotTable", "columns", `values other than the index name ${JSON.stringify(opts.index)}`, opts.index));
  const out = rowKeys.map((r) => {
    const row = rows.get(r)!;
    const o: Record<string, unknown> = { [opts.index]: r };
    for (const c of colKeys) setOwn(o, c, row.get(c)?.get(agg) ?? (agg === "count" ? 0 : null)); // a value "__proto__" too
    return o;
  });
  return frameOf(out, [opts.index, ...colKeys]);
}

/**
 * Aggregate columns within groups, skipping missing values (danfo's groupby
 * mean turns a group with one `NaN` into `NaN`): one row per group with the
 * `by` columns, `n` (rows in the group) and `<column>_<agg>` per aggregate.
 *
 * @throws RangeError naming the argument for an unknown column or aggregate
 * @example
 * const df = toDataFrame([{ m: "a", x: 1 }, { m: "a", x: null }, { m: "b", x: 3 }]);
 * toRows(summarize(df, ["m"], { x: ["mean", "count"] })); // => [{ m: "a", n: 2, x_mean: 1, x_count: 1 }, { m: "b", n: 1, x_mean: 3, x_count: 1 }]
 */
export function summarize(df: DataFrame, by: readonly string[], aggs: Readonly<Record<string, Aggregate | readonly Aggregate[]>>, opts: { sort?: boolean } = {}): DataFrame {
  const keys = by.map((b, i) => columnValues(df, b, "summarize", `by[${i}]`));
  const specs = Object.entries(aggs).map(([c, a]) => ({ c, vals: columnValues(df, c, "summarize", "aggs"), aggs: (Array.isArray(a) ? a : [a]).map((x) => checkAgg("summarize", x)) }));
  const groups = new Map<string, { key: unknown[]; n: number; accs: Acc[] }>();
  const n = df.shape[0];
  for (let i = 0; i < n; i++) {
    const key = keys.map((k) => k[i]);
    const text = JSON.stringify(key.map(keyText));
    let g = groups.get(text);
    if (!g) groups.set(text, (g = { key: key.map((v) => (keyText(v) === "" ? null : v)), n: 0, accs: specs.map(() => new Acc()) }));
    g.n++;
    specs.forEach((s, j) => g!.accs[j].add(num(s.vals[i])));
  }
  let list = [...groups.entries()];
  if (opts.sort) list = list.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const names = [...by, "n", ...specs.flatMap((s) => s.aggs.map((a) => `${s.c}_${a}`))];
  const rows = list.map(([, g]) => {
    const o: Record<string, unknown> = Object.fromEntries(by.map((b, i) => [b, g.key[i]]));
    o.n = g.n;
    specs.forEach((s, j) => s.aggs.forEach((a) => (o[`${s.c}_${a}`] = g.accs[j].get(a))));
    return o;
  });
  return frameOf(rows, names);
}
