/**
 * Proximal Newton for L1-penalised logistic regression in float64
 * (Lee, Sun & Saunders 2014, "Proximal Newton-type methods"; the quadratic
 * subproblem by cyclic coordinate descent as in glmnet/newGLMNET, Yuan et al.
 * 2012): minimises F(θ) = Σᵢ wᵢℓᵢ + Σⱼ αⱼ|θⱼ| with the exact Hessian, a
 * backtracking line search on F, and a stop on the KKT conditions
 *   θⱼ ≠ 0: |∂ⱼ + αⱼ·sign θⱼ| ≤ tol;   θⱼ = 0: |∂ⱼ| ≤ αⱼ + tol.
 * Each iteration works on a working set (non-zero, unpenalised and KKT-violating
 * coordinates), so the Hessian is |W|×|W| and the cost follows the active set.
 * A final active-set Newton polish (`newtonSolve` with the signs fixed) takes
 * the non-zero coefficients to float64 precision when the signs hold.
 *
 * @example
 * const r = proxNewtonL1(X, y, w, alphaVec, { tol: 1e-9 });
 * // r.theta = [b, β…], r.kkt ≤ 1e-9 when r.converged
 */
import type { SparseBinaryMatrix } from "./sparse-binary-matrix.js";
import { logisticLossF64 } from "./logistic-loss-f64.js";
import { logisticHessian } from "./logistic-hessian.js";
import { newtonSolve } from "./newton-solve.js";

/** Options of {@link proxNewtonL1}. */
export interface ProxNewtonOptions {
  /** Absolute KKT tolerance. */
  tol: number;
  /** Outer iterations cap (default 200). */
  maxIter?: number;
  /** Start (default: intercept at the log-odds, β = 0). */
  theta0?: Float64Array;
}

/** Result of {@link proxNewtonL1}. */
export interface ProxNewtonResult {
  theta: Float64Array;
  /** Largest KKT violation at theta. */
  kkt: number;
  iterations: number;
  converged: boolean;
}

/**
 * Largest violation of the L1 optimality conditions, given the smooth gradient g.
 *
 * @example
 * kktViolation(new Float64Array([0, 0.5]), new Float64Array([0.2, -1]), new Float64Array([0, 1])); // => 0.2
 */
export function kktViolation(theta: Float64Array, g: Float64Array, alpha: Float64Array): number {
  let v = 0;
  for (let j = 0; j < theta.length; j++) {
    const e = theta[j] !== 0 ? Math.abs(g[j] + alpha[j] * Math.sign(theta[j])) : Math.max(0, Math.abs(g[j]) - alpha[j]);
    v = Math.max(v, e);
  }
  return v;
}

/**
 * Minimise Σwℓ + Σαⱼ|θⱼ| (αⱼ = 0 leaves θⱼ unpenalised, e.g. the intercept).
 *
 * @param alpha per-parameter penalty (length p + 1)
 * @example
 * proxNewtonL1(multiHot([["a"], []], ["a"]), [1, 0], new Float64Array([1, 1]), new Float64Array([0, 10]), { tol: 1e-12 }).theta;
 * // => [0, 0] (a large penalty keeps β at 0)
 */
export function proxNewtonL1(
  X: SparseBinaryMatrix,
  y: ArrayLike<number>,
  w: Float64Array,
  alpha: Float64Array,
  options: ProxNewtonOptions,
): ProxNewtonResult {
  const np = X.nCols + 1, maxIter = options.maxIter ?? 200; // active-set (working-set) proximal Newton
  const all = Int32Array.from({ length: np }, (_, j) => j);
  let theta: Float64Array;
  if (options.theta0) theta = Float64Array.from(options.theta0);
  else {
    theta = new Float64Array(np);
    let wp = 0, wn = 0;
    for (let i = 0; i < y.length; i++) y[i] === 1 ? (wp += w[i]) : (wn += w[i]);
    theta[0] = Math.log(wp / wn);
  }
  const g = new Float64Array(np), gTrial = new Float64Array(np), trial = new Float64Array(np);
  const l1 = (t: Float64Array) => t.reduce((s, v, j) => s + alpha[j] * Math.abs(v), 0);
  // σ(ηᵢ) at theta and at the trial point, kept from the loss passes for the Hessian (issue 22)
  let prob = new Float64Array(X.nRows), probTrial = new Float64Array(X.nRows);
  let f = logisticLossF64(X, y, w, 0, theta, g, prob);
  let iterations = 0;
  while (kktViolation(theta, g, alpha) > options.tol && iterations < maxIter) {
    // Working set: the non-zero and unpenalised coordinates plus those violating their KKT condition
    // (|g_j| > α_j at 0); the others stay at 0 this iteration. So the Hessian and the subproblem are
    // |W|×|W|, not p×p: cost grows with the active set, not with the feature count.
    const W = all.filter((j) => theta[j] !== 0 || alpha[j] === 0 || Math.abs(g[j]) > alpha[j]);
    const m = W.length;
    const H = logisticHessian(X, w, 0, theta, W, prob);
    const gW = Float64Array.from(W, (j) => g[j]), tW = Float64Array.from(W, (j) => theta[j]), aW = Float64Array.from(W, (j) => alpha[j]);
    // Inexact subproblem: solve it to a tenth of the current KKT violation (tighter as θ converges).
    const zW = quadraticL1Step(H, m, gW, tW, aW, Math.max(0.1 * kktViolation(theta, g, alpha), 1e-3 * options.tol));
    const z = Float64Array.from(theta);
    W.forEach((j, a) => (z[j] = zW[a]));
    // Predicted decrease Δ = gᵀd + ‖z‖₁,α − ‖θ‖₁,α (negative unless θ is optimal).
    let delta = l1(z) - l1(theta);
    for (let j = 0; j < np; j++) delta += g[j] * (z[j] - theta[j]);
    const F = f + l1(theta);
    let step = 1, accepted = false;
    for (let ls = 0; ls < 40; ls++) {
      for (let j = 0; j < np; j++) trial[j] = theta[j] + step * (z[j] - theta[j]);
      const fTrial = logisticLossF64(X, y, w, 0, trial, gTrial, probTrial);
      if (fTrial + l1(trial) <= F + 1e-4 * step * delta || (step === 1 && kktViolation(trial, gTrial, alpha) < kktViolation(theta, g, alpha) && fTrial + l1(trial) <= F + 1e-12 * Math.abs(F))) {
        theta = Float64Array.from(trial);
        g.set(gTrial);
        [prob, probTrial] = [probTrial, prob];
        f = fTrial;
        accepted = true;
        break;
      }
      step *= 0.5;
    }
    iterations++;
    if (!accepted) break;
  }
  const polished = polishActiveSet(X, y, w, alpha, theta, options.tol);
  if (polished) {
    theta = polished.theta;
    g.set(polished.grad);
  }
  const kkt = kktViolation(theta, g, alpha);
  return { theta, kkt, iterations, converged: kkt <= options.tol };
}

