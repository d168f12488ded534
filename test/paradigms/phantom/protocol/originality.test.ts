import { describe, expect, it } from "vitest";
import { contentWords, phantomOriginalityIssue, phantomSimilarity, PHANTOM_MAX_SIMILARITY } from "../../../../src/paradigms/phantom/protocol/originality.js";
import { loadPhantomBank } from "../../../../src/paradigms/phantom/protocol/load-bank.js";
import { projectPath } from "../../../../src/paths.js";

const t = (base_context: string, decision_request = "") => ({ base_context, decision_request });

describe("contentWords(text)", () => {
  it("keeps lower-cased ASCII runs of 3+ characters minus function words, as a set", () => {
    expect([...contentWords("Decide whether to release THE payroll batch; the batch is 41,200 EUR.")]).toEqual(["decide", "whether", "release", "payroll", "batch", "200", "eur"]);
    expect(contentWords("").size).toBe(0);
  });
});

describe("phantomSimilarity(a, b)", () => {
  it("is the Jaccard index of the content-word sets of base_context + decision_request", () => {
    // {alpha, beta, gamma} vs {beta, gamma, delta}: 2 shared of 4
    expect(phantomSimilarity(t("alpha beta", "gamma"), t("gamma delta beta"))).toEqual({ shared: 2, union: 4, value: 0.5 });
    expect(phantomSimilarity(t("alpha"), t("alpha"))).toEqual({ shared: 1, union: 1, value: 1 });
    expect(phantomSimilarity(t("to be"), t("of it")).value).toBeNull(); // no content words at all
  });
});

describe("phantomOriginalityIssue(draft, existing)", () => {
  const existing = [{ id: "x1", ...t("alpha beta gamma delta epsilon") }, { id: "x2", ...t("zeta eta theta iota kappa") }];
  it("rejects at Jaccard exactly 2/5 (compared in integers) and names the most similar scenario", () => {
    // draft {alpha, beta, lambda} vs x1: shared 2, union 6 -> 1/3 < 2/5: accepted
    expect(phantomOriginalityIssue(t("alpha beta lambda"), existing)).toBeNull();
    // draft {alpha, beta, gamma, lambda, zeta}: with x1 shared 3, union 7 (0.43); with x2 shared 1
    expect(phantomOriginalityIssue(t("alpha beta gamma lambda zeta"), existing)).toBe(
      "originality: base_context + decision_request share 0.429 of their content words with x1 (Jaccard ≥ 0.4)",
    );
    // exactly 2/5: {alpha, beta, muon} vs {alpha, beta, nuon, xion}: shared 2, union 5
    expect(phantomOriginalityIssue(t("alpha beta muon"), [{ id: "y", ...t("alpha beta nuon xion") }])).toMatch(/share 0\.400 .* with y/);
    expect(PHANTOM_MAX_SIMILARITY).toEqual({ num: 2, den: 5 });
  });
  it("accepts anything against an empty bank", () => {
    expect(phantomOriginalityIssue(t("alpha"), [])).toBeNull();
  });
  it("passes every hand-written bank scenario against the rest of the bank, and rejects a copy", () => {
    const bank = loadPhantomBank(projectPath("scenarios/phantom"));
    for (const s of bank) expect(phantomOriginalityIssue(s, bank.filter((o) => o.id !== s.id)), s.id).toBeNull();
    expect(phantomOriginalityIssue({ ...bank[5], decision_request: "Decide now." }, bank)).toMatch(new RegExp(`with ${bank[5].id} `));
  });
});
