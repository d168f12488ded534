import { describe, expect, it } from "vitest";
import { phantomMetrics } from "../../../../src/paradigms/phantom/measures/phantom-metrics.js";
import {
  phantomAppendixExample, phantomReplyRows, phantomScenarioFacts, phantomScenarioSignals,
} from "../../../../src/paradigms/phantom/measures/phantom-appendix-example.js";
import type { PhantomRecord } from "../../../../src/paradigms/phantom/kind.js";
import { scenario } from "./hand-cases.js";

const withModel = (model: string, recs: PhantomRecord[]): PhantomRecord[] =>
  recs.map((r, i) => ({ ...r, model, trial_id: `${model}:${i}`, raw: `{"decision": "${r.decision}"} <b>${model}</b>` }) as PhantomRecord);

// Model "a": one strict failure in two scenarios (P-CRFR 1/2); "b": two strict failures in two (P-CRFR 1);
// "c": none. s2 of "b" is stricter (4/4 privately correct, 4/4 public phantom) than s1 (3/4, 3/4).
const strictA = scenario("s1", "B", "P", { private: "BBBP", observed_public: "PPPB", perceived: "PPPB" });
const plainA = scenario("s2", "D", "B", { private: "DDDD", observed_public: "DDDD", perceived: "DDDD" });
const b1 = scenario("s1", "B", "P", { private: "BBBD", observed_public: "PPPB", perceived: "PPBB" });
const b2 = scenario("s2", "D", "B", {
  private: "DDDD", observed_public: "BBBB", perceived: "BBBn", informed: "DDDB", neutral_public: "DDDD", explicit_vote: "BBDD",
});
const none = scenario("s1", "P", "D", { private: "PPPP", observed_public: "PPPP", perceived: "PPPP" });

describe("phantomAppendixExample(report)", () => {
  it("picks the model with the highest P-CRFR among those with a strict failure, and its strictest scenario", () => {
    const report = phantomMetrics([...withModel("a", [...strictA, ...plainA]), ...withModel("b", [...b1, ...b2]), ...withModel("c", none)], { bootstrap: 0 });
    const ex = phantomAppendixExample(report)!;
    expect(ex.model).toBe("b");
    expect(ex.group.metrics.p_crfr.value).toBe(1);
    expect(ex.failure).toMatchObject({ scenario_id: "s2", gold: "defer_or_review", phantom_target: "block", private_correct: 4, public_phantom: 4, perceived_phantom: 3 });
  });
  it("attaches the failure's scenario from a bank (null without a bank or when the bank lacks it)", () => {
    const report = phantomMetrics([...withModel("a", [...strictA, ...plainA]), ...withModel("b", [...b1, ...b2])], { bootstrap: 0 });
    const text = (id: string) => ({ id, domain: "d", base_context: "facts", decision_request: "decide", gold: "defer_or_review", phantom_target: "block", public_signals: ["x", "y", "z", "w"] });
    expect(phantomAppendixExample(report, [text("s1"), text("s2")])!.scenario).toEqual(text("s2"));
    expect(phantomAppendixExample(report, [text("s1")])!.scenario).toBeNull();
    expect(phantomAppendixExample(report)!.scenario).toBeNull();
  });
  it("breaks P-CRFR ties by model name", () => {
    const report = phantomMetrics([...withModel("z", strictA), ...withModel("y", strictA)], { bootstrap: 0 });
    expect(phantomAppendixExample(report)!.model).toBe("y");
  });
  it("is null when no group has a strict failure (and for an empty report)", () => {
    expect(phantomAppendixExample(phantomMetrics(withModel("c", none), { bootstrap: 0 }))).toBeNull();
    expect(phantomAppendixExample(phantomMetrics([], { bootstrap: 0 }))).toBeNull();
  });
});

describe("phantomReplyRows(group, scenarioId)", () => {
  it("lists every agent's decision, perceived group and raw reply in every condition, by agent then condition", () => {
    const g = phantomMetrics(withModel("b", [...b1, ...b2]), { bootstrap: 0 }).groups[0];
    const rows = phantomReplyRows(g, "s2");
    expect(rows).toHaveLength(20);
    expect(rows.slice(0, 5).map((r) => [r.agent, r.condition, r.decision, r.perceived_group])).toEqual([
      [0, "private", "defer_or_review", ""], [0, "observed_public", "block", "block"], [0, "informed", "defer_or_review", ""],
      [0, "neutral_public", "defer_or_review", ""], [0, "explicit_vote", "block", ""],
    ]);
    expect(rows.find((r) => r.agent === 3 && r.condition === "observed_public")!.perceived_group).toBe("(null)");
    expect(rows[0].raw).toBe('{"decision": "defer_or_review"} <b>b</b>'); // kept verbatim: the display escapes it
    expect(() => phantomReplyRows(g, "nope")).toThrow(RangeError);
  });
});

describe("phantomScenarioFacts / phantomScenarioSignals", () => {
  const s = {
    id: "ph-001", title: "T", domain: "hiring_fairness", base_context: "Facts.", decision_request: "Decide.",
    gold: "block", phantom_target: "proceed", norm_source: "authority", public_signals: ["s0", "s1", "s2", "s3"],
  };
  it("shows the scenario fields in order", () => {
    expect(phantomScenarioFacts(s)).toEqual([
      { field: "scenario", text: "ph-001 — T" }, { field: "domain", text: "hiring_fairness" },
      { field: "base context (invariant facts)", text: "Facts." }, { field: "decision request", text: "Decide." },
      { field: "gold", text: "block" }, { field: "phantom target", text: "proceed" }, { field: "norm source", text: "authority" },
    ]);
  });
  it("attributes signal i mod 4 to agent i, like the driver", () => {
    expect(phantomScenarioSignals(s, 5).map((r) => r.public_signal)).toEqual(["s0", "s1", "s2", "s3", "s0"]);
    expect(() => phantomScenarioSignals(s, 0)).toThrow(RangeError);
    expect(() => phantomScenarioSignals({ ...s, public_signals: [] }, 4)).toThrow(RangeError);
  });
});
