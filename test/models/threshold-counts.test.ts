import { describe, expect, it } from "vitest";
import { thresholdCounts } from "../../src/models/threshold-counts.js";

describe("thresholdCounts(scores, y)", () => {
  it("gives cumulative tps/fps at each distinct score, highest first (hand-computed)", () => {
    expect(thresholdCounts([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1])).toEqual({
      thresholds: [0.8, 0.4, 0.35, 0.1],
      tps: [1, 1, 2, 2],
      fps: [0, 1, 1, 2],
    });
  });

  it("merges tied scores into one threshold", () => {
    expect(thresholdCounts([0.5, 0.5], [1, 0])).toEqual({ thresholds: [0.5], tps: [1], fps: [1] });
    expect(thresholdCounts([0.2, 0.9, 0.2, 0.9, 0.5], [1, 1, 0, 0, 1])).toEqual({
      thresholds: [0.9, 0.5, 0.2],
      tps: [1, 2, 3],
      fps: [1, 1, 2],
    });
  });

  it("handles one class only and no rows", () => {
    expect(thresholdCounts([0.3, 0.7], [1, 1])).toEqual({ thresholds: [0.7, 0.3], tps: [1, 2], fps: [0, 0] });
    expect(thresholdCounts([0.3, 0.7], [0, 0])).toEqual({ thresholds: [0.7, 0.3], tps: [0, 0], fps: [1, 2] });
    expect(thresholdCounts([], [])).toEqual({ thresholds: [], tps: [], fps: [] });
  });

  it("accepts typed arrays and does not change its inputs", () => {
    const s = Float64Array.of(0.2, 0.6);
    const y = Int8Array.of(0, 1);
    expect(thresholdCounts(s, y)).toEqual({ thresholds: [0.6, 0.2], tps: [1, 1], fps: [0, 1] });
    expect(Array.from(s)).toEqual([0.2, 0.6]);
  });
});
