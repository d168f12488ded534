import { describe, expect, it } from "vitest";
import { decimalRational, vigilanceThreshold } from "../../src/models/index.js";

describe("vigilanceThreshold(scores, y, targetPrecision)", () => {
  it("picks the smallest distinct score whose precision reaches the target (best recall)", () => {
    expect(vigilanceThreshold([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1], 0.6)).toEqual({
      threshold: 0.35,
      confusion: { tp: 2, fp: 1, tn: 1, fn: 0 },
      precision: 2 / 3,
      recall: 1,
    });
  });

  it("precision exactly at the target qualifies (9 of 10 at target 0.9), computed in rationals", () => {
    // Scores 1..20 (÷20); flagged from 0.55 down: 10 flagged, 9 positive → precision exactly 9/10.
    const scores = Array.from({ length: 20 }, (_, i) => (i + 1) / 20);
    const y = scores.map((_, i) => (i >= 10 ? 1 : i === 9 ? 0 : i === 8 ? 1 : 0)) as (0 | 1)[];
    // positives: i = 8, 10..19 (11); flagging i >= 10 → 10/10; i >= 9 → 10/11; i >= 8 → 11/12
    expect(vigilanceThreshold(scores, y, 0.9).threshold).toBe(0.45);
    expect(vigilanceThreshold(scores, y, 0.9).precision).toBe(11 / 12);
    // 11/12 = 0.91666…: a target of 0.91666 passes, 0.9167 does not (then 10/10 at 0.55 is the answer).
    expect(vigilanceThreshold(scores, y, 0.91666).threshold).toBe(0.45);
    expect(vigilanceThreshold(scores, y, 0.9167).threshold).toBe(0.55);
  });

  it("precision exactly at the target qualifies: 7 of 10 at target 0.7", () => {
    const scores = [0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.1];
    const y = [1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0] as (0 | 1)[];
    // At 0.1 all 11 are flagged: 7/11 < 0.7, so 0.9 (7/10) is the smallest qualifying candidate.
    expect(vigilanceThreshold(scores, y, 0.7)).toEqual({ threshold: 0.9, confusion: { tp: 7, fp: 3, tn: 1, fn: 0 }, precision: 0.7, recall: 1 });
    expect(vigilanceThreshold(scores, y, 0.70001).threshold).toBeNull();
  });

  it("is null when no candidate reaches the target, or there are no cases", () => {
    expect(vigilanceThreshold([0.9, 0.8], [0, 0], 0.5)).toEqual({ threshold: null, confusion: null, precision: null, recall: null });
    expect(vigilanceThreshold([], [], 0.9).threshold).toBeNull();
  });

  it("throws RangeError for a target outside [0, 1]", () => {
    expect(() => vigilanceThreshold([0.5], [1], 1.1)).toThrow(RangeError);
  });
});

describe("decimalRational(x)", () => {
  it("parses the shortest decimal form exactly", () => {
    expect(decimalRational(0.9)).toEqual({ num: 9n, den: 10n });
    expect(decimalRational(1)).toEqual({ num: 1n, den: 1n });
    expect(decimalRational(1e-7)).toEqual({ num: 1n, den: 10000000n });
    expect(decimalRational(2.5e21)).toEqual({ num: 2500000000000000000000n, den: 1n });
  });
});
