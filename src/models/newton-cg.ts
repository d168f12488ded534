/**
 * Truncated Newton (Newton–conjugate-gradient, Nocedal & Wright 2006, Alg. 7.1)
 * in float64 for the weighted L2 logistic objective
 * f(θ) = Σᵢ wᵢℓᵢ + (ridge/2)‖β‖², on a sparse binary design, without forming
 * the Hessian: each CG step needs one Hessian–vector product
 * Hv = Xᵀ D X v + ridge·v (D = wᵢ pᵢ(1 − pᵢ), intercept column included), so
 * time and memory grow with the non-zeros, not with p². Used by
 * `fitLogisticL2` when p is too large for the dense Newton–Cholesky finish.
 * Stops when ‖∇f‖∞ ≤ gtol (scikit-learn's `newton-cg` criterion).
 *
 * @example
 * const r = newtonCg(X, y, w, 1, theta0, { gtol: 1e-9 });
 * // r.converged => true; r.theta equals newtonSolve's optimum to ~1e-9
 */
import type { SparseBinaryMatrix } from "./sparse-binary-matrix.js";
import { logisticLossF64, sigmoid } from "./logistic-loss-f64.js";

/** Options of {@link newtonCg}. */
export interface NewtonCgOptions {
  gtol: number;
  /** Newton iterations cap (default 100). */
  maxIter?: number;
  /** CG iterations cap per Newton step (default 200). */
  maxCg?: number;
}

/** Result of {@link newtonCg}. */
export interface NewtonCgResult {
  theta: Float64Array;
  f: number;
  grad: Float64Array;
  iterations: number;
  cgIterations: number;
  converged: boolean;
}

/**
 * Minimise from `theta0` (not changed).
 * @example
 * newtonCg(multiHot([["a"], ["a"], []], ["a"]), [1, 0, 0], new Float64Array([1, 1, 1]), 1, new Float64Array(2), { gtol: 1e-12 }).converged; // => true
 */
export function newtonCg(X: SparseBinaryMatrix, y: ArrayLike<number>, w: Float64Array, ridge: number, theta0: Float64Array, options: NewtonCgOptions): NewtonCgResult {
  const { indptr, indices, nRows } = X;
  const np = X.nCols + 1, maxIter = options.maxIter ?? 100, maxCg = options.maxCg ?? 200;
  let theta = Float64Array.from(theta0);
  const g = new Float64Array(np), gt = new Float64Array(np), trial = new Float64Array(np);
  let f = logisticLossF64(X, y, w, ridge, theta, g);
  const d = new Float64Array(nRows), xv = new Float64Array(nRows);
  const inf = (v: Float64Array) => v.reduce((m, t) => Math.max(m, Math.abs(t)), 0);
  const hv = (v: Float64Array, out: Float64Array) => {
    for (let i = 0; i < nRows; i++) {
      let s = v[0];
      for (let k = indptr[i]; k < indptr[i + 1]; k++) s += v[indices[k] + 1];
      xv[i] = d[i] * s;
    }
    out[0] = 0;
    for (let j = 1; j < np; j++) out[j] = ridge * v[j];
    for (let i = 0; i < nRows; i++) {
      out[0] += xv[i];
      for (let k = indptr[i]; k < indptr[i + 1]; k++) out[indices[k] + 1] += xv[i];
    }
  };
  let it = 0, cgTotal = 0;
  const p = new Float64Array(np), r = new Float64Array(np), Ap = new Float64Array(np), step = new Float64Array(np);
  while (inf(g) > options.gtol && it < maxIter) {
    for (let i = 0; i < nRows; i++) {
      let eta = theta[0];
      for (let k = indptr[i]; k < indptr[i + 1]; k++) eta += theta[indices[k] + 1];
      const s = sigmoid(eta);
      d[i] = w[i] * s * (1 - s);
    }
    // CG on H s = −g, forcing term min(0.5, sqrt‖g‖)·‖g‖
    step.fill(0);
    for (let j = 0; j < np; j++) { r[j] = -g[j]; p[j] = r[j]; }
    let rr = r.reduce((s, v) => s + v * v, 0);
    const stop = Math.min(0.5, Math.sqrt(Math.sqrt(rr))) * Math.sqrt(rr);
    for (let k = 0; k < maxCg && Math.sqrt(rr) > stop; k++) {
      hv(p, Ap);
      cgTotal++;
      let pAp = 0;
      for (let j = 0; j < np; j++) pAp += p[j] * Ap[j];
      if (!(pAp > 0)) {
        if (k === 0) step.set(r);
        break;
      }
      const a = rr / pAp;
      for (let j = 0; j < np; j++) { step[j] += a * p[j]; r[j] -= a * Ap[j]; }
      const rr2 = r.reduce((s, v) => s + v * v, 0);
      const b = rr2 / rr;
      rr = rr2;
      for (let j = 0; j < np; j++) p[j] = r[j] + b * p[j];
    }
    let slope = 0;
    for (let j = 0; j < np; j++) slope += g[j] * step[j];
    let t = 1, ok = false;
    for (let ls = 0; ls < 50; ls++) {
      for (let j = 0; j < np; j++) trial[j] = theta[j] + t * step[j];
      const ft = logisticLossF64(X, y, w, ridge, trial, gt);
      if (ft <= f + 1e-4 * t * slope || (ft <= f && inf(gt) < inf(g))) {
        theta = Float64Array.from(trial);
        g.set(gt);
        f = ft;
        ok = true;
        break;
      }
      t *= 0.5;
    }
    it++;
    if (!ok) break;
  }
  return { theta, f, grad: Float64Array.from(g), iterations: it, cgIterations: cgTotal, converged: inf(g) <= options.gtol };
}
