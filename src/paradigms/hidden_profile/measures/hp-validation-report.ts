/**
 * The task-validation funnel of the generation pipeline (HiddenBench §4.2;
 * metrics.md §3): every drafted candidate with its outcome — rejected at
 * drafting (unusable reply), rejected at validation (the reason, with the
 * evidence), or kept (full-profile pre-discussion accuracy ≥ 0.8 and
 * hidden-profile pre-discussion accuracy ≤ 0.2 over ≥ 10 sessions each,
 * compared exactly, and every agent's information alone ≤ 0.2: the per-fact
 * check, {@link hiddenProfileFactCheck}). Pure: the CLI gathers the inputs.
 *
 * @example
 * hiddenProfileValidationReport([{ id: "gen-000", ok: false, error: "no JSON object in reply" }], []).rows[0].reason;
 * // => "draft unusable: no JSON object in reply"
 */
import type { HiddenProfileRecord } from "../../../paradigms/hidden_profile/kind.js";
import { dedupeHiddenProfile } from "./dedupe-hidden-profile.js";
import { hiddenProfileSessions } from "./hp-sessions.js";
import { HP_MIN_VALIDATION_SESSIONS, hiddenProfileTaskValidity } from "./hp-task-validity.js";
import { hiddenProfileFactCheck, type HpFactCheckRow } from "./hp-fact-check.js";

/** One candidate's outcome. */
export type HpValidationRow = {
  id: string;
  status: "kept" | "rejected";
  stage: "draft" | "validation";
  reason: string | null;
  pre_acc: number | null;
  full_acc: number | null;
  pre_sessions: number;
  full_sessions: number;
  /** Per-agent evidence of the per-fact check (empty for drafts rejected at drafting). */
  facts?: HpFactCheckRow[];
  /** Whether every agent's information alone passed (null when not checked). */
  facts_ok?: boolean | null;
};

/** The funnel: counts and one row per candidate (in candidate order). */
export interface HpValidationReport {
  candidates: number;
  drafted: number;
  kept: number;
  rejected: number;
  rows: HpValidationRow[];
}

const f3 = (x: number | null) => (x === null ? "none" : x.toFixed(3));

/**
 * Build the report from draft outcomes (`ok` = the reply gave a schema-valid task) and the validation records.
 * @param candidates in candidate order
 * @param records `hidden_profile` records of the validation run (phases `pre` and `full`)
 */
export function hiddenProfileValidationReport(
  candidates: readonly { id: string; ok: boolean; error: string | null }[],
  records: readonly HiddenProfileRecord[],
): HpValidationReport {
  const unique = dedupeHiddenProfile(records);
  const sessions = hiddenProfileSessions(unique);
  const facts = hiddenProfileFactCheck(unique);
  const rows = candidates.map((c): HpValidationRow => {
    if (!c.ok) return { id: c.id, status: "rejected", stage: "draft", reason: `draft unusable: ${c.error}`, pre_acc: null, full_acc: null, pre_sessions: 0, full_sessions: 0, facts: [], facts_ok: null };
    const v = hiddenProfileTaskValidity(sessions.filter((s) => s.task_id === c.id));
    const reasons: string[] = [];
    if (v.valid === null) reasons.push(`no ${v.pre_acc === null ? "hidden-profile" : "full-profile"} votes recorded`);
    else if (!v.valid) {
      if (v.pre_sessions < HP_MIN_VALIDATION_SESSIONS || v.full_sessions < HP_MIN_VALIDATION_SESSIONS) reasons.push(`fewer than ${HP_MIN_VALIDATION_SESSIONS} sessions (pre ${v.pre_sessions}, full ${v.full_sessions})`);
      if (v.full_ok === false) reasons.push(`full-profile accuracy ${f3(v.full_acc)} < 0.8 (not solvable with all facts)`);
      if (v.pre_ok === false) reasons.push(`hidden-profile accuracy ${f3(v.pre_acc)} > 0.2 (solvable without pooling)`);
    }
    const mine = facts.filter((r) => r.task_id === c.id);
    const bad = mine.filter((r) => !r.pass);
    for (const r of bad) {
      reasons.push(r.n < HP_MIN_VALIDATION_SESSIONS
        ? `agent ${r.agent}'s information alone: fewer than ${HP_MIN_VALIDATION_SESSIONS} sessions (${r.n})`
        : `agent ${r.agent}'s information alone: hidden-profile accuracy ${f3(r.accuracy)} > 0.2 (${r.correct} of ${r.n}; one hidden fact with the shared ones reaches the answer)`);
    }
    const valid = v.valid === true && bad.length === 0;
    return {
      id: c.id, status: valid ? "kept" : "rejected", stage: "validation", reason: valid ? null : reasons.join("; "),
      pre_acc: v.pre_acc, full_acc: v.full_acc, pre_sessions: v.pre_sessions, full_sessions: v.full_sessions, facts: mine, facts_ok: mine.length ? bad.length === 0 : null,
    };
  });
  const kept = rows.filter((r) => r.status === "kept").length;
  return { candidates: rows.length, drafted: candidates.filter((c) => c.ok).length, kept, rejected: rows.length - kept, rows };
}
