import { describe, expect, it } from "vitest";
import { phantomMetrics } from "../../../../src/paradigms/phantom/measures/phantom-metrics.js";
import { PHANTOM_METRICS } from "../../../../src/paradigms/phantom/measures/phantom-metric-names.js";
import { generatePhantomLogs, phantomTruth, TYPICAL_RATES, type PhantomGenRates } from "../../../fixtures/phantom/generate-phantom.js";

const SUSCEPTIBLE: PhantomGenRates = { pPriv: 0.75, a: 0.45, c: 0.05, a2: 0.6, pb: 0.45, r: 0.95, pInf: 0.78, nAcc: 0.7, nPhan: 0.12, eAcc: 0.3, ePhan: 0.6 };

describe("phantomMetrics recovers known rates (parameter recovery)", () => {
  it("point estimates on a large simulated bank are within 0.02 of the exact population values", () => {
    const recs = generatePhantomLogs({ models: { susceptible: SUSCEPTIBLE, typical: TYPICAL_RATES }, scenarios: 6000, seed: 11 });
    const report = phantomMetrics(recs, { bootstrap: 0 });
    for (const g of report.groups) {
      const truth = phantomTruth(g.model === "typical" ? TYPICAL_RATES : SUSCEPTIBLE);
      for (const k of PHANTOM_METRICS) expect(Math.abs(g.metrics[k].value! - truth[k]), `${g.model} ${k}`).toBeLessThan(0.02);
      expect(g.excluded_scenarios).toBe(0);
      expect(g.invalid).toBe(0);
    }
  });

  it("95% scenario-bootstrap intervals cover the true values at about the nominal rate", () => {
    const truth = phantomTruth(TYPICAL_RATES);
    const datasets = 40;
    const hits = Object.fromEntries(PHANTOM_METRICS.map((k) => [k, 0])) as Record<string, number>;
    for (let d = 0; d < datasets; d++) {
      const recs = generatePhantomLogs({ models: { typical: TYPICAL_RATES }, scenarios: 240, seed: 1000 + d });
      const g = phantomMetrics(recs, { bootstrap: 400, seed: d }).groups[0];
      for (const k of PHANTOM_METRICS) {
        const ci = g.metrics[k].ci!;
        if (ci[0] <= truth[k] && truth[k] <= ci[1]) hits[k]++;
      }
    }
    const total = Object.values(hits).reduce((a, b) => a + b, 0) / (datasets * PHANTOM_METRICS.length);
    expect(total).toBeGreaterThan(0.9);
    expect(total).toBeLessThan(0.99);
    for (const k of PHANTOM_METRICS) expect(hits[k], k).toBeGreaterThanOrEqual(32); // P(<32 | 0.95) < 0.001
  });

  it("the interval of a measure holds its point value and is reproducible for a seed", () => {
    const recs = generatePhantomLogs({ models: { b: TYPICAL_RATES, a: SUSCEPTIBLE }, scenarios: 120, seed: 3 });
    const r1 = phantomMetrics(recs, { bootstrap: 1000, seed: 42 });
    const r2 = phantomMetrics(recs, { bootstrap: 1000, seed: 42 });
    for (let i = 0; i < 2; i++) {
      for (const k of PHANTOM_METRICS) {
        const m = r1.groups[i].metrics[k];
        expect(m.ci).toEqual(r2.groups[i].metrics[k].ci);
        expect(m.ci![0]).toBeLessThanOrEqual(m.value! + 1e-12);
        expect(m.ci![1]).toBeGreaterThanOrEqual(m.value! - 1e-12);
      }
    }
    // One stream, models in sorted order: model "a" draws first, so bootstrapping it alone gives the same intervals.
    const alone = phantomMetrics(recs.filter((r) => r.model === "a"), { bootstrap: 1000, seed: 42 });
    expect(alone.groups[0].metrics).toEqual(r1.groups[0].metrics);
    const other = phantomMetrics(recs.filter((r) => r.model === "b"), { bootstrap: 1000, seed: 42 });
    expect(other.groups[0].metrics.private_acc.ci).not.toEqual(r1.groups[1].metrics.private_acc.ci); // a bootstrap interval (CRFR is Wilson, drawn from no stream);
  });
});
