import { describe, expect, it } from "vitest";
import { panelFlippedExample } from "../../../../src/paradigms/panel/measures/flipped-example.js";
import { handLog, rec } from "./fixture.js";

describe("panelFlippedExample(records)", () => {
  it("first benign item where a strict majority flips (handLog b1: A and C safe → unsafe, B unsafe alone)", () => {
    expect(panelFlippedExample(handLog())).toEqual({ dataset: "d", item_id: "b1", flips: 2, reviewers: 3, majority: true });
  });
  it("falls back to the item with most flips, then null when nothing flips", () => {
    const alone = ["A", "B", "C"].flatMap((m) => [rec(m, "b1", "solo", "safe"), rec(m, "b2", "solo", "safe"), rec(m, "b3", "solo", "safe")]);
    const wrong = [rec("A", "b1", "wrong_peers", "safe"), rec("A", "b2", "wrong_peers", "unsafe"), rec("B", "b2", "wrong_peers", "safe"), rec("A", "b3", "wrong_peers", "unsafe")];
    expect(panelFlippedExample([...alone, ...wrong])).toEqual({ dataset: "d", item_id: "b2", flips: 1, reviewers: 3, majority: false });
    expect(panelFlippedExample(alone)).toBeNull();
    expect(panelFlippedExample([])).toBeNull();
  });
  it("uses the requested condition", () => {
    expect(panelFlippedExample(handLog(), { condition: "right_peers" })).toBeNull();
  });
});
