/**
 * Synthetic sparse binary logistic data with a planted truth, for parameter
 * recovery tests and benchmarks (simulated data: label it so wherever shown).
 * Each row has `onesPerRow` distinct columns drawn with Zipf-like frequencies
 * (column j ∝ 1/(j + 10)), and yᵢ ~ Bernoulli(σ(b + xᵢ·β)).
 *
 * @example
 * const sim = simulateSparseLogistic({ nRows: 1000, nCols: 50, onesPerRow: 3, intercept: -3,
 *   planted: { 0: 2.5, 7: -2 } }, createRng(1));
 * // sim.X: 1000 × 50 with 3 ones a row; sim.y: 0/1 labels; sim.beta[0] === 2.5
 */
import { argError } from "../errors.js";
import type { Rng } from "../stats/rng.js";
import type { SparseBinaryMatrix } from "./sparse-binary-matrix.js";
import { sigmoid } from "./logistic-loss-f64.js";

/** Settings of {@link simulateSparseLogistic}. */
export interface SparseLogisticSimulation {
  nRows: number;
  nCols: number;
  /** Distinct ones per row (≤ nCols). */
  onesPerRow: number;
  /** True intercept b. */
  intercept: number;
  /** True coefficients by column id; the others are `background` draws. */
  planted: Record<number, number>;
  /** Standard deviation of the non-planted true coefficients (default 0). */
  background?: number;
}

/** Simulated design, labels and the true parameters. */
export interface SimulatedLogistic {
  X: SparseBinaryMatrix;
  y: (0 | 1)[];
  beta: Float64Array;
  intercept: number;
}

/**
 * Draw a design and labels from the planted model.
 *
 * @throws RangeError when onesPerRow exceeds nCols or a planted column is out of range
 * @example
 * simulateSparseLogistic({ nRows: 2, nCols: 3, onesPerRow: 3, intercept: 0, planted: {} }, createRng(0)).X.indices;
 * // => Int32Array [0, 1, 2, 0, 1, 2]
 */
export function simulateSparseLogistic(s: SparseLogisticSimulation, rng: Rng): SimulatedLogistic {
  if (!(Number.isInteger(s.onesPerRow) && s.onesPerRow >= 0 && s.onesPerRow <= s.nCols)) {
    throw new RangeError(argError("simulateSparseLogistic", "onesPerRow", `an integer in 0..${s.nCols}`, s.onesPerRow));
  }
  const beta = new Float64Array(s.nCols);
  for (let j = 0; j < s.nCols; j++) beta[j] = (s.background ?? 0) * rng.normal();
  for (const [key, value] of Object.entries(s.planted)) {
    const j = Number(key);
    if (!(Number.isInteger(j) && j >= 0 && j < s.nCols)) throw new RangeError(argError("simulateSparseLogistic", "planted", `column ids in 0..${s.nCols - 1}`, key));
    beta[j] = value;
  }
  const cumulative = new Float64Array(s.nCols);
  for (let j = 0, acc = 0; j < s.nCols; j++) cumulative[j] = acc += 1 / (j + 10);
  const total = cumulative[s.nCols - 1];
  const indptr = new Int32Array(s.nRows + 1), indices = new Int32Array(s.nRows * s.onesPerRow);
  const y: (0 | 1)[] = new Array(s.nRows);
  for (let i = 0; i < s.nRows; i++) {
    const row = new Set<number>();
    while (row.size < s.onesPerRow) {
      const u = rng.next() * total;
      let lo = 0, hi = s.nCols - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid] > u) hi = mid;
        else lo = mid + 1;
      }
      row.add(lo);
    }
    const cols = [...row].sort((a, b) => a - b);
    indices.set(cols, i * s.onesPerRow);
    indptr[i + 1] = (i + 1) * s.onesPerRow;
    const eta = cols.reduce((acc, j) => acc + beta[j], s.intercept);
    y[i] = rng.next() < sigmoid(eta) ? 1 : 0;
  }
  return { X: { nRows: s.nRows, nCols: s.nCols, indptr, indices }, y, beta, intercept: s.intercept };
}
