import { describe, expect, it } from "vitest";
import { hiddenProfileFactCheck } from "../../../../src/paradigms/hidden_profile/measures/hp-fact-check.js";

const v = (agent: number, session: number, vote: string | null, phase = "pre") =>
  ({ task_id: "t", agent, session, phase, vote, correct_answer: "A", hidden_entry: [`fact ${agent}`] }) as never;

describe("hiddenProfileFactCheck", () => {
  it("counts each agent's pre votes; passes at exactly 0.2 with 10 sessions, fails above or below 10 sessions", () => {
    const recs = [
      ...Array.from({ length: 10 }, (_, s) => v(0, s, s < 2 ? "A" : "B")), // 2/10 = 0.2: pass (5·2 ≤ 10)
      ...Array.from({ length: 10 }, (_, s) => v(1, s, s < 3 ? "A" : null)), // 3/10: fail; null is incorrect
      ...Array.from({ length: 9 }, (_, s) => v(2, s, "B")), // 9 sessions: fail
      v(0, 0, "A", "full"), v(0, 0, "A", "post"), // other phases ignored
    ];
    expect(hiddenProfileFactCheck(recs)).toEqual([
      { task_id: "t", agent: 0, hidden_entry: ["fact 0"], n: 10, correct: 2, accuracy: 0.2, pass: true },
      { task_id: "t", agent: 1, hidden_entry: ["fact 1"], n: 10, correct: 3, accuracy: 0.3, pass: false },
      { task_id: "t", agent: 2, hidden_entry: ["fact 2"], n: 9, correct: 0, accuracy: 0, pass: false },
    ]);
  });
});
