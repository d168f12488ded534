import { describe, expect, it } from "vitest";
import { optionProbs } from "../../src/runner/option-probs.js";
import type { TokenLogprob } from "../../src/runner/types.js";

const tok = (token: string, p: number, tops: [string, number][]): TokenLogprob => ({
  token, logprob: Math.log(p), top_logprobs: tops.map(([t, q]) => ({ token: t, logprob: Math.log(q) })),
});

describe("optionProbs(logprobs, letters)", () => {
  it("renormalises over the valid letters and records the covered mass", () => {
    const r = optionProbs([tok("B", 0.6, [["B", 0.6], ["A", 0.2], ["I", 0.2]])], ["A", "B", "C"]);
    expect(r).not.toBeNull();
    expect(r!.probs.A).toBeCloseTo(0.25, 12);
    expect(r!.probs.B).toBeCloseTo(0.75, 12);
    expect(r!.probs.C).toBe(0);
    expect(r!.logprobs.C).toBe(Number.NEGATIVE_INFINITY);
    expect(r!.logprobs.B).toBeCloseTo(Math.log(0.75), 12);
    expect(r!.covered).toBeCloseTo(0.8, 12);
    expect(r!.chosen).toBe("B");
    expect(r!.token_index).toBe(0);
  });

  it("finds the answer token after a prefix and merges ' A' with 'A'", () => {
    const lp = [tok("ANSWER", 1, [["ANSWER", 1]]), tok(":", 1, [[":", 1]]), tok(" A", 0.5, [[" A", 0.5], ["A", 0.1], [" B", 0.2], ["(B", 0.1]])];
    const r = optionProbs(lp, ["A", "B"])!;
    expect(r.token_index).toBe(2);
    expect(r.covered).toBeCloseTo(0.9, 12);
    expect(r.probs.A).toBeCloseTo(0.6 / 0.9, 12);
    expect(r.probs.B).toBeCloseTo(0.3 / 0.9, 12);
  });

  it("uses the sampled token when top_logprobs is empty; explicit tokenIndex", () => {
    const r = optionProbs([tok("X", 0.5, []), tok("A", 0.4, [])], ["A", "B"], 1)!;
    expect(r.probs).toEqual({ A: 1, B: 0 });
    expect(r.covered).toBeCloseTo(0.4, 12);
  });

  it("returns null without logprobs, without an answer token, or with no valid letter in the top-k", () => {
    expect(optionProbs(null, ["A"])).toBeNull();
    expect(optionProbs([], ["A"])).toBeNull();
    expect(optionProbs([tok("Hello", 1, [])], ["A", "B"])).toBeNull();
    expect(optionProbs([tok("X", 0.9, [["X", 0.9]])], ["A"], 0)).toBeNull();
  });

  it("throws RangeError for an empty or duplicated letter set", () => {
    expect(() => optionProbs(null, [])).toThrow(RangeError);
    expect(() => optionProbs(null, ["A", "A"])).toThrow(/optionProbs\(letters\)/);
  });
});
