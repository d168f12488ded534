import { describe, expect, it } from "vitest";
import {
  judgeFeatures, judgeFeaturesLenient, judgeGroupRows, judgePerformative, judgeSwarmKey, judgeTopPositive, judgeVocabulary,
} from "../../../../src/paradigms/judge/measures/index.js";

describe("judgeVocabulary / judgeFeatures", () => {
  const recs = [{ clusters: ["b_X", "A", "b_X"] }, { clusters: ["CLEAN_TRAJECTORY"] }, { clusters: ["a", "A"] }];
  it("is the sorted set of every cluster (code-unit order, CLEAN_TRAJECTORY included)", () => {
    expect(judgeVocabulary(recs)).toEqual(["A", "CLEAN_TRAJECTORY", "a", "b_X"]);
    expect(judgeVocabulary([])).toEqual([]);
  });
  it("multi-hot rows; a cluster listed twice is one 1", () => {
    const X = judgeFeatures(recs, judgeVocabulary(recs));
    expect([X.nRows, X.nCols]).toEqual([3, 4]);
    expect(Array.from(X.indptr)).toEqual([0, 2, 3, 5]);
    expect(Array.from(X.indices)).toEqual([0, 3, 1, 0, 2]);
  });
  it("throws on a cluster outside the vocabulary; the lenient form skips and names it", () => {
    expect(() => judgeFeatures([{ clusters: ["zz"] }], ["A"])).toThrow(RangeError);
    const { X, unknown } = judgeFeaturesLenient([{ clusters: ["zz", "A", "yy"] }, { clusters: ["zz"] }], ["A"]);
    expect(unknown).toEqual(["yy", "zz"]);
    expect(Array.from(X.indptr)).toEqual([0, 1, 1]);
  });
});

describe("judgePerformative(clusters)", () => {
  it.each([
    [["PERFORMATIVE_RIGOR"], true],
    [["PSEUDO_PROCEDURAL"], true],
    [["structural_isomorphism"], true],
    [["Verification_Theater"], true],
    [["THEATRE"], false],
    [["CLEAN_TRAJECTORY"], false],
    [["SOCIAL_CONFORMITY", "PERFORMATIVEX"], true],
    [[], false],
  ])("%j → %s", (c, flag) => expect(judgePerformative(c)).toBe(flag));
});

describe("judgeSwarmKey / judgeGroupRows", () => {
  it("sorts the multiset and joins by ','", () => {
    expect(judgeSwarmKey(["gpt", "claude", "gpt"])).toBe("claude,gpt,gpt");
    expect(judgeSwarmKey(["gpt", "gpt", "claude"])).toBe("claude,gpt,gpt");
    expect(judgeSwarmKey([])).toBe("");
  });
  it("groups row ids by key, keys sorted", () => {
    expect(judgeGroupRows(["b", "a", "b", "B"])).toEqual([["B", [3]], ["a", [1]], ["b", [0, 2]]]);
  });
});

describe("judgeTopPositive(coef, vocabulary, k)", () => {
  const v = ["a", "b", "c", "d"];
  it("largest positive first, ties in vocabulary order", () => {
    expect(judgeTopPositive([1, 3, 3, -1], v, 2)).toEqual([{ feature: "b", beta: 3 }, { feature: "c", beta: 3 }]);
    expect(judgeTopPositive([2, 0, 5, 1], v, 2)).toEqual([{ feature: "c", beta: 5 }, { feature: "a", beta: 2 }]);
  });
  it("fewer when fewer are positive; zero is not positive", () => {
    expect(judgeTopPositive([0, -1, 0.5, 0], v, 2)).toEqual([{ feature: "c", beta: 0.5 }]);
    expect(judgeTopPositive([0, 0, 0, 0], v, 2)).toEqual([]);
  });
});
