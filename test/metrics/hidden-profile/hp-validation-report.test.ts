import { describe, expect, it } from "vitest";
import { hiddenProfileValidationReport } from "../../../src/metrics/hidden-profile/hp-validation-report.js";
import type { HiddenProfileRecord } from "../../../src/schema/records.js";

let k = 0;
const votes = (task_id: string, phase: "pre" | "full", sessions: number, pattern: string): HiddenProfileRecord[] =>
  Array.from({ length: sessions }, (_, s) => [...pattern].map((v, agent) => ({
    protocol: "hidden_profile", run_id: "r", model: "m", trial_id: `v${k++}`, task_id, session: s, agent, n_agents: pattern.length,
    phase, vote: v, correct_answer: "A", variant: "validation",
  }) as HiddenProfileRecord)).flat();

describe("hiddenProfileValidationReport(candidates, records)", () => {
  it("keeps the boundary task, rejects with reasons, counts the funnel", () => {
    const recs = [
      ...votes("ok", "pre", 10, "ABBBB"), ...votes("ok", "full", 10, "AAAAB"), // exactly 0.2 / 0.8: kept
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
    expect(r.rows[1].reason).toBe("hidden-profile accuracy 0.400 > 0.2 (solvable without pooling)");
    expect(r.rows[2].reason).toBe("full-profile accuracy 0.600 < 0.8 (not solvable with all facts)");
    expect(r.rows[3].reason).toBe("fewer than 10 sessions (pre 9, full 10)");
    expect(r.rows[4]).toMatchObject({ stage: "draft", reason: "draft unusable: no JSON object in reply" });
  });
});
