/**
 * Drop the all-zero columns of a design before a fit (metrics.md §5, Judge:
 * "All-zero columns are dropped before each fit and reported as 0"): the
 * compacted matrix plus the original id of each kept column.
 *
 * @example
 * const { X: Xc, kept } = dropEmptyColumns(multiHot([["c"], ["a"]], ["a", "b", "c"]));
 * // kept => Int32Array [0, 2]; Xc.nCols => 2; Xc.indices => [1, 0]
 */
import type { SparseBinaryMatrix } from "./sparse-binary-matrix.js";

/** A compacted design and the original column id of each of its columns. */
export interface CompactedColumns {
  X: SparseBinaryMatrix;
  kept: Int32Array;
}

/**
 * New matrix without the empty columns; `X` is not changed.
 *
 * @example
 * dropEmptyColumns(multiHot([[]], ["a"])).kept; // => Int32Array []
 */
export function dropEmptyColumns(X: SparseBinaryMatrix): CompactedColumns {
  const used = new Uint8Array(X.nCols);
  for (let k = 0; k < X.indices.length; k++) used[X.indices[k]] = 1;
  const newId = new Int32Array(X.nCols).fill(-1);
  const kept: number[] = [];
  for (let j = 0; j < X.nCols; j++) if (used[j]) newId[j] = kept.push(j) - 1;
  const indices = X.indices.map((j) => newId[j]);
  return { X: { nRows: X.nRows, nCols: kept.length, indptr: X.indptr.slice(), indices }, kept: Int32Array.from(kept) };
}

/**
 * Spread compacted coefficients back to the original columns (zeros elsewhere).
 *
 * @example
 * expandCoefficients(new Float64Array([2, 3]), Int32Array.from([0, 2]), 3); // => Float64Array [2, 0, 3]
 */
export function expandCoefficients(coef: ArrayLike<number>, kept: Int32Array, nCols: number): Float64Array {
  const out = new Float64Array(nCols);
  for (let a = 0; a < kept.length; a++) out[kept[a]] = coef[a];
  return out;
}
