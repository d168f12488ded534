/**
 * Per-task validity (HiddenBench §4.2; metrics.md §3, §5): for one model and
 * task, pool every (variant, session) pair; `pre_acc` / `full_acc` = mean
 * average-rule session score of the `pre` / `full` phase; `valid` = full ≥ 0.8
 * ∧ pre ≤ 0.2 (compared exactly), false when a phase has fewer than 10
 * sessions, null when a phase is absent.
 *
 * @example
 * const s = (phase, correct) => ({ variant: "baseline", session: 0, phase, n: 5, correct });
 * hiddenProfileTaskValidity([s("pre", 1), s("full", 4)]);
 * // => { pre_acc: 0.2, full_acc: 0.8, pre_sessions: 1, full_sessions: 1, full_ok: true, pre_ok: true, valid: false }
 */
import type { HpSession } from "./hp-sessions.js";
import { compareRational, exactMeanOfFractions, ratio } from "./hp-exact.js";

/** The minimum sessions per phase for a validity verdict. */
export const HP_MIN_VALIDATION_SESSIONS = 10;

/** One task's validation evidence. */
export type HpTaskValidity = {
  pre_acc: number | null;
  full_acc: number | null;
  pre_sessions: number;
  full_sessions: number;
  /** full ≥ 0.8 (exact), null without full votes. */
  full_ok: boolean | null;
  /** pre ≤ 0.2 (exact), null without pre votes. */
  pre_ok: boolean | null;
  valid: boolean | null;
};

/** See module doc. `sessions` are the task's sessions of all variants (any phase; `post` is ignored). */
export function hiddenProfileTaskValidity(sessions: readonly Pick<HpSession, "phase" | "n" | "correct">[]): HpTaskValidity {
  const pre = sessions.filter((s) => s.phase === "pre").map((s) => [s.correct, s.n] as const);
  const full = sessions.filter((s) => s.phase === "full").map((s) => [s.correct, s.n] as const);
  const preQ = pre.length ? exactMeanOfFractions(pre) : null;
  const fullQ = full.length ? exactMeanOfFractions(full) : null;
  const full_ok = fullQ === null ? null : compareRational(fullQ, ratio(4, 5)) >= 0;
  const pre_ok = preQ === null ? null : compareRational(preQ, ratio(1, 5)) <= 0;
  let valid: boolean | null;
  if (preQ === null || fullQ === null) valid = null;
  else if (pre.length < HP_MIN_VALIDATION_SESSIONS || full.length < HP_MIN_VALIDATION_SESSIONS) valid = false;
  else valid = full_ok === true && pre_ok === true;
  return {
    pre_acc: pre.length ? meanFloat(pre) : null, full_acc: full.length ? meanFloat(full) : null,
    pre_sessions: pre.length, full_sessions: full.length, full_ok, pre_ok, valid,
  };
}

function meanFloat(pairs: readonly (readonly [number, number])[]): number {
  let s = 0;
  for (const [c, n] of pairs) s += c / n;
  return s / pairs.length;
}
