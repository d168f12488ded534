/**
 * The record shape `groupthink export --format parquet` stores in the file's
 * key-value metadata (key {@link PARQUET_SHAPE_KEY}), so the loader can turn
 * the flat rows back into the exact records: for every column its key path
 * (a dotted column `usage.prompt_tokens` is `["usage", "prompt_tokens"]`, a
 * literal dotted key stays one key), the rows where the record had no such
 * field (`absent`: read as a missing key, not `null`) and the rows whose text
 * is an array's JSON (`json`: parsed back). Row sets are run-length ranges
 * `[first, count]` over the file's 0-based rows, in order.
 *
 * @example
 * inRanges([[2, 3]], 4); // => true
 */

/** The key of the shape in the Parquet file's key-value metadata. */
export const PARQUET_SHAPE_KEY = "groupthink.records";

/** Run-length row ranges `[first, count]`, ascending and disjoint. */
export type RowRanges = [number, number][];

/** One column's shape. */
export interface ColumnShape {
  /** The record key path (omitted when it is `[column name]`). */
  path?: string[];
  /** Rows whose record lacked the field. */
  absent?: RowRanges;
  /** Rows whose cell is the JSON text of an array. */
  json?: RowRanges;
}

/** The whole shape: version 1. */
export interface ParquetShape {
  version: 1;
  columns: Record<string, ColumnShape>;
}

/**
 * Whether row `row` is in the ranges (a linear scan; the reader uses {@link RangeCursor}).
 * @example
 * [inRanges([[0, 2]], 1), inRanges([[0, 2]], 2)]; // => [true, false]
 */
export function inRanges(ranges: RowRanges, row: number): boolean {
  for (const [a, n] of ranges) if (row >= a && row < a + n) return true;
  return false;
}

/**
 * Membership of ascending rows in ascending ranges, in amortised constant time per row.
 * @example
 * const c = new RangeCursor([[1, 1], [3, 2]]);
 * [0, 1, 2, 3, 4, 5].map((r) => c.has(r)); // => [false, true, false, true, true, false]
 */
export class RangeCursor {
  private i = 0;
  constructor(private readonly ranges: RowRanges = []) {}
  /** Whether `row` (never smaller than the previous call's) is in the ranges. */
  has(row: number): boolean {
    const r = this.ranges;
    while (this.i < r.length && r[this.i][0] + r[this.i][1] <= row) this.i++;
    return this.i < r.length && r[this.i][0] <= row;
  }
}

/**
 * Append row `row` to ascending ranges (extends the last range when adjacent).
 * @example
 * const r: RowRanges = [];
 * [0, 1, 5].forEach((x) => addRow(r, x));
 * r; // => [[0, 2], [5, 1]]
 */
export function addRow(ranges: RowRanges, row: number): void {
  addRange(ranges, row, 1);
}

/**
 * Append `count` rows from `first` to ascending ranges (merged with the last when adjacent).
 * @example
 * const r: RowRanges = [[0, 2]];
 * addRange(r, 2, 3);
 * r; // => [[0, 5]]
 */
export function addRange(ranges: RowRanges, first: number, count: number): void {
  if (count <= 0) return;
  const last = ranges[ranges.length - 1];
  if (last !== undefined && last[0] + last[1] === first) last[1] += count;
  else ranges.push([first, count]);
}
