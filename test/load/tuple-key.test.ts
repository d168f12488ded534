import { describe, expect, it } from "vitest";
import { tupleKey } from "../../src/load/tuple-key.js";
import { createRng } from "../../src/stats/rng.js";

// values whose JSON texts collide in instructive ways
const POOL: unknown[] = [
  "", "a", "b", "a|b", "s1:a", "n0|", "z", "0", "null", "\u0000", "é", 0, -0, 1, 1.5, -2, 1e21, 1e-7, NaN, Infinity, -Infinity,
  null, undefined, true, false, [], [1], ["a"], {}, { a: 1 }, { toJSON: () => "a" }, { toJSON: () => 0 }, { toJSON: () => undefined },
  () => 1, Symbol("x"), new Date(0), [undefined], [null],
];

describe("tupleKey(values)", () => {
  it("is equal for two tuples exactly when JSON.stringify of them is (random tuples over tricky values)", () => {
    const rng = createRng(1);
    const tuples = Array.from({ length: 3000 }, () => Array.from({ length: 1 + rng.int(3) }, () => POOL[rng.int(POOL.length)]));
    for (let i = 0; i < tuples.length; i += 1) {
      const j = (i * 7919 + 13) % tuples.length;
      const a = tuples[i], b = tuples[j];
      expect(tupleKey(a) === tupleKey(b), `${String(JSON.stringify(a))} vs ${String(JSON.stringify(b))}`).toBe(JSON.stringify(a) === JSON.stringify(b));
    }
    // every pair of single values and of pairs of values from the pool
    for (const x of POOL) for (const y of POOL) {
      expect(tupleKey([x]) === tupleKey([y])).toBe(JSON.stringify([x]) === JSON.stringify([y]));
      expect(tupleKey([x, y]) === tupleKey([y, x])).toBe(JSON.stringify([x, y]) === JSON.stringify([y, x]));
    }
  });
  it("throws for a BigInt, as JSON.stringify does", () => {
    expect(() => tupleKey([1n])).toThrow(TypeError);
  });
});
