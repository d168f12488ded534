/**
 * Platt scaling: a two-parameter logistic map of a model's log-odds,
 * p̂ = σ(a·logit(s) + b), fitted by maximum likelihood (Newton on the 2×2
 * problem, to ‖∇‖∞ ≤ 1e-10) on a calibration sample the model was not fitted
 * on. Scores are clipped to [1e-15, 1 − 1e-15] before the logit. Unlike
 * Platt (1999) no target smoothing is applied (the maximum-likelihood fit of
 * scikit-learn's `_sigmoid_calibration` differs only by that smoothing).
 *
 * @example
 * const m = fitPlatt([0.2, 0.4, 0.6, 0.8, 0.9, 0.1], [0, 1, 0, 1, 1, 0]);
 * applyPlatt(m, 0.5); // => σ(b): the calibrated probability of a raw 0.5
 */
import { argError } from "../errors.js";

/** A fitted Platt map. */
export interface PlattMap {
  kind: "platt";
  a: number;
  b: number;
}

const clipLogit = (s: number) => {
  const p = Math.min(1 - 1e-15, Math.max(1e-15, s));
  return Math.log(p / (1 - p));
};
const sig = (t: number) => {
  if (t >= 0) return 1 / (1 + Math.exp(-t));
  const e = Math.exp(t); // one exp, the same value as computing it twice
  return e / (1 + e);
};

/**
 * The clipped log-odds a Platt map reads, logit(clip(s, 1e-15, 1 − 1e-15)), of every score: compute
 * them once and share them between fits on subsets ({@link fitPlattLogits}) and {@link applyPlattLogit}.
 * @example
 * Array.from(plattLogits([0.5])); // => [0]
 */
export function plattLogits(scores: ArrayLike<number>): Float64Array {
  const z = new Float64Array(scores.length);
  for (let i = 0; i < scores.length; i++) z[i] = clipLogit(scores[i]);
  return z;
}

/**
 * Fit a Platt map on (score, label) pairs.
 * @param scores raw probabilities in [0, 1]
 * @param y 0/1 labels, same length
 * @throws RangeError on a length mismatch, an empty sample or a bad label
 * @example
 * fitPlatt([0.9, 0.1], [1, 0]).kind; // => "platt"
 */
export function fitPlatt(scores: ArrayLike<number>, y: ArrayLike<number>): PlattMap {
  if (scores.length !== y.length || scores.length === 0) throw new RangeError(argError("fitPlatt", "y", `${scores.length} labels (≥ 1)`, y.length));
  return fitPlattLogits(plattLogits(scores), y);
}

/**
 * {@link fitPlatt} on precomputed log-odds ({@link plattLogits}); the same map, bit for bit.
 * @param z clipped log-odds of the raw scores
 * @param y 0/1 labels, same length
 * @throws RangeError on a length mismatch, an empty sample or a bad label
 * @example
 * fitPlattLogits(plattLogits([0.9, 0.1]), [1, 0]).a > 0; // => true
 */
