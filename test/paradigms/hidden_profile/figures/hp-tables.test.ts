// Hand-computed cases for the hidden-profile notebook's table builders.
import { describe, expect, it } from "vitest";
import { hiddenProfileMetrics } from "../../../../src/paradigms/hidden_profile/measures/index.js";
import {
  hiddenProfileBaselineTable, hiddenProfileFunnelSummary, hiddenProfileGroupSizeTable, hiddenProfileMcnemarTable, hiddenProfileValidityTable,
} from "../../../../src/paradigms/hidden_profile/figures/index.js";
import type { HiddenProfileRecord } from "../../../../src/paradigms/hidden_profile/kind.js";

let k = 0;
const recs = (model: string, variant: string, phase: "pre" | "post" | "full", votes: string, task_id = "t", session = 0): HiddenProfileRecord[] =>
  [...votes].map((v, agent) => ({ protocol: "hidden_profile", run_id: "r", model, trial_id: `q${k++}`, task_id, session, agent, n_agents: votes.length, phase, vote: v, correct_answer: "A", variant, simulated: true }) as HiddenProfileRecord);

describe("hiddenProfileBaselineTable(groups, variant, paper)", () => {
  it("numbers with their s.e.m., and the paper's Y_post where quoted", () => {
    const records = [
      ...recs("gpt-4.1-sim", "baseline", "pre", "BBBB"), ...recs("gpt-4.1-sim", "baseline", "post", "ABBB"), ...recs("gpt-4.1-sim", "baseline", "full", "AAAB"),
      ...recs("x", "baseline", "post", "AAAA"), ...recs("x", "rounds-5", "post", "BBBB"),
    ];
    const groups = hiddenProfileMetrics(records).groups;
    const t = hiddenProfileBaselineTable(groups);
    expect(t.map((r) => r.model)).toEqual(["gpt-4.1-sim", "x"]); // rounds-5 left out
    const g = groups[0];
    // one task: pre 0, post 1/4, full 3/4, majority post 0; one task → s.e.m. null
    expect(t[0]).toEqual({
      model: "gpt-4.1-sim", tasks: 1, Y_pre: 0, sem_pre: null, Y_post: 0.25, sem_post: null, Y_full: 0.75, sem_full: null,
      majority_post: 0, sem_majority: null, improvement: 0.25, gap: -0.5, strong: g.strong, fisher_p: g.fisher_p, paper_post: 0.321,
    });
    expect(t[1]).toMatchObject({ Y_pre: null, Y_post: 1, improvement: null, paper_post: "not given" });
    expect(hiddenProfileBaselineTable(groups, "rounds-5").map((r) => [r.model, r.Y_post])).toEqual([["x", 0]]);
  });
});

describe("hiddenProfileMcnemarTable(records, options)", () => {
  const records = [
    ...recs("m", "baseline", "pre", "AB"), ...recs("m", "baseline", "post", "AA"),       // c = 1
    ...recs("m", "rounds-5", "pre", "AA"), ...recs("m", "rounds-5", "post", "BA"),       // b = 1
    ...recs("m", "validation", "pre", "AA"), ...recs("n", "rounds-5", "pre", "A"),
  ];
  it("baselines per model: b, c, net and the exact p", () => {
    expect(hiddenProfileMcnemarTable(records, { select: "baseline" }))
      .toEqual([{ model: "m", pairs: 2, "b (right → wrong)": 0, "c (wrong → right)": 1, "net c − b": 1, "McNemar exact p": 1 }]);
  });
  it("one model's ablations, without the baseline and validation runs", () => {
    expect(hiddenProfileMcnemarTable(records, { select: "ablations", model: "m" }))
      .toEqual([{ variant: "rounds-5", pairs: 2, "b (right → wrong)": 1, "c (wrong → right)": 0, "net c − b": -1, "McNemar exact p": 1 }]);
    expect(hiddenProfileMcnemarTable(records, { select: "ablations", model: "n" })).toEqual([{ variant: "rounds-5", pairs: 0, "b (right → wrong)": 0, "c (wrong → right)": 0, "net c − b": 0, "McNemar exact p": null }]);
    expect(() => hiddenProfileMcnemarTable(records, { select: "ablations" } as never)).toThrow(TypeError);
  });
});

describe("hiddenProfileGroupSizeTable(records, model)", () => {
  it("the model's baseline split by N beside the paper's Table 4", () => {
    const records = [
      ...recs("gpt-4.1-sim", "baseline", "pre", "BBBB"), ...recs("gpt-4.1-sim", "baseline", "post", "ABBB"),
      ...recs("gpt-4.1-sim", "baseline", "pre", "BBB", "u"), ...recs("gpt-4.1-sim", "baseline", "post", "AAB", "u"),
      ...recs("gpt-4.1-sim", "rounds-5", "post", "BBB", "u"), ...recs("other", "baseline", "post", "BBB", "u"),
    ];
    const t = hiddenProfileGroupSizeTable(records, "gpt-4.1-sim");
    expect(t.map((r) => r.condition)).toEqual(["N = 3", "N = 4", "N = 5", "N = 6", "N = 7"]);
    expect(t[0]).toMatchObject({ "Y_pre (sim)": 0, "Y_post (sim)": 2 / 3, "Y_post (paper)": 0.514, "improvement (sim)": 2 / 3, "improvement (paper)": 0.348, tasks: 1 });
    expect(t[1]).toMatchObject({ "Y_post (sim)": 0.25, "Y_post (paper)": 0.321 });
    expect(t[2]).toMatchObject({ "Y_post (sim)": null, tasks: 0 });
  });
});

describe("hiddenProfileValidityTable(records, variant)", () => {
  it("validity from the validation run only (baseline votes of the same task are not pooled)", () => {
    const records = [
      ...recs("m", "validation", "pre", "BBBB"), ...recs("m", "validation", "full", "AAAB"),
      ...recs("m", "baseline", "pre", "AAAA"),
    ];
    expect(hiddenProfileValidityTable(records)).toEqual([{ model: "m", task_id: "t", pre_acc: 0, full_acc: 0.75, valid: false }]);
    expect(hiddenProfileValidityTable(records, "baseline")).toEqual([{ model: "m", task_id: "t", pre_acc: 1, full_acc: null, valid: null }]);
  });
});

describe("hiddenProfileFunnelSummary(report, paperRate)", () => {
  it("kept share beside the paper's 57/200", () => {
    expect(hiddenProfileFunnelSummary({ candidates: 4, drafted: 3, kept: 1 })).toEqual([{ candidates: 4, drafted: 3, kept: 1, kept_rate: 0.25, paper_rate: 57 / 200 }]);
    expect(hiddenProfileFunnelSummary({ candidates: 0, drafted: 0, kept: 0 }, 0.5)[0]).toMatchObject({ kept_rate: null, paper_rate: 0.5 });
  });
});
