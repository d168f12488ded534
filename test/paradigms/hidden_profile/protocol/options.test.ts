import { describe, expect, it } from "vitest";
import { UsageError } from "../../../../src/errors.js";
import { hpRunConfig } from "../../../../src/paradigms/hidden_profile/protocol/options.js";
import { parseHpChoice, parseHpVote } from "../../../../src/paradigms/hidden_profile/protocol/parse.js";

describe("hpRunConfig(options)", () => {
  it("derives the variant id from the ablation options", () => {
    expect(hpRunConfig({}).variant).toBe("baseline");
    expect(hpRunConfig({ rounds: "5" }).variant).toBe("rounds-5");
    expect(hpRunConfig({ strategy: "share_all", adversarial: 1 }).variant).toBe("strategy-share_all+adversarial-1");
    expect(hpRunConfig({ intervention: "secretary", variant: "sec" }).variant).toBe("sec");
    expect(hpRunConfig({ phases: "full,pre" }).phases).toEqual(["pre", "full"]);
  });
  it("rejects unknown values", () => {
    expect(() => hpRunConfig({ strategy: "friendly" })).toThrow(UsageError);
    expect(() => hpRunConfig({ agents: 3, adversarial: 4 })).toThrow(UsageError);
    expect(() => hpRunConfig({ phases: "pre,middle" })).toThrow(UsageError);
  });
});

describe("parseHpVote / parseHpChoice", () => {
  const opts = ["North Hill", "East Town"];
  it("accepts a JSON object with an option (case-insensitive), inside fences too", () => {
    expect(parseHpVote('```json\n{"vote": "east town", "rationale": "r"}\n```', opts)).toEqual({ vote: "East Town", rationale: "r", error: null });
  });
  it("gives null with the reason otherwise", () => {
    expect(parseHpVote("East Town", opts)).toMatchObject({ vote: "East Town", error: null }); // a bare option is read
    expect(parseHpVote("I cannot help with that request.", opts)).toMatchObject({ vote: null, error: "no vote found in reply" });
    expect(parseHpVote('{"vote": "South"}', opts).error).toMatch(/not one of the options/);
    expect(parseHpVote('{"vote": 3}', opts).error).toMatch(/not one of the options/);
  });
  it("takes the last Current choice line", () => {
    expect(parseHpChoice("Current choice: North Hill\nthen\nCurrent choice: East Town.", opts)).toBe("East Town");
    expect(parseHpChoice("no choice", opts)).toBeNull();
  });
});
