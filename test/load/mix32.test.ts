import { describe, expect, it } from "vitest";
import { mix32 } from "../../src/load/mix32.js";

describe("mix32 (murmur3's fmix32)", () => {
  it("gives the reference finaliser's values", () => {
    // fmix32 of MurmurHash3 (Appleby) on uint32, computed independently in Python: 0 → 0, 1 → 0x514e28b7, 0xffffffff → 0x81f16f39
    expect(mix32(0)).toBe(0);
    expect(mix32(1) >>> 0).toBe(0x514e28b7);
    expect(mix32(0xffffffff) >>> 0).toBe(0x81f16f39);
  });
  it("is a bijection on a sample (distinct inputs, distinct outputs)", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 1 << 16; i++) seen.add(mix32(i * 65537));
    expect(seen.size).toBe(1 << 16);
  });
});
