import { describe, expect, it } from "vitest";
import { phantomLogSummary } from "../../../../src/paradigms/phantom/measures/index.js";
import { handCase, rec } from "./hand-cases.js";

describe("phantomLogSummary(records)", () => {
  it("hand case: 61 read, 60 kept (one superseded duplicate), 4 scenarios, 5 conditions, 3 null decisions; models sorted", () => {
    const other = [rec("x1", "P", "B", 0, "private", "P", { model: "a-sim", simulated: true }), rec("x1", "P", "B", 1, "private", null, { model: "a-sim", simulated: true })];
    expect(phantomLogSummary([...handCase(), ...other])).toEqual([
      { model: "a-sim", records: 2, kept: 2, scenarios: 1, conditions: 1, invalid: 1, simulated: true },
      { model: "m", records: 61, kept: 60, scenarios: 4, conditions: 5, invalid: 3, simulated: false },
    ]);
  });
  it("empty log → no rows", () => {
    expect(phantomLogSummary([])).toEqual([]);
  });
});
