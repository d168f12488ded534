import { describe, expect, it } from "vitest";
import { hiddenProfileValidationReport } from "../../../../src/paradigms/hidden_profile/measures/hp-validation-report.js";
import type { HiddenProfileRecord } from "../../../../src/paradigms/hidden_profile/kind.js";

let k = 0;
// `rotate`: session s shifts the pattern by s, so every agent takes each position in turn
const votes = (task_id: string, phase: "pre" | "full", sessions: number, pattern: string, rotate = false): HiddenProfileRecord[] =>
  Array.from({ length: sessions }, (_, s) => [...(rotate ? pattern.slice(pattern.length - (s % pattern.length)) + pattern.slice(0, pattern.length - (s % pattern.length)) : pattern)].map((v, agent) => ({
    protocol: "hidden_profile", run_id: "r", model: "m", trial_id: `v${k++}`, task_id, session: s, agent, n_agents: pattern.length,
    phase, vote: v, correct_answer: "A", variant: "validation",
  }) as HiddenProfileRecord)).flat();

describe("hiddenProfileValidationReport(candidates, records)", () => {
  it("keeps the boundary task, rejects with reasons, counts the funnel", () => {
    const recs = [
      ...votes("ok", "pre", 10, "ABBBB", true), ...votes("ok", "full", 10, "AAAAB"), // exactly 0.2 / 0.8, and 2 of 10 per agent: kept
      ...votes("leaky", "pre", 10, "AABBB"), ...votes("leaky", "full", 10, "AAAAA"),
      ...votes("hard", "pre", 10, "BBBBB"), ...votes("hard", "full", 10, "AAABB"),
      ...votes("short", "pre", 9, "BBBBB"), ...votes("short", "full", 10, "AAAAA"),
    ];
    const r = hiddenProfileValidationReport([
      { id: "ok", ok: true, error: null }, { id: "leaky", ok: true, error: null }, { id: "hard", ok: true, error: null },
      { id: "short", ok: true, error: null }, { id: "bad", ok: false, error: "no JSON object in reply" },
    ], recs);
    expect(r).toMatchObject({ candidates: 5, drafted: 4, kept: 1, rejected: 4 });
    expect(r.rows.map((x) => x.status)).toEqual(["kept", "rejected", "rejected", "rejected", "rejected"]);
    expect(r.rows[1].reason).toBe("hidden-profile accuracy 0.400 > 0.2 (solvable without pooling); " +
      "agent 0's information alone: hidden-profile accuracy 1.000 > 0.2 (10 of 10; one hidden fact with the shared ones reaches the answer); " +
      "agent 1's information alone: hidden-profile accuracy 1.000 > 0.2 (10 of 10; one hidden fact with the shared ones reaches the answer)");
    expect(r.rows[0].facts?.map((f) => [f.agent, f.correct, f.n, f.pass])).toEqual([[0, 2, 10, true], [1, 2, 10, true], [2, 2, 10, true], [3, 2, 10, true], [4, 2, 10, true]]);
    expect(r.rows[0].facts_ok).toBe(true);
    expect(r.rows[2].reason).toBe("full-profile accuracy 0.600 < 0.8 (not solvable with all facts)");
    expect(r.rows[3].reason).toMatch(/^fewer than 10 sessions \(pre 9, full 10\); agent 0's information alone: fewer than 10 sessions \(9\)/);
    expect(r.rows[4]).toMatchObject({ stage: "draft", reason: "draft unusable: no JSON object in reply" });
  });

  it("the per-fact check rejects a task whose pooled accuracy passes when one agent's facts alone reach the answer", () => {
    // one agent of five always right alone (pooled 0.2 passes), the rest never
    const recs = [...votes("one", "pre", 10, "ABBBB"), ...votes("one", "full", 10, "AAAAA")];
    const r = hiddenProfileValidationReport([{ id: "one", ok: true, error: null }], recs);
    expect(r.rows[0]).toMatchObject({ status: "rejected", facts_ok: false });
    expect(r.rows[0].pre_acc).toBeCloseTo(0.2, 12); // the pooled criterion alone would keep it
    expect(r.rows[0].facts?.filter((f) => !f.pass).map((f) => f.agent)).toEqual([0]);
  });
});