export function fitPlattLogits(zIn: ArrayLike<number>, yIn: ArrayLike<number>): PlattMap {
  if (zIn.length !== yIn.length || zIn.length === 0) throw new RangeError(argError("fitPlatt", "y", `${zIn.length} labels (≥ 1)`, yIn.length));
  const n = zIn.length;
  for (let i = 0; i < n; i++) if (yIn[i] !== 0 && yIn[i] !== 1) throw new RangeError(argError("fitPlatt", `y[${i}]`, "0 or 1", yIn[i]));
  // One array kind for every caller (the same values): the loops below stay monomorphic, so their optimised
  // code is not thrown away when a caller passes a plain array after a Float64Array (issue 22: the fits of
  // `fit judge` ran partly unoptimised, boxing a double per operation). The loops are module-level functions,
  // one call target each, optimised once for all fits.
  const z = zIn instanceof Float64Array ? zIn : Float64Array.from(zIn);
  const y = yIn instanceof Float64Array ? yIn : Float64Array.from(yIn);
  let a = 1, b = 0;
  let f0 = NaN; // the objective at (a, b), kept from the accepted line-search step
  const gh = new Float64Array(5);
  for (let it = 0; it < 100; it++) {
    plattGradientHessian(z, y, a, b, gh);
    const ga = gh[0], gb = gh[1], haa = gh[2], hab = gh[3], hbb = gh[4];
    if (Math.max(Math.abs(ga), Math.abs(gb)) <= 1e-10 * Math.max(1, n)) break;
    const det = haa * hbb - hab * hab;
    let da = (hbb * ga - hab * gb) / det, db = (haa * gb - hab * ga) / det;
    if (!Number.isFinite(da) || !Number.isFinite(db)) { da = ga; db = gb; }
    else if (ga * da + gb * db <= 1e-12 * Math.max(1, n)) {
      // The Newton decrement is below what the objective can resolve in float64: the line search could only
      // creep by rounding luck (issue 22: ~35 of a fit's ~60 objective passes went so). In this quadratic
      // regime the full step lands on the optimum; take it and stop.
      a -= da; b -= db;
      break;
    }
    if (Number.isNaN(f0)) f0 = plattNll(z, y, a, b);
    let step = 1;
    let f1 = plattNll(z, y, a - step * da, b - step * db);
    while (step > 1e-10 && f1 > f0) { step /= 2; f1 = plattNll(z, y, a - step * da, b - step * db); }
    // No step down the Newton direction lowers the objective: (a, b) is the optimum to float precision (the
    // gradient test above is tighter than rounding allows on some data). Stop here rather than creep on by
    // 1e-10 steps, each paying ~33 objective evaluations (issue 22: `fit judge` spent most of its Platt time so).
    if (f1 > f0) break;
    const a1 = a - step * da, b1 = b - step * db;
    // At the limit of float precision the step no longer moves (a, b): every later iteration would
    // repeat this one exactly (same point, same step), so stopping here returns the same map, bit for bit.
    if (a1 === a && b1 === b) break;
    a = a1; b = b1;
    f0 = f1;
  }
  return { kind: "platt", a, b };
}

/** Gradient (ga, gb) and Hessian (haa, hab, hbb, each diagonal from 1e-12) of the Platt objective at (a, b), into out. */
function plattGradientHessian(z: Float64Array, y: Float64Array, a: number, b: number, out: Float64Array): void {
  let ga = 0, gb = 0, haa = 1e-12, hab = 0, hbb = 1e-12;
  for (let i = 0; i < z.length; i++) {
    const p = sig(a * z[i] + b), r = p - y[i], w = p * (1 - p);
    ga += r * z[i]; gb += r; haa += w * z[i] * z[i]; hab += w * z[i]; hbb += w;
  }
  out[0] = ga; out[1] = gb; out[2] = haa; out[3] = hab; out[4] = hbb;
}

/** The Platt objective −log-likelihood of (a, b) on log-odds z and labels y (module level: one call target). */
function plattNll(z: Float64Array, y: Float64Array, a: number, b: number): number {
  let s = 0;
  for (let i = 0; i < z.length; i++) {
    const t = a * z[i] + b;
    s += (t > 0 ? t + Math.log1p(Math.exp(-t)) : Math.log1p(Math.exp(t))) - y[i] * t;
  }
  return s;
}

/**
 * Calibrated probability of one raw score.
 * @example
 * applyPlatt({ kind: "platt", a: 1, b: 0 }, 0.3); // => 0.3 (the identity map)
 */
export function applyPlatt(map: PlattMap, score: number): number {
  return sig(map.a * clipLogit(score) + map.b);
}

/**
 * {@link applyPlatt} on a precomputed log-odds ({@link plattLogits}).
 * @example
 * applyPlattLogit({ kind: "platt", a: 1, b: 0 }, 0); // => 0.5
 */
export function applyPlattLogit(map: PlattMap, z: number): number {
  return sig(map.a * z + map.b);
}
