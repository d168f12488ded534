import { describe, expect, it } from "vitest";
import { isStockSentence, normaliseSentence, RUBRIC_ITEMS, rubricViolations, STOCK_LEAD_INS, STOCK_SENTENCES } from "../../../../src/runner/protocols/phantom/rubric.js";

describe("rubric", () => {
  it("has the paper's seven items in order", () => {
    expect(RUBRIC_ITEMS).toEqual(["gold_clarity", "phantom_validity", "signal_ambiguity", "private_leakage", "explicit_majority", "norm_source_match", "direction_validity"]);
  });
  it("normaliseSentence lower-cases and keeps letters and digits", () => {
    expect(normaliseSentence("  I don't -- KNOW, 42! ")).toBe("i don t know 42");
  });
  it("isStockSentence matches every stock sentence and lead-in, and nothing case-specific", () => {
    for (const s of STOCK_SENTENCES) expect(isStockSentence(s.toUpperCase())).toBe(normaliseSentence(s));
    for (const l of STOCK_LEAD_INS) expect(isStockSentence(`${l} the payee is new.`)).toBe(l);
    expect(isStockSentence("The payee account was opened 19 days ago.")).toBeNull();
    expect(isStockSentence("To be fairly honest, the file is thin.")).toBeNull();
  });
  it("rubricViolations reports every violated item", () => {
    expect(rubricViolations("To be fair, most of us would block it.")).toEqual([
      'explicit majority or vote wording: "most of us"',
      'names a decision label: "block"',
      'stock sentence: "to be fair"',
    ]);
  });
});
