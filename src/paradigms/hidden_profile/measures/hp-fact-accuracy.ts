/**
 * Per-fact pre-vote accuracy of any hidden-profile run (not only `tasks
 * validate`): for each (model, task, dealt hidden entry), the `pre` votes of
 * the agents who held exactly that entry (shared facts + that entry alone) and
 * the share that named the correct answer. With a shuffled deal each session
 * gives a different agent the entry, so the rows pool over agents. `settles`
 * flags an entry whose holders reach the answer alone more than 20% of the time
 * over at least 10 votes (the hidden-profile threshold of task validation,
 * compared exactly: 5·correct > n) — such a fact makes the task not a hidden
 * profile. Records without `hidden_entry` are skipped. Pure; call on
 * de-duplicated records.
 *
 * @example
 * const v = (s, entry, vote) => ({ model: "m", task_id: "t", phase: "pre", session: s, hidden_entry: [entry], vote, correct_answer: "A" });
 * hiddenProfileFactAccuracy([v(0, "f1", "A"), v(0, "f2", "B"), v(1, "f1", "B")]).map((r) => [r.hidden_entry[0], r.correct, r.n]);
 * // => [["f1", 1, 2], ["f2", 0, 1]]
 */
import type { HiddenProfileRecord } from "../../../paradigms/hidden_profile/kind.js";
import { isCorrectVote } from "./hp-sessions.js";

/** One (model, task, hidden entry) row. */
export type HpFactAccuracyRow = {
  model: string;
  task_id: string;
  hidden_entry: string[];
  n: number;
  correct: number;
  accuracy: number;
  /** n ≥ 10 and 5·correct > n: this entry with the shared facts reaches the answer alone too often. */
  settles: boolean;
};

type Vote = Pick<HiddenProfileRecord, "model" | "task_id" | "phase" | "vote" | "correct_answer"> & { hidden_entry?: unknown };

/**
 * @param records hidden-profile records (only `pre` votes with a `hidden_entry` count)
 * @returns rows sorted by model, task, then entry (code-unit order of its JSON)
 * @example
 * hiddenProfileFactAccuracy([]); // => []
 */
export function hiddenProfileFactAccuracy(records: readonly Vote[]): HpFactAccuracyRow[] {
  const rows = new Map<string, HpFactAccuracyRow>();
  for (const r of records) {
    if (r.phase !== "pre" || !Array.isArray(r.hidden_entry) || !r.hidden_entry.every((x) => typeof x === "string")) continue;
    const entry = r.hidden_entry as string[];
    const k = JSON.stringify([r.model, r.task_id, entry]);
    let row = rows.get(k);
    if (!row) rows.set(k, (row = { model: r.model, task_id: r.task_id, hidden_entry: [...entry], n: 0, correct: 0, accuracy: 0, settles: false }));
    row.n++;
    if (isCorrectVote(r)) row.correct++;
  }
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows.values()]
    .map((r) => ({ ...r, accuracy: r.correct / r.n, settles: r.n >= 10 && 5 * r.correct > r.n }))
    .sort((a, b) => cmp(a.model, b.model) || cmp(a.task_id, b.task_id) || cmp(JSON.stringify(a.hidden_entry), JSON.stringify(b.hidden_entry)));
}
