// groupthink plan: the analytic sample size (paired design: the variance of the unit-level
// differences) and its check by simulation (issue 21), at small size.
import { describe, expect, it } from "vitest";
import { loadLogs } from "../../../src/load/load-logs.js";
import type { PairedData } from "../../../src/metrics/compare/paired-data.js";
import { phantomPairedData } from "../../../src/paradigms/phantom/paired-data.js";
import { PLAN_TOLERANCE, planStudy } from "../../../src/metrics/plan/plan-study.js";
import { projectPath } from "../../../src/paths.js";
import { normalQuantile } from "../../../src/stats/normal.js";
import { powerAt, sampleSize } from "../../../src/stats/sample-size.js";

/** Paired data whose measure is a plain mean of per-unit values (one value per side and unit). */
function meanData(a: number[], b: number[]): PairedData {
  const x = [a, b];
  return {
    unitKind: "item", units: a.map((_, i) => `u${i}`), dropped: [],
    measures: [{ name: "m", n: [a.length, b.length], stat: (rows, pick) => rows.reduce((s, r, j) => s + x[pick[j]][r], 0) / rows.length }],
  };
}

describe("sampleSize and powerAt", () => {
  it("n = ceil((z_0.975 + z_0.8)^2 V / D^2), hand-computed", () => {
    const z = normalQuantile(0.975) + normalQuantile(0.8); // 1.959964 + 0.841621 = 2.801585
    expect(z * z).toBeCloseTo(7.848879, 5);
    expect(sampleSize({ effect: 0.1, variance: 0.25 })).toBe(197); // 196.22 → 197
    expect(sampleSize({ effect: -0.1, variance: 0.25 })).toBe(197);
    expect(sampleSize({ effect: 0.2, variance: 0.25, power: 0.9, alpha: 0.01 })).toBe(93); // (2.575829+1.281552)^2·6.25 = 92.98
    expect(powerAt({ effect: 0.1, variance: 0.25, n: 197 })).toBeGreaterThanOrEqual(0.8);
    expect(powerAt({ effect: 0.1, variance: 0.25, n: 196 })).toBeLessThan(0.8);
    expect(() => sampleSize({ effect: 0, variance: 1 })).toThrow(RangeError);
  });
});

describe("planStudy", () => {
  it("paired design: V is the sample variance of the unit-level differences (exact for a mean)", () => {
    const a = [0.2, 0.5, 0.1, 0.9, 0.4, 0.3], b = [0.5, 0.6, 0.4, 0.9, 0.8, 0.3];
    const d = b.map((v, i) => v - a[i]);
    const md = d.reduce((s, v) => s + v, 0) / d.length;
    const s2 = d.reduce((s, v) => s + (v - md) ** 2, 0) / (d.length - 1);
    const p = planStudy(meanData(a, b), { measure: "m", effect: 0.1, simulations: 0, twoSided: true });
    expect(p.rows).toHaveLength(1);
    expect(p.rows[0].design).toBe("paired");
    expect(p.rows[0].per_unit_variance!).toBeCloseTo(s2, 12);
    expect(p.rows[0].units).toBe(sampleSize({ effect: 0.1, variance: s2 }));
    expect(p.pilot_difference!).toBeCloseTo(md, 12);
  });
  it("one side: a contrast against 0 and a two-model design with V doubled", () => {
    const a = [0.2, 0.5, 0.1, 0.9, 0.4, 0.3];
    const p = planStudy(meanData(a, a), { measure: "m", effect: 0.1, simulations: 0, twoSided: false });
    expect(p.rows.map((r) => r.design)).toEqual(["contrast", "two_model_independent"]);
    expect(p.rows[1].per_unit_variance!).toBeCloseTo(2 * p.rows[0].per_unit_variance!, 12);
    expect(p.pilot_other).toBeNull();
  });
  it("the analytic plan agrees with simulated power on a simulator pilot (phantom PPG, 20 scenarios)", async () => {
    const dir = projectPath("test/fixtures/compare");
    const logs = await loadLogs([`${dir}/phantom-susceptible.jsonl`, `${dir}/phantom-typical.jsonl`]);
    const side = (m: string) => logs.phantom.filter((r) => r.model === m);
    const data = phantomPairedData(side("susceptible"), side("typical"), ["susceptible", "typical"], ["ppg", "pfa"]);
    for (const [measure, effect] of [["ppg", 0.2], ["pfa", 0.15]] as const) {
      const p = planStudy(data, { measure, effect, simulations: 400, seed: 5, twoSided: true });
      const r = p.rows[0];
      expect(r.units!, measure).toBeGreaterThan(10);
      expect(r.power_at_units!).toBeGreaterThanOrEqual(0.8);
      expect(Math.abs(r.simulated_power! - r.power_at_units!), measure).toBeLessThanOrEqual(PLAN_TOLERANCE + 3 * r.simulated_se!);
      expect(r.agrees).toBe(true);
    }
  }, 60_000);
  it("refuses an unknown measure and a one-unit pilot", () => {
    expect(() => planStudy(meanData([1, 2], [1, 2]), { measure: "x", effect: 0.1, twoSided: true })).toThrow(/options\.measure/);
    expect(() => planStudy(meanData([1], [2]), { measure: "m", effect: 0.1, twoSided: true })).toThrow(/at least 2 are needed/);
  });
});
