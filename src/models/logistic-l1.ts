/**
 * The L1-regularised logistic regression of the formalism-trap inference
 * model (metrics.md §4; cli.md `fit judge`): minimises −ℓ(β) + α‖β‖₁,
 * unweighted, intercept unpenalised — statsmodels'
 * `Logit(y, add_constant(X)).fit_regularized(method="l1", alpha=α)` with the
 * intercept's alpha 0. Solved to a tight KKT tolerance (proximal Newton with
 * exact Hessian, then an active-set Newton polish); a coefficient with
 * |β| < 1e-4 is set to 0 (statsmodels `trim_mode="size"`,
 * `size_trim_tol=1e-4`). Standard errors: √diag of the inverse Hessian of the
 * unpenalised −ℓ restricted to the intercept and the non-zero coefficients
 * (evaluated at the trimmed β, as statsmodels does); Wald z = β/se; two-sided
 * p = erfc(|z|/√2). Zero coefficients have `se`, `z`, `p` null; all-zero
 * columns are dropped before the fit.
 *
 * Where it runs: entirely in plain float64 (`logisticLossF64`,
 * `logisticHessian`, dense Cholesky). The problem is small (≤ ~530
 * parameters) and a float32 tfjs solve cannot reach the KKT tolerance that
 * the 5e-3 coefficient parity needs on rare features (issue 5 allows a
 * float64 step). The fit and its Hessian run on the distinct (row pattern,
 * label) pairs weighted by their counts when at least 10% of the rows repeat
 * (`collapse-rows.ts`).
 *
 * @example
 * const fit = fitLogisticL1(X, y, { alpha: 1 });
 * // => { intercept, coef, converged: true, se, z, p } (se/z/p null where coef is 0)
 */
import { argError } from "../errors.js";
import { twoSidedNormalP } from "../stats/normal.js";
import type { SparseBinaryMatrix } from "./sparse-binary-matrix.js";
import { assertSparseBinaryMatrix } from "./sparse-binary-matrix.js";
import { assertBinaryLabels } from "./binary-labels.js";
import { dropEmptyColumns } from "./drop-empty-columns.js";
import { collapseDuplicateRows } from "./collapse-rows.js";
import { logisticGradientAtZero } from "./logistic-loss-f64.js";
import { logisticHessian } from "./logistic-hessian.js";
import { choleskyFactor, choleskyInverseDiagonal } from "./cholesky.js";
import { proxNewtonL1 } from "./prox-newton-l1.js";

/**
 * Coefficients below this magnitude are zero (statsmodels `size_trim_tol`, metrics.md §5).
 *
 * @example
 * Math.abs(1e-5) < L1_TRIM_TOL; // => true: such a coefficient is reported as 0
 */
export const L1_TRIM_TOL = 1e-4;

/** Options of {@link fitLogisticL1}. */
export interface LogisticL1Options {
  /** Penalty weight α ≥ 0 on every coefficient (not the intercept), statsmodels' convention. */
  alpha: number;
  /** KKT tolerance relative to max(1, ‖∇(−ℓ)‖∞ at the start) (default 1e-10). */
  tol?: number;
  /** Proximal Newton iterations cap (default 200). */
  maxIter?: number;
  /**
   * Fit rows with the same pattern and label as one row weighted by their count when at least 10% of the
   * rows repeat (default true; issue 22, `collapse-rows.ts`): the same optimum and standard errors up to
   * rounding, on fewer rows. false fits every row as given.
   */
  collapseRows?: boolean;
}

/** A fitted L1 logistic model with Wald inference. */
export interface LogisticL1Fit {
  intercept: number;
  /** One coefficient per column of X, 0 when trimmed or for an all-zero column. */
  coef: Float64Array;
  converged: boolean;
  /** Largest KKT violation before trimming (absolute). */
  kkt: number;
  iterations: number;
  /** Standard error, Wald z and two-sided p per column; null where coef is 0 or the Hessian is singular. */
  se: (number | null)[];
  z: (number | null)[];
  p: (number | null)[];
  /** The same three for the intercept. */
  interceptSe: number | null;
  interceptZ: number | null;
  interceptP: number | null;
}

