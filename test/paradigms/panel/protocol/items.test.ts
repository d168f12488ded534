import { describe, expect, it } from "vitest";
import { loadPanelItems, validatePanelItem } from "../../../../src/paradigms/panel/protocol/bank.js";
import { DataError } from "../../../../src/errors.js";
import { projectPath } from "../../../../src/paths.js";

describe("the embedded item bank scenarios/panel", () => {
  const items = loadPanelItems(projectPath("scenarios", "panel"));
  it("holds ≥ 3 datasets of ≥ 60 items, each balanced benign/harmful, with contrast pairs", () => {
    const byDs = new Map<string, { benign: number; harmful: number; pairs: Set<string> }>();
    for (const it of items) {
      const c = byDs.get(it.dataset) ?? { benign: 0, harmful: 0, pairs: new Set() };
      c[it.gold]++;
      if (it.pair_id) c.pairs.add(it.pair_id);
      byDs.set(it.dataset, c);
    }
    expect(byDs.size).toBeGreaterThanOrEqual(3);
    for (const c of byDs.values()) {
      expect(c.benign + c.harmful).toBeGreaterThanOrEqual(60);
      expect(c.benign).toBe(c.harmful);
      expect(c.pairs.size).toBeGreaterThan(0);
    }
  });
});

describe("validatePanelItem(v, file, line)", () => {
  it("names the bad field", () => {
    expect(() => validatePanelItem({ item_id: "a", dataset: "d", gold: "bad", kind: "prompt", content: "x" }, "f", 3)).toThrow(/f:3: gold/);
    expect(() => validatePanelItem({ item_id: "a", dataset: "d", gold: "benign", kind: "prompt", content: "" }, "f", 1)).toThrow(DataError);
  });
});
