/**
 * A small multilayer perceptron for binary labels on a sparse 0/1 design,
 * trained with tfjs (float32, cpu backend; see `tfjs-loader.ts`; the first layer's
 * product with the 0/1 rows by `multiHotMatMul`, equal bit for bit to the dense one): one hidden
 * ReLU layer of `hidden` units, a logistic output, the weighted log-loss
 * (1/n)·Σᵢ wᵢ·ℓᵢ with ℓᵢ = log(1 + e^ηᵢ) − yᵢηᵢ (wᵢ = 1, or for
 * `classWeight: "balanced"` n / (2·n_class(yᵢ)) as in `fitLogisticL2`) plus
 * ½·l2·(‖W₁‖² + ‖W₂‖²), minimised by Adam over mini-batches.
 *
 * Randomness is a parameter: the initial weights (He-uniform for W₁,
 * Glorot-uniform for W₂, biases 0) and each epoch's batch order come from
 * `createRng(seed)`, and the cpu backend's arithmetic is sequential, so one
 * seed gives the same weights bit for bit. Beyond the papers: a non-linear
 * alternative to the L2 logistic (issue 24), not one of their models.
 *
 * @example
 * const X = multiHot([["a"], ["b"], ["a", "b"], []], ["a", "b"]);
 * const m = fitMlp(X, [1, 1, 0, 0], { seed: 1, hidden: 4, epochs: 2 });
 * [m.nIn, m.hidden, m.w1.length, m.w2.length]; // => [2, 4, 8, 4]
 */
import { argError } from "../errors.js";
import { createRng } from "../stats/rng.js";
import { assertBinaryLabels } from "./binary-labels.js";
import { rowWeights, type ClassWeight } from "./class-weights.js";
import { assertSparseBinaryMatrix, type SparseBinaryMatrix } from "./sparse-binary-matrix.js";
import { multiHotMatMul } from "./multi-hot-matmul.js";
import { loadTfjs } from "./tfjs-loader.js";

/** Options of {@link fitMlp} (defaults in brackets). */
export interface MlpOptions {
  /** Seed of the initial weights and the batch order [0]. */
  seed?: number;
  /** Hidden ReLU units [16]. */
  hidden?: number;
  /** Passes over the data [40]. */
  epochs?: number;
  /** Rows per Adam step [64]. */
  batchSize?: number;
  /** Adam learning rate [0.01]. */
  learningRate?: number;
  /** Weight decay on W₁ and W₂ (not the biases) [1e-2]. */
  l2?: number;
  /** "balanced" row weights, or null for none [null]. */
  classWeight?: ClassWeight;
}

/** A fitted MLP: plain numbers (float32 values widened), usable without tfjs by `predictMlp`. */
export interface MlpModel {
  kind: "mlp";
  nIn: number;
  hidden: number;
  /** W₁, row-major nIn × hidden. */
  w1: Float64Array;
  b1: Float64Array;
  /** W₂, one weight per hidden unit. */
  w2: Float64Array;
  b2: number;
  /** The options the model was fitted with, defaults filled in. */
  options: Required<MlpOptions>;
  /** Mean training loss (penalty included) over the last epoch's batches. */
  finalLoss: number;
}

function positiveInt(fn: string, arg: string, v: number): number {
  if (!Number.isInteger(v) || v < 1) throw new RangeError(argError(fn, arg, "a positive integer", v));
  return v;
}
function nonNegative(fn: string, arg: string, v: number, strict: boolean): number {
  if (typeof v !== "number" || !Number.isFinite(v) || (strict ? !(v > 0) : !(v >= 0))) {
    throw new RangeError(argError(fn, arg, strict ? "a positive finite number" : "a finite number >= 0", v));
  }
  return v;
}

/** Checked options with defaults. */
function mlpOptions(fn: string, o: MlpOptions): Required<MlpOptions> {
  const seed = o.seed ?? 0;
  if (!Number.isInteger(seed)) throw new TypeError(argError(fn, "options.seed", "an integer", seed));
  const classWeight = o.classWeight ?? null;
  if (classWeight !== null && classWeight !== "balanced") throw new RangeError(argError(fn, "options.classWeight", '"balanced" or null', classWeight));
  return {
    seed,
    hidden: positiveInt(fn, "options.hidden", o.hidden ?? 16),
    epochs: positiveInt(fn, "options.epochs", o.epochs ?? 40),
    batchSize: positiveInt(fn, "options.batchSize", o.batchSize ?? 64),
    learningRate: nonNegative(fn, "options.learningRate", o.learningRate ?? 0.01, true),
    l2: nonNegative(fn, "options.l2", o.l2 ?? 1e-2, false),
    classWeight,
  };
}

