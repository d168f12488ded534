import { describe, expect, it } from "vitest";
import { panelBootstrapGap, panelBootstrapRatio } from "../../../../src/paradigms/panel/measures/item-bootstrap.js";
import { createRng } from "../../../../src/stats/rng.js";

describe("panelBootstrapRatio(num, den, B, rng)", () => {
  it("is degenerate on constant items and null on no item or B = 0", () => {
    expect(panelBootstrapRatio([2, 2, 2], [1, 1, 1], 100, createRng(0))).toEqual([2, 2]);
    expect(panelBootstrapRatio([], [], 100, createRng(0))).toBeNull();
    expect(panelBootstrapRatio([1], [1], 0, createRng(0))).toBeNull();
  });
  it("drops replicates whose denominator is zero", () => {
    // items (1/1) and (0/0): replicates drawing only the empty item are dropped, so every kept one is 1
    expect(panelBootstrapRatio([1, 0], [1, 0], 500, createRng(3))).toEqual([1, 1]);
  });
  it("covers the two-item extremes {0, 1/2, 1} with the 2.5/97.5 percentiles at 0 and 1", () => {
    expect(panelBootstrapRatio([1, 0], [1, 1], 4000, createRng(5))).toEqual([0, 1]);
  });
  it("is reproducible for a seed", () => {
    const a = panelBootstrapRatio([1, 0, 1, 1, 0], [1, 1, 2, 1, 1], 300, createRng(9));
    expect(panelBootstrapRatio([1, 0, 1, 1, 0], [1, 1, 2, 1, 1], 300, createRng(9))).toEqual(a);
  });
  it("throws on unequal lengths or a bad B", () => {
    expect(() => panelBootstrapRatio([1], [1, 1], 10, createRng(0))).toThrow(RangeError);
    expect(() => panelBootstrapRatio([1], [1], -1, createRng(0))).toThrow(RangeError);
  });
});

describe("panelBootstrapGap(na, da, nb, db, B, rng)", () => {
  it("gives the exact gap when both pools are constant", () => {
    expect(panelBootstrapGap([1, 1], [1, 1], [0, 0], [1, 1], 100, createRng(0))).toEqual({ a: [1, 1], b: [0, 0], gap: [1, 1] });
  });
});
