// Coverage of the L1 inference (judge `l1`): Wald intervals at the penalised fit vs the
// post-selection unpenalised refit, for the planted non-zero coefficients, on fresh simulated
// sparse logistic data (simulateSparseLogistic: planted truth, labelled simulated). For each
// replication: fit L1 (alpha as fit judge's default, 1), and for each planted feature the L1
// selected, check β ± 1.96·SE against the true β. Unit = record; sizes are records.
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { fitLogisticL1 } from "../src/models/logistic-l1.js";
import { postSelectionRefit } from "../src/models/post-selection-refit.js";
import { simulateSparseLogistic } from "../src/models/simulate-sparse-logistic.js";
import { WILSON_Z } from "../src/stats/wilson-interval.js";
import type { Rng } from "../src/stats/rng.js";
import { coverageTable, newCell, tally, type CoverageCell } from "./coverage-core.js";

const PLANTED: Record<number, number> = { 0: 1.0, 1: -0.8, 2: 0.7, 4: 1.2, 6: -1.0 };

export function l1Coverage(sizes: number[], reps: number, rng: Rng): string {
  const cells: CoverageCell[] = [];
  for (const n of sizes) {
    const wald = newCell("L1 Wald (penalised β)", n, NaN), ref = newCell("post-selection refit", n, NaN);
    // pooled over the planted features: truth differs per feature, so tally against each feature's own β
    for (let r = 0; r < reps; r++) {
      const sim = simulateSparseLogistic({ nRows: n, nCols: 12, onesPerRow: 3, intercept: -0.5, planted: PLANTED }, rng);
      let fit;
      try { fit = fitLogisticL1(sim.X, sim.y, { alpha: 1 }); } catch { continue; }
      const refit = postSelectionRefit(sim.X, sim.y, fit.coef);
      for (const [j, b] of Object.entries(PLANTED).map(([k, v]) => [Number(k), v] as const)) {
        if (fit.coef[j] !== 0) tallyL1(wald, ref, fit, refit, j, b, n); // not selected: no interval printed
      }
    }
    wald.truth = ref.truth = NaN;
    cells.push(wald, ref);
  }
  return coverageTable(cells).replace(/\| NaN \|/g, "| planted β (5 features) |");
}

/** Tally feature j's Wald (penalised) and post-selection refit intervals against its true β. */
export function tallyL1(wald: CoverageCell, ref: CoverageCell, fit: { coef: ArrayLike<number>; se: ArrayLike<number | null> }, refit: { beta: ArrayLike<number | null>; se: ArrayLike<number | null> }, j: number, b: number, n: number): void {
  wald.truth = ref.truth = b;
  const w = fit.se[j], s = refit.se[j], rb = refit.beta[j];
  tally(wald, { value: fit.coef[j], n, ci: w === null ? null : [fit.coef[j] - WILSON_Z * w, fit.coef[j] + WILSON_Z * w] });
  tally(ref, { value: rb, n, ci: s === null || rb === null ? null : [rb - WILSON_Z * s, rb + WILSON_Z * s] });
}
