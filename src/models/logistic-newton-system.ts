/**
 * The Newton system of the weighted logistic objective (see
 * `logisticLossF64` and `logisticHessian`) on a 0/1 design, factorised
 * sparsely (issue 22). The Hessian H = Σᵢ wᵢpᵢ(1 − pᵢ) x̃ᵢx̃ᵢᵀ + ridge·I
 * (features only) has a non-zero (u, v) only where features u and v share a
 * row, so with the intercept ordered **last** (it meets every feature and
 * would otherwise fill the whole factor) its Cholesky factor stays sparse:
 * the pattern is computed once per system, each `factor(θ)` assembles the
 * Hessian into a reused buffer and factorises on that pattern, with no
 * per-iteration allocation beyond the factor's reuse.
 *
 * Parameters are numbered as elsewhere (0 = intercept, j + 1 = column j);
 * `solve` takes and returns vectors over `active` in that order.
 *
 * @example
 * const sys = logisticNewtonSystem(multiHot([["a"], []], ["a"]), new Float64Array([1, 1]), 0, [0, 1]);
 * sys.factor(new Float64Array(2)); // => true   (H = [[0.5, 0.25], [0.25, 0.25]])
 * sys.solve(new Float64Array([0.5, 0.25])); // => Float64Array [1, 0]
 */
import type { SparseBinaryMatrix } from "./sparse-binary-matrix.js";
import { sigmoid } from "./logistic-loss-f64.js";
import { sparseCholeskyFactor, sparseCholeskyPattern, sparseCholeskySolve, type SparseCholeskyFactor, type SparseCholeskyPattern } from "./sparse-cholesky.js";

/** A factorisable Newton system over fixed active parameters. */
export interface LogisticNewtonSystem {
  /** Number of active parameters. */
  m: number;
  /** Assemble and factorise the Hessian at θ (full length p + 1); false when it is not positive definite. */
  factor(theta: Float64Array): boolean;
  /** Solve H·d = rhs for the last successful factor (rhs and d over `active`, in its order). */
  solve(rhs: ArrayLike<number>): Float64Array;
}

/**
 * Build the system (its sparsity pattern) for design X, row weights w, ridge on the active columns and the
 * active parameters (ascending, 0 = intercept).
 * @example
 * logisticNewtonSystem(multiHot([["a", "b"]], ["a", "b"]), new Float64Array([1]), 1, [1, 2]).m; // => 2
 */
export function logisticNewtonSystem(X: SparseBinaryMatrix, w: Float64Array, ridge: number, active: ArrayLike<number>): LogisticNewtonSystem {
  const m = active.length;
  const has0 = m > 0 && active[0] === 0;
  // slot of parameter j in the factor's order: active features first (ascending), the intercept last
  const { indptr, indices } = X;
  const slot = new Int32Array(X.nCols + 1).fill(-1);
  {
    // features in ascending order of their row count (a cheap fill-reducing order), ties by index
    const count = new Int32Array(X.nCols + 1);
    for (let k = 0; k < indices.length; k++) count[indices[k] + 1]++;
    const feats: number[] = [];
    for (let a = 0; a < m; a++) if (active[a] !== 0) feats.push(active[a]);
    feats.sort((u, v) => count[u] - count[v] || u - v);
    feats.forEach((j, s) => (slot[j] = s));
    if (has0) slot[0] = m - 1;
  }
  // rows of X as sorted slot lists (the intercept, the largest slot, last), computed once
  const rowptr = new Int32Array(X.nRows + 1);
  const rowSlots = new Int32Array(indices.length + (has0 ? X.nRows : 0));
  let len = 0;
  for (let i = 0; i < X.nRows; i++) {
    const start = len;
    for (let k = indptr[i]; k < indptr[i + 1]; k++) {
      const s = slot[indices[k] + 1];
      if (s < 0) continue;
      let t = len++;
      while (t > start && rowSlots[t - 1] > s) { rowSlots[t] = rowSlots[t - 1]; t--; }
      rowSlots[t] = s;
    }
    if (has0) rowSlots[len++] = m - 1;
    rowptr[i + 1] = len;
  }
  // the strictly-lower pattern of H: every pair of slots sharing a row, as sorted unique keys c·m + r
  let nPairs = 0;
  for (let i = 0; i < X.nRows; i++) { const l = rowptr[i + 1] - rowptr[i]; nPairs += (l * (l - 1)) / 2; }
  const keys = new Float64Array(nPairs);
  let e = 0;
  for (let i = 0; i < X.nRows; i++) {
    for (let u = rowptr[i]; u < rowptr[i + 1]; u++) for (let v = rowptr[i]; v < u; v++) keys[e++] = rowSlots[v] * m + rowSlots[u];
  }
  keys.sort();
  const counts = new Int32Array(m + 1);
  for (let k = 0; k < nPairs; k++) if (k === 0 || keys[k] !== keys[k - 1]) counts[Math.floor(keys[k] / m) + 1]++;
  const lowerLists: Int32Array[] = Array.from({ length: m }, (_, c) => new Int32Array(counts[c + 1]));
  const fill = new Int32Array(m);
  for (let k = 0; k < nPairs; k++) {
    if (k > 0 && keys[k] === keys[k - 1]) continue;
    const c = Math.floor(keys[k] / m), r = keys[k] - c * m;
    if (r !== c) lowerLists[c][fill[c]++] = r;
  }
  const pattern: SparseCholeskyPattern = sparseCholeskyPattern(m, lowerLists.map((l, c) => l.subarray(0, fill[c])));
  const H = new Float64Array(m * m), scratch = new Float64Array(m);
  let current: SparseCholeskyFactor | null = null, spare: SparseCholeskyFactor | undefined;
  return {
    m,
    factor(theta: Float64Array): boolean {
      let q = 0;
      for (let i = 0; i < X.nRows; i++) {
        let eta = theta[0];
        for (let k = indptr[i]; k < indptr[i + 1]; k++) eta += theta[indices[k] + 1];
        const p = sigmoid(eta);
        const s = w[i] * p * (1 - p);
        const end = rowptr[i + 1];
        for (let u = q; u < end; u++) {
          const ru = rowSlots[u] * m;
          for (let v = q; v <= u; v++) H[ru + rowSlots[v]] += s;
        }
        q = end;
      }
      if (ridge !== 0) for (let a = 0; a < m; a++) if (active[a] !== 0) { const s = slot[active[a]]; H[s * m + s] += ridge; }
      const f = sparseCholeskyFactor(pattern, H, spare, scratch);
      if (f === null) return false;
      spare = current ?? undefined;
      current = f;
      return true;
    },
    solve(rhs: ArrayLike<number>): Float64Array {
      if (current === null) throw new Error("logisticNewtonSystem.solve: no factor");
      const b = new Float64Array(m);
      for (let a = 0; a < m; a++) b[slot[active[a]]] = rhs[a];
      const x = sparseCholeskySolve(pattern, current, b);
      const d = new Float64Array(m);
      for (let a = 0; a < m; a++) d[a] = x[slot[active[a]]];
      return d;
    },
  };
}
