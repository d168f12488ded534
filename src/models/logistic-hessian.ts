/**
 * The exact Hessian of the weighted logistic objective (see
 * `logisticLossF64`): H = Σᵢ wᵢ pᵢ(1 − pᵢ) x̃ᵢ x̃ᵢᵀ + ridge·diag(0, 1, …, 1),
 * with x̃ᵢ = (1, xᵢ), restricted to the parameters listed in `active`
 * (0 = intercept, j + 1 = column j). Dense, row-major, m × m for m =
 * active.length; float64. About 16 updates a row for 3 ones a row.
 *
 * @example
 * const H = logisticHessian(multiHot([["a"], []], ["a"]), new Float64Array([1, 1]), 0, new Float64Array(2), [0, 1]);
 * // => Float64Array [0.5, 0.25, 0.25, 0.25]   (p = ½ on both rows)
 */
import type { SparseBinaryMatrix } from "./sparse-binary-matrix.js";
import { sigmoid } from "./logistic-loss-f64.js";

/**
 * Dense Hessian over the `active` parameters (sorted ascending, 0 = intercept first).
 * Parameters outside `active` still enter η through `theta`. `prob`, when given, is σ(ηᵢ) at this θ
 * (as `logisticLossF64` writes it) and replaces the sigmoid.
 *
 * @example
 * logisticHessian(multiHot([[]], ["a"]), new Float64Array([4]), 1, new Float64Array(2), [0, 1]);
 * // => Float64Array [1, 0, 0, 1]
 */
export function logisticHessian(
  X: SparseBinaryMatrix,
  w: Float64Array,
  ridge: number,
  theta: Float64Array,
  active: ArrayLike<number>,
  prob?: ArrayLike<number>,
): Float64Array {
  const m = active.length;
  const slot = new Int32Array(X.nCols + 1).fill(-1);
  for (let a = 0; a < m; a++) slot[active[a]] = a;
  const H = new Float64Array(m * m);
  const { indptr, indices } = X;
  const row = new Int32Array(X.nCols + 1);
  const i0 = slot[0];
  for (let i = 0; i < X.nRows; i++) {
    let eta = theta[0];
    let len = 0;
    if (i0 >= 0) row[len++] = i0;
    for (let k = indptr[i]; k < indptr[i + 1]; k++) {
      const j = indices[k] + 1;
      eta += theta[j];
      if (slot[j] >= 0) row[len++] = slot[j];
    }
    const p = prob === undefined ? sigmoid(eta) : prob[i];
    const s = w[i] * p * (1 - p);
    for (let u = 0; u < len; u++) {
      const ru = row[u] * m;
      for (let v = 0; v <= u; v++) H[ru + row[v]] += s;
    }
  }
  // Rows come in ascending slot order, so the lower triangle is filled; mirror it.
  for (let a = 0; a < m; a++) {
    for (let b = 0; b < a; b++) H[b * m + a] = H[a * m + b];
    if (active[a] !== 0) H[a * m + a] += ridge;
  }
  return H;
}
