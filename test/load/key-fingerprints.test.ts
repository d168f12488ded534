import { describe, expect, it } from "vitest";
import { KeyFingerprints } from "../../src/load/key-fingerprints.js";

describe("KeyFingerprints: the compact duplicate-id set of export", () => {
  it("adds each distinct key once, across many growths, and knows every key again", () => {
    const s = new KeyFingerprints();
    const key = (i: number) => `phantom\u0000sim-typical:ph-${i >> 5}:a${i % 5}:observed_public#${i}`;
    let fresh = 0;
    for (let i = 0; i < 200_000; i++) if (s.add(key(i))) fresh++;
    expect([fresh, s.size]).toEqual([200_000, 200_000]); // no two of 200,000 similar keys share a fingerprint
    let again = 0;
    for (let i = 0; i < 200_000; i++) if (!s.add(key(i))) again++;
    expect([again, s.size]).toEqual([200_000, 200_000]);
  });
  it("tells apart keys that differ in one character, in order, or in length (the empty key too)", () => {
    const s = new KeyFingerprints();
    expect(["ab", "ba", "a", "abc", "", "\u0000", "Ab", "a\u0000b"].map((k) => s.add(k))).toEqual([true, true, true, true, true, true, true, true]);
    expect(["ab", "", "\u0000"].map((k) => s.add(k))).toEqual([false, false, false]);
    expect(s.size).toBe(8);
  });
});
