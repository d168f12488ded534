/**
 * The first layer of the MLP meta-evaluator on a sparse 0/1 design: X[rows] · W as a tfjs op whose
 * value and gradient with respect to W are, bit for bit, what tfjs's cpu backend computes for the dense
 * product `tf.matMul(denseRows, W)` and its gradient `tf.matMul(denseRows, dy, true, false)`, without
 * forming the dense rows. A judge design has ~3 ones in a row of ~500 columns, so the dense product
 * spends over 99% of its multiplications on zeros: it was 45% of notebook 04's CPU (issue 22, a lighter
 * main job).
 *
 * Why equal to the bit: the cpu backend's `batchMatMul` walks the shared dimension in blocks of
 * `backend.blockSize` (48), adds a block's products in a JavaScript double, and adds each block's sum into
 * the float32 result. A product with a 0 of X adds ±0, which leaves a double sum unchanged (a sum that
 * starts at +0 never becomes −0), and a product with a 1 is the other factor exactly. So the sum over a
 * block's ones, in ascending order, added into a float32 once a block, is the same number. This holds for
 * finite W and dy (a dense product with an infinite or NaN factor gives NaN where this skips the zero).
 *
 * @example
 * const tf = loadTfjs();
 * const X = multiHot([["a"], ["a", "b"]], ["a", "b"]);
 * const W = tf.tensor2d([1, 2, 3, 4], [2, 2]);
 * Array.from(multiHotMatMul(tf, X, [0, 1], W).dataSync()); // => [1, 2, 4, 6]
 */
import { argError } from "../errors.js";
import type { SparseBinaryMatrix } from "./sparse-binary-matrix.js";
import type { TfjsModule } from "./tfjs-loader.js";

/** The cpu backend's block of the shared dimension (`MathBackendCPU.blockSize`; 48 in tfjs 4.22). */
function blockSizeOf(tf: TfjsModule): number {
  const bs = (tf.backend() as { blockSize?: unknown }).blockSize;
  return typeof bs === "number" && Number.isInteger(bs) && bs > 0 ? bs : 48;
}

/**
 * out (m × h, float32) = X[rows] · W, W row-major d × h: per output cell, the W values of the row's ones
 * summed in a double within each block of `bs` columns, each block's sum added into the float32 cell.
 */
function forward(X: SparseBinaryMatrix, rows: ArrayLike<number>, W: Float32Array, h: number, bs: number): Float32Array {
  const m = rows.length;
  const out = new Float32Array(m * h);
  const s = new Float64Array(h);
  for (let r = 0; r < m; r++) {
    const i = rows[r], end = X.indptr[i + 1];
    let q = X.indptr[i];
    while (q < end) {
      const block = Math.floor(X.indices[q] / bs);
      s.fill(0);
      for (; q < end && Math.floor(X.indices[q] / bs) === block; q++) {
        const base = X.indices[q] * h;
        for (let j = 0; j < h; j++) s[j] += W[base + j];
      }
      for (let j = 0; j < h; j++) out[r * h + j] += s[j];
    }
  }
  return out;
}

/**
 * dW (d × h, float32) = X[rows]ᵀ · dy: per cell (c, j), dy[r, j] over the rows r with a one in column c,
 * summed in a double within each block of `bs` rows, each block's sum added into the float32 cell.
 */
function backward(X: SparseBinaryMatrix, rows: ArrayLike<number>, dy: Float32Array, h: number, bs: number): Float32Array {
  const d = X.nCols, m = rows.length;
  const dW = new Float32Array(d * h);
  const s = new Float64Array(d * h);
  const touched = new Int32Array(d);
  const seen = new Uint8Array(d);
  for (let r0 = 0; r0 < m; r0 += bs) {
    let nTouched = 0;
    for (let r = r0; r < Math.min(r0 + bs, m); r++) {
      const i = rows[r];
      for (let q = X.indptr[i]; q < X.indptr[i + 1]; q++) {
        const c = X.indices[q];
        if (seen[c] === 0) {
          seen[c] = 1;
          touched[nTouched++] = c;
        }
        const base = c * h;
        for (let j = 0; j < h; j++) s[base + j] += dy[r * h + j];
      }
    }
    for (let t = 0; t < nTouched; t++) {
      const base = touched[t] * h;
      for (let j = 0; j < h; j++) {
        dW[base + j] += s[base + j];
        s[base + j] = 0;
      }
      seen[touched[t]] = 0;
    }
  }
  return dW;
}

/**
 * X[rows] · W (m × h) as a tfjs tensor with a gradient with respect to W: equal bit for bit to tfjs's
 * cpu-backend `tf.matMul` of the dense 0/1 rows and W, and to its gradient, for finite values.
 *
 * @param tf the loaded tfjs module ({@link loadTfjs}), on its cpu backend
 * @param X n × d sparse 0/1 design (sorted distinct columns per row)
 * @param rows the m row indices of X, in order
 * @param W a d × h float32 tensor (a variable when it is trained)
 * @returns an m × h float32 tensor
 * @throws RangeError when W is not d × h
 * @example
 * const tf = loadTfjs();
 * const X = multiHot([["b"], ["a", "b"]], ["a", "b"]);
 * const W = tf.variable(tf.tensor2d([1, 2, 3, 4], [2, 2]));
 * const g = tf.grad((w: any) => multiHotMatMul(tf, X, [0, 1], w).sum())(W);
 * Array.from(g.dataSync()); // => [1, 1, 2, 2] (column "a" is in one row, "b" in both)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function multiHotMatMul(tf: TfjsModule, X: SparseBinaryMatrix, rows: ArrayLike<number>, W: any): any {
  const shape = W.shape as number[];
  if (shape.length !== 2 || shape[0] !== X.nCols) {
    throw new RangeError(argError("multiHotMatMul", "W", `a ${X.nCols} × h matrix`, `shape [${shape.join(", ")}]`));
  }
  const h = shape[1], m = rows.length, bs = blockSizeOf(tf);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const op = tf.customGrad((w: any) => ({
    value: tf.tensor2d(forward(X, rows, w.dataSync() as Float32Array, h, bs), [m, h]),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    gradFunc: (dy: any) => tf.tensor2d(backward(X, rows, dy.dataSync() as Float32Array, h, bs), [X.nCols, h]),
  }));
  return op(W);
}
