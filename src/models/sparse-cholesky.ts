/**
 * Sparse Cholesky factorisation L·Lᵀ = A of a symmetric positive definite
 * matrix whose lower-triangle pattern is known in advance (issue 22: the
 * Newton Hessians of the judge fits are 345 × 345 but hold ~1,900 non-zeros
 * below the diagonal, so the dense O(m³/3) factorisation was mostly
 * multiplying zeros). The pattern of L (A's pattern plus fill-in) is computed
 * once (`sparseCholeskyPattern`, the elimination-tree union of column
 * patterns); each factorisation (`sparseCholeskyFactor`) then costs the
 * non-zero flops only. Left-looking, column by column, summing the updates
 * of a column in ascending order: the same arithmetic, term for term, as the
 * dense `choleskyFactor` of the same matrix without the terms that are
 * structurally zero.
 *
 * @example
 * const pat = sparseCholeskyPattern(2, [Int32Array.of(1), new Int32Array(0)]);
 * const f = sparseCholeskyFactor(pat, new Float64Array([4, 0, 2, 3])); // A = [[4, 2], [2, 3]], lower part read
 * sparseCholeskySolve(pat, f!, new Float64Array([6, 5])); // => Float64Array [1, 1]
 */

/** The pattern of L: strictly-lower entries by column (rows ascending) and by row (columns ascending). */
export interface SparseCholeskyPattern {
  /** Order of the matrix. */
  m: number;
  /** Column j's strictly-lower entries are `rowind[colptr[j]..colptr[j+1])`, rows ascending. */
  colptr: Int32Array;
  rowind: Int32Array;
  /** Row i's strictly-lower entries: columns `rowcol[rowptr[i]..rowptr[i+1])` ascending, at value positions `rowpos[…]`. */
  rowptr: Int32Array;
  rowcol: Int32Array;
  rowpos: Int32Array;
}

/** A numeric factor on a {@link SparseCholeskyPattern}. */
export interface SparseCholeskyFactor {
  /** The diagonal of L. */
  diag: Float64Array;
  /** The strictly-lower values of L, in the pattern's column order. */
  val: Float64Array;
}

/**
 * The pattern of L from the strictly-lower pattern of A, given column by column
 * (`lower[j]`: rows i > j with A[i, j] possibly non-zero, any order, no repeats).
 * @example
 * sparseCholeskyPattern(3, [Int32Array.of(2), Int32Array.of(2), new Int32Array(0)]).rowind; // => Int32Array [2, 2]
 */
export function sparseCholeskyPattern(m: number, lower: readonly ArrayLike<number>[]): SparseCholeskyPattern {
  const lptr = new Int32Array(m + 1);
  for (let j = 0; j < m; j++) lptr[j + 1] = lptr[j] + lower[j].length;
  const lidx = new Int32Array(lptr[m]);
  for (let j = 0; j < m; j++) for (let q = 0; q < lower[j].length; q++) lidx[lptr[j] + q] = lower[j][q];
  return sparseCholeskyPatternCsr(m, lptr, lidx);
}

/**
 * {@link sparseCholeskyPattern} with A's strictly-lower pattern in compressed columns: column j's rows
 * (> j, any order, no repeats) are `lidx[lptr[j] .. lptr[j + 1])`. The same pattern; it keeps every column in
 * a few flat arrays instead of one small array per column (issue 22: those allocations, a sort each, were
 * most of the cost of setting up a Newton system).
 * @example
 * sparseCholeskyPatternCsr(3, Int32Array.of(0, 1, 2, 2), Int32Array.of(2, 2)).colptr; // => Int32Array [0, 1, 2, 2]
 */
export function sparseCholeskyPatternCsr(m: number, lptr: Int32Array, lidx: Int32Array): SparseCholeskyPattern {
  // column j of L = A's column j ∪ the columns of j's children in the elimination tree (minus j), rows
  // ascending; columns are appended to one growing buffer (colptr fixed as they finish)
  const colptr = new Int32Array(m + 1);
  let rowind = new Int32Array(Math.max(16, 2 * lidx.length));
  // children of each node in the elimination tree as linked lists (head[j], next[c]); order is irrelevant
  // (the union is deduplicated by `mark` and sorted)
  const head = new Int32Array(m).fill(-1), next = new Int32Array(m).fill(-1);
  const mark = new Int32Array(m).fill(-1);
  for (let j = 0; j < m; j++) {
    const start = colptr[j];
    if (rowind.length - start < m) {
      const grown = new Int32Array(Math.max(2 * rowind.length, start + m));
      grown.set(rowind);
      rowind = grown;
    }
    let len = start;
    mark[j] = j;
    for (let q = lptr[j]; q < lptr[j + 1]; q++) { const r = lidx[q]; if (mark[r] !== j) { mark[r] = j; rowind[len++] = r; } }
    for (let c = head[j]; c >= 0; c = next[c]) {
      for (let q = colptr[c]; q < colptr[c + 1]; q++) { const r = rowind[q]; if (mark[r] !== j) { mark[r] = j; rowind[len++] = r; } }
    }
    sortRange(rowind, start, len);
    colptr[j + 1] = len;
    if (len > start) { const parent = rowind[start]; next[j] = head[parent]; head[parent] = j; } // the first row below the diagonal
  }
  const nnz = colptr[m];
  rowind = rowind.slice(0, nnz);
  const rowptr = new Int32Array(m + 1);
  for (let q = 0; q < nnz; q++) rowptr[rowind[q] + 1]++;
  for (let i = 0; i < m; i++) rowptr[i + 1] += rowptr[i];
  const rowcol = new Int32Array(nnz), rowpos = new Int32Array(nnz), fill = rowptr.slice(0, m);
  for (let j = 0; j < m; j++) {
    for (let q = colptr[j]; q < colptr[j + 1]; q++) {
      const i = rowind[q], r = fill[i]++;
      rowcol[r] = j;
      rowpos[r] = q;
    }
  }
  return { m, colptr, rowind, rowptr, rowcol, rowpos };
}

