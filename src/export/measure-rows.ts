/**
 * A metrics JSON document (the `--json` output of `groupthink metrics …`,
 * cli.md) → tidy long rows, one per (table, row, measure): `table` (the
 * document's array or object it came from, e.g. `groups`, `reviewers`,
 * `directional`), the row's key columns (its string fields, and `k`), then
 * `measure`, `value` and — where the measure carries them — `n`, `ci_lo`,
 * `ci_hi` (a measure `{value, n, ci}`), `sem`, `n_tasks` (a hidden-profile
 * summary `{value, sem, n_tasks}`). A plain number or boolean field is a
 * measure with only a `value`; nested `metrics` objects are opened. Absent
 * parts are `null`. The document is not changed.
 *
 * @example
 * measureRows({ protocol: "phantom", groups: [{ model: "m", metrics: { ppg: { value: 0.5, n: 4, ci: [0.1, 0.9] } }, invalid: 0 }] });
 * // => [{ table: "groups", model: "m", measure: "ppg", value: 0.5, n: 4, ci_lo: 0.1, ci_hi: 0.9 },
 * //     { table: "groups", model: "m", measure: "invalid", value: 0 }]
 */
import type { Cell } from "./flatten-record.js";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);
const isMeasure = (v: unknown): v is Obj => isObj(v) && "value" in v;

function measureCells(name: string, v: unknown): Record<string, Cell> | null {
  if (isMeasure(v)) {
    const out: Record<string, Cell> = { measure: name, value: (v.value as Cell) ?? null };
    if ("n" in v) out.n = (v.n as Cell) ?? null;
    if ("ci" in v) {
      const ci = Array.isArray(v.ci) ? (v.ci as number[]) : null;
      out.ci_lo = ci ? ci[0] : null;
      out.ci_hi = ci ? ci[1] : null;
    }
    if ("sem" in v) out.sem = (v.sem as Cell) ?? null;
    if ("n_tasks" in v) out.n_tasks = (v.n_tasks as Cell) ?? null;
    return out;
  }
  if (v === null || typeof v === "number" || typeof v === "boolean") return { measure: name, value: v };
  return null;
}

function rowsOf(table: string, row: Obj): Record<string, Cell>[] {
  const keys: Record<string, Cell> = { table };
  for (const [k, v] of Object.entries(row)) if (typeof v === "string" || (k === "k" && typeof v === "number")) keys[k] = v;
  const out: Record<string, Cell>[] = [];
  const add = (name: string, v: unknown): void => {
    if (name in keys && name !== "table") return;
    if (isObj(v) && !isMeasure(v)) {
      for (const [k2, v2] of Object.entries(v)) add(k2, v2);
      return;
    }
    const m = measureCells(name, v);
    if (m) out.push({ ...keys, ...m });
  };
  for (const [k, v] of Object.entries(row)) add(k, v);
  return out;
}

/**
 * Long rows of a metrics document (see the module comment).
 *
 * @param doc a metrics JSON document (not changed)
 * @example
 * measureRows({ protocol: "panel", directional: { gap: { value: 0.1, n: 9, ci: null } }, flip_vs_k: [{ k: 2, rate: { value: 0.3, n: 10, ci: [0.1, 0.6] } }] });
 * // => [{ table: "directional", measure: "gap", value: 0.1, n: 9, ci_lo: null, ci_hi: null },
 * //     { table: "flip_vs_k", k: 2, measure: "rate", value: 0.3, n: 10, ci_lo: 0.1, ci_hi: 0.6 }]
 */
export function measureRows(doc: object): Record<string, Cell>[] {
  const out: Record<string, Cell>[] = [];
  for (const [table, v] of Object.entries(doc)) {
    if (Array.isArray(v)) for (const row of v) { if (isObj(row)) out.push(...rowsOf(table, row)); }
    else if (isObj(v)) out.push(...rowsOf(table, v));
  }
  return out;
}

/**
 * The columns of {@link measureRows} output: `table`, the key columns in first-seen order,
 * then `measure`, `value`, `n`, `ci_lo`, `ci_hi`, `sem`, `n_tasks` (those present).
 *
 * @example
 * measureColumns([{ table: "groups", model: "m", measure: "ppg", value: 1, n: 2 }]); // => ["table", "model", "measure", "value", "n"]
 */
export function measureColumns(rows: readonly Readonly<Record<string, Cell>>[]): string[] {
  const tail = ["measure", "value", "n", "ci_lo", "ci_hi", "sem", "n_tasks"];
  const present = new Set<string>();
  const keys: string[] = [];
  for (const r of rows) for (const k of Object.keys(r)) {
    if (!present.has(k)) { present.add(k); if (!tail.includes(k)) keys.push(k); }
  }
  return [...keys, ...tail.filter((c) => present.has(c))];
}
