import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { projectPath } from "../../../../src/paths.js";
import { phantomCoherenceIssue } from "../../../../src/paradigms/phantom/protocol/coherence.js";
import { generationRequest, planCandidates, simulatedCandidate } from "../../../../src/paradigms/phantom/protocol/generate.js";
import { createRng } from "../../../../src/stats/rng.js";

// Issue 26: `scenarios generate` on the simulator accepted incoherent (stitched) drafts.
describe("phantomCoherenceIssue", () => {
  it("flags a request and signals that share no content word with the case; keeps a coherent case", () => {
    expect(phantomCoherenceIssue({ base_context: "A pharmacy ships insulin to a clinic.", decision_request: "Decide whether to approve the loan.", public_signals: ["Runway lights failed.", "Tickets sold out.", "The pharmacy van is late."] }))
      .toBe("decision_request shares no content word with base_context, and 2 of 3 public_signals share none with either: the request and signals do not belong to this case");
    expect(phantomCoherenceIssue({ base_context: "A pharmacy ships insulin.", decision_request: "Decide whether to ship the insulin.", public_signals: ["Runway lights failed.", "Tickets sold out."] })).toBeNull();
    expect(phantomCoherenceIssue({ base_context: "A pharmacy ships insulin.", decision_request: "Decide whether to approve the loan.", public_signals: ["Runway lights failed.", "The pharmacy van is late."] })).toBeNull();
  });
  it("flags none of the 480 shipped scenarios", () => {
    const bank = JSON.parse(readFileSync(projectPath("scenarios", "phantom", "bank.json"), "utf8")).scenarios;
    expect(bank).toHaveLength(480);
    expect(bank.filter((s: Parameters<typeof phantomCoherenceIssue>[0]) => phantomCoherenceIssue(s) !== null)).toEqual([]);
  });
  it("flags 43 of the 58 parseable simulator drafts of 60 specs (rng seeds 0..59)", () => {
    const drafts = planCandidates(60).map((spec, i) => simulatedCandidate(generationRequest(spec).messages.map((m) => m.content).join("\n"), createRng(i), projectPath("scenarios")))
      .flatMap((c) => { try { return [JSON.parse(c)]; } catch { return []; } });
    expect(drafts).toHaveLength(58);
    expect(drafts.filter((d) => phantomCoherenceIssue(d) !== null)).toHaveLength(43);
  });
});
