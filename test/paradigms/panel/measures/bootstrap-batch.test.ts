import { describe, expect, it } from "vitest";
import { panelBootstrapBatch, type PanelInterval } from "../../../../src/paradigms/panel/measures/bootstrap-batch.js";
import { bootstrapRatios } from "../../../../src/stats/bootstrap-ratios.js";
import { createRng } from "../../../../src/stats/rng.js";

const F = (...x: number[]) => Float64Array.from(x);

describe("panelBootstrapBatch(B, rng)", () => {
  it("metrics on the same item set share one resample: the result equals one bootstrapRatios call", () => {
    const got: PanelInterval[][] = [];
    const batch = panelBootstrapBatch(500, createRng(4));
    const ids = Int32Array.of(0, 2, 5);
    batch.add(ids, [F(1, 0, 2)], [F(1, 1, 2)], [], (iv) => got.push(iv));
    batch.add(Int32Array.of(0, 2, 5), [F(3, 1, 0), F(0, 0, 1)], [F(1, 1, 1), F(1, 1, 1)], [[0, 1]], (iv) => got.push(iv));
    batch.run();
    const want = bootstrapRatios([F(1, 0, 2), F(3, 1, 0), F(0, 0, 1)], [F(1, 1, 2), F(1, 1, 1), F(1, 1, 1)], { B: 500, rng: createRng(4), diffs: [[1, 2]] });
    expect(got).toEqual([[want[0]], [want[1], want[2], want[3]]]);
  });
  it("groups of different item sets are resampled one after the other, in queue order", () => {
    const got: PanelInterval[] = [];
    const batch = panelBootstrapBatch(300, createRng(9));
    batch.add(Int32Array.of(1, 2), [F(1, 0)], [F(1, 1)], [], (iv) => (got[0] = iv[0]));
    batch.add(Int32Array.of(0, 1, 2), [F(0, 1, 1)], [F(1, 1, 2)], [], (iv) => (got[1] = iv[0]));
    batch.add(Int32Array.of(1, 2), [F(2, 2)], [F(2, 1)], [], (iv) => (got[2] = iv[0]));
    batch.run();
    const rng = createRng(9);
    const first = bootstrapRatios([F(1, 0), F(2, 2)], [F(1, 1), F(2, 1)], { B: 300, rng });
    const second = bootstrapRatios([F(0, 1, 1)], [F(1, 1, 2)], { B: 300, rng });
    expect(got).toEqual([first[0], second[0], first[1]]);
  });
  it("B = 0 gives null intervals; an empty item set gives null", () => {
    const got: PanelInterval[] = [];
    const b0 = panelBootstrapBatch(0, createRng(0));
    b0.add(Int32Array.of(0), [F(1)], [F(1)], [], (iv) => got.push(iv[0]));
    b0.run();
    const b1 = panelBootstrapBatch(10, createRng(0));
    b1.add(new Int32Array(0), [F()], [F()], [], (iv) => got.push(iv[0]));
    b1.run();
    expect(got).toEqual([null, null]);
  });
  it("rejects a bad B", () => {
    expect(() => panelBootstrapBatch(-1, createRng(0))).toThrow(RangeError);
    expect(() => panelBootstrapBatch(1.5, createRng(0))).toThrow(RangeError);
  });
});
