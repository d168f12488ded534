/**
 * The columns of an export and their one type, gathered row by row with the
 * rows' file and line, so that a bad row is named `FILE:LINE: FIELD`:
 * - **collisions** — two key paths that flatten to one column name, in one
 *   record (`usage.prompt_tokens` beside `usage: {prompt_tokens}`) or across
 *   records (a literal dotted key in one, the nested field in another) — are
 *   refused, never merged;
 * - **one type per column** — the non-null values of a column are all
 *   booleans (`bool`), all numbers (`int64` when every one is a safe integer,
 *   else `double`) or all strings (`utf8`); any other mix is refused at the
 *   first value of the second kind, naming where the first kind was seen. A
 *   column of nulls only is `utf8`.
 *
 * @example
 * const plan = new ColumnPlan();
 * plan.add(flattenDetailed({ a: 1, b: "x" }), "f.jsonl", 1);
 * plan.add(flattenDetailed({ a: 2.5 }), "f.jsonl", 2);
 * [plan.columns(), plan.kind("a"), plan.kind("b")]; // => [["a", "b"], "double", "utf8"]
 */
import { DataError } from "../errors.js";
import { orderColumns } from "./export-columns.js";
import type { Cell, FlatRecord } from "./flatten-record.js";
import type { ParquetKind } from "./to-parquet.js";

type ValueKind = "bool" | "number" | "utf8";

interface ColumnInfo {
  kind: ValueKind | null;
  kindAt: string;
  allInt: boolean;
  path: string | undefined;
  pathAt: string;
  groups: Set<string>;
}

const kindOf = (v: Cell): ValueKind | null => (v === null ? null : typeof v === "boolean" ? "bool" : typeof v === "number" ? "number" : "utf8");
const KIND_NAME: Record<ValueKind, string> = { bool: "a boolean", number: "a number", utf8: "a string" };
const showPath = (p: string): string => p.split("\u0000").map((k) => JSON.stringify(k)).join(" → ");

/** Columns seen so far, their key paths and their one type (see the module comment). */
export class ColumnPlan {
  private readonly info = new Map<string, ColumnInfo>();
  /** group → its columns in first-seen order within the group */
  private readonly seen = new Map<string, string[]>();

  /**
   * Take one flattened record into the plan.
   * @param flat the record, flattened by `flattenDetailed`
   * @param file, line where the record is (for the error)
   * @param group the record's group (the export writes groups one after another: the protocol); default one group
   * @throws DataError `FILE:LINE: COLUMN: …` on a collision or a second value type
   * @example
   * new ColumnPlan().add(flattenDetailed({ "u.p": 9, u: { p: 1 } }), "f.jsonl", 4);
   * // throws DataError: f.jsonl:4: u.p: two key paths (a literal dotted key and a nested field) flatten to this column; rename the dotted key
   */
  add(flat: FlatRecord, file: string, line: number, group = ""): void {
    if (flat.collision !== null) {
      throw new DataError(file, line, flat.collision, "two key paths (a literal dotted key and a nested field) flatten to this column; rename the dotted key");
    }
    const at = `${file}:${line}`;
    let seen = this.seen.get(group);
    if (seen === undefined) { seen = []; this.seen.set(group, seen); }
    for (const name in flat.row) {
      const v = flat.row[name];
      const path = flat.paths.get(name);
      let c = this.info.get(name);
      if (c === undefined) {
        c = { kind: null, kindAt: "", allInt: true, path, pathAt: at, groups: new Set() };
        this.info.set(name, c);
      } else if (c.path !== path) {
        const a = showPath(c.path ?? name), b = showPath(path ?? name);
        throw new DataError(file, line, name, `the key path ${b} flattens to the same column as ${a} at ${c.pathAt}; rename the dotted key`);
      }
      if (!c.groups.has(group)) { c.groups.add(group); seen.push(name); }
      const k = kindOf(v);
      if (k === null) continue;
      if (c.kind === null) { c.kind = k; c.kindAt = at; }
      else if (c.kind !== k) {
        throw new DataError(file, line, name, `${KIND_NAME[k]} (${JSON.stringify(v).slice(0, 40)}) where the column holds ${KIND_NAME[c.kind]} (first at ${c.kindAt}); a column keeps one type`);
      }
      if (k === "number" && c.allInt && !Number.isSafeInteger(v)) c.allInt = false;
    }
  }

  /**
   * The columns in the documented export order (`orderColumns`), the other columns in first-seen
   * order over the groups one after another.
   * @param groups the order of the groups (default: first seen first)
   * @example
   * new ColumnPlan().columns(); // => []
   */
  columns(groups: readonly string[] = [...this.seen.keys()]): string[] {
    const all = new Set<string>();
    for (const g of groups) for (const c of this.seen.get(g) ?? []) all.add(c);
    return orderColumns([...all]);
  }

  /**
   * The Parquet type of a column (`utf8` for an unknown or all-null column).
   * @example
   * new ColumnPlan().kind("x"); // => "utf8"
   */
  kind(name: string): ParquetKind {
    const c = this.info.get(name);
    if (!c || c.kind === null) return "utf8";
    return c.kind === "bool" ? "bool" : c.kind === "number" ? (c.allInt ? "int64" : "double") : "utf8";
  }
}
