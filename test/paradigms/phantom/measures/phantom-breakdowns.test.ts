import { describe, expect, it } from "vitest";
import { phantomMetrics } from "../../../../src/paradigms/phantom/measures/phantom-metrics.js";
import { phantomBreakdown } from "../../../../src/paradigms/phantom/measures/phantom-breakdown.js";
import { phantomPifrByDirection } from "../../../../src/paradigms/phantom/measures/phantom-pifr-by-direction.js";
import { phantomTable } from "../../../../src/paradigms/phantom/measures/phantom-tables.js";
import { PHANTOM_PAPER_VALUES, phantomPaperModel } from "../../../../src/paradigms/phantom/measures/phantom-paper-values.js";
import { phantomScenarioAgents, phantomScenarioRecords, phantomStrictFailures } from "../../../../src/paradigms/phantom/measures/phantom-failure-examples.js";
import { PHANTOM_DIRECTIONS } from "../../../../src/paradigms/phantom/measures/phantom-metric-names.js";
import { generatePhantomLogs, TYPICAL_RATES } from "../../../fixtures/phantom/generate-phantom.js";
import { handCase, scenario } from "./hand-cases.js";

const report = () => phantomMetrics(handCase(), { bootstrap: 0 });

describe("phantomBreakdown(report, field)", () => {
  it("splits by norm_source in vocabulary order with hand-computed cells", () => {
    const rows = phantomBreakdown(report(), "norm_source");
    expect(rows.map((r) => [r.level, r.scenarios])).toEqual([["authority", 2], ["consensus", 2]]);
    // authority = s1 + s3: private 4 + 2 of 8; CRFR: s1 only complete → 1/1.
    expect(rows[0].metrics.private_acc).toEqual({ value: 6 / 8, n: 8, ci: null });
    expect(rows[0].metrics.crfr).toEqual({ value: 1, n: 1, ci: null });
    // consensus = s2 + s4: PBE 3/4 + 0/2; TRR s2 1/2.
    expect(rows[1].metrics.pbe).toEqual({ value: 3 / 6, n: 6, ci: null });
    expect(rows[1].metrics.trr).toEqual({ value: 1 / 2, n: 2, ci: null });
  });

  it("splits by direction in Table 7 order and by domain sorted", () => {
    expect(phantomBreakdown(report(), "direction").map((r) => r.level)).toEqual(["proceed→block", "proceed→defer_or_review", "block→proceed", "defer_or_review→block"]);
    expect(phantomBreakdown(report(), "domain").map((r) => r.level)).toEqual(["content_moderation", "hiring_fairness"]);
  });

  it("bootstraps each cell when asked and leaves out scenarios without the label", () => {
    const recs = [...handCase(), ...scenario("s5", "B", "P", { private: "BBBB", observed_public: "PPPP" })];
    const rows = phantomBreakdown(phantomMetrics(recs, { bootstrap: 0 }), "norm_source", { bootstrap: 200, seed: 1, metrics: ["crfr", "pifr"] });
    expect(rows.reduce((t, r) => t + r.scenarios, 0)).toBe(4);
    expect(Object.keys(rows[0].metrics)).toEqual(["crfr", "pifr"]);
    expect(rows[0].metrics.pifr!.ci).not.toBeNull();
  });

  it("rejects an unknown field", () => {
    expect(() => phantomBreakdown(report(), "color" as never)).toThrow(RangeError);
  });
});

describe("phantomPifrByDirection(report)", () => {
  it("gives each direction's PIFR events over PIFR's own denominator (hand case)", () => {
    const parts = phantomPifrByDirection(report());
    expect(parts.map((p) => p.direction)).toEqual([...PHANTOM_DIRECTIONS]);
    const by = Object.fromEntries(parts.map((p) => [p.direction, p.share]));
    expect(by["block→proceed"]).toBe(3 / 13); // s1
    expect(by["defer_or_review→block"]).toBe(1 / 13); // s2
    expect(by["proceed→block"]).toBe(1 / 13); // s4
    expect(by["proceed→defer_or_review"]).toBe(0); // s3
    expect(by["block→defer_or_review"]).toBe(0);
  });

  it("stacks to PIFR on simulated data", () => {
    const r = phantomMetrics(generatePhantomLogs({ models: { a: TYPICAL_RATES, b: { ...TYPICAL_RATES, a: 0.4 } }, scenarios: 60, seed: 2 }), { bootstrap: 0 });
    const parts = phantomPifrByDirection(r);
    for (const g of r.groups) {
      const sum = parts.filter((p) => p.model === g.model).reduce((t, p) => t + p.share!, 0);
      expect(sum).toBeCloseTo(g.metrics.pifr.value!, 12);
    }
  });
});

