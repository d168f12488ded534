import { describe, expect, it } from "vitest";
import { measureRow } from "../../../src/metrics/common/measure-row.js";

describe("measureRow(m)", () => {
  it("flattens value, n and the interval ends", () => {
    expect(measureRow({ value: 0.5, n: 2, ci: [0.1, 0.9] })).toEqual({ value: 0.5, n: 2, ci_low: 0.1, ci_high: 0.9 });
  });
  it("gives null ends without an interval", () => {
    expect(measureRow({ value: null, n: 0, ci: null })).toEqual({ value: null, n: 0, ci_low: null, ci_high: null });
  });
});
