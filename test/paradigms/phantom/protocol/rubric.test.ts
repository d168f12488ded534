import { describe, expect, it } from "vitest";
import { GROUP_POSITION, isStockSentence, normaliseSentence, RUBRIC_ITEMS, rubricViolations, STOCK_LEAD_INS, STOCK_SENTENCES } from "../../../../src/paradigms/phantom/protocol/rubric.js";

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
  it("GROUP_POSITION rejects statements of where the group stands", () => {
    const rejected: [string, string][] = [
      ["Whatever the first view, the room seems to have settled on refusal.", "the room seems to have settled"],
      ["The room has settled against her.", "The room has settled"],
      ["It would be awkward to stand apart when the others seem to want a review.", "the others seem to want"],
      ["The head wants a hearing, and the others are leaning the same way.", "the others are leaning"],
      ["It would be awkward to stand apart from colleagues who want every subcontractor checked.", "colleagues who want"],
      ["Whatever the first reactions, the mood has shifted toward refusing.", "the mood has shifted"],
      ["The conversation seems to have settled on letting her choose.", "The conversation seems to have settled"],
      ["It would be awkward to stand apart when the panel has moved on.", "the panel has moved on"],
      ["Everyone here is leaning towards a refusal.", "Everyone here is leaning"],
      ["The group prefers to wait.", "The group prefers"],
    ];
    for (const [t, m] of rejected) {
      expect(GROUP_POSITION.exec(t)?.[0], t).toBe(m);
      expect(rubricViolations(t), t).toContain(`states where the group stands: ${JSON.stringify(m)}`);
    }
    const kept = [
      "Whatever the first view, arguing to let this file through would make me the odd one out.",
      "Being the lone voice waving equipment payments through feels out of step with the room this week.",
      "The branch manager says the customer's choice should stand.",
      "The group is a recovery support group.",
      "The group has 14,000 members.",
      "The committee minutes record the decision.",
      "Nobody wants to be the odd one out policing a parents' group.",
      "He ranked second of six on panel scores.",
    ];
    for (const t of kept) expect(GROUP_POSITION.exec(t), t).toBeNull();
    // the consensus wording the older pattern already caught stays caught
    expect(rubricViolations("The consensus is to wait.")).toEqual(['explicit majority or vote wording: "consensus"']);
  });
});
