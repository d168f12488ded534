/**
 * float32 (tfjs) against float64 (the shipped solvers) on the committed
 * statsmodels / scikit-learn fixture (test/fixtures/models/logistic.json:
 * 2,400 rows × 60 clusters, made by make_model_fixtures.py), issue 24:
 * why the paper's L1/L2 fits stay exact float64.
 *
 * 1. L2 (scikit-learn LogisticRegression C = 1, balanced weights) coefficients:
 *    a. the shipped float64 fit (`fitLogisticL2`);
 *    b. Newton in float32: gradient and Hessian from tfjs float32 matMul, the
 *       Newton step by a Cholesky solve with every operation rounded to
 *       float32 (`Math.fround`) — the best float32 can do;
 *    c. tfjs Adam on the same objective in float32 (full batch, 3,000 steps,
 *       learning rate 0.05) — the fit as a tfjs user would write it.
 * 2. L1 (statsmodels Logit.fit_regularized, alpha 1 and 4) standard errors at
 *    the same coefficients: √diag of the inverse unpenalised Hessian on the
 *    selected support, computed (a) by the shipped float64 code
 *    (`fitLogisticL1`) and (b) in float32 (tfjs matMul for the Hessian, float32
 *    Cholesky inverse); both against statsmodels' `bse`.
 *
 * Prints max |Δ| per comparison; asserts nothing. docs/METRICS.md quotes its output.
 *
 * Run: npx tsx bench/tfjs-float32.ts
 */
import { readFileSync } from "node:fs";
import { fitLogisticL1, fitLogisticL2, loadTfjs, multiHot, rowWeights } from "../src/models/index.js";
import { projectPath } from "../src/paths.js";

type Fix = {
  vocabulary: string[]; rows: string[][]; y: (0 | 1)[];
  l2: { balanced: { C: number; intercept: number; coef: number[] } };
  l1: { alpha: number; intercept: number; coef: number[]; se: (number | null)[]; interceptSe: number }[];
};
const fx = JSON.parse(readFileSync(projectPath("test/fixtures/models/logistic.json"), "utf8")) as Fix;
const tf = loadTfjs();
const X = multiHot(fx.rows, fx.vocabulary);
const n = X.nRows, p = X.nCols, m = p + 1;
const y = fx.y;
const f = Math.fround;

/** Dense [n, 1 + |cols|] float32 design with a leading 1 column, restricted to `cols`. */
function design(cols: number[]): Float32Array {
  const pos = new Map(cols.map((c, k) => [c, k + 1]));
  const out = new Float32Array(n * (cols.length + 1));
  const w = cols.length + 1;
  for (let i = 0; i < n; i++) {
    out[i * w] = 1;
    for (let q = X.indptr[i]; q < X.indptr[i + 1]; q++) {
      const k = pos.get(X.indices[q]);
      if (k !== undefined) out[i * w + k] = 1;
    }
  }
  return out;
}
/** float32 Cholesky (every operation rounded), or null when not positive definite. */
function chol32(A: Float32Array, k: number): Float32Array | null {
  const L = new Float32Array(k * k);
  for (let j = 0; j < k; j++) {
    let s = A[j * k + j];
    for (let t = 0; t < j; t++) s = f(s - f(L[j * k + t] * L[j * k + t]));
    if (!(s > 0)) return null;
    const d = f(Math.sqrt(s));
    L[j * k + j] = d;
    for (let i = j + 1; i < k; i++) {
      let r = A[i * k + j];
      for (let t = 0; t < j; t++) r = f(r - f(L[i * k + t] * L[j * k + t]));
      L[i * k + j] = f(r / d);
    }
  }
  return L;
}
function solve32(L: Float32Array, k: number, b: ArrayLike<number>): Float32Array {
  const z = new Float32Array(k);
  for (let i = 0; i < k; i++) { let s = f(b[i]); for (let t = 0; t < i; t++) s = f(s - f(L[i * k + t] * z[t])); z[i] = f(s / L[i * k + i]); }
  const x = new Float32Array(k);
  for (let i = k - 1; i >= 0; i--) { let s = z[i]; for (let t = i + 1; t < k; t++) s = f(s - f(L[t * k + i] * x[t])); x[i] = f(s / L[i * k + i]); }
  return x;
}
const maxAbs = (a: ArrayLike<number>, b: ArrayLike<number>) => { let r = 0; for (let i = 0; i < a.length; i++) r = Math.max(r, Math.abs(a[i] - b[i])); return r; };
const maxRel = (a: ArrayLike<number>, b: ArrayLike<number>) => { let r = 0; for (let i = 0; i < a.length; i++) r = Math.max(r, Math.abs(a[i] - b[i]) / Math.abs(b[i])); return r; };