/**
 * Fit the L1 model with standard errors.
 *
 * @param X design (n × p, 0/1)
 * @param y 0/1 labels, both classes present
 * @throws RangeError when alpha < 0, tol ≤ 0, a class is absent, labels are not 0/1 or lengths differ
 * @example
 * fitLogisticL1(multiHot([["a"], ["a"], ["a"], []], ["a"]), [1, 1, 0, 0], { alpha: 0.1 }).coef.length; // => 1
 */
export function fitLogisticL1(X: SparseBinaryMatrix, y: ArrayLike<0 | 1>, options: LogisticL1Options): LogisticL1Fit {
  assertSparseBinaryMatrix(X, "fitLogisticL1");
  const pos = assertBinaryLabels("fitLogisticL1", y, X.nRows);
  const { alpha, tol = 1e-10, maxIter = 200, collapseRows = true } = options;
  if (!(typeof alpha === "number" && alpha >= 0 && Number.isFinite(alpha))) throw new RangeError(argError("fitLogisticL1", "options.alpha", "a finite number >= 0", alpha));
  if (!(typeof tol === "number" && tol > 0)) throw new RangeError(argError("fitLogisticL1", "options.tol", "a number > 0", tol));
  if (pos === 0 || pos === X.nRows) throw new RangeError(argError("fitLogisticL1", "y", "both classes present", `${pos} positives of ${X.nRows}`));

  const { X: Xk, kept } = dropEmptyColumns(X);
  const np = Xk.nCols + 1;
  const ones = new Float64Array(X.nRows).fill(1);
  // Rows with the same pattern and label fit as one row weighted by their count (issue 22): the same
  // likelihood, gradient and Hessian up to the order of the sums, on fewer rows.
  const collapsed = collapseRows ? collapseDuplicateRows(Xk, y, ones) : null;
  const Xc = collapsed?.X ?? Xk, yc: ArrayLike<number> = collapsed?.y ?? y, w = collapsed?.w ?? ones;
  const alphaVec = new Float64Array(np).fill(alpha);
  alphaVec[0] = 0;
  const g0 = new Float64Array(np);
  logisticGradientAtZero(Xc, yc, w, g0);
  const scale = Math.max(1, g0.reduce((m, t) => Math.max(m, Math.abs(t)), 0));
  const sol = proxNewtonL1(Xc, yc, w, alphaVec, { tol: tol * scale, maxIter });

  const theta = Float64Array.from(sol.theta, (v, j) => (j > 0 && Math.abs(v) < L1_TRIM_TOL ? 0 : v));
  const active = Int32Array.from({ length: np }, (_, j) => j).filter((j) => j === 0 || theta[j] !== 0);
  const L = choleskyFactor(logisticHessian(Xc, w, 0, theta, active), active.length);
  const variance = L === null ? null : choleskyInverseDiagonal(L, active.length);

  const coef = new Float64Array(X.nCols);
  const se: (number | null)[] = new Array(X.nCols).fill(null);
  const z: (number | null)[] = new Array(X.nCols).fill(null);
  const p: (number | null)[] = new Array(X.nCols).fill(null);
  const wald = (beta: number, v: number | undefined) => {
    if (v === undefined || !(v > 0) || !Number.isFinite(v)) return { s: null, zz: null, pp: null };
    const s = Math.sqrt(v), zz = beta / s;
    return { s, zz, pp: twoSidedNormalP(zz) };
  };
  let icpt = { s: null as number | null, zz: null as number | null, pp: null as number | null };
  active.forEach((j, a) => {
    const r = wald(theta[j], variance?.[a]);
    if (j === 0) icpt = r;
    else {
      const col = kept[j - 1];
      coef[col] = theta[j];
      se[col] = r.s;
      z[col] = r.zz;
      p[col] = r.pp;
    }
  });
  return {
    intercept: theta[0],
    coef,
    converged: sol.converged,
    kkt: sol.kkt,
    iterations: sol.iterations,
    se,
    z,
    p,
    interceptSe: icpt.s,
    interceptZ: icpt.zz,
    interceptP: icpt.pp,
  };
}