/**
 * Fit the MLP.
 *
 * @param X n × p sparse 0/1 design
 * @param y n labels, 0/1, both classes present
 * @param options see {@link MlpOptions}
 * @throws RangeError on bad options, labels of one class, or a length mismatch; Error naming `@tensorflow/tfjs` when it is not installed
 * @example
 * const X = multiHot([["a"], ["b"], ["a", "b"], []], ["a", "b"]);
 * fitMlp(X, [1, 1, 0, 0], { seed: 3, epochs: 1 }).options.hidden; // => 16
 */
export function fitMlp(X: SparseBinaryMatrix, y: ArrayLike<0 | 1>, options: MlpOptions = {}): MlpModel {
  const fn = "fitMlp";
  assertSparseBinaryMatrix(X, fn);
  const pos = assertBinaryLabels(fn, y, X.nRows);
  if (pos === 0 || pos === X.nRows) throw new RangeError(argError(fn, "y", "both classes", `${pos} of ${X.nRows} positive`));
  const o = mlpOptions(fn, options);
  const tf = loadTfjs();
  const rng = createRng(o.seed);
  const d = X.nCols, h = o.hidden, n = X.nRows;
  const lim1 = Math.sqrt(6 / Math.max(1, d)), lim2 = Math.sqrt(6 / (h + 1));
  const init1 = new Float32Array(d * h), init2 = new Float32Array(h);
  for (let k = 0; k < init1.length; k++) init1[k] = (2 * rng.next() - 1) * lim1;
  for (let k = 0; k < h; k++) init2[k] = (2 * rng.next() - 1) * lim2;
  const w = rowWeights(y, 1, o.classWeight);
  const W1 = tf.variable(tf.tensor2d(init1, [d, h]));
  const b1 = tf.variable(tf.zeros([h]));
  const W2 = tf.variable(tf.tensor2d(init2, [h, 1]));
  const b2 = tf.variable(tf.zeros([1]));
  const opt = tf.train.adam(o.learningRate);
  const order = Array.from({ length: n }, (_, i) => i);
  let finalLoss = NaN;
  try {
    for (let epoch = 0; epoch < o.epochs; epoch++) {
      for (let i = n - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        const t = order[i]; order[i] = order[j]; order[j] = t;
      }
      let sum = 0, batches = 0;
      for (let s = 0; s < n; s += o.batchSize) {
        const rows = order.slice(s, s + o.batchSize);
        const m = rows.length;
        const yb = tf.tensor1d(Float32Array.from(rows, (i) => y[i]));
        const wb = tf.tensor1d(Float32Array.from(rows, (i) => w[i]));
        const cost = opt.minimize(() => {
          // X[rows] · W1 without the dense rows: bit for bit tfjs's dense product and its gradient
          const z = tf.relu(multiHotMatMul(tf, X, rows, W1).add(b1)).matMul(W2).add(b2).reshape([-1]);
          const ell = tf.relu(z).sub(z.mul(yb)).add(tf.log1p(tf.exp(tf.neg(tf.abs(z)))));
          const penalty = tf.square(W1).sum().add(tf.square(W2).sum()).mul(0.5 * o.l2);
          return ell.mul(wb).sum().div(m).add(penalty);
        }, true, [W1, b1, W2, b2]);
        sum += cost.dataSync()[0];
        batches++;
        tf.dispose([cost, yb, wb]);
      }
      finalLoss = sum / batches;
    }
    return {
      kind: "mlp", nIn: d, hidden: h,
      w1: Float64Array.from(W1.dataSync()), b1: Float64Array.from(b1.dataSync()),
      w2: Float64Array.from(W2.dataSync()), b2: b2.dataSync()[0],
      options: o, finalLoss,
    };
  } finally {
    opt.dispose();
    tf.dispose([W1, b1, W2, b2]);
  }
}