/**
 * Solve the subproblem min_z gᵀ(z−θ) + ½(z−θ)ᵀH(z−θ) + Σαⱼ|zⱼ| by cyclic coordinate descent
 * (full sweeps alternating with sweeps over the non-zero coordinates), until no coordinate
 * moves its partial derivative by more than `tol`.
 */
function quadraticL1Step(H: Float64Array, np: number, g: Float64Array, theta: Float64Array, alpha: Float64Array, tol: number): Float64Array {
  const z = Float64Array.from(theta);
  const Hd = new Float64Array(np); // H·(z − θ)
  // H's rows without their zeros (features that never share a row): a coordinate's update of Hd touches
  // only its row's non-zeros. Adding dz·0 changed no Hd entry, so the result is the same to the bit (issue 22).
  const hptr = new Int32Array(np + 1);
  let nnz = 0;
  for (let q = 0; q < np * np; q++) if (H[q] !== 0) nnz++;
  const hcol = new Int32Array(nnz), hval = new Float64Array(nnz);
  nnz = 0;
  for (let j = 0; j < np; j++) {
    for (let k = 0, row = j * np; k < np; k++) if (H[row + k] !== 0) { hcol[nnz] = k; hval[nnz++] = H[row + k]; }
    hptr[j + 1] = nnz;
  }
  const all = Int32Array.from({ length: np }, (_, j) => j);
  for (let outer = 0; outer < 100; outer++) {
    if (coordinateSweep(all, H, np, hptr, hcol, hval, g, alpha, z, Hd) <= tol) break;
    const active = all.filter((j) => z[j] !== 0 || alpha[j] === 0);
    for (let inner = 0; inner < 100; inner++) if (coordinateSweep(active, H, np, hptr, hcol, hval, g, alpha, z, Hd) <= tol) break;
  }
  return z;
}

/**
 * One cyclic coordinate-descent sweep of {@link quadraticL1Step} over `coords` (z and Hd updated in place);
 * returns the largest |Δzⱼ|·Hⱼⱼ. Module level, so one optimised copy serves every subproblem.
 */
function coordinateSweep(
  coords: Int32Array,
  H: Float64Array,
  np: number,
  hptr: Int32Array,
  hcol: Int32Array,
  hval: Float64Array,
  g: Float64Array,
  alpha: Float64Array,
  z: Float64Array,
  Hd: Float64Array,
): number {
  let change = 0;
  for (let c = 0; c < coords.length; c++) {
    const j = coords[c], hjj = H[j * np + j];
    if (!(hjj > 0)) continue;
    const grad = g[j] + Hd[j];
    let zNew = z[j] - grad / hjj;
    if (alpha[j] > 0) {
      const thr = alpha[j] / hjj;
      zNew = zNew > thr ? zNew - thr : zNew < -thr ? zNew + thr : 0;
    }
    const dz = zNew - z[j];
    if (dz !== 0) {
      z[j] = zNew;
      for (let q = hptr[j]; q < hptr[j + 1]; q++) Hd[hcol[q]] += dz * hval[q];
      change = Math.max(change, Math.abs(dz) * hjj);
    }
  }
  return change;
}

/**
 * Newton on the non-zero coordinates with their signs fixed (the objective is smooth there);
 * kept only when no sign changes and the KKT violation drops.
 */
function polishActiveSet(
  X: SparseBinaryMatrix,
  y: ArrayLike<number>,
  w: Float64Array,
  alpha: Float64Array,
  theta: Float64Array,
  tol: number,
): { theta: Float64Array; grad: Float64Array } | null {
  const np = theta.length;
  const active = Int32Array.from({ length: np }, (_, j) => j).filter((j) => theta[j] !== 0 || alpha[j] === 0);
  const linear = new Float64Array(np);
  for (const j of active) linear[j] = alpha[j] * Math.sign(theta[j]);
  const r = newtonSolve(X, y, w, 0, theta, { gtol: tol * 1e-3, active, linear, maxIter: 20 });
  for (const j of active) if (alpha[j] > 0 && Math.sign(r.theta[j]) !== Math.sign(theta[j])) return null;
  const grad = Float64Array.from(r.grad, (v, j) => v - linear[j]);
  const g0 = new Float64Array(np);
  logisticLossF64(X, y, w, 0, theta, g0);
  return kktViolation(r.theta, grad, alpha) <= kktViolation(theta, g0, alpha) ? { theta: r.theta, grad } : null;
}
