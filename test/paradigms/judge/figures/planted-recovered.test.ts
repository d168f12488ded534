import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { judgePlantedRecoveredSummary, judgePlantedRecoveredTable, judgePlantedSwarmBeta } from "../../../../src/paradigms/judge/figures/planted-recovered.js";

// Profiles of `fit judge` on the shipped simulated corpus (see the fixture's $comment).
const fit = JSON.parse(readFileSync(new URL("../../../fixtures/plot/judge/sim-corpus-profiles.json", import.meta.url), "utf8"));

describe("planted vs recovered swarm drivers (notebook 04, Table 4)", () => {
  const rows = judgePlantedRecoveredTable(fit);
  it("17 planted swarms; the planted primary is the recovered primary in 9, in the top two in 13", () => {
    expect(Object.keys(judgePlantedSwarmBeta())).toHaveLength(17);
    expect(judgePlantedRecoveredSummary(rows)).toEqual({ swarms: 17, primary: 9, top2: 13 });
  });
  it("row values", () => {
    expect(rows.find((r) => r.swarm === "claude")).toEqual({ swarm: "claude", planted_primary: "EPISTEMIC_FAILURE", planted_secondary: "MIMETIC_CONSENSUS_EPISTEMIC_SURRENDER", recovered_primary: "EPISTEMIC_FAILURE", recovered_secondary: "MIMETIC_CONSENSUS_FALLACY", primary_recovered: true, in_top2: true });
    expect(rows.find((r) => r.swarm === "gpt,gpt,gpt,gpt,gpt")).toMatchObject({ planted_primary: "EVIDENCE_ANCHORING", recovered_primary: "SOCIAL_CONFORMITY", primary_recovered: false, in_top2: true });
    expect(rows.find((r) => r.swarm === "claude,gemini")).toMatchObject({ planted_primary: "HALLUCINATION_SUBSTITUTION", primary_recovered: false, in_top2: false });
  });
  it("a swarm without a recovered profile counts as not recovered", () => {
    expect(judgePlantedRecoveredTable({ profiles: [] }, { x: { A: 1 } })).toEqual([{ swarm: "x", planted_primary: "A", planted_secondary: null, recovered_primary: null, recovered_secondary: null, primary_recovered: false, in_top2: false }]);
  });
});
