import { describe, expect, it } from "vitest";
import { decimalRational } from "../../src/models/decimal-rational.js";

describe("decimalRational(x)", () => {
  it("gives the shortest decimal form as num/den (not reduced)", () => {
    expect(decimalRational(0.9)).toEqual({ num: 9n, den: 10n });
    expect(decimalRational(-2.5)).toEqual({ num: -25n, den: 10n });
    expect(decimalRational(0.125)).toEqual({ num: 125n, den: 1000n });
    expect(decimalRational(3)).toEqual({ num: 3n, den: 1n });
    expect(decimalRational(0)).toEqual({ num: 0n, den: 1n });
  });

  it("expands exponent notation exactly", () => {
    expect(decimalRational(1e-7)).toEqual({ num: 1n, den: 10000000n });
    expect(decimalRational(2.5e-8)).toEqual({ num: 25n, den: 1000000000n });
    expect(decimalRational(1e21)).toEqual({ num: 10n ** 21n, den: 1n });
  });

  it("lets k/n be compared with a threshold exactly: 3 of 10 meets 0.3 (while 3/10 < 0.1 + 0.2 in floats)", () => {
    const { num, den } = decimalRational(0.3);
    expect(3n * den >= num * 10n).toBe(true);
    expect(3n * den === num * 10n).toBe(true);
    expect(3 / 10 >= 0.1 + 0.2).toBe(false); // the float route a hair off
  });

  it("throws RangeError for a non-finite number", () => {
    expect(() => decimalRational(Number.NaN)).toThrow(RangeError);
    expect(() => decimalRational(Infinity)).toThrow(/decimalRational\(x\)/);
  });
});
