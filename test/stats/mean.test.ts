import { describe, expect, it } from "vitest";
import { mean } from "../../src/stats/mean.js";
import { standardError } from "../../src/stats/standard-error.js";
import { expectClose, ref } from "./fixtures.js";

describe("mean(xs)", () => {
  it("mean([1, 2, 3, 4]) is 2.5 and works on typed arrays", () => {
    expect(mean([1, 2, 3, 4])).toBe(2.5);
    expect(mean(Float64Array.of(1, 2))).toBe(1.5);
  });
  it("mean([]) is null, not NaN", () => expect(mean([])).toBeNull());
  it("mean(xs) matches np.mean to 1e-13 relative", () => {
    for (const c of ref.mean) expectClose(mean(c.xs)!, c.value, 1e-13, 1e-15);
  });
  it("mean(xs) throws TypeError on a non-array", () => expect(() => mean(null as never)).toThrow(TypeError));
});

describe("standardError(xs)", () => {
  it("standardError([1, 2, 3, 4]) is sd/√n = 0.6454972243679028", () => {
    expectClose(standardError([1, 2, 3, 4])!, Math.sqrt(5 / 3) / 2, 1e-15);
  });
  it("standardError(xs) is null when n < 2", () => {
    expect(standardError([])).toBeNull();
    expect(standardError([5])).toBeNull();
  });
  it("standardError of a constant sample is 0", () => expect(standardError([2, 2, 2])).toBe(0));
  it("standardError(xs) matches scipy.stats.sem to 1e-12 relative", () => {
    for (const c of ref.standard_error) expectClose(standardError(c.xs)!, c.value, 1e-12);
  });
});
