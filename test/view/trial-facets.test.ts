import { describe, expect, it } from "vitest";
import { trialFacets } from "../../src/view/trial-facets.js";
import type { TrialRecord } from "../../src/schema/records.js";

describe("trialFacets(record)", () => {
  it("reads condition and label per protocol; null labels read (unparsed)", () => {
    expect(trialFacets({ protocol: "phantom", condition: "private", decision: null } as unknown as TrialRecord)).toEqual({ condition: "private", label: "(unparsed)" });
    expect(trialFacets({ protocol: "panel", condition: "wrong_peers", verdict: "unsafe" } as unknown as TrialRecord)).toEqual({ condition: "wrong_peers", label: "unsafe" });
    expect(trialFacets({ protocol: "hidden_profile", phase: "post", vote: "Quarry Hall" } as unknown as TrialRecord)).toEqual({ condition: "post", label: "Quarry Hall" });
    expect(trialFacets({ protocol: "judge", auditor_count: 3, accuracy: 0 } as unknown as TrialRecord)).toEqual({ condition: "auditors=3", label: "accuracy=0" });
  });
});
