/**
 * Benchmark of the formalism-trap model fits (issue 5, "Benchmark"): on a
 * simulated 22,500 × 531 sparse binary design (3 ones a row, ~9% positives,
 * planted logistic truth, 3 domains), times the L2 fit, the three LODO folds
 * and the L1 fit with standard errors, next to the targets (L2 ≤ 0.5 s, L1
 * with SEs ≤ 2 s), and compares one tfjs-wasm loss+gradient evaluation with
 * the plain Float64Array reference in the same process. Asserts nothing.
 *
 * Run: npx tsx bench/judge.ts
 */
import {
  dropEmptyColumns,
  fitLogisticL1,
  fitLogisticL2,
  initModelBackend,
  logisticLossF64,
  predictProba,
  rocAuc,
  rowWeights,
  selectRows,
  simulateSparseLogistic,
} from "../src/models/index.js";
import { createTfLogisticObjective } from "../src/models/tf-logistic-loss.js";
import { lbfgs } from "../src/models/lbfgs.js";
import { newtonSolve } from "../src/models/newton-solve.js";
import { createRng } from "../src/stats/rng.js";
import os from "node:os";

const N = 22_500, P = 531, REPEATS = 5;
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function time<T>(f: () => T, repeats = REPEATS): { ms: number; value: T } {
  let value = f(); // warm-up (JIT, wasm kernels)
  const ms: number[] = [];
  for (let r = 0; r < repeats; r++) {
    const t0 = performance.now();
    value = f();
    ms.push(performance.now() - t0);
  }
  return { ms: median(ms), value };
}
const fmt = (ms: number) => `${(ms / 1000).toFixed(3)} s`;

const backend = await initModelBackend();
const rng = createRng(531);
const planted: Record<number, number> = { 0: 2.2, 5: -2.5, 17: 2.0, 40: 1.8, 99: -1.5, 250: 2.5 };
const sim = simulateSparseLogistic({ nRows: N, nCols: P, onesPerRow: 3, intercept: -2.9, planted, background: 0.4 }, rng);
const { X, y } = sim;
const positives = y.reduce((a: number, b) => a + b, 0);
const domain = Array.from({ length: N }, (_, i) => i % 3);
console.log(`simulated design: ${N} × ${P}, 3 ones a row, ${positives} positives (${((100 * positives) / N).toFixed(1)}%), tfjs backend: ${backend}`);
console.log(`timings: median of ${REPEATS} runs after one warm-up; ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} (times scale with contention)\n`);

// Hot loop: one loss + gradient evaluation, tfjs (float32, wasm) vs plain Float64Array loops.
const { X: Xc } = dropEmptyColumns(X);
const w = rowWeights(y, 1, "balanced");
const theta = new Float64Array(Xc.nCols + 1).map((_, j) => (j === 0 ? -0.5 : 0.01 * Math.sin(j)));
const grad = new Float64Array(Xc.nCols + 1);
const tfObj = createTfLogisticObjective(Xc, y, w, 1);
const EVALS = 200;
const tfEval = time(() => {
  for (let r = 0; r < EVALS; r++) tfObj.fg(theta, grad);
}).ms / EVALS;
const f64Eval = time(() => {
  for (let r = 0; r < EVALS; r++) logisticLossF64(Xc, y, w, 1, theta, grad);
}).ms / EVALS;
console.log("loss + gradient, one evaluation:");
console.log(`  tfjs ${backend} sparse (float32)      ${tfEval.toFixed(3)} ms`);
console.log(`  plain Float64Array reference    ${f64Eval.toFixed(3)} ms   (tfjs / reference = ${(tfEval / f64Eval).toFixed(2)}×)`);

// Where the L2 time goes: the tfjs L-BFGS phase and the float64 Newton finish.
const g0 = new Float64Array(Xc.nCols + 1);
logisticLossF64(Xc, y, w, 1, new Float64Array(Xc.nCols + 1), g0);
const scale = Math.max(1, ...Array.from(g0, Math.abs));
const start = new Float64Array(Xc.nCols + 1);
start[0] = 0;
const coarse = time(() => lbfgs(tfObj.fg, start, { gtol: 1e-5 * scale, maxIter: 1000 }));
const fine = time(() => newtonSolve(Xc, y, w, 1, coarse.value.x, { gtol: 1e-10 * scale }));
const f64Coarse = time(() => lbfgs((t, g) => logisticLossF64(Xc, y, w, 1, t, g), start, { gtol: 1e-5 * scale, maxIter: 1000 }));
const newtonOnly = time(() => newtonSolve(Xc, y, w, 1, start, { gtol: 1e-10 * scale }), 3);
tfObj.dispose();

const l2 = time(() => fitLogisticL2(X, y, { C: 1, classWeight: "balanced" }));
console.log("\nL2 fit (C = 1, balanced, all rows):");
console.log(`  fitLogisticL2 total             ${fmt(l2.ms)}   target ≤ 0.5 s   converged ${l2.value.converged}, ‖∇‖∞ ${l2.value.gradientNorm.toExponential(1)}, iterations ${l2.value.iterations} (${l2.value.newtonIterations} Newton)`);
console.log(`    tfjs L-BFGS phase             ${fmt(coarse.ms)}   (${coarse.value.iterations} iterations, ${coarse.value.evaluations} evaluations)`);
console.log(`    float64 Newton finish         ${fmt(fine.ms)}   (${fine.value.iterations} iterations, dense ${Xc.nCols + 1}² Cholesky)`);
console.log(`  reference: same L-BFGS on Float64Array loops ${fmt(f64Coarse.ms)} (${f64Coarse.value.iterations} iterations); float64 Newton from 0 alone ${fmt(newtonOnly.ms)} (${newtonOnly.value.iterations} iterations)`);

const lodo = time(() =>
  [0, 1, 2].map((d) => {
    const train = domain.flatMap((v, i) => (v === d ? [] : [i]));
    const test = domain.flatMap((v, i) => (v === d ? [i] : []));
    const fit = fitLogisticL2(selectRows(X, train), train.map((i) => y[i]), { C: 1, classWeight: "balanced" });
    return rocAuc(predictProba(fit, selectRows(X, test)), test.map((i) => y[i]));
  }),
  3,
);
console.log(`\nLODO (3 folds, train 15,000 / test 7,500): ${fmt(lodo.ms)}   AUCs ${lodo.value.map((a) => a?.toFixed(4)).join(", ")}`);

const l1 = time(() => fitLogisticL1(X, y, { alpha: 1 }), 3);
const nonZero = Array.from(l1.value.coef).filter((v) => v !== 0).length;
console.log(`\nL1 fit with standard errors (alpha = 1): ${fmt(l1.ms)}   target ≤ 2 s   converged ${l1.value.converged}, KKT ${l1.value.kkt.toExponential(1)}, ${nonZero} non-zero, ${l1.value.iterations} proximal Newton iterations (all float64)`);
