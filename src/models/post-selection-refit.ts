import type { SparseBinaryMatrix } from "./sparse-binary-matrix.js";
import { fitLogisticL1 } from "./logistic-l1.js";

/** Inference of an L1 fit by an unpenalised refit on its selected support. */
export interface PostSelectionRefit {
  /** Columns of X with a non-zero L1 coefficient (the support), ascending. */
  selected: number[];
  intercept: number;
  /** Per column of X: the refit β on the support, null off it (not selected). */
  beta: (number | null)[];
  /** Per column: the refit's Wald SE, z and two-sided p; null off the support or where `seNullReason` says why. */
  se: (number | null)[];
  z: (number | null)[];
  p: (number | null)[];
  /** Why SEs are null on the support (perfect or quasi-complete separation), else null. */
  seNullReason: string | null;
}

/** Columns `cols` of a CSR 0/1 matrix, renumbered 0..cols.length − 1. */
function selectColumns(X: SparseBinaryMatrix, cols: readonly number[]): SparseBinaryMatrix {
  const map = new Int32Array(X.nCols).fill(-1);
  cols.forEach((c, k) => (map[c] = k));
  const indptr = new Int32Array(X.nRows + 1);
  const idx: number[] = [];
  for (let i = 0; i < X.nRows; i++) {
    for (let q = X.indptr[i]; q < X.indptr[i + 1]; q++) if (map[X.indices[q]] >= 0) idx.push(map[X.indices[q]]);
    indptr[i + 1] = idx.length;
  }
  return { nRows: X.nRows, nCols: cols.length, indptr, indices: Int32Array.from(idx) };
}

/**
 * Post-selection inference for an L1 logistic model: refit the unpenalised
 * logistic regression (intercept + the columns the L1 fit kept) by maximum
 * likelihood and report its Wald SEs, z and p. The penalised estimate is
 * shrunk toward 0, so Wald intervals around it (metrics.md §4) miss on the
 * low side (issue 21: 91.5–92% coverage, every miss low); the refit removes
 * the shrinkage. Its inference is *conditional on the selected support* and
 * not adjusted for the selection (label it "post-selection"); columns the
 * L1 fit set to 0 are "not selected", with no estimate. Under perfect or
 * quasi-complete separation the MLE is infinite (the refit does not converge
 * or a |β| exceeds 15, probabilities saturated at 1 − 3e-7): SEs are null and
 * `seNullReason` says so.
 *
 * Reference: statsmodels `Logit(y, add_constant(X[:, support])).fit()` (bse, pvalues);
 * Belloni & Chernozhukov, "Least squares after model selection", Bernoulli 19
 * (2013) (post-selection refit); Berk et al., Ann. Statist. 41 (2013) (why it is conditional).
 *
 * @param X the design the L1 model was fitted on
 * @param y its 0/1 labels
 * @param l1Coef the L1 coefficients (one per column; 0 = not selected)
 * @throws RangeError as {@link fitLogisticL1} (a class absent, bad labels)
 * @example
 * const X = multiHot([["a"], ["a", "b"], ["b"], [], ["a"], []], ["a", "b"]);
 * const r = postSelectionRefit(X, [1, 1, 0, 0, 0, 1], Float64Array.of(0.5, 0));
 * [r.selected, r.beta[1]]; // => [[0], null]
 */
export function postSelectionRefit(X: SparseBinaryMatrix, y: ArrayLike<0 | 1>, l1Coef: ArrayLike<number>): PostSelectionRefit {
  const selected: number[] = [];
  for (let j = 0; j < l1Coef.length; j++) if (l1Coef[j] !== 0) selected.push(j);
  const fit = fitLogisticL1(selectColumns(X, selected), y, { alpha: 0 });
  const nulls = (): (number | null)[] => new Array(X.nCols).fill(null);
  const beta = nulls(), se = nulls(), z = nulls(), p = nulls();
  const separated = !fit.converged || Math.abs(fit.intercept) > 15 || Array.from(fit.coef).some((b) => Math.abs(b) > 15);
  selected.forEach((col, k) => {
    beta[col] = fit.coef[k];
    if (!separated) {
      se[col] = fit.se[k];
      z[col] = fit.z[k];
      p[col] = fit.p[k];
    }
  });
  return {
    selected, intercept: fit.intercept, beta, se, z, p,
    seNullReason: separated
      ? "perfect or quasi-complete separation on the selected features: the unpenalised MLE is infinite, so no Hessian-based SE exists (use the penalised fit's coefficients descriptively, or a bootstrap)"
      : null,
  };
}
