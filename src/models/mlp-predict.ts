/**
 * Probabilities of a fitted MLP (`fitMlp`) on a sparse 0/1 design, in plain
 * float64 (no tfjs needed): pᵢ = σ(b₂ + Σₖ W₂ₖ·max(0, b₁ₖ + Σ_{j ∈ row i} W₁ⱼₖ)).
 *
 * @example
 * const m = { kind: "mlp", nIn: 1, hidden: 1, w1: Float64Array.of(2), b1: Float64Array.of(0), w2: Float64Array.of(1), b2: -1 };
 * predictMlp(m, multiHot([["a"], []], ["a"])); // => Float64Array [0.7310585786300049, 0.2689414213699951]
 */
import { argError } from "../errors.js";
import { sigmoid } from "./logistic-loss-f64.js";
import type { MlpModel } from "./mlp-classifier.js";
import { assertSparseBinaryMatrix, type SparseBinaryMatrix } from "./sparse-binary-matrix.js";

/**
 * Predicted probabilities, one per row of X.
 * @throws RangeError when X's column count differs from the model's
 * @example
 * predictMlp({ kind: "mlp", nIn: 2, hidden: 1, w1: Float64Array.of(1, 1), b1: Float64Array.of(0), w2: Float64Array.of(0), b2: 0 }, multiHot([["b"]], ["a", "b"]));
 * // => Float64Array [0.5]
 */
export function predictMlp(model: Pick<MlpModel, "nIn" | "hidden" | "w1" | "b1" | "w2" | "b2">, X: SparseBinaryMatrix): Float64Array {
  assertSparseBinaryMatrix(X, "predictMlp");
  if (X.nCols !== model.nIn) throw new RangeError(argError("predictMlp", "X", `${model.nIn} columns`, `${X.nCols} columns`));
  const h = model.hidden;
  const out = new Float64Array(X.nRows);
  const a = new Float64Array(h);
  for (let i = 0; i < X.nRows; i++) {
    a.set(model.b1);
    for (let q = X.indptr[i]; q < X.indptr[i + 1]; q++) {
      const base = X.indices[q] * h;
      for (let k = 0; k < h; k++) a[k] += model.w1[base + k];
    }
    let eta = model.b2;
    for (let k = 0; k < h; k++) if (a[k] > 0) eta += model.w2[k] * a[k];
    out[i] = sigmoid(eta);
  }
  return out;
}
