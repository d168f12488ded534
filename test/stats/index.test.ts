import { describe, expect, it } from "vitest";
import * as stats from "../../src/stats/index.js";

describe("src/stats/index.ts (barrel)", () => {
  it("re-exports the statistics core by name", () => {
    const names = [
      "createRng", "deriveSeed", "hashString", "shuffle", "ratioMeasure", "mean", "standardError", "quantileSorted",
      "percentileInterval", "percentileIntervalSorted", "logGamma", "logFactorial", "logChoose", "regularizedBeta",
      "erfc", "normalCdf", "normalQuantile", "twoSidedNormalP", "studentTCdf", "twoSidedTP", "binomialCdf",
      "poissonBinomialPmf", "poissonBinomialTail", "wilsonInterval", "fisherExact", "mcnemarExact", "pearson",
      "clusterBootstrap", "bootstrapRatios", "bootstrapMean",
    ];
    for (const n of names) expect(typeof (stats as Record<string, unknown>)[n], n).toBe("function");
    expect(stats.WILSON_Z).toBe(1.959963984540054);
  });
});