/** Sort a[from .. to) ascending in place (insertion sort for short runs, else the built-in numeric sort). */
function sortRange(a: Int32Array, from: number, to: number): void {
  if (to - from > 64) {
    a.subarray(from, to).sort();
    return;
  }
  for (let k = from + 1; k < to; k++) {
    const v = a[k];
    let t = k;
    while (t > from && a[t - 1] > v) { a[t] = a[t - 1]; t--; }
    a[t] = v;
  }
}

/**
 * Factorise A (dense, row-major m × m; only its lower triangle on the pattern is read, and those
 * entries are set to 0, so the buffer can be reused). Null when A is not numerically positive
 * definite (then the whole buffer is zeroed). `out` is reused when given.
 * @example
 * const pat = sparseCholeskyPattern(2, [Int32Array.of(1), new Int32Array(0)]);
 * sparseCholeskyFactor(pat, new Float64Array([1, 0, 2, 1])); // => null
 */
export function sparseCholeskyFactor(pattern: SparseCholeskyPattern, A: Float64Array, out?: SparseCholeskyFactor, scratch?: Float64Array): SparseCholeskyFactor | null {
  const { m, colptr, rowind } = pattern;
  const packed = new Float64Array(m + colptr[m]);
  for (let j = 0; j < m; j++) {
    packed[j] = A[j * m + j];
    A[j * m + j] = 0;
    for (let q = colptr[j]; q < colptr[j + 1]; q++) {
      packed[m + q] = A[rowind[q] * m + j];
      A[rowind[q] * m + j] = 0;
    }
  }
  const f = sparseCholeskyFactorPacked(pattern, packed, out, scratch);
  if (f === null) A.fill(0);
  return f;
}

/**
 * Factorise A given packed on the pattern of L (issue 22: a buffer of m + nnz(L) instead of m², so
 * assembling the Newton Hessian stays in cache): `A[j]` is the diagonal entry j, `A[m + q]` the entry
 * (rowind[q], j) for q in column j's range (0 for fill-in). The same arithmetic as
 * {@link sparseCholeskyFactor}. A is zeroed (reusable) on return, factor or null.
 * @example
 * const pat = sparseCholeskyPattern(2, [Int32Array.of(1), new Int32Array(0)]);
 * sparseCholeskyFactorPacked(pat, new Float64Array([4, 3, 2]))!.val; // => Float64Array [1]  (A = [[4, 2], [2, 3]])
 */
export function sparseCholeskyFactorPacked(pattern: SparseCholeskyPattern, A: Float64Array, out?: SparseCholeskyFactor, scratch?: Float64Array): SparseCholeskyFactor | null {
  const { m, colptr, rowind, rowptr, rowcol, rowpos } = pattern;
  const f = out ?? { diag: new Float64Array(m), val: new Float64Array(colptr[m]) };
  const { diag, val } = f;
  const x = scratch ?? new Float64Array(m);
  for (let j = 0; j < m; j++) {
    const c0 = colptr[j], c1 = colptr[j + 1];
    let d = A[j];
    A[j] = 0;
    for (let q = c0; q < c1; q++) {
      x[rowind[q]] = A[m + q];
      A[m + q] = 0;
    }
    for (let r = rowptr[j]; r < rowptr[j + 1]; r++) {
      const p = rowpos[r], ljk = val[p];
      d -= ljk * ljk;
      for (let q = p + 1, e = colptr[rowcol[r] + 1]; q < e; q++) x[rowind[q]] -= val[q] * ljk;
    }
    if (!(d > 0) || !Number.isFinite(d)) {
      A.fill(0);
      x.fill(0);
      return null;
    }
    const ljj = Math.sqrt(d);
    diag[j] = ljj;
    for (let q = c0; q < c1; q++) {
      val[q] = x[rowind[q]] / ljj;
      x[rowind[q]] = 0;
    }
  }
  return f;
}

/**
 * Solve L·Lᵀ·x = b; returns x as a new array.
 * @example
 * const pat = sparseCholeskyPattern(1, [new Int32Array(0)]);
 * sparseCholeskySolve(pat, { diag: Float64Array.of(2), val: new Float64Array(0) }, [8]); // => Float64Array [2]
 */
export function sparseCholeskySolve(pattern: SparseCholeskyPattern, factor: SparseCholeskyFactor, b: ArrayLike<number>): Float64Array {
  const { m, colptr, rowind } = pattern, { diag, val } = factor;
  const x = Float64Array.from(b);
  for (let j = 0; j < m; j++) {
    const xj = (x[j] /= diag[j]);
    for (let q = colptr[j]; q < colptr[j + 1]; q++) x[rowind[q]] -= val[q] * xj;
  }
  for (let j = m - 1; j >= 0; j--) {
    let s = x[j];
    for (let q = colptr[j]; q < colptr[j + 1]; q++) s -= val[q] * x[rowind[q]];
    x[j] = s / diag[j];
  }
  return x;
}
