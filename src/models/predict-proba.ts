/**
 * Predicted probabilities of a fitted logistic model: pᵢ = σ(b + xᵢ·β), in
 * float64 (metrics.md §4: the capture probability the vigilance filter
 * thresholds).
 *
 * @example
 * predictProba({ intercept: 0, coef: new Float64Array([Math.log(3)]) }, multiHot([["a"], []], ["a"]));
 * // => Float64Array [0.75, 0.5]
 */
import { argError } from "../errors.js";
import type { SparseBinaryMatrix } from "./sparse-binary-matrix.js";
import { sigmoid } from "./logistic-loss-f64.js";

/** What a prediction needs: an intercept and one coefficient per column. */
export interface LogisticModel {
  intercept: number;
  coef: ArrayLike<number>;
}

/**
 * σ(b + Xβ) for every row of X.
 *
 * @throws RangeError when `coef.length` differs from `X.nCols`
 * @example
 * predictProba({ intercept: 0, coef: [] }, { nRows: 1, nCols: 0, indptr: Int32Array.from([0, 0]), indices: new Int32Array(0) });
 * // => Float64Array [0.5]
 */
export function predictProba(model: LogisticModel, X: SparseBinaryMatrix): Float64Array {
  if (model.coef.length !== X.nCols) throw new RangeError(argError("predictProba", "model.coef", `${X.nCols} coefficients`, `${model.coef.length}`));
  const out = new Float64Array(X.nRows);
  for (let i = 0; i < X.nRows; i++) {
    let eta = model.intercept;
    for (let k = X.indptr[i]; k < X.indptr[i + 1]; k++) eta += model.coef[X.indices[k]];
    out[i] = sigmoid(eta);
  }
  return out;
}
