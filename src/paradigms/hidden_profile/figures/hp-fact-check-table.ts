/**
 * Per-task summary of the per-fact check ({@link hiddenProfileFactCheck}):
 * agents, sessions per agent, the highest single-agent accuracy and which
 * agents' information alone passes 0.2 (with the fact they held).
 *
 * @example
 * const v = (agent, session, vote) => ({ task_id: "t", agent, session, phase: "pre", vote, correct_answer: "A", hidden_entry: [`fact ${agent}`] });
 * const recs = Array.from({ length: 10 }, (_, s) => [v(0, s, s < 3 ? "A" : "B"), v(1, s, "B")]).flat();
 * hiddenProfileFactCheckTable(recs);
 * // => [{ task_id: "t", agents: 2, sessions: 10, max_agent_accuracy: 0.3, pass: false, failing: "agent 0 (3/10: fact 0)" }]
 */
import { hiddenProfileFactCheck } from "../measures/index.js";
import type { HiddenProfileRecord } from "../../../paradigms/hidden_profile/kind.js";

/** One task's row. */
export type HpFactCheckTableRow = {
  task_id: string;
  agents: number;
  sessions: number;
  max_agent_accuracy: number;
  pass: boolean;
  failing: string;
};

/** See module doc (records of one model's validation run). */
export function hiddenProfileFactCheckTable(records: readonly HiddenProfileRecord[]): HpFactCheckTableRow[] {
  const rows = hiddenProfileFactCheck(records);
  const tasks = [...new Set(rows.map((r) => r.task_id))];
  return tasks.map((task_id) => {
    const mine = rows.filter((r) => r.task_id === task_id);
    const bad = mine.filter((r) => !r.pass);
    return {
      task_id, agents: mine.length, sessions: Math.min(...mine.map((r) => r.n)), max_agent_accuracy: Math.max(...mine.map((r) => r.accuracy)),
      pass: bad.length === 0,
      failing: bad.map((r) => `agent ${r.agent} (${r.correct}/${r.n}${r.hidden_entry ? `: ${r.hidden_entry.join(" ")}` : ""})`).join("; "),
    };
  });
}
