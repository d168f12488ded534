/**
 * Group hidden-profile votes into sessions: one row per (model, variant,
 * task_id, phase, session, replicate — `replicateKey`: run seed and repeat, so
 * replicates are separate sessions that pool) with the group size (the agents with a record
 * there, metrics.md §5) and how many voted `correct_answer` (a `null` vote is
 * incorrect). Call on de-duplicated records ({@link dedupeHiddenProfile}).
 *
 * @example
 * const base = { model: "m", variant: "baseline", task_id: "t", session: 0, phase: "pre", correct_answer: "A" };
 * hiddenProfileSessions([{ ...base, agent: 0, vote: "A" }, { ...base, agent: 1, vote: null }]);
 * // => [{ model: "m", variant: "baseline", task_id: "t", phase: "pre", session: 0, n: 2, correct: 1 }]
 */
import { replicateKey, type TrialRecord } from "../../../schema/records.js";
import { tupleKey } from "../../../load/tuple-key.js";
import { type HiddenProfileRecord } from "../../../paradigms/hidden_profile/kind.js";
import type { HpPhase } from "../../../schema/vocab.js";

/** One session of one phase. */
export interface HpSession {
  model: string;
  variant: string;
  task_id: string;
  phase: HpPhase;
  session: number;
  /** Agents with a record in this session/phase. */
  n: number;
  /** Agents whose vote equals `correct_answer`. */
  correct: number;
}

type Votes = Pick<HiddenProfileRecord, "model" | "variant" | "task_id" | "session" | "phase" | "vote" | "correct_answer"> & { run_seed?: unknown; repeat?: unknown };

/** Is this vote correct? `null` never is. */
export function isCorrectVote(r: Pick<HiddenProfileRecord, "vote" | "correct_answer">): boolean {
  return r.vote !== null && r.vote === r.correct_answer;
}

/** Sessions in first-seen order (see module doc). */
export function hiddenProfileSessions(records: readonly Votes[]): HpSession[] {
  const byKey = new Map<string, HpSession>();
  for (const r of records) {
    const k = tupleKey([r.model, r.variant, r.task_id, r.phase, r.session, replicateKey(r as unknown as TrialRecord)]);
    let s = byKey.get(k);
    if (!s) {
      s = { model: r.model, variant: r.variant, task_id: r.task_id, phase: r.phase, session: r.session, n: 0, correct: 0 };
      byKey.set(k, s);
    }
    s.n += 1;
    if (isCorrectVote(r)) s.correct += 1;
  }
  return [...byKey.values()];
}

/** Average rule: share of the session's agents voting correctly. */
export function averageRuleScore(s: Pick<HpSession, "n" | "correct">): number {
  return s.correct / s.n;
}

/** Majority rule: 1 when strictly more than half voted correctly (exact: 2·correct > n), else 0. */
export function majorityRuleScore(s: Pick<HpSession, "n" | "correct">): number {
  return 2 * s.correct > s.n ? 1 : 0;
}
