import { describe, expect, it } from "vitest";
import { panelBootstrapBatch } from "../../../../src/paradigms/panel/measures/bootstrap-batch.js";
import { panelItemCells, panelPooledRate } from "../../../../src/paradigms/panel/measures/pooled-rate.js";
import { createRng } from "../../../../src/stats/rng.js";

describe("panelItemCells(num, den) and panelPooledRate(num, den, batch)", () => {
  it("keeps the items with den > 0 and pools Σnum/Σden", () => {
    const c = panelItemCells(Float64Array.of(1, 0, 2), Float64Array.of(1, 0, 3));
    expect([...c.ids]).toEqual([0, 2]);
    expect([c.N, c.D]).toEqual([3, 4]);
  });
  it("items {1/1, 2/3}: resamples give 1, 3/4 or 2/3 → interval [2/3, 1]; no item → null without a draw", () => {
    const batch = panelBootstrapBatch(2000, createRng(0));
    const r = panelPooledRate(Float64Array.of(1, 0, 2), Float64Array.of(1, 0, 3), batch);
    const none = panelPooledRate(new Float64Array(2), new Float64Array(2), batch);
    batch.run();
    expect(r).toEqual({ value: 0.75, n: 4, ci: [2 / 3, 1] });
    expect(none).toEqual({ value: null, n: 0, ci: null });
  });
});
