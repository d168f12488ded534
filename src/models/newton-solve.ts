/**
 * Damped Newton's method in float64 for the smooth weighted logistic
 * objective f(θ) = Σᵢ wᵢℓᵢ + (ridge/2)‖β‖² + cᵀθ, over a subset of the
 * parameters (the others stay fixed), with the exact Hessian and a sparse
 * Cholesky solve (intercept ordered last, `logistic-newton-system.ts`),
 * backtracking on f. It is the final step of `fitLogisticL2`
 * (all parameters, c = 0) and the active-set polish of `fitLogisticL1`
 * (ridge 0, c = α·sign(β) on the non-zero coefficients). Converges
 * quadratically from a good start; this is what scikit-learn's
 * `newton-cholesky` solver does.
 *
 * @example
 * const r = newtonSolve(X, y, w, 1, theta0, { gtol: 1e-9 });
 * // r.theta: the optimum to float64 precision; r.converged => true
 */
import type { SparseBinaryMatrix } from "./sparse-binary-matrix.js";
import { logisticLossF64 } from "./logistic-loss-f64.js";
import { logisticNewtonSystem } from "./logistic-newton-system.js";

/** Options of {@link newtonSolve}. */
export interface NewtonOptions {
  /** Stop when the largest |gradient| over the active parameters is ≤ gtol. */
  gtol: number;
  /** Parameters to optimise, ascending (0 = intercept, j + 1 = column j); default all. */
  active?: ArrayLike<number>;
  /** Linear term c (length p + 1); default 0. */
  linear?: Float64Array;
  /** Newton iterations cap (default 50). */
  maxIter?: number;
}

/** Result of {@link newtonSolve}. */
export interface NewtonResult {
  theta: Float64Array;
  f: number;
  /** Full gradient at theta (all parameters, including the linear term). */
  grad: Float64Array;
  iterations: number;
  converged: boolean;
}

/**
 * Minimise over `options.active` starting at `theta0` (not changed).
 *
 * @example
 * newtonSolve(multiHot([["a"], ["a"], []], ["a"]), [1, 0, 0], new Float64Array([1, 1, 1]), 1, new Float64Array(2), { gtol: 1e-12 }).converged;
 * // => true
 */
export function newtonSolve(
  X: SparseBinaryMatrix,
  y: ArrayLike<number>,
  w: Float64Array,
  ridge: number,
  theta0: Float64Array,
  options: NewtonOptions,
): NewtonResult {
  const np = X.nCols + 1;
  const active = options.active ?? Int32Array.from({ length: np }, (_, j) => j);
  const m = active.length, lin = options.linear, maxIter = options.maxIter ?? 50;
  const objective = (t: Float64Array, g: Float64Array, prob: Float64Array): number => {
    let f = logisticLossF64(X, y, w, ridge, t, g, prob);
    if (lin) for (let j = 0; j < np; j++) {
      f += lin[j] * t[j];
      g[j] += lin[j];
    }
    return f;
  };
  const theta = Float64Array.from(theta0), grad = new Float64Array(np), trial = new Float64Array(np), gTrial = new Float64Array(np);
  // σ(ηᵢ) at theta and at the trial point, kept from the objective passes for the Hessian (issue 22)
  let prob = new Float64Array(X.nRows), probTrial = new Float64Array(X.nRows);
  let f = objective(theta, grad, prob), iterations = 0;
  const activeGradInf = (g: Float64Array) => {
    let s = 0;
    for (let a = 0; a < m; a++) s = Math.max(s, Math.abs(g[active[a]]));
    return s;
  };
  // Once a full Newton step has cut the gradient a hundredfold, the Hessian barely changes any
  // more: the next steps reuse its Cholesky factor (chord steps, each a gradient and two
  // triangular solves instead of a new O(m³) factorisation) while they keep converging fast.
  // The Hessian is factorised sparsely with the intercept ordered last (logistic-newton-system.ts, issue 22).
  let system: ReturnType<typeof logisticNewtonSystem> | null = null, factored = false, reuse = false;
  while (activeGradInf(grad) > options.gtol && iterations < maxIter) {
    if (!reuse || !factored) {
      system ??= logisticNewtonSystem(X, w, ridge, active);
      factored = system.factor(theta, prob);
    }
    if (!factored || system === null) break;
    const rhs = new Float64Array(m);
    for (let a = 0; a < m; a++) rhs[a] = -grad[active[a]];
    const d = system.solve(rhs);
    let slope = 0;
    for (let a = 0; a < m; a++) slope -= rhs[a] * d[a];
    let step = 1, accepted = false;
    for (let ls = 0; ls < 40; ls++) {
      trial.set(theta);
      for (let a = 0; a < m; a++) trial[active[a]] += step * d[a];
      const fTrial = objective(trial, gTrial, probTrial);
      // Near the optimum f changes below its rounding error; accept a full step whose gradient shrinks.
      const flat = Math.abs(fTrial - f) <= 1e-13 * Math.max(1, Math.abs(f));
      if (fTrial <= f + 1e-4 * step * slope || (flat && activeGradInf(gTrial) < activeGradInf(grad))) {
        const ratio = activeGradInf(gTrial) / activeGradInf(grad);
        reuse = step === 1 && ratio < (reuse ? 0.1 : 0.01);
        theta.set(trial);
        grad.set(gTrial);
        [prob, probTrial] = [probTrial, prob];
        f = fTrial;
        accepted = true;
        break;
      }
      step *= 0.5;
    }
    iterations++;
    if (!accepted) {
      if (!reuse) break;
      reuse = false; // a stale factor failed: retry with a fresh Hessian
    }
  }
  return { theta, f, grad, iterations, converged: activeGradInf(grad) <= options.gtol };
}
