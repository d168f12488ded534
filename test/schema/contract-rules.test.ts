import { describe, expect, it } from "vitest";
import { DataError } from "../../src/errors.js";
import { MAX_DEPTH, validateRecord } from "../../src/schema/validate.js";

// The cross-field rules of shared/spec/trial-logs.md, each with the exact location it is reported at.
const env = { run_id: "r", model: "m", trial_id: "t" };
const phantom = { protocol: "phantom", ...env, scenario_id: "s", agent: 0, condition: "private", decision: "block", gold: "block", phantom_target: "proceed" };
const observed = { ...phantom, condition: "observed_public", perceived_group: "proceed" };
const panel1 = { protocol: "panel", ...env, item_id: "i", dataset: "d", gold: "benign", round: 1, condition: "solo", verdict: "safe" };
const panel3 = { ...panel1, round: 3, condition: "repair_independence", after: "wrong_peers" };
const hp = { protocol: "hidden_profile", ...env, task_id: "k", session: 0, agent: 2, n_agents: 3, phase: "pre", vote: "A", correct_answer: "A", variant: "baseline" };
const judge = { protocol: "judge", uuid: "u", benchmark: "gaia", propagator: "p", auditor_count: 2, auditor_list: ["gpt", "claude"], thought: "t", accuracy: 1, evidence_weighting: 3, clusters: ["CLEAN_TRAJECTORY"] };

function message(v: unknown): string {
  try {
    validateRecord(v, "log.jsonl", 9);
  } catch (e) {
    expect(e).toBeInstanceOf(DataError);
    return (e as DataError).message;
  }
  throw new Error("expected a DataError");
}

describe("validateRecord: the contract's forbidden cases", () => {
  it("accepts the valid baselines", () => {
    for (const r of [phantom, observed, { ...observed, perceived_group: null, decision: null, parse_error: "x" }, panel1, panel3, { ...panel3, after: null }, { ...panel1, after: null }, hp, judge])
      expect(() => validateRecord(r, "f", 1)).not.toThrow();
  });
  it("phantom: observed_public without perceived_group", () => {
    const { perceived_group: _p, ...r } = observed;
    expect(message(r)).toBe("log.jsonl:9: perceived_group: required in condition observed_public (null when unparseable)");
  });
  it("phantom: perceived_group outside observed_public", () => {
    expect(message({ ...phantom, perceived_group: "block" })).toBe('log.jsonl:9: perceived_group: only in condition observed_public, found in "private"');
  });
  it("phantom: phantom_target equal to gold", () => {
    expect(message({ ...phantom, phantom_target: "block" })).toBe('log.jsonl:9: phantom_target: must differ from gold, both are "block"');
  });
  it("panel: a round-3 repair without after", () => {
    const { after: _a, ...r } = panel3;
    expect(message(r)).toBe("log.jsonl:9: after: required in round 3 (the round-2 condition the repair follows)");
  });
  it("panel: after in round 1 and in round 2", () => {
    expect(message({ ...panel1, after: "wrong_peers" })).toBe('log.jsonl:9: after: only in round 3, found "wrong_peers" in round 1');
    expect(message({ ...panel1, round: 2, condition: "authority", gold: "harmful", after: "authority" })).toBe('log.jsonl:9: after: only in round 3, found "authority" in round 2');
  });
  it("panel: condition and round disagree", () => {
    expect(message({ ...panel1, round: 2 })).toBe("log.jsonl:9: round: condition solo is round 1, received 2");
  });
  it("hidden_profile: agent >= n_agents", () => {
    expect(message({ ...hp, agent: 3 })).toBe("log.jsonl:9: agent: must be < n_agents (3), received 3");
    expect(message({ ...hp, agent: 7 })).toBe("log.jsonl:9: agent: must be < n_agents (3), received 7");
  });
  it("judge: auditor_count differs from len(auditor_list)", () => {
    expect(message({ ...judge, auditor_count: 3 })).toBe("log.jsonl:9: auditor_count: must equal the length of auditor_list (2), received 3");
    expect(message({ ...judge, auditor_count: 0, auditor_list: ["a"] })).toBe("log.jsonl:9: auditor_count: must equal the length of auditor_list (1), received 0");
  });
});

describe("validateRecord: hostile shapes", () => {
  const deep = (n: number) => JSON.parse("[".repeat(n) + "]".repeat(n));
  it("a 100,000-deep array in a typed field is FILE:LINE: FIELD: reason, not a stack overflow", () => {
    expect(message({ ...phantom, agent: deep(100_000) })).toBe(`log.jsonl:9: agent: nested deeper than ${MAX_DEPTH - 1} levels`);
  });
  it("the same in an unknown extra field (kept fields must stay copyable)", () => {
    expect(message({ ...phantom, extra: { a: deep(100_000) } })).toBe(`log.jsonl:9: extra: nested deeper than ${MAX_DEPTH - 1} levels`);
  });
  it("a moderately nested value in a typed field gets a short preview", () => {
    expect(message({ ...phantom, agent: deep(20) })).toBe("log.jsonl:9: agent: expected an integer >= 0, received a deeply nested array");
  });
  it("checks the depth of own values only: an enumerable deep value on Object.prototype is no field of the record", () => {
    Object.defineProperty(Object.prototype, "zz_polluted", { value: deep(100), enumerable: true, configurable: true, writable: true });
    try {
      expect(() => validateRecord(JSON.parse(JSON.stringify(phantom)), "f", 1)).not.toThrow();
      expect(message({ ...phantom, extra: deep(100) })).toBe(`log.jsonl:9: extra: nested deeper than ${MAX_DEPTH - 1} levels`);
    } finally {
      delete (Object.prototype as Record<string, unknown>).zz_polluted;
    }
  });
  it("accepts nesting up to the limit in extra fields", () => {
    expect(() => validateRecord({ ...phantom, extra: deep(MAX_DEPTH - 2) }, "f", 1)).not.toThrow();
  });
  it("escapes terminal controls quoted from the record", () => {
    const m = message({ ...phantom, condition: "\u001b]0;TITLE\u0007\u001b[2J" });
    expect(m).not.toMatch(/[\u0000-\u001f\u007f]/);
    expect(m).toContain("condition: not one of private|observed_public|informed|neutral_public|explicit_vote:");
  });
});
