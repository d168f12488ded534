/**
 * The weighted logistic objective in plain float64 loops:
 * f(b, β) = Σᵢ wᵢ·ℓᵢ + (ridge/2)·‖β‖², with ℓᵢ = log(1 + e^ηᵢ) − yᵢηᵢ and
 * ηᵢ = b + xᵢ·β (intercept b unpenalised). With wᵢ = C·(class weight) and
 * ridge = 1 this is scikit-learn's L2 objective; with wᵢ = 1 and ridge = 0 it
 * is the negative log-likelihood −ℓ(β). Used for the float64 steps and as the
 * benchmark's reference evaluation.
 *
 * Parameters are packed as `theta = [b, β₀, …, β_{p−1}]`.
 *
 * @example
 * const X = multiHot([["a"], []], ["a"]);
 * const g = new Float64Array(2);
 * logisticLossF64(X, [1, 0], new Float64Array([1, 1]), 0, new Float64Array(2), g);
 * // => 1.386… (2·log 2); g becomes [0, -0.5]
 */
import type { SparseBinaryMatrix } from "./sparse-binary-matrix.js";

/**
 * log(1 + e^η) without overflow.
 *
 * @example
 * softplus(0);    // => 0.6931471805599453 (log 2)
 * softplus(1000); // => 1000
 */
export function softplus(eta: number): number {
  return eta > 0 ? eta + Math.log1p(Math.exp(-eta)) : Math.log1p(Math.exp(eta));
}

/**
 * The logistic function 1 / (1 + e^−η) without overflow.
 *
 * @example
 * sigmoid(0);     // => 0.5
 * sigmoid(-1000); // => 0
 */
export function sigmoid(eta: number): number {
  if (eta >= 0) return 1 / (1 + Math.exp(-eta));
  const e = Math.exp(eta);
  return e / (1 + e);
}

/**
 * Linear predictor ηᵢ = b + xᵢ·β for every row, into `eta` (allocated when omitted).
 *
 * @example
 * linearPredictor(multiHot([["a"], []], ["a"]), new Float64Array([0.5, 2]))
 * // => Float64Array [2.5, 0.5]
 */
export function linearPredictor(X: SparseBinaryMatrix, theta: ArrayLike<number>, eta = new Float64Array(X.nRows)): Float64Array {
  const { indptr, indices } = X;
  const b = theta[0];
  for (let i = 0; i < X.nRows; i++) {
    let s = b;
    for (let k = indptr[i]; k < indptr[i + 1]; k++) s += theta[indices[k] + 1];
    eta[i] = s;
  }
  return eta;
}

/**
 * Objective value at `theta`; writes the gradient into `grad` (length p + 1).
 *
 * @param X design (p = X.nCols)
 * @param y 0/1 labels
 * @param w per-row weights (already multiplied by C where that applies)
 * @param ridge penalty weight on β (not on b)
 * @param theta [b, β…]
 * @param grad output, overwritten
 * @param prob optional output (length n): σ(ηᵢ) per row, the same bits as `sigmoid(ηᵢ)`, for a Hessian at
 *   the same θ (`logisticHessian`, `logisticNewtonSystem.factor`) to reuse instead of a second pass (issue 22)
 * @example
 * logisticLossF64(multiHot([[]], ["a"]), [1], new Float64Array([1]), 1, new Float64Array([0, 3]), new Float64Array(2));
 * // => 5.193… (log 2 + 4.5)
 */
export function logisticLossF64(
  X: SparseBinaryMatrix,
  y: ArrayLike<number>,
  w: Float64Array,
  ridge: number,
  theta: Float64Array,
  grad: Float64Array,
  prob?: Float64Array,
): number {
  const { indptr, indices, nRows, nCols } = X;
  let f = 0, g0 = 0;
  for (let j = 1; j <= nCols; j++) {
    f += 0.5 * ridge * theta[j] * theta[j];
    grad[j] = ridge * theta[j];
  }
  for (let i = 0; i < nRows; i++) {
    const a = indptr[i], e = indptr[i + 1];
    let eta = theta[0];
    for (let k = a; k < e; k++) eta += theta[indices[k] + 1];
    // softplus(η) and sigmoid(η) from one exp (issue 22), the same branches and operations as the two
    // functions above, so the same bits: η > 0: e = exp(−η), softplus = η + log1p(e), σ = 1/(1 + e);
    // η ≤ 0: e = exp(η), softplus = log1p(e), σ = e/(1 + e) (at η = 0 both forms give log 2 and ½).
    let sp: number, sg: number;
    if (eta > 0) {
      const e = Math.exp(-eta);
      sp = eta + Math.log1p(e);
      sg = 1 / (1 + e);
    } else {
      const e = Math.exp(eta);
      sp = Math.log1p(e);
      sg = e / (1 + e);
    }
    f += w[i] * (sp - (y[i] === 1 ? eta : 0));
    if (prob !== undefined) prob[i] = sg;
    const r = w[i] * (sg - y[i]);
    g0 += r;
    for (let k = a; k < e; k++) grad[indices[k] + 1] += r;
  }
  grad[0] = g0;
  return f;
}

/**
 * The gradient of {@link logisticLossF64} at θ = 0 (any ridge), into `grad`: there every ηᵢ is 0 and
 * σ(0) = ½ exactly, so each row adds wᵢ·(½ − yᵢ) with no exp — the same bits as `logisticLossF64` at
 * θ = 0, in the same order. The fits read it for their tolerance scale (issue 22).
 *
 * @example
 * const g = new Float64Array(2);
 * logisticGradientAtZero(multiHot([["a"], []], ["a"]), [1, 0], new Float64Array([1, 1]), g);
 * // g becomes [0, -0.5]
 */
export function logisticGradientAtZero(X: SparseBinaryMatrix, y: ArrayLike<number>, w: Float64Array, grad: Float64Array): Float64Array {
  const { indptr, indices, nRows, nCols } = X;
  let g0 = 0;
  for (let j = 1; j <= nCols; j++) grad[j] = 0;
  for (let i = 0; i < nRows; i++) {
    const r = w[i] * (0.5 - y[i]);
    g0 += r;
    for (let k = indptr[i]; k < indptr[i + 1]; k++) grad[indices[k] + 1] += r;
  }
  grad[0] = g0;
  return grad;
}
