import { describe, expect, it } from "vitest";
import { createRng, deriveSeed, FNV_OFFSET, hashString, hashStringFrom, shuffle } from "../../src/stats/rng.js";
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
    for (const n of [1, 2, 3, 7, 90, 174, 1024, 40_009, 65_535, 65_536, 65_537, 1_000_003, 2 ** 31 - 1, 2 ** 40]) {
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
  it("sumDraws(values, lanes, count, out) gives the sums of int(n) draws in draw order, every lane the same draws, and leaves the same state", () => {
    // n = 2^16 the largest the integer index serves, 65,537 and 10^6 the float one
    for (const [lanes, n, count, R] of [[1, 57, 57, 300], [2, 86, 86, 120], [3, 5, 7, 50], [1, 1, 3, 4], [2, 174, 0, 3], [1, 65_536, 30, 40], [1, 40_009, 50, 200], [1, 65_537, 30, 40], [2, 1_000_000, 5, 20]]) {
      const a = createRng(`sum${lanes}`), b = createRng(`sum${lanes}`);
      // non-integer values: any other order of the additions would round differently
      const values = Float64Array.from({ length: lanes * n }, (_, i) => Math.sin(i + 1) * 1e3 + 1 / (i + 3));
      const out = new Float64Array(lanes * R);
      a.sumDraws!(values, lanes, count, out);
      for (let j = 0; j < R; j++) {
        const d = Array.from({ length: count }, () => b.int(n));
        for (let l = 0; l < lanes; l++) {
          let acc = 0;
          for (const x of d) acc += values[l * n + x];
          expect(Object.is(out[l * R + j], acc), `lanes ${lanes}, lane ${l}, replicate ${j}`).toBe(true);
        }
      }
      expect(a.next(), `lanes ${lanes}: state after`).toBe(b.next());
    }
  });
  it("sumDraws agrees with fillInt on the same stream, and throws RangeError on bad lanes or count", () => {
    const a = createRng(31), b = createRng(31);
    const values = Float64Array.from({ length: 40 }, (_, i) => i * 1000 + 1);
    const out = new Float64Array(25);
    a.sumDraws!(values, 1, 40, out);
    const draws = new Int32Array(25 * 40);
    b.fillInt!(draws, 40);
    for (let j = 0; j < 25; j++) {
      let acc = 0;
      for (let i = 0; i < 40; i++) acc += values[draws[j * 40 + i]];
      expect(out[j]).toBe(acc);
    }
    const r = createRng(1);
    expect(() => r.sumDraws!(new Float64Array(6), 4, 2, new Float64Array(8))).toThrow(RangeError); // 4 does not divide 6
    expect(() => r.sumDraws!(new Float64Array(6), 2, 2, new Float64Array(5))).toThrow(RangeError); // nor 5
    expect(() => r.sumDraws!(new Float64Array(6), 0, 2, new Float64Array(6))).toThrow(RangeError);
    expect(() => r.sumDraws!(new Float64Array(6), 1, -1, new Float64Array(6))).toThrow(RangeError);
    expect(() => r.sumDraws!(new Float64Array(0), 1, 3, new Float64Array(2))).toThrow(RangeError); // no values to draw
  });
  it("fillInt throws RangeError when n is not a positive integer", () => {
    expect(() => createRng(1).fillInt!(new Int32Array(2), 0)).toThrow(RangeError);
  });
});

describe("hashString / hashStringFrom (FNV-1a 32-bit)", () => {
  it("the published FNV-1a test vectors", () => {
    // http://www.isthe.com/chongo/src/fnv/test_fnv.c: FNV1A_32 of "", "a", "foobar"
    expect(hashString("")).toBe(0x811c9dc5);
    expect(hashString("a")).toBe(0xe40c292c);
    expect(hashString("foobar")).toBe(0xbf9cf968);
  });
  it("continues from any split point: hashStringFrom(hashString(a), b) = hashString(a + b)", () => {
    const s = "Person 1: I back Quarry Hall.\u0000émigré 🎉\u0001";
    for (let i = 0; i <= s.length; i++) expect(hashStringFrom(hashString(s.slice(0, i)), s.slice(i))).toBe(hashString(s));
    expect(hashStringFrom(FNV_OFFSET, s)).toBe(hashString(s));
  });
});
