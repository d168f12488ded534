import { describe, expect, it } from "vitest";
import { panelScreen } from "../../../src/metrics/panel/panel-screen.js";
import { handLog } from "./fixture.js";

describe("panelScreen(records, {condition, members})", () => {
  it("flags the wrong-peer context as not protective (hand-computed)", () => {
    const s = panelScreen(handLog(), { condition: "wrong_peers" });
    expect(s.members).toEqual(["A", "B", "C"]);
    expect(s.reviewers).toEqual([{ model: "A", fa: 1, miss: 0.5 }, { model: "B", fa: 1, miss: 1 }, { model: "C", fa: 0.5, miss: 0 }]);
    expect(s.average.fa).toBeCloseTo(2.5 / 3, 15);
    expect(s.observed).toEqual({ fa: 1, miss: 0.5, benign: 2, harmful: 2 });
    expect(s.predicted.fa).toBeCloseTo(1, 15);
    expect(s.verdict).toBe("not protective");
    expect(s.message).toMatch(/NOT protective/);
  });
  it("calls the silent-peer context protective", () => {
    const s = panelScreen(handLog(), { condition: "silent_peers" });
    expect(s.observed).toEqual({ fa: 0, miss: 0, benign: 2, harmful: 2 });
    expect(s.verdict).toBe("protective");
  });
  it("needs three reviewers and a known condition", () => {
    expect(panelScreen(handLog(), { condition: "solo", members: ["A", "B"] }).verdict).toBe("insufficient data");
    expect(() => panelScreen(handLog(), { condition: "repair_vigilance" })).toThrow(RangeError);
  });
});
