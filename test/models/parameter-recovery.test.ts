import { describe, expect, it } from "vitest";
import { fitLogisticL1, fitLogisticL2, simulateSparseLogistic } from "../../src/models/index.js";
import { createRng } from "../../src/stats/rng.js";

// Simulated data: 12,000 rows × 80 columns, 3 ones a row, four planted strong effects among weak background ones.
const planted: Record<number, number> = { 3: 2.4, 11: -2.2, 25: 2.0, 40: 1.8 };
const sim = simulateSparseLogistic({ nRows: 12_000, nCols: 80, onesPerRow: 3, intercept: -2.6, planted, background: 0.25 }, createRng(2024));
const plantedIds = Object.keys(planted).map(Number).sort((a, b) => a - b);
const topByMagnitude = (coef: Float64Array, k: number) =>
  Array.from(coef, (b, j) => ({ j, b: Math.abs(b) })).sort((a, b) => b.b - a.b).slice(0, k).map((r) => r.j).sort((a, b) => a - b);

describe("parameter recovery on simulated sparse logistic data", () => {
  it("L2 (balanced): the four largest |β| are the planted features, with their signs", () => {
    const fit = fitLogisticL2(sim.X, sim.y, { C: 1, classWeight: "balanced" });
    expect(topByMagnitude(fit.coef, 4)).toEqual(plantedIds);
    for (const j of plantedIds) expect(Math.sign(fit.coef[j])).toBe(Math.sign(planted[j]));
  });

  it("L1: the planted features survive within 3 standard errors of the truth, with p < 1e-6", () => {
    const fit = fitLogisticL1(sim.X, sim.y, { alpha: 2 });
    expect(topByMagnitude(fit.coef, 4)).toEqual(plantedIds);
    for (const j of plantedIds) {
      expect(Math.abs(fit.coef[j] - planted[j])).toBeLessThan(3 * (fit.se[j] as number));
      expect(fit.p[j] as number).toBeLessThan(1e-6);
    }
  });
});
