import { describe, expect, it } from "vitest";
import { createRng, deriveSeed, shuffle } from "../../src/stats/rng.js";
import { loadFixture } from "./fixtures.js";

// Recorded from the original implementation (commit 38f69f3) before its state moved into a typed array.
const pinned = loadFixture("rng-sequence.json");

describe("createRng(seed)", () => {
  it("reproduces the pinned next/int/normal sequences for several seeds", () => {
    for (const seed of [0, 1, 42, 2024, 4294967295, "phantom:s001:a0:private"]) {
      const r = createRng(seed);
      const got = {
        seed: r.seed,
        next: Array.from({ length: 20 }, () => r.next()),
        ints: Array.from({ length: 20 }, (_, i) => r.int(1 + i * 37)),
        normals: Array.from({ length: 7 }, () => r.normal()),
        after: Array.from({ length: 5 }, () => r.int(480)),
      };
      expect(got, `seed ${seed}`).toEqual(pinned[String(seed)]);
    }
    expect(shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], createRng(9))).toEqual(pinned.shuffle);
    expect(deriveSeed(0, "t1")).toBe(pinned.deriveSeed);
  });
  it("fillInt(out, n) gives the same draws and leaves the same state as out.length calls of int(n)", () => {
    const a = createRng(5);
    const b = createRng(5);
    const out = new Int32Array(1000);
    a.fillInt!(out, 480);
    for (let i = 0; i < out.length; i++) expect(out[i]).toBe(b.int(480));
    expect(a.next()).toBe(b.next());
  });
  it("fillInt(out, n) equals int(n) for every bound size (1, odd, powers of two, up to 2^31 − 1 and 2^40)", () => {
    for (const n of [1, 2, 3, 7, 90, 174, 1024, 65_537, 1_000_003, 2 ** 31 - 1, 2 ** 40]) {
      const a = createRng(`n${n}`), b = createRng(`n${n}`);
      const out = new Int32Array(4000);
      a.fillInt!(out, n);
      const want = Array.from({ length: out.length }, () => b.int(n));
      // an Int32Array holds int(n) exactly below 2^31; above, compare the low 32 bits it stores
      expect(Array.from(out), `n = ${n}`).toEqual(want.map((v) => v | 0));
      expect(a.next()).toBe(b.next());
    }
  });
  it("fillUniform(out) gives the same values and leaves the same state as out.length calls of next(); floor(u·n) is int(n)", () => {
    const a = createRng("fill"), b = createRng("fill"), c = createRng("fill");
    const out = new Float64Array(777);
    a.fillUniform!(out);
    for (let i = 0; i < out.length; i++) expect(out[i]).toBe(b.next());
    for (let i = 0; i < out.length; i++) expect(Math.floor(out[i] * (i + 1))).toBe(c.int(i + 1));
    expect(a.next()).toBe(b.next());
    a.fillUniform!(new Float64Array(0));
    expect(a.int(9)).toBe(b.int(9));
  });
  it("fillInt throws RangeError when n is not a positive integer", () => {
    expect(() => createRng(1).fillInt!(new Int32Array(2), 0)).toThrow(RangeError);
  });
});
