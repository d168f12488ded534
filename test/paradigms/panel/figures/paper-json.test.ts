import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { projectPath } from "../../../../src/paths.js";
import { panelPaperQuotes, panelPaperValues } from "../../../../src/paradigms/panel/figures/panel-paper-values.js";

const doc = JSON.parse(readFileSync(projectPath("scenarios", "papers", "002-panel.json"), "utf8"));
const profiles = JSON.parse(readFileSync(projectPath("scenarios", "sim", "panel-profiles.json"), "utf8"));

describe("paper 002's numbers as data (scenarios/papers/002-panel.json)", () => {
  it("is what the plot code reads", () => {
    expect(panelPaperValues).toEqual(doc.values);
    expect(panelPaperQuotes).toEqual(doc.quotes);
    expect(new Set(doc.quotes.map((q: { id: string }) => q.id)).size).toBe(doc.quotes.length);
  });
  it("the simulator's fitted targets are the paper's numbers, and the fit recovered them within 0.05", () => {
    const byId = new Map<string, number | string>(doc.quotes.map((q: { id: string; value: number | string }) => [q.id, q.value]));
    const targets = profiles.fitted.targets as { quote: string; paper: number; recovered: number | null }[];
    expect(targets.length).toBeGreaterThan(10);
    for (const t of targets) {
      expect(byId.get(t.quote), t.quote).toBe(t.paper);
      expect(t.recovered, t.quote).not.toBeNull();
      expect(Math.abs(t.recovered! - t.paper), t.quote).toBeLessThanOrEqual(0.05 * Math.max(1, Math.abs(t.paper)));
    }
  });
  it("spot values from the paper's text", () => {
    expect(byIdValue("dir-flag")).toBe(0.753);
    expect(byIdValue("panel-fa-silent")).toBe(0.43);
    expect(byIdValue("solo-error-correlation")).toBe(0.33);
    expect(panelPaperValues.averageFa).toEqual({ solo: 0.364, silent_peers: 0.565, wrong_peers: 0.875 });
  });
});

function byIdValue(id: string): number | string | undefined {
  return (doc.quotes as { id: string; value: number | string }[]).find((q) => q.id === id)?.value;
}
