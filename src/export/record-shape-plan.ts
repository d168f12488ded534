/**
 * Gathers, during the export's plan pass, the record shape a Parquet export
 * stores in its metadata (`PARQUET_SHAPE_KEY`, read back by the loader):
 * per column its key path, the rows whose record had no such field and the
 * rows whose cell is an array's JSON text. Rows are counted per group (the
 * protocol) in input order and laid out group after group, as the export
 * writes them. Memory: one small state per (group, column) plus the ranges.
 *
 * @example
 * const s = new RecordShapePlan();
 * s.add({ a: 1, tags: ["x"] }, "p");
 * s.add({ a: null }, "p");
 * s.shape(["a", "tags"], ["p"]).columns.tags; // => { absent: [[1, 1]], json: [[0, 1]] }
 */
import { addRange, addRow, type ColumnShape, type ParquetShape, type RowRanges } from "../load/parquet-log-shape.js";

interface State {
  /** last group-local row holding the field, -1 before any */
  last: number;
  absent: RowRanges;
  json: RowRanges;
  path: string[];
}

function walk(record: Readonly<Record<string, unknown>>, prefix: string, path: readonly string[], visit: (name: string, path: string[], array: boolean) => void): void {
  for (const [k, v] of Object.entries(record)) {
    if (v === undefined) continue;
    const p = [...path, k];
    if (v !== null && typeof v === "object" && !Array.isArray(v)) walk(v as Record<string, unknown>, `${prefix}${k}.`, p, visit);
    else visit(prefix + k, p, Array.isArray(v));
  }
}

/** See the module comment. */
export class RecordShapePlan {
  private readonly groups = new Map<string, { rows: number; columns: Map<string, State> }>();

  /**
   * Take one record (already accepted by the column plan) into the shape.
   * @param record the validated record
   * @param group its group (the protocol)
   * @example
   * new RecordShapePlan().add({ a: 1 }, "p"); // => undefined
   */
  add(record: Readonly<Record<string, unknown>>, group: string): void {
    let g = this.groups.get(group);
    if (g === undefined) { g = { rows: 0, columns: new Map() }; this.groups.set(group, g); }
    const row = g.rows++;
    const cols = g.columns;
    walk(record, "", [], (name, path, array) => {
      let s = cols.get(name);
      if (s === undefined) { s = { last: -1, absent: [], json: [], path }; cols.set(name, s); }
      if (s.last < row - 1) addRange(s.absent, s.last + 1, row - 1 - s.last);
      s.last = row;
      if (array) addRow(s.json, row);
    });
  }

  /**
   * The shape over the written rows: `columns` as written, groups in the written order.
   * @example
   * new RecordShapePlan().shape([], []); // => { version: 1, columns: {} }
   */
  shape(columns: readonly string[], groups: readonly string[]): ParquetShape {
    const out: Record<string, ColumnShape> = {};
    for (const c of columns) out[c] = this.columnShape(c, groups);
    return { version: 1, columns: out };
  }

  /**
   * `JSON.stringify(this.shape(columns, groups))`, built one column at a time and emptying the plan as it
   * goes: the plan's row ranges, a whole copy of them and the text were all held at once otherwise (~200 +
   * 120 + 20 MB at 10^7 phantom records), and the plan then stayed alive through the whole writing pass.
   * Call it once, last.
   * @example
   * const s = new RecordShapePlan();
   * s.add({ a: 1 }, "p");
   * s.json(["a"], ["p"]); // => '{"version":1,"columns":{"a":{}}}'
   */
  json(columns: readonly string[], groups: readonly string[]): string {
    // the key order JSON.stringify gives an object with these keys (array-index-like names first)
    const order = Object.keys(Object.fromEntries(columns.map((c) => [c, 0])));
    const parts: string[] = [];
    for (const c of order) {
      parts.push(`${JSON.stringify(c)}:${JSON.stringify(this.columnShape(c, groups))}`);
      for (const name of groups) this.groups.get(name)?.columns.delete(c);
    }
    this.groups.clear();
    return `{"version":1,"columns":{${parts.join(",")}}}`;
  }

  private columnShape(c: string, groups: readonly string[]): ColumnShape {
    const absent: RowRanges = [];
    const json: RowRanges = [];
    let path: string[] | undefined;
    let offset = 0;
    for (const name of groups) {
      const g = this.groups.get(name);
      if (g === undefined) continue;
      const s = g.columns.get(c);
      if (s === undefined) addRange(absent, offset, g.rows);
      else {
        path ??= s.path;
        for (const [a, n] of s.absent) addRange(absent, offset + a, n);
        addRange(absent, offset + s.last + 1, g.rows - 1 - s.last);
        for (const [a, n] of s.json) addRange(json, offset + a, n);
      }
      offset += g.rows;
    }
    const shape: ColumnShape = {};
    if (path !== undefined && !(path.length === 1 && path[0] === c)) shape.path = path;
    if (absent.length > 0) shape.absent = absent;
    if (json.length > 0) shape.json = json;
    return shape;
  }
}
