/**
 * McNemar's exact test of paired pre→post changes per agent: pairs are the
 * (task_id, session, agent) that have both a `pre` and a `post` vote in one
 * (model, variant); `b` = correct before and incorrect after, `c` = incorrect
 * before and correct after (`null` = incorrect); exact two-sided binomial
 * test on b vs c. `p` is null when there are no pairs.
 *
 * @example
 * const v = (agent, phase, vote) => ({ task_id: "t", session: 0, agent, phase, vote, correct_answer: "A" });
 * hiddenProfileMcnemar([v(0, "pre", "B"), v(0, "post", "A"), v(1, "pre", "A"), v(1, "post", "A")]);
 * // => { pairs: 2, b: 0, c: 1, p: 1 }
 */
import { replicateKey, type TrialRecord } from "../../../schema/records.js";
import { type HiddenProfileRecord } from "../../../paradigms/hidden_profile/kind.js";
import { mcnemarExact } from "../../../stats/index.js";
import { isCorrectVote } from "./hp-sessions.js";

/** Paired change counts and exact p-value. */
export type HpMcnemar = {
  pairs: number;
  b: number;
  c: number;
  p: number | null;
};

type Paired = Pick<HiddenProfileRecord, "task_id" | "session" | "agent" | "phase" | "vote" | "correct_answer"> & { run_seed?: unknown; repeat?: unknown };

/** See module doc. Records should be de-duplicated and of one (model, variant). */
export function hiddenProfileMcnemar(records: readonly Paired[]): HpMcnemar {
  const pre = new Map<string, boolean>();
  const post = new Map<string, boolean>();
  for (const r of records) {
    const k = JSON.stringify([r.task_id, r.session, r.agent, replicateKey(r as unknown as TrialRecord)]);
    if (r.phase === "pre") pre.set(k, isCorrectVote(r));
    else if (r.phase === "post") post.set(k, isCorrectVote(r));
  }
  let pairs = 0, b = 0, c = 0;
  for (const [k, before] of pre) {
    const after = post.get(k);
    if (after === undefined) continue;
    pairs++;
    if (before && !after) b++;
    else if (!before && after) c++;
  }
  return { pairs, b, c, p: pairs === 0 ? null : mcnemarExact(b, c).p };
}

/**
 * {@link hiddenProfileMcnemar} for every (model, variant) of de-duplicated records, sorted by model then variant.
 * @example
 * hiddenProfileMcnemarByGroup([]); // => []
 */
export function hiddenProfileMcnemarByGroup(
  records: readonly (Paired & Pick<HiddenProfileRecord, "model" | "variant">)[],
): ({ model: string; variant: string } & HpMcnemar)[] {
  const groups = new Map<string, Paired[]>();
  for (const r of records) {
    const k = JSON.stringify([r.model, r.variant]);
    const g = groups.get(k);
    if (g) g.push(r);
    else groups.set(k, [r]);
  }
  return [...groups.keys()].sort().map((k) => {
    const [model, variant] = JSON.parse(k) as [string, string];
    return { model, variant, ...hiddenProfileMcnemar(groups.get(k) ?? []) };
  });
}
