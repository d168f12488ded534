import { describe, expect, it } from "vitest";
import { judgePipelineSummary } from "../../../../src/paradigms/judge/measures/index.js";
import { wilsonInterval } from "../../../../src/stats/wilson-interval.js";

describe("judgePipelineSummary", () => {
  it("groups by (propagator, judge), hand-computed rates, sorted with a null judge last", () => {
    const rows = judgePipelineSummary([
      { propagator: "susceptible", judge: "susceptible", evidence_weighting: 5, accuracy: 0 }, // capture
      { propagator: "susceptible", judge: "susceptible", evidence_weighting: 3, accuracy: 0 }, // D_E = 0.5: no capture
      { propagator: "susceptible", judge: "resistant", evidence_weighting: 2, accuracy: 0 },
      { propagator: "susceptible", judge: "resistant", evidence_weighting: 4, accuracy: 1 },
      { propagator: "susceptible", judge: "resistant", evidence_weighting: 4, accuracy: 0 }, // capture
      { propagator: "susceptible", evidence_weighting: 1, accuracy: 1 },
      { propagator: "a-model", judge: "x", evidence_weighting: 5, accuracy: 1 },
    ]);
    expect(rows.map((r) => [r.propagator, r.judge, r.cross_blind, r.n])).toEqual([
      ["a-model", "x", true, 1], ["susceptible", "resistant", true, 3], ["susceptible", "susceptible", false, 2], ["susceptible", null, null, 1],
    ]);
    expect(rows[1].capture_rate).toEqual({ value: 1 / 3, n: 3, ci: wilsonInterval(1, 3) });
    expect(rows[1].accuracy).toEqual({ value: 1 / 3, n: 3, ci: wilsonInterval(1, 3) });
    expect(rows[1].mean_evidence_weighting).toBeCloseTo(10 / 3, 15);
    expect(rows[2].capture_rate).toEqual({ value: 0.5, n: 2, ci: wilsonInterval(1, 2) });
    expect(rows[2].mean_evidence_weighting).toBe(4);
    expect(rows[3].capture_rate).toEqual({ value: 0, n: 1, ci: wilsonInterval(0, 1) });
  });
  it("empty input → no rows", () => {
    expect(judgePipelineSummary([])).toEqual([]);
  });
});
