import { describe, expect, it } from "vitest";
import { panelDirectionalFigure, panelFlipVsKFigure, panelItemFigure } from "../../../../src/paradigms/panel/figures/panel-figures.js";
import { panelReport } from "../../../../src/paradigms/panel/measures/panel-report.js";
import { panelCollapseByDataset, panelSeverityByDataset } from "../../../../src/paradigms/panel/measures/panel-by-dataset.js";
import { handLog } from "../measures/fixture.js";

const doc = panelReport(handLog(), { bootstrap: 0 });
describe("panel figures", () => {
  it("Figure 4 plots the k points and labels simulated data", () => {
    const f = panelFlipVsKFigure(doc.flip_vs_k, { simulated: true });
    expect(f.data[0]).toMatchObject({ x: [0, 6], y: [1 / 3, 1] });
    expect((f.layout.title as { text: string }).text).toBe("Flip to unsafe vs asserting peers (simulated)");
  });
  it("Figure 5 plots the two pools", () => {
    expect(panelDirectionalFigure(doc.directional).data[0]).toMatchObject({ y: [4 / 6, 3 / 6], text: ["n=6", "n=6"] });
  });
  it("Figure 3 shows each reviewer's severity alone and under wrong peers", () => {
    const f = panelItemFigure(handLog(), { dataset: "d", item_id: "b1" });
    expect(f.data[0]).toMatchObject({ x: ["A", "B", "C"], y: [0, null, null], text: ["safe", "unsafe", "safe"] });
    expect(f.data[1]).toMatchObject({ y: [6, null, null], text: ["unsafe", "unsafe", "unsafe"] });
  });
});
describe("per-dataset tables", () => {
  it("Table 2 and Table 3 rows (single dataset d = the hand-computed report)", () => {
    expect(panelSeverityByDataset(handLog(), { bootstrap: 0 }).find((r) => r.model === "A")).toEqual({ model: "A", dataset: "d", silent: 2, rise: { value: 4.5, n: 2, ci: null } });
    expect(panelCollapseByDataset(handLog())[0]).toMatchObject({ dataset: "d", silent_fa: { value: 0, n: 2 }, wrong_fa: { value: 1, n: 2 }, wrong_miss: { value: 0.5, n: 2 } });
  });
});
describe("panelWordingFigure(rows, {simulated})", () => {
  it("one bar per wording with n and the difference from original", async () => {
    const { panelWordingRobustness } = await import("../../../../src/paradigms/panel/measures/wording-robustness.js");
    const { panelWordingFigure } = await import("../../../../src/paradigms/panel/figures/panel-wording-figure.js");
    const f = panelWordingFigure(panelWordingRobustness(handLog(), { bootstrap: 0 }), { simulated: true });
    expect(f.data[0]).toMatchObject({ x: ["original", "neutral paraphrase"], y: [0.8, 0], text: ["n=5", "n=1, -80.0 pts vs original"] });
    expect((f.layout.title as { text: string }).text).toBe("Flip to unsafe by message wording (simulated)");
  });
});
