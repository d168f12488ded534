/**
 * The per-fact check of task validation (issue 14): for every task and
 * agent, that agent's information ALONE (shared facts + its own hidden
 * entry: its `pre` votes) over at least {@link HP_MIN_VALIDATION_SESSIONS}
 * sessions must reach the correct answer at most 20% of the time (the
 * hidden-profile threshold, compared exactly: 5·correct ≤ n). A task where
 * one hidden fact with the shared information reaches the answer fails it
 * although the pooled hidden-profile accuracy may pass. Run the validation
 * with `deal: "fixed"` so that agent i always holds entry i; the evidence
 * names the entry (`hidden_entry` on records, when present). Pure; call on
 * de-duplicated records.
 *
 * @example
 * const v = (agent, session, vote) => ({ task_id: "t", agent, session, phase: "pre", vote, correct_answer: "A" });
 * const recs = Array.from({ length: 10 }, (_, s) => [v(0, s, s < 3 ? "A" : "B"), v(1, s, "B")]).flat();
 * hiddenProfileFactCheck(recs).map((r) => [r.agent, r.correct, r.n, r.pass]);
 * // => [[0, 3, 10, false], [1, 0, 10, true]]
 */
import type { HiddenProfileRecord } from "../../../paradigms/hidden_profile/kind.js";
import { isCorrectVote } from "./hp-sessions.js";
import { HP_MIN_VALIDATION_SESSIONS } from "./hp-task-validity.js";

/** One (task, agent) row of evidence. */
export interface HpFactCheckRow {
  task_id: string;
  agent: number;
  /** The hidden facts this agent held (from the records), or null when they do not say. */
  hidden_entry: string[] | null;
  /** Sessions (pre votes) seen. */
  n: number;
  correct: number;
  accuracy: number;
  /** n ≥ 10 and accuracy ≤ 0.2 (exact). */
  pass: boolean;
}

type Vote = Pick<HiddenProfileRecord, "task_id" | "agent" | "phase" | "vote" | "correct_answer"> & { hidden_entry?: unknown };

/** See module doc. Rows in first-seen (task, agent) order. */
export function hiddenProfileFactCheck(records: readonly Vote[]): HpFactCheckRow[] {
  const rows = new Map<string, HpFactCheckRow>();
  for (const r of records) {
    if (r.phase !== "pre") continue;
    const k = JSON.stringify([r.task_id, r.agent]);
    let row = rows.get(k);
    if (!row) {
      const entry = Array.isArray(r.hidden_entry) && r.hidden_entry.every((x) => typeof x === "string") ? [...(r.hidden_entry as string[])] : null;
      row = { task_id: r.task_id, agent: r.agent, hidden_entry: entry, n: 0, correct: 0, accuracy: 0, pass: false };
      rows.set(k, row);
    }
    row.n += 1;
    if (isCorrectVote(r)) row.correct += 1;
  }
  for (const row of rows.values()) {
    row.accuracy = row.correct / row.n;
    row.pass = row.n >= HP_MIN_VALIDATION_SESSIONS && 5 * row.correct <= row.n;
  }
  return [...rows.values()];
}
