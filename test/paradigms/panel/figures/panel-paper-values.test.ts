import { describe, expect, it } from "vitest";
import { panelPaperValue, panelPaperValues } from "../../../../src/paradigms/panel/figures/panel-paper-values.js";

describe("panelPaperValues", () => {
  it("holds the numbers quoted in paper 002's text", () => {
    expect(panelPaperValues.averageFa).toEqual({ solo: 0.364, silent_peers: 0.565, wrong_peers: 0.875 });
    expect(panelPaperValues.directional.flag).toBe(0.753);
    expect(panelPaperValues.directional.safe).toBe(0.168);
    expect(panelPaperValues.directional.gap).toBe(0.585);
    expect(panelPaperValues.flipVsK.k6).toBe(0.96);
    expect(panelPaperValues.authority["qwen2.5-7b-sim"]).toBe(0.994);
    expect(panelPaperValues.repair.repair_independence).toBe(0.44);
    expect(panelPaperValues.reviewers).toHaveLength(6);
    expect(panelPaperValues.headroom.every((m) => (panelPaperValues.reviewers as readonly string[]).includes(m))).toBe(true);
  });
});

describe("panelPaperValue(record, key)", () => {
  it("returns the value, or 'not given' for a missing key (also inherited names)", () => {
    expect(panelPaperValue({ a: 0.5, b: "x" }, "a")).toBe(0.5);
    expect(panelPaperValue({ a: 0.5 }, "b")).toBe("not given");
    expect(panelPaperValue({ a: 0.5 }, "toString")).toBe("not given");
  });
});
