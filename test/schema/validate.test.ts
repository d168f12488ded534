import { describe, expect, it } from "vitest";
import { validateRecord } from "../../src/schema/validate.js";
import { DataError } from "../../src/errors.js";

const env = { run_id: "r", model: "m", trial_id: "t" };
const valid = {
  phantom: { protocol: "phantom", ...env, scenario_id: "s", agent: 0, condition: "observed_public", decision: "block", perceived_group: "proceed", gold: "block", phantom_target: "proceed", norm_source: "authority", belief_target: "majority_illusion", outcome_risk: "neutral", domain: "x" },
  panel: { protocol: "panel", ...env, item_id: "i", dataset: "d", gold: "harmful", round: 3, condition: "repair_vigilance", after: "wrong_peers", verdict: "unsafe", severity: 7, confidence: 9, p_flag: 0.8, p_chosen: 0.8, k_asserting: 6, wording: "tally" },
  hidden_profile: { protocol: "hidden_profile", ...env, task_id: "k", session: 0, agent: 2, n_agents: 4, phase: "post", vote: "B", correct_answer: "B", variant: "baseline", rounds: 5, strategy: "s", n_adversarial: 0, intervention: "secretary", adversarial: false },
  judge: { protocol: "judge", uuid: "u", benchmark: "gaia", propagator: "p", auditor_count: 0, auditor_list: [], thought: "", accuracy: 0, evidence_weighting: 5, clusters: ["A"], conflict_detection: 1, independence: 5 },
};

function err(v: unknown): DataError {
  try {
    validateRecord(v, "f.jsonl", 7);
  } catch (e) {
    return e as DataError;
  }
  throw new Error("expected an error");
}

describe("validateRecord(value, file, line)", () => {
  for (const [name, rec] of Object.entries(valid)) {
    it(`accepts a full valid ${name} record and returns a copy`, () => {
      const out = validateRecord(rec, "f", 1);
      expect(out).toEqual(rec);
      expect(out).not.toBe(rec);
    });
  }
  it("names file, line and field", () => {
    expect(err({ ...valid.panel, severity: 11 }).message).toBe("f.jsonl:7: severity: expected an integer in [0, 10], received 11");
    expect(err({ ...valid.judge, accuracy: 2 }).message).toBe("f.jsonl:7: accuracy: not one of 0|1: 2");
    expect(err([1]).field).toBe("-");
    expect(err({ protocol: "other" }).field).toBe("protocol");
  });
  it("rejects out-of-range numbers and wrong types", () => {
    expect(err({ ...valid.panel, p_flag: 1.2 }).field).toBe("p_flag");
    expect(err({ ...valid.hidden_profile, n_agents: 1 }).field).toBe("n_agents");
    expect(err({ ...valid.judge, evidence_weighting: 0 }).field).toBe("evidence_weighting");
    expect(err({ ...valid.judge, auditor_list: ["a", 1] }).field).toBe("auditor_list");
    expect(err({ ...valid.phantom, simulated: "yes" }).field).toBe("simulated");
  });
  it("requires parse_error with a null label (phantom decision, panel verdict, hidden-profile vote)", () => {
    expect(err({ ...valid.phantom, decision: null }).field).toBe("decision");
    expect(err({ ...valid.panel, verdict: null, parse_error: "" }).field).toBe("verdict");
    expect(err({ ...valid.hidden_profile, vote: null }).field).toBe("vote");
    expect(validateRecord({ ...valid.hidden_profile, vote: null, parse_error: "no vote" }, "f", 1).vote).toBeNull();
  });
  it("accepts nullable optional fields as null", () => {
    expect(validateRecord({ ...valid.panel, severity: null, confidence: null, p_flag: null, p_chosen: null, after: null, seed: null, raw: null }, "f", 1)).toBeTruthy();
  });
});

describe("validateRecord(value): only own fields count, whatever the prototype", () => {
  const { decision: _d, ...noDecision } = valid.phantom;
  it("a required field found only on a prototype is still missing (the prototype's getter is not called)", () => {
    let calls = 0;
    const proto = { get decision() { calls++; return "block"; } };
    const e = err(Object.assign(Object.create(proto), noDecision));
    expect(e.message).toBe("f.jsonl:7: decision: required field missing");
    expect(calls).toBe(0);
  });
  it("an object without a prototype validates as the plain object does", () => {
    const bare = Object.assign(Object.create(null), valid.phantom);
    expect(validateRecord(bare, "f", 1)).toEqual(valid.phantom);
    expect(err(Object.assign(Object.create(null), noDecision)).message).toBe("f.jsonl:7: decision: required field missing");
  });
  it("a plain object with an own field named like an Object.prototype member is read as data", () => {
    const out = validateRecord({ ...valid.phantom, constructor: "x", toString: 1 }, "f", 1) as unknown as Record<string, unknown>;
    expect([out.constructor, out.toString]).toEqual(["x", 1]);
  });
});
