/**
 * A 0/1 design matrix in compressed sparse row (CSR) form: the ones of row `i`
 * are at columns `indices[indptr[i] .. indptr[i+1])`, sorted and distinct.
 * Zeros are not stored. Used by every logistic model in `src/models/`.
 *
 * @example
 * const X: SparseBinaryMatrix = {
 *   nRows: 2, nCols: 3,
 *   indptr: Int32Array.from([0, 2, 3]),
 *   indices: Int32Array.from([0, 2, 1]),
 * }; // => rows [1,0,1] and [0,1,0]
 */
import { argError } from "../errors.js";

/** CSR of a 0/1 matrix: `indptr` has `nRows + 1` entries, `indices` holds column ids. */
export interface SparseBinaryMatrix {
  readonly nRows: number;
  readonly nCols: number;
  readonly indptr: Int32Array;
  readonly indices: Int32Array;
}

/**
 * Check that `X` is a well-formed {@link SparseBinaryMatrix} (shapes, bounds,
 * sorted distinct columns per row); returns `X` unchanged.
 *
 * @param fn the calling function's name, for the error message
 * @throws TypeError when `X` is not CSR-shaped; RangeError on bad offsets or column ids
 * @example
 * assertSparseBinaryMatrix({ nRows: 1, nCols: 2, indptr: Int32Array.from([0, 1]), indices: Int32Array.from([1]) }, "f");
 * // => the same matrix
 */
export function assertSparseBinaryMatrix(X: SparseBinaryMatrix, fn: string): SparseBinaryMatrix {
  if (typeof X !== "object" || X === null || !(X.indptr instanceof Int32Array) || !(X.indices instanceof Int32Array)) {
    throw new TypeError(argError(fn, "X", "a SparseBinaryMatrix with Int32Array indptr and indices", X));
  }
  const { nRows, nCols, indptr, indices } = X;
  if (!Number.isInteger(nRows) || nRows < 0 || !Number.isInteger(nCols) || nCols < 0) {
    throw new RangeError(argError(fn, "X", "non-negative integer nRows and nCols", `${nRows}x${nCols}`));
  }
  if (indptr.length !== nRows + 1 || indptr[0] !== 0 || indptr[nRows] !== indices.length) {
    throw new RangeError(argError(fn, "X.indptr", `${nRows + 1} offsets from 0 to indices.length`, `length ${indptr.length}`));
  }
  for (let i = 0; i < nRows; i++) {
    const a = indptr[i], b = indptr[i + 1];
    if (b < a) throw new RangeError(argError(fn, "X.indptr", "non-decreasing offsets", `row ${i}: ${a} > ${b}`));
    for (let k = a; k < b; k++) {
      const j = indices[k];
      if (j < 0 || j >= nCols) throw new RangeError(argError(fn, "X.indices", `column ids in 0..${nCols - 1}`, j));
      if (k > a && j <= indices[k - 1]) throw new RangeError(argError(fn, "X.indices", "sorted distinct columns in each row", `row ${i}`));
    }
  }
  return X;
}
