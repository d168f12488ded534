import { describe, expect, it } from "vitest";
import { labelSimulated, type Figure } from "../../src/plot/figure.js";

const fig = (title: unknown): Figure => ({ data: [{ type: "bar", x: ["a"], y: [1] }], layout: { title, height: 300 } as Record<string, unknown> });

describe("labelSimulated(fig, simulated)", () => {
  it("appends ' (simulated)' to an object title, keeping its other keys and the rest of the layout", () => {
    const f = fig({ text: "Figure 2", x: 0.1 });
    expect(labelSimulated(f, true)).toEqual({ data: f.data, layout: { title: { text: "Figure 2 (simulated)", x: 0.1 }, height: 300 } });
  });
  it("turns a string title into an object title", () => {
    expect(labelSimulated(fig("Figure 2"), true).layout.title).toEqual({ text: "Figure 2 (simulated)" });
  });
  it("labels an untitled figure '(simulated)'", () => {
    expect(labelSimulated(fig(undefined), true).layout.title).toEqual({ text: "(simulated)" });
  });
  it("does not label twice (case-insensitive)", () => {
    const f = fig({ text: "Figure 2 (Simulated data)" });
    expect(labelSimulated(f, true)).toBe(f);
  });
  it("returns the figure unchanged when the data are not simulated", () => {
    const f = fig({ text: "Figure 2" });
    expect(labelSimulated(f, false)).toBe(f);
  });
  it("does not mutate its input", () => {
    const f = fig({ text: "Figure 2" });
    const copy = structuredClone(f);
    labelSimulated(f, true);
    expect(f).toEqual(copy);
  });
});
