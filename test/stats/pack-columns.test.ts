import { describe, expect, it } from "vitest";
import { packColumns, unpackColumn } from "../../src/stats/pack-columns.js";

/** Weighted lane sums Σ_s w_s · packed[s, ·]. */
function laneSums(p: ReturnType<typeof packColumns>, w: number[]): Float64Array {
  const out = new Float64Array(p.lanes);
  for (let s = 0; s < w.length; s++) for (let l = 0; l < p.lanes; l++) out[l] += w[s] * p.packed[s * p.lanes + l];
  return out;
}

describe("packColumns(columns, maxWeight)", () => {
  it("packs small integer columns into one lane at bit offsets (hand-computed)", () => {
    // maxWeight 2: column 0 max 2 → bound 4 → 3 bits; column 1 max 3 → bound 6 → 3 bits
    const p = packColumns([Float64Array.of(1, 2), Float64Array.of(0, 3)], 2);
    expect(p.lanes).toBe(1);
    expect(Array.from(p.lane)).toEqual([0, 0]);
    expect(Array.from(p.scale)).toEqual([1, 8]);
    expect(Array.from(p.modulus)).toEqual([8, 8]);
    expect(Array.from(p.packed)).toEqual([1 + 0 * 8, 2 + 3 * 8]);
    expect(unpackColumn(p, p.packed.subarray(1, 2), 1)).toBe(3);
    expect(unpackColumn(p, p.packed.subarray(1, 2), 0)).toBe(2);
  });

  it("decodes weighted sums exactly: weights (2, 0) and (1, 1)", () => {
    const a = Float64Array.of(1, 2), b = Float64Array.of(0, 3);
    const p = packColumns([a, b], 2);
    const s1 = laneSums(p, [2, 0]);
    expect([unpackColumn(p, s1, 0), unpackColumn(p, s1, 1)]).toEqual([2, 0]);
    const s2 = laneSums(p, [1, 1]);
    expect([unpackColumn(p, s2, 0), unpackColumn(p, s2, 1)]).toEqual([3, 3]);
  });

  it("gives non-integer or negative columns a lane of their own (scale 1, modulus 0)", () => {
    const p = packColumns([Float64Array.of(0.5, 1), Float64Array.of(-1, 2), Float64Array.of(1, 1)], 2);
    expect(p.lanes).toBe(3);
    expect(Array.from(p.modulus)).toEqual([0, 0, 4]);
    const s = laneSums(p, [1, 1]);
    expect([unpackColumn(p, s, 0), unpackColumn(p, s, 1), unpackColumn(p, s, 2)]).toEqual([1.5, 1, 2]);
  });

  it("opens a new lane when 52 bits are used up", () => {
    // each column: max 2^20 - 1 with maxWeight 1 → 20 bits; two fit in 52, the third does not
    const big = Float64Array.of(2 ** 20 - 1);
    const p = packColumns([big, big, big], 1);
    expect(Array.from(p.lane)).toEqual([0, 0, 1]);
    expect(Array.from(p.scale)).toEqual([1, 2 ** 20, 1]);
  });

  it("handles no columns and zero-length columns", () => {
    expect(packColumns([], 3).lanes).toBe(0);
    const p = packColumns([new Float64Array(0)], 1);
    expect(p.packed.length).toBe(0);
  });

  it("does not change its input", () => {
    const a = Float64Array.of(1, 2);
    packColumns([a], 5);
    expect(Array.from(a)).toEqual([1, 2]);
  });

  it("throws RangeError for unequal lengths or a bad maxWeight", () => {
    expect(() => packColumns([Float64Array.of(1), Float64Array.of(1, 2)], 2)).toThrow(/packColumns\(columns\[1\]\)/);
    expect(() => packColumns([Float64Array.of(1)], 0)).toThrow(RangeError);
    expect(() => packColumns([Float64Array.of(1)], 1.5)).toThrow(RangeError);
  });
});