// ---- 1. L2 coefficients
const ref = fx.l2.balanced;
const refTheta = [ref.intercept, ...ref.coef];
const f64 = fitLogisticL2(X, y, { C: ref.C, classWeight: "balanced" });
const f64Theta = [f64.intercept, ...f64.coef];
const w = Float32Array.from(rowWeights(y, ref.C, "balanced"));
const Xt = tf.tensor2d(design([...Array(p).keys()]), [n, m]);
const yT = tf.tensor2d(Float32Array.from(y), [n, 1]);
const wT = tf.tensor2d(w, [n, 1]);
const ridge = tf.tensor2d(Float32Array.from({ length: m }, (_, j) => (j === 0 ? 0 : 1)), [m, 1]);
let theta = new Float32Array(m);
let gradInf = NaN;
for (let it = 0; it < 30; it++) {
  const { g, H } = tf.tidy(() => {
    const th = tf.tensor2d(theta, [m, 1]);
    const pr = tf.sigmoid(Xt.matMul(th));
    const g = Xt.transpose().matMul(pr.sub(yT).mul(wT)).add(th.mul(ridge));
    const s = pr.mul(tf.scalar(1).sub(pr)).mul(wT);
    const H = Xt.transpose().matMul(Xt.mul(s)).add(tf.diag(ridge.reshape([m])));
    return { g: g.dataSync() as Float32Array, H: H.dataSync() as Float32Array };
  });
  gradInf = g.reduce((a: number, v: number) => Math.max(a, Math.abs(v)), 0);
  const L = chol32(H, m);
  if (!L) break;
  const step = solve32(L, m, g);
  theta = theta.map((v, j) => f(v - step[j]));
}
const adam = (() => {
  const th = tf.variable(tf.zeros([m, 1]));
  const opt = tf.train.adam(0.05);
  for (let s = 0; s < 3000; s++) {
    opt.minimize(() => {
      const eta = Xt.matMul(th);
      const ell = tf.relu(eta).sub(eta.mul(yT)).add(tf.log1p(tf.exp(tf.neg(tf.abs(eta)))));
      return ell.mul(wT).sum().add(th.mul(ridge).square().sum().mul(0.5));
    }, false, [th]);
  }
  const out = Float64Array.from(th.dataSync() as Float32Array);
  opt.dispose(); th.dispose();
  return out;
})();
const l2Rows = [
  { comparison: "L2 coef: float64 (shipped) vs scikit-learn", max_abs_delta: maxAbs(f64Theta, refTheta) },
  { comparison: "L2 coef: float32 Newton (tfjs) vs scikit-learn", max_abs_delta: maxAbs(theta, refTheta) },
  { comparison: "L2 coef: float32 Newton (tfjs) vs float64", max_abs_delta: maxAbs(theta, f64Theta) },
  { comparison: "L2 coef: tfjs Adam float32 (3000 steps) vs float64", max_abs_delta: maxAbs(adam, f64Theta) },
];

// ---- 2. L1 standard errors
const seRows: { comparison: string; max_abs_delta: number; max_rel_delta: number }[] = [];
for (const l1 of fx.l1) {
  const fit = fitLogisticL1(X, y, { alpha: l1.alpha });
  const support = l1.coef.map((b, j) => (b !== 0 && l1.se[j] !== null ? j : -1)).filter((j) => j >= 0);
  const refSe = [l1.interceptSe, ...support.map((j) => l1.se[j] as number)];
  const f64Se = [fit.interceptSe as number, ...support.map((j) => fit.se[j] as number)];
  const k = support.length + 1;
  const Xa = tf.tensor2d(design(support), [n, k]);
  const H = tf.tidy(() => {
    const th = tf.tensor2d(Float32Array.from([fit.intercept, ...support.map((j) => fit.coef[j])]), [k, 1]);
    const pr = tf.sigmoid(Xa.matMul(th));
    return Xa.transpose().matMul(Xa.mul(pr.mul(tf.scalar(1).sub(pr)))).dataSync() as Float32Array;
  });
  Xa.dispose();
  const L = chol32(H, k) as Float32Array;
  const se32 = Array.from({ length: k }, (_, i) => {
    const e = new Float32Array(k); e[i] = 1;
    return f(Math.sqrt(solve32(L, k, e)[i]));
  });
  seRows.push(
    { comparison: `L1 alpha ${l1.alpha} SE (${k} params): float64 (shipped) vs statsmodels`, max_abs_delta: maxAbs(f64Se, refSe), max_rel_delta: maxRel(f64Se, refSe) },
    { comparison: `L1 alpha ${l1.alpha} SE (${k} params): float32 (tfjs) vs statsmodels`, max_abs_delta: maxAbs(se32, refSe), max_rel_delta: maxRel(se32, refSe) },
    { comparison: `L1 alpha ${l1.alpha} SE (${k} params): float32 (tfjs) vs float64`, max_abs_delta: maxAbs(se32, f64Se), max_rel_delta: maxRel(se32, f64Se) },
  );
}
tf.dispose([Xt, yT, wT, ridge]);

console.log(`fixture: ${n} rows × ${p} clusters; tfjs ${tf.version.tfjs} backend ${tf.getBackend()}; float32 Newton final |grad|∞ = ${gradInf.toExponential(2)}`);
for (const r of l2Rows) console.log(`${r.comparison.padEnd(58)} max|Δcoef| = ${r.max_abs_delta.toExponential(2)}`);
for (const r of seRows) console.log(`${r.comparison.padEnd(62)} max|ΔSE| = ${r.max_abs_delta.toExponential(2)}  (relative ${r.max_rel_delta.toExponential(2)})`);
