import { describe, expect, it } from "vitest";
import { contentTokens, factMentioned, hiddenProfileDisclosure, hiddenProfileDisclosureCurve } from "../../../../src/paradigms/hidden_profile/measures/hp-disclosure.js";
import type { HpTranscript } from "../../../../src/paradigms/hidden_profile/measures/hp-transcript.js";

describe("factMentioned(fact, message)", () => {
  it("content tokens drop stop words and short words but keep numbers", () => {
    expect([...contentTokens("The dam is at 2 m and will release water")].sort()).toEqual(["dam", "release", "water"].concat(["2"]).sort());
  });
  it("needs at least 60% of the fact's content tokens (5·hits ≥ 3·tokens)", () => {
    // tokens: river, level, below, bridge (4); 3 hits = 75% → mentioned; 2 hits = 50% → not
    expect(factMentioned("River level is just below the bridge.", "the river level is below us")).toBe(true);
    expect(factMentioned("River level is just below the bridge.", "river bridge")).toBe(false);
    // 5 tokens, 3 hits = exactly 60%
    expect(factMentioned("alpha bravo charlie delta echo", "alpha bravo charlie")).toBe(true);
  });
  it("a fact without content tokens is never matched", () => {
    expect(factMentioned("it is", "it is")).toBe(false);
  });
});

describe("hiddenProfileDisclosure(transcript)", () => {
  const t: HpTranscript = {
    version: 1, job: "j", task_id: "t", session: 0, variant: "baseline", options: ["Hill", "Town"], correct_answer: "Hill",
    hidden_facts: [{ agent: 0, facts: ["dam release flood bridge"] }, { agent: 1, facts: ["fire blocks supply truck"] }],
    pre_votes: ["Town", "Town"],
    rounds: [
      { round: 1, messages: [{ agent: 0, role: "member", content: "I prefer Town.", choice: "Town" }, { agent: 1, role: "member", content: "Town too.", choice: "Town" }] },
      { round: 2, messages: [
        { agent: 0, role: "member", content: "Note the dam release could flood the bridge.", choice: "Town" },
        { agent: 1, role: "member", content: "ok", choice: "Hill" },
        { agent: 9, role: "secretary", content: "fire blocks supply truck", choice: null },
      ] },
      { round: 3, messages: [{ agent: 0, role: "member", content: "A fire blocks the supply truck!", choice: "Hill" }, { agent: 1, role: "member", content: "yes", choice: "Hill" }] },
    ],
    post_votes: ["Hill", "Hill"],
  };
  it("tracks cumulative disclosure, stated choices and convergence by round; secretaries do not disclose", () => {
    const d = hiddenProfileDisclosure(t);
    expect(d.rounds.map((r) => r.disclosed)).toEqual([0, 0, 1, 2]);
    expect(d.rounds[2].new_facts).toEqual([0]);
    expect(d.rounds.map((r) => r.unanimous)).toEqual(["Town", "Town", null, "Hill"]);
    expect(d.rounds[2].correct_share).toBe(0.5);
    expect(d.all_disclosed_round).toBe(3);
    expect(d.convergence_round).toBe(1);
    expect(d.converged_before_disclosure).toBe(true);
  });
  it("pools into a by-round curve", () => {
    const c = hiddenProfileDisclosureCurve([hiddenProfileDisclosure(t)]);
    expect(c.map((r) => r.disclosed_share)).toEqual([0, 0, 0.5, 1]);
    expect(c.map((r) => r.unanimous_share)).toEqual([1, 1, 0, 1]);
    expect(c[0].n).toBe(1);
  });
});

describe("hiddenProfileDisclosure: stances carry forward (natural messages state no stance every round)", () => {
  const msg = (agent: number, choice: string | null) => ({ agent, role: "member" as const, content: "…", choice });
  const t: HpTranscript = {
    version: 1, job: "j", task_id: "t", session: 0, variant: "baseline", options: ["Quarry Hall", "West City"], correct_answer: "Quarry Hall",
    hidden_facts: [{ agent: 0, facts: [] }, { agent: 1, facts: [] }, { agent: 2, facts: [] }],
    pre_votes: ["West City", "Quarry Hall", null],
    rounds: [
      { round: 1, messages: [msg(0, "Quarry Hall"), msg(1, null), msg(2, "West City")] },
      { round: 2, messages: [msg(0, null), msg(1, null), msg(2, "Quarry Hall")] },
      { round: 3, messages: [msg(0, null), msg(1, "West City"), msg(2, null)] },
    ],
    post_votes: ["Quarry Hall", "Quarry Hall", "Quarry Hall"],
  };
  it("a member without a stated choice keeps its stance; unanimity and convergence read the stances", () => {
    const d = hiddenProfileDisclosure(t);
    expect(d.rounds.map((r) => r.stances)).toEqual([
      ["West City", "Quarry Hall", null],
      ["Quarry Hall", "Quarry Hall", "West City"],
      ["Quarry Hall", "Quarry Hall", "Quarry Hall"],
      ["Quarry Hall", "West City", "Quarry Hall"],
    ]);
    expect(d.rounds.map((r) => r.choices[1])).toEqual(["Quarry Hall", null, null, "West City"]);
    expect(d.rounds.map((r) => r.unanimous)).toEqual([null, null, "Quarry Hall", null]);
    expect(d.convergence_round).toBe(2);
    expect(d.rounds[1].correct_share).toBeCloseTo(2 / 3, 12);
  });
});

describe("hiddenProfileDisclosure: a model's reading of the facts stated wins over the token rule", () => {
  it("a paraphrase the token rule misses counts when the extraction read it; a reading of none overrides a token match", () => {
    const fact = "Lakeview School's gym roof was declared unsafe after last month's storm, and the building is closed.";
    const para = "Lakeview School is closed because of its unsafe gym roof.";
    expect(factMentioned(fact, para)).toBe(false);
    const t: HpTranscript = {
      version: 1, job: "j", task_id: "t", session: 0, variant: "baseline", options: ["A", "B"], correct_answer: "A",
      hidden_facts: [{ agent: 0, facts: [fact] }, { agent: 1, facts: ["fire blocks supply truck"] }], pre_votes: ["B", "B"],
      rounds: [{ round: 1, messages: [
        { agent: 0, role: "member", content: para, choice: "B", facts: [0] },
        { agent: 1, role: "member", content: "fire blocks supply truck (as a question only)", choice: "B", facts: [] },
      ] }],
      post_votes: ["A", "A"],
    };
    const d = hiddenProfileDisclosure(t);
    expect(d.rounds[1].new_facts).toEqual([0]);
    expect(d.all_disclosed_round).toBeNull();
  });
});
