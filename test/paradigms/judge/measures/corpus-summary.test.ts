import { describe, expect, it } from "vitest";
import { judgeCorpusSummary } from "../../../../src/paradigms/judge/measures/index.js";

describe("judgeCorpusSummary(records)", () => {
  it("hand case: 1 capture of 3 (D_E = 0.5 is not one), 3 distinct clusters, 2 domains", () => {
    expect(judgeCorpusSummary([
      { evidence_weighting: 5, accuracy: 0, clusters: ["A", "B"], benchmark: "gaia", simulated: true }, // D_E = 1: capture
      { evidence_weighting: 3, accuracy: 0, clusters: ["B"], benchmark: "gaia", simulated: true }, // D_E = 0.5: not
      { evidence_weighting: 5, accuracy: 1, clusters: ["CLEAN_TRAJECTORY"], benchmark: "swe_bench", simulated: true },
    ])).toEqual({ trajectories: 3, captures: 1, capture_rate: 1 / 3, clusters: 3, domains: 2, simulated: true });
  });
  it("a record without simulated: true makes the corpus not simulated", () => {
    expect(judgeCorpusSummary([{ evidence_weighting: 1, accuracy: 1, clusters: ["A"], benchmark: "gaia" }]).simulated).toBe(false);
  });
  it("empty corpus → capture_rate null", () => {
    expect(judgeCorpusSummary([])).toEqual({ trajectories: 0, captures: 0, capture_rate: null, clusters: 0, domains: 0, simulated: false });
  });
});
