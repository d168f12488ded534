/**
 * Disclosure analysis of one discussion: which hidden facts have been
 * mentioned by the end of each round, and what the agents stated they would
 * choose, so that "agents converge before the hidden facts surface"
 * (HiddenBench §6.3) is observed rather than inferred.
 *
 * Matching rule (documented and deterministic): text is lower-cased and split
 * on every character outside `[a-z0-9]`; a fact's *content tokens* are its
 * distinct tokens that contain a digit or are ≥ 3 characters long and not in
 * a small English stop-word list. A fact is *mentioned* in a message when at
 * least 60% of its content tokens occur in the message (exactly:
 * 5·hits ≥ 3·tokens; a fact with no content token is never matched). Only
 * group members' messages count (a secretary only repeats what was said).
 * A fact is disclosed from the first round in which any member mentions it,
 * including its holder. A message whose `facts` the run's extraction call
 * read (a model reading meaning, paraphrases included) counts by that
 * reading alone; the token rule applies to messages without one.
 *
 * Stances: a member's stance in a round is the choice its message states
 * (`choice`, read by the run's extraction step), else its stance of the
 * round before (round 0: its pre-discussion vote) — a member who says "let's
 * hear everyone first" has not changed its mind. A round is unanimous when
 * every member has a stance and all are the same; convergence is the first
 * such round after round 0.
 *
 * @example
 * factMentioned("River level is just below the bridge.", "The river level is below the bridge now"); // => true
 * factMentioned("River level is just below the bridge.", "Let's take the bridge"); // => false
 */
import type { HpTranscript } from "./hp-transcript.js";

const STOP = new Set(
  "the and for are but not you all any can had her was one our out has him his how its may new now old see two way who did get let put say she too use that with this from they will have been were than then them what when your into only over also just more most some such very which would there their about after before other could should these those because while where being does each".split(" "),
);

/** The content tokens of a text (see module doc). */
export function contentTokens(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (t === "") continue;
    if (/[0-9]/.test(t) || (t.length >= 3 && !STOP.has(t))) out.add(t);
  }
  return out;
}

/** Does `message` mention `fact` (≥ 60% of the fact's content tokens present)? */
export function factMentioned(fact: string, message: string): boolean {
  const want = contentTokens(fact);
  if (want.size === 0) return false;
  const have = new Set(message.toLowerCase().split(/[^a-z0-9]+/));
  let hits = 0;
  for (const t of want) if (have.has(t)) hits++;
  return 5 * hits >= 3 * want.size;
}

/** One round of the disclosure view. */
export type HpDisclosureRound = {
  round: number;
  /** Hidden facts mentioned in this round or earlier. */
  disclosed: number;
  disclosed_share: number | null;
  /** Indices (into the flattened hidden facts) first mentioned in this round. */
  new_facts: number[];
  /** The members' stated choices this round (null when not stated). */
  choices: (string | null)[];
  /** Each member's stance: its stated choice, else its stance of the round before (round 0: its pre vote). */
  stances: (string | null)[];
  /** Share of members whose stance is the correct answer (n = members). */
  correct_share: number | null;
  /** The common stance when every member holds the same one, else null. */
  unanimous: string | null;
};

/** The disclosure view of one transcript. */
export interface HpDisclosure {
  task_id: string;
  session: number;
  variant: string;
  n_facts: number;
  rounds: HpDisclosureRound[];
  /** First round by whose end every hidden fact was mentioned, or null. */
  all_disclosed_round: number | null;
  /** First round (≥ 1) in which all members hold the same stance, or null. */
  convergence_round: number | null;
  /** True when the group converged before every hidden fact had surfaced (null when it never converged). */
  converged_before_disclosure: boolean | null;
}

/** See module doc. Round 0 (before discussion) is included with the pre-discussion votes as choices. */
export function hiddenProfileDisclosure(t: HpTranscript): HpDisclosure {
  const facts = t.hidden_facts.flatMap((h) => h.facts);
  const seen = new Set<number>();
  const rows: HpDisclosureRound[] = [];
  const row = (round: number, fresh: number[], choices: (string | null)[], stances: (string | null)[]): HpDisclosureRound => {
    const same = stances.length > 0 && stances.every((c) => c !== null && c === stances[0]) ? stances[0] : null;
    return {
      round, disclosed: seen.size, disclosed_share: facts.length ? seen.size / facts.length : null, new_facts: fresh, choices, stances,
      correct_share: stances.length ? stances.filter((c) => c === t.correct_answer).length / stances.length : null,
      unanimous: same,
    };
  };
  const stance = new Map<number, string | null>(t.pre_votes.map((v, a) => [a, v]));
  rows.push(row(0, [], [...t.pre_votes], [...t.pre_votes]));
  for (const r of t.rounds) {
    const members = r.messages.filter((m) => m.role === "member");
    const fresh: number[] = [];
    facts.forEach((f, i) => {
      if (!seen.has(i) && members.some((m) => (Array.isArray(m.facts) ? m.facts.includes(i) : factMentioned(f, m.content)))) fresh.push(i);
    });
    for (const i of fresh) seen.add(i);
    for (const m of members) if (m.choice !== null) stance.set(m.agent, m.choice);
    rows.push(row(r.round, fresh, members.map((m) => m.choice), members.map((m) => stance.get(m.agent) ?? null)));
  }
  const all = rows.find((r) => r.round > 0 && facts.length > 0 && r.disclosed === facts.length)?.round ?? null;
  const conv = rows.find((r) => r.round > 0 && r.unanimous !== null)?.round ?? null;
  return {
    task_id: t.task_id, session: t.session, variant: t.variant, n_facts: facts.length, rounds: rows,
    all_disclosed_round: all, convergence_round: conv,
    converged_before_disclosure: conv === null ? null : all === null || conv < all,
  };
}

/** One row of the pooled disclosure-by-round curve. */
export type HpDisclosureCurveRow = {
  round: number;
  /** Sessions that reached this round. */
  n: number;
  /** Mean share of hidden facts mentioned by the end of this round. */
  disclosed_share: number | null;
  /** Mean share of members stating the correct answer. */
  correct_share: number | null;
  /** Share of sessions whose members all stated the same choice. */
  unanimous_share: number | null;
};

/**
 * Pool disclosure views by round (means over the sessions that have the round; nulls skipped).
 * @example
 * hiddenProfileDisclosureCurve([]); // => []
 */
export function hiddenProfileDisclosureCurve(ds: readonly HpDisclosure[]): HpDisclosureCurveRow[] {
  const maxRound = Math.max(-1, ...ds.map((d) => d.rounds.length - 1));
  const out: HpDisclosureCurveRow[] = [];
  const avg = (xs: (number | null)[]) => {
    const v = xs.filter((x): x is number => x !== null);
    return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
  };
  for (let r = 0; r <= maxRound; r++) {
    const rows = ds.map((d) => d.rounds[r]).filter((x) => x !== undefined);
    out.push({
      round: r, n: rows.length,
      disclosed_share: avg(rows.map((x) => x.disclosed_share)),
      correct_share: avg(rows.map((x) => x.correct_share)),
      unanimous_share: rows.length ? rows.filter((x) => x.unanimous !== null).length / rows.length : null,
    });
  }
  return out;
}
