import { describe, expect, it } from "vitest";
import { ExactKeyPlaces } from "../../src/load/exact-key-places.js";
import { dedupKey } from "../../src/load/first-occurrence.js";

describe("ExactKeyPlaces: record ids and their first place, by protocol", () => {
  it("keeps the first place of each (protocol, id) and counts the distinct pairs", () => {
    const k = new ExactKeyPlaces();
    expect(k.firstOr("judge", "u1", 7)).toBeUndefined();
    expect(k.firstOr("judge", "u1", 9)).toBe(7);
    expect(k.firstOr("phantom", "u1", 11)).toBeUndefined(); // another protocol: another id
    expect(k.firstOr("judge", "u2", 12)).toBeUndefined();
    expect(k.firstOr("phantom", "u1", 13)).toBe(11);
    expect(k.size).toBe(3);
  });
  it("gives back the dedup keys, and keys a non-string id by its string form as dedupKey does", () => {
    const k = new ExactKeyPlaces();
    k.firstOr("judge", "u1", 1);
    k.firstOr("phantom", undefined as unknown as string, 2);
    expect(k.firstOr("phantom", "undefined", 3)).toBe(2);
    expect([...k.keys()]).toEqual([
      dedupKey({ protocol: "judge", uuid: "u1" } as never),
      dedupKey({ protocol: "phantom" } as never),
    ]);
  });
});
