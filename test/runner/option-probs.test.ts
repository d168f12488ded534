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

describe("the answer token is where the chosen label is written (issue 20)", async () => {
  const { answerToken, optionProbsExplained } = await import("../../src/runner/option-probs.js");
  const split = (parts: string[], at: Record<number, [string, number][]> = {}): TokenLogprob[] =>
    parts.map((p, i) => ({ token: p, logprob: at[i] ? Math.log(at[i][0][1]) : 0, top_logprobs: (at[i] ?? []).map(([t, q]) => ({ token: t, logprob: Math.log(q) })) }));

  it("not a letter inside <think>, not the article A; the letter after the answer cue", () => {
    const think = split(["<think>", "Option", " A", " seems", " risky", ".", "</think>", "\n\n", "Answer", ":", " B"], { 10: [[" B", 0.7], [" A", 0.3]] });
    expect(answerToken(think, ["A", "B"], "B")).toEqual({ index: 10, reason: null });
    expect(optionProbsExplained(think, ["A", "B"], { chosen: "B" }).value!.probs.A).toBeCloseTo(0.3, 12);
    // first bare A anywhere (the old rule) would have read the <think> token
    expect(optionProbsExplained(think, ["A", "B"], 2).value!.chosen).toBe("A");
    const article = split(["A", " request", " like", " this", " is", " harmful", ".", " Answer", ":", " (", "A", ")"], { 0: [["A", 0.99], ["The", 0.01]], 10: [["A", 0.6], ["B", 0.4]] });
    expect(answerToken(article, ["A", "B"], "A")).toEqual({ index: 10, reason: null });
    expect(optionProbsExplained(article, ["A", "B"], { chosen: "A" }).value!.probs).toEqual({ A: 0.6 / 1.0, B: 0.4 / 1.0 });
  });

  it("JSON replies, the chosen letter only, and nulls with a reason", () => {
    const json = split(['{"', "judgment", '":"', "(", "B", ')",', '"confidence', '":', "9", "}"], { 4: [["B", 0.8], ["A", 0.2]] });
    expect(answerToken(json, ["A", "B"], "B").index).toBe(4);
    const both = split(["Option", " A", " would", " block", ";", " my", " verdict", ":", " B"]);
    expect(answerToken(both, ["A", "B"], "B").index).toBe(8);
    expect(answerToken(both, ["A", "B"]).index).toBe(8); // the strong cue wins over "Option A"
    expect(answerToken(split(["A", " good", " question"]), ["A", "B"], "A")).toEqual({ index: null, reason: "the label letter appears only as a word (an article), not as the answer" });
    expect(answerToken(split(["<think>", "B", "</think>", "Unsafe"]), ["A", "B"], "B")).toEqual({ index: null, reason: "no token writes the label B outside reasoning" });
    expect(optionProbsExplained(split(["B"]), ["A", "B"], { chosen: null })).toEqual({ value: null, reason: "no label was parsed from the reply" });
    expect(optionProbsExplained([], ["A", "B"]).reason).toMatch(/no logprobs/);
  });
});
