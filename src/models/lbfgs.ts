/**
 * Limited-memory BFGS (Nocedal & Wright 2006, Algorithm 7.4/7.5) with a
 * backtracking Armijo line search, for a smooth objective whose value and
 * gradient come from a callback. It runs the tfjs (float32) phase of
 * `fitLogisticL2`, so it stops as soon as the line search can no longer make
 * progress (float32 noise), leaving the last digits to a float64 Newton step.
 *
 * @example
 * // f(x) = (x₀ − 1)² + 10·(x₁ + 2)²
 * const r = lbfgs((x, g) => { g[0] = 2 * (x[0] - 1); g[1] = 20 * (x[1] + 2); return (x[0] - 1) ** 2 + 10 * (x[1] + 2) ** 2; },
 *   new Float64Array(2), { gtol: 1e-10 });
 * // r.x ≈ [1, -2], r.converged => true
 */

/** Value at x; writes the gradient into g. */
export type ObjectiveWithGradient = (x: Float64Array, g: Float64Array) => number;

/** L-BFGS stopping rules. */
export interface LbfgsOptions {
  /** Stop when ‖g‖∞ ≤ gtol. */
  gtol: number;
  /** Iteration cap (default 500). */
  maxIter?: number;
  /** Memory (default 10 pairs). */
  memory?: number;
}

/** Result of {@link lbfgs}. */
export interface LbfgsResult {
  x: Float64Array;
  f: number;
  g: Float64Array;
  iterations: number;
  evaluations: number;
  converged: boolean;
}

/**
 * Minimise `fg` from `x0` (not changed).
 *
 * @example
 * lbfgs((x, g) => { g[0] = 2 * x[0]; return x[0] * x[0]; }, new Float64Array([3]), { gtol: 1e-12 }).x; // => [0]
 */
export function lbfgs(fg: ObjectiveWithGradient, x0: Float64Array, options: LbfgsOptions): LbfgsResult {
  const n = x0.length, maxIter = options.maxIter ?? 500, mem = options.memory ?? 10;
  const x = Float64Array.from(x0), g = new Float64Array(n);
  let f = fg(x, g), evaluations = 1;
  const S: Float64Array[] = [], Y: Float64Array[] = [], rho: number[] = [];
  const d = new Float64Array(n), xNew = new Float64Array(n), gNew = new Float64Array(n), alpha = new Float64Array(mem);
  let iterations = 0;
  const normInf = (v: Float64Array) => v.reduce((m, t) => Math.max(m, Math.abs(t)), 0);
  while (normInf(g) > options.gtol && iterations < maxIter) {
    // Two-loop recursion: d = −H·g.
    for (let i = 0; i < n; i++) d[i] = -g[i];
    for (let k = S.length - 1; k >= 0; k--) {
      alpha[k] = rho[k] * dot(S[k], d);
      axpy(-alpha[k], Y[k], d);
    }
    const gamma = S.length > 0 ? dot(S[S.length - 1], Y[Y.length - 1]) / dot(Y[Y.length - 1], Y[Y.length - 1]) : 1 / Math.max(1, normInf(g));
    for (let i = 0; i < n; i++) d[i] *= gamma;
    for (let k = 0; k < S.length; k++) axpy(alpha[k] - rho[k] * dot(Y[k], d), S[k], d);
    let slope = dot(g, d);
    if (!(slope < 0)) {
      // Not a descent direction (noise): restart from steepest descent.
      S.length = Y.length = rho.length = 0;
      for (let i = 0; i < n; i++) d[i] = -g[i] / Math.max(1, normInf(g));
      slope = dot(g, d);
    }
    let step = 1, fNew = Infinity, accepted = false;
    for (let ls = 0; ls < 30; ls++) {
      for (let i = 0; i < n; i++) xNew[i] = x[i] + step * d[i];
      fNew = fg(xNew, gNew);
      evaluations++;
      if (Number.isFinite(fNew) && fNew <= f + 1e-4 * step * slope) {
        accepted = true;
        break;
      }
      step *= 0.5;
    }
    if (!accepted) break;
    const s = new Float64Array(n), y = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      s[i] = xNew[i] - x[i];
      y[i] = gNew[i] - g[i];
    }
    const sy = dot(s, y);
    if (sy > 1e-12 * Math.sqrt(dot(s, s) * dot(y, y))) {
      if (S.length === mem) {
        S.shift();
        Y.shift();
        rho.shift();
      }
      S.push(s);
      Y.push(y);
      rho.push(1 / sy);
    }
    x.set(xNew);
    g.set(gNew);
    f = fNew;
    iterations++;
  }
  return { x, f, g, iterations, evaluations, converged: normInf(g) <= options.gtol };
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

function axpy(a: number, x: Float64Array, y: Float64Array): void {
  for (let i = 0; i < y.length; i++) y[i] += a * x[i];
}
