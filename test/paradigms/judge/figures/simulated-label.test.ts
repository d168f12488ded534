import { describe, expect, it } from "vitest";
import { judgeSimulatedLabel } from "../../../../src/paradigms/judge/figures/index.js";

describe("judgeSimulatedLabel(records)", () => {
  it("derives the caption from the flags", () => {
    expect(judgeSimulatedLabel([{ simulated: true }, { simulated: true }])).toEqual({ simulated: true, tag: " (simulated)" });
    expect(judgeSimulatedLabel([{ simulated: true }, {}])).toEqual({ simulated: true, tag: " (partly simulated)" });
    expect(judgeSimulatedLabel([{ judge_simulated: true, extract_simulated: true }])).toEqual({ simulated: true, tag: " (simulated judge)" });
    expect(judgeSimulatedLabel([{}, { simulated: false }])).toEqual({ simulated: false, tag: "" });
    expect(judgeSimulatedLabel([])).toEqual({ simulated: false, tag: "" });
  });
});
