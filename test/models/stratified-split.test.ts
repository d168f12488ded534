import { describe, expect, it } from "vitest";
import { stratifiedSplit } from "../../src/models/index.js";
import { createRng } from "../../src/stats/rng.js";

describe("stratifiedSplit(y, testFraction, rng)", () => {
  const y = [...Array(90).fill(0), ...Array(10).fill(1)] as (0 | 1)[];

  it("keeps round(f·n_c) of each class in the test set, sorted, disjoint and complete", () => {
    const { train, test } = stratifiedSplit(y, 0.2, createRng(7));
    expect(test.length).toBe(20);
    expect(Array.from(test).filter((i) => y[i] === 1).length).toBe(2);
    expect(Array.from(train).filter((i) => y[i] === 1).length).toBe(8);
    expect([...train, ...test].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(Array.from(test)).toEqual(Array.from(test).sort((a, b) => a - b));
  });

  it("is reproducible for a seed and differs between seeds", () => {
    const a = stratifiedSplit(y, 0.2, createRng(7)).test, b = stratifiedSplit(y, 0.2, createRng(7)).test;
    expect(Array.from(a)).toEqual(Array.from(b));
    expect(Array.from(stratifiedSplit(y, 0.2, createRng(8)).test)).not.toEqual(Array.from(a));
  });

  it("handles an absent class and throws RangeError for a fraction outside (0, 1)", () => {
    expect(stratifiedSplit([0, 0, 0, 0], 0.5, createRng(1)).test.length).toBe(2);
    expect(() => stratifiedSplit(y, 1, createRng(1))).toThrow(RangeError);
  });
});
