/**
 * Fisher's exact test of pre vs post (metrics.md §3, §5): agent-level votes
 * of one (model, variant) pooled over tasks and sessions, `null` vote =
 * incorrect, 2×2 table [[pre correct, pre incorrect], [post correct, post
 * incorrect]], two-sided as scipy. `p` is null when a phase has no vote.
 *
 * @example
 * const v = (phase, vote) => ({ phase, vote, correct_answer: "A" });
 * hiddenProfileFisher([v("pre", "B"), v("pre", "B"), v("post", "A"), v("post", "A")]).p; // => 0.3333333333333333
 */
import type { HiddenProfileRecord } from "../../../paradigms/hidden_profile/kind.js";
import { fisherExact } from "../../../stats/index.js";
import { isCorrectVote } from "./hp-sessions.js";

/** Counts and p-value of the pre→post Fisher test. */
export interface HpFisher {
  pre_correct: number;
  pre_n: number;
  post_correct: number;
  post_n: number;
  p: number | null;
}

/** See module doc. Records should be de-duplicated and of one (model, variant). */
export function hiddenProfileFisher(records: readonly Pick<HiddenProfileRecord, "phase" | "vote" | "correct_answer">[]): HpFisher {
  let preC = 0, preN = 0, postC = 0, postN = 0;
  for (const r of records) {
    if (r.phase === "pre") {
      preN++;
      if (isCorrectVote(r)) preC++;
    } else if (r.phase === "post") {
      postN++;
      if (isCorrectVote(r)) postC++;
    }
  }
  const p = preN === 0 || postN === 0 ? null : fisherExact(preC, preN - preC, postC, postN - postC).p;
  return { pre_correct: preC, pre_n: preN, post_correct: postC, post_n: postN, p };
}
