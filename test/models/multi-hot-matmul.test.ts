import { describe, expect, it } from "vitest";
import { multiHot } from "../../src/models/multi-hot.js";
import { multiHotMatMul } from "../../src/models/multi-hot-matmul.js";
import { loadTfjs } from "../../src/models/tfjs-loader.js";
import { createRng } from "../../src/stats/rng.js";

const tf = loadTfjs();

/** A random 0/1 design: n rows of 0–7 ones (at most d) among d columns (a column may be in no row). */
function design(n: number, d: number, seed: number) {
  const rng = createRng(seed);
  const names = Array.from({ length: d }, (_, i) => `c${i}`);
  const rows: string[][] = [];
  for (let i = 0; i < n; i++) {
    const k = rng.int(Math.min(8, d + 1)), s = new Set<string>();
    while (s.size < k) s.add(names[rng.int(d)]);
    rows.push([...s]);
  }
  return multiHot(rows, names);
}
/** The dense 0/1 rows `rows` of X, as the MLP formed them before. */
function dense(X: ReturnType<typeof multiHot>, rows: number[]): Float32Array {
  const out = new Float32Array(rows.length * X.nCols);
  rows.forEach((i, r) => {
    for (let q = X.indptr[i]; q < X.indptr[i + 1]; q++) out[r * X.nCols + X.indices[q]] = 1;
  });
  return out;
}
const bits = (a: ArrayLike<number>) => Array.from(new Uint32Array(Float32Array.from(a).buffer));

describe("multiHotMatMul(tf, X, rows, W)", () => {
  // shapes across the cpu backend's 48-wide blocks: columns (the forward sum), rows (the gradient's
  // sum) and hidden units, each under, at and over 48
  for (const [n, d, h, m] of [[7, 5, 3, 7], [200, 130, 16, 100], [150, 48, 49, 150], [300, 531, 20, 256], [60, 97, 1, 33]]) {
    it(`value and gradient equal tfjs's dense matMul bit for bit (${m} of ${n} rows, ${d} columns, ${h} units)`, () => {
      const X = design(n, d, n + d + h);
      const rng = createRng(d * h);
      const rows = Array.from({ length: m }, () => rng.int(n)); // repeats allowed, any order
      const W = tf.variable(tf.tensor2d(Float32Array.from({ length: d * h }, () => (rng.next() - 0.5) * 3), [d, h]));
      const dy = tf.tensor2d(Float32Array.from({ length: m * h }, () => rng.next() - 0.4), [m, h]);
      const xb = tf.tensor2d(dense(X, rows), [m, d]);
      expect(bits(multiHotMatMul(tf, X, rows, W).dataSync())).toEqual(bits(xb.matMul(W).dataSync()));
      // the gradient of Σ dy ⊙ (X·W) with respect to W is Xᵀ·dy, through each op's gradient
      const gSparse = tf.grad((w: unknown) => multiHotMatMul(tf, X, rows, w).mul(dy).sum())(W);
      const gDense = tf.grad((w: any) => xb.matMul(w).mul(dy).sum())(W); // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(bits(gSparse.dataSync())).toEqual(bits(gDense.dataSync()));
      tf.dispose([W, dy, xb, gSparse, gDense]);
    });
  }
  it("hand-computed: the rows' ones pick rows of W; the gradient counts each column's rows", () => {
    const X = multiHot([["b"], ["a", "b"], []], ["a", "b"]);
    const W = tf.tensor2d([1, 2, 3, 4], [2, 2]);
    expect(Array.from(multiHotMatMul(tf, X, [0, 1, 2], W).dataSync())).toEqual([3, 4, 4, 6, 0, 0]);
    const g = tf.grad((w: unknown) => multiHotMatMul(tf, X, [1, 0, 1], w).sum())(W);
    expect(Array.from(g.dataSync())).toEqual([2, 2, 3, 3]);
  });
  it("refuses a W of the wrong shape, naming the function and argument", () => {
    const X = multiHot([["a"]], ["a", "b"]);
    expect(() => multiHotMatMul(tf, X, [0], tf.tensor2d([1, 2, 3], [3, 1]))).toThrow(/multiHotMatMul.*W.*2 × h/);
  });
});