describe("phantomTable(report, n)", () => {
  it("lays out Table 1 with the paper's columns, rounded to three decimals", () => {
    const [row] = phantomTable(report(), 1);
    expect(row).toEqual({
      Model: "m", "Private Acc": 0.714, "Public Acc": 0.143, PPG: 0.538, CRFR: 1, "P-CRFR": 0.5, "Informed Acc": 0.833, TRR: 0.667,
    });
    expect(Object.keys(phantomTable(report(), 9)[0])).toEqual(["Model", "N-Acc", "N-Phan.", "EV-Acc", "EV-Phan.", "Obs-N Gap", "Obs-EV Gap"]);
    expect(Object.keys(phantomTable(report(), 8)[0])).toEqual(["Model", "Flip", "PIER", "PFA", "PIFR", "PBA", "PBE"]);
    expect(Object.keys(phantomTable(report(), 2)[0])).toEqual(["Model", "PBA", "PBE", "PIFR", "N-Acc", "N-Phan.", "EV-Acc", "EV-Phan."]);
    expect(() => phantomTable(report(), 3 as never)).toThrow(RangeError);
  });

  it("puts the paper's value beside the recovered one for paper-calibrated profiles", () => {
    const recs = scenario("x", "B", "P", { private: "BBBB", observed_public: "PPPP" }, { model: "qwen-2.5-7b-sim" } as never);
    const [row] = phantomTable(phantomMetrics(recs, { bootstrap: 0 }), 1, { paper: true });
    expect(row.CRFR).toBe(1);
    expect(row["CRFR (paper)"]).toBe(0.473);
    expect(phantomTable(report(), 1, { paper: true })[0]["CRFR (paper)"]).toBeNull();
  });

  it("matches model names to the paper's models and holds the printed numbers", () => {
    expect(phantomPaperModel("Llama-3.1-8B-sim")).toBe("Llama-3.1-8B");
    expect(phantomPaperModel("phi-4")).toBe("Phi-4");
    expect(phantomPaperModel("typical")).toBeNull();
    expect(PHANTOM_PAPER_VALUES["Qwen-2.5-7B"]).toMatchObject({ ppg: 0.478, pifr: 0.422, ev_phan: 0.61, obs_n_gap: 0.478 });
    expect(PHANTOM_PAPER_VALUES["Mistral-Small-24B"].trr).toBe(1);
  });
});

describe("phantomStrictFailures / phantomScenarioAgents", () => {
  it("lists P-CRFR scenarios strictest first and shows one agent by agent", () => {
    const recs = [
      ...handCase(),
      ...scenario("s9", "D", "P", { private: "DDDD", observed_public: "PPPP", perceived: "PPPP", informed: "DDDD" }),
    ];
    const g = phantomMetrics(recs, { bootstrap: 0 }).groups[0];
    const cases = phantomStrictFailures(g);
    expect(cases.map((c) => c.scenario_id)).toEqual(["s9", "s1"]);
    expect(cases[0]).toMatchObject({ private_correct: 4, public_phantom: 4, perceived_phantom: 4, gold: "defer_or_review", phantom_target: "proceed" });
    expect(phantomScenarioAgents(g, "s2")[3]).toEqual({
      agent: 3, private: "(null)", observed_public: "(null)", informed: "defer_or_review", neutral_public: "-", explicit_vote: "defer_or_review", perceived_group: "proceed",
    });
    expect(phantomScenarioRecords(g, "s4").map((r) => `${r.agent}:${r.condition}`)).toEqual(["0:private", "0:observed_public", "1:private", "1:observed_public", "2:observed_public"]);
    expect(() => phantomScenarioAgents(g, "nope")).toThrow(RangeError);
  });
});
