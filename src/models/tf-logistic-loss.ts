/**
 * The weighted logistic loss and its hand-written gradient on tfjs (float32,
 * the wasm backend when initialised), for a sparse 0/1 design: the data part of
 * the objective in `logisticLossF64`,
 *   L(b, β) = Σᵢ wᵢ·(softplus(ηᵢ) − yᵢηᵢ),  ∂L/∂b = Σᵢ rᵢ,  ∂L/∂β = Xᵀr,  rᵢ = wᵢ(σ(ηᵢ) − yᵢ),
 * with η = b + Xβ and Xᵀr both as `tf.sparse.sparseSegmentSum` over the CSR and
 * CSC index lists (no autodiff: tfjs has no gradient for it, see stack.md).
 * The ridge term (ridge/2)‖β‖² and its gradient are added in float64 on the JS side.
 *
 * @example
 * const obj = createTfLogisticObjective(X, y, w, 1);
 * const g = new Float64Array(X.nCols + 1);
 * obj.fg(new Float64Array(X.nCols + 1), g); // => the objective at 0, g its gradient
 * obj.dispose();
 */
import * as tf from "@tensorflow/tfjs";
import type { SparseBinaryMatrix } from "./sparse-binary-matrix.js";
import type { ObjectiveWithGradient } from "./lbfgs.js";

/** An objective evaluated on tfjs, holding tensors until `dispose()`. */
export interface TfObjective {
  fg: ObjectiveWithGradient;
  /** Evaluations so far. */
  readonly evaluations: number;
  dispose(): void;
}

/**
 * Upload the design, labels and weights once; `fg(theta, grad)` evaluates at `theta = [b, β…]`.
 * Every column of X must hold at least one 1 (drop empty columns first).
 *
 * @param X design, p = X.nCols
 * @param y 0/1 labels
 * @param w per-row weights (C already applied)
 * @param ridge penalty weight on β
 * @example
 * createTfLogisticObjective(multiHot([["a"], []], ["a"]), [1, 0], new Float64Array([1, 1]), 0).fg(new Float64Array(2), new Float64Array(2));
 * // => 1.3862943… (2·log 2, float32 precision)
 */
export function createTfLogisticObjective(
  X: SparseBinaryMatrix,
  y: ArrayLike<number>,
  w: Float64Array,
  ridge: number,
): TfObjective {
  const n = X.nRows, p = X.nCols, nnz = X.indices.length;
  // CSR lists for η, plus one entry (column p, a coefficient fixed at 0) in the last row,
  // so the segment sum always has n outputs even when trailing rows are empty.
  const rowIds = new Int32Array(nnz + 1);
  for (let i = 0; i < n; i++) rowIds.fill(i, X.indptr[i], X.indptr[i + 1]);
  rowIds[nnz] = n - 1;
  const colIds = new Int32Array(nnz + 1);
  colIds.set(X.indices);
  colIds[nnz] = p;
  // CSC lists for Xᵀr: row ids grouped by column (segment ids sorted).
  const colCount = new Int32Array(p + 1);
  for (let k = 0; k < nnz; k++) colCount[X.indices[k] + 1]++;
  for (let j = 0; j < p; j++) colCount[j + 1] += colCount[j];
  const cscRows = new Int32Array(nnz), cscCols = new Int32Array(nnz), fill = colCount.slice(0, p);
  for (let i = 0; i < n; i++) {
    for (let k = X.indptr[i]; k < X.indptr[i + 1]; k++) {
      const j = X.indices[k], at = fill[j]++;
      cscRows[at] = i;
      cscCols[at] = j;
    }
  }
  const t = {
    rowIds: tf.tensor1d(rowIds, "int32"),
    colIds: tf.tensor1d(colIds, "int32"),
    cscRows: tf.tensor1d(cscRows, "int32"),
    cscCols: tf.tensor1d(cscCols, "int32"),
    y: tf.tensor1d(Float32Array.from(y)),
    w: tf.tensor1d(Float32Array.from(w)),
  };
  const betaPad = new Float32Array(p + 1);
  let evaluations = 0;
  const fg: ObjectiveWithGradient = (theta, grad) => {
    evaluations++;
    for (let j = 0; j < p; j++) betaPad[j] = theta[j + 1];
    const out = tf.tidy(() => {
      const eta = tf.add(tf.sparse.sparseSegmentSum(tf.tensor1d(betaPad), t.colIds, t.rowIds), tf.scalar(theta[0]));
      const loss = tf.sum(tf.mul(t.w, tf.sub(tf.softplus(eta), tf.mul(t.y, eta))));
      const r = tf.mul(t.w, tf.sub(tf.sigmoid(eta), t.y));
      const gBeta = tf.sparse.sparseSegmentSum(r, t.cscRows, t.cscCols);
      return tf.concat([tf.reshape(loss, [1]), tf.reshape(tf.sum(r), [1]), gBeta]);
    });
    const values = out.dataSync();
    out.dispose();
    let f = values[0];
    grad[0] = values[1];
    for (let j = 1; j <= p; j++) {
      f += 0.5 * ridge * theta[j] * theta[j];
      grad[j] = values[j + 1] + ridge * theta[j];
    }
    return f;
  };
  return {
    fg,
    get evaluations() {
      return evaluations;
    },
    dispose: () => Object.values(t).forEach((x) => x.dispose()),
  };
}
