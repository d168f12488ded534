import { describe, expect, it } from "vitest";
import { checkBootstrapOptions } from "../../src/stats/bootstrap-options.js";
import { createRng } from "../../src/stats/rng.js";
import type { Rng } from "../../src/stats/rng.js";

describe("checkBootstrapOptions(fn, options)", () => {
  it("returns the level: 0.95 by default, the given one otherwise", () => {
    expect(checkBootstrapOptions("clusterBootstrap", { B: 100, rng: createRng(1) })).toBe(0.95);
    expect(checkBootstrapOptions("clusterBootstrap", { B: 0, rng: createRng(1), level: 0.9 })).toBe(0.9);
  });

  it("throws TypeError for missing options, naming the function", () => {
    expect(() => checkBootstrapOptions("f", null as never)).toThrow(TypeError);
    expect(() => checkBootstrapOptions("f", null as never)).toThrow("f(options): expected { B, rng, level? }, received null");
  });

  it("throws RangeError when B is not a non-negative integer", () => {
    expect(() => checkBootstrapOptions("f", { B: 1.5, rng: createRng(1) })).toThrow("f(options.B): expected a non-negative integer, received 1.5");
    expect(() => checkBootstrapOptions("f", { B: -1, rng: createRng(1) })).toThrow(RangeError);
    expect(() => checkBootstrapOptions("f", { B: Number.NaN, rng: createRng(1) })).toThrow(RangeError);
  });

  it("throws TypeError when rng is not an Rng", () => {
    expect(() => checkBootstrapOptions("f", { B: 1, rng: {} as Rng })).toThrow(TypeError);
    expect(() => checkBootstrapOptions("f", { B: 1, rng: undefined as unknown as Rng })).toThrow(/f\(options\.rng\)/);
  });

  it("throws RangeError when level is outside (0, 1)", () => {
    for (const level of [0, 1, -0.5, 1.5, Number.NaN]) {
      expect(() => checkBootstrapOptions("f", { B: 1, rng: createRng(1), level })).toThrow(RangeError);
    }
  });
});
