/**
 * The simulator's reading of a task's text: an elimination table in the
 * sense of HiddenBench's generation prompt ("rows = facts, columns =
 * options"). A fact bears on an option when it names it (the option's
 * phrase, case-insensitively: a word of it is not enough, since options that
 * are actions or diagnoses share words with the facts that support them);
 * it counts −1 for that option when it carries a negative cue
 * (closed, blocked, floods, failed, cannot, only, slow, risk, ...; negation
 * wins), +1 when it carries a positive one (approved, reserved, extra,
 * available, can reach, guarantees, cleared, ...), 0
 * otherwise. A hidden fact of the form "only X ..." / "X is the only ..."
 * singles X out. A set of hidden facts SETTLES the task when one of them
 * singles out the correct answer, or when every other option is hit
 * negatively by one of them and the correct answer by none (the shared facts
 * favour a wrong option by design and do not eliminate). The simulator
 * answers correctly with its full-information accuracy when what an agent has seen (shared facts +
 * its own + those stated in the discussion) settles the task; so a task one
 * hidden fact settles shows up in `tasks validate`'s per-fact check. This is
 * a lexicon heuristic, deliberately simple and documented: it reads words,
 * not meaning, and a real model must still be run. A task that carries its own
 * table read by meaning (`fact_eliminates`, fact-table.ts) is settled by that
 * table instead; this one serves tasks without it.
 *
 * @example
 * const t = { shared_information: ["East Town offers volunteers."], possible_answers: ["West City", "East Town", "North Hill"], correct_answer: "West City" };
 * hpFactScores("The tunnel to East Town is blocked.", t.possible_answers); // => { "West City": 0, "East Town": -1, "North Hill": 0 }
 * hpSettles(t, ["The tunnel to East Town is blocked."]); // => false (North Hill still stands)
 * hpSettles(t, ["The tunnel to East Town is blocked.", "A mudslide covers the road to North Hill."]); // => true
 * hpSettles(t, ["Only West City has a working road."]); // => true (singled out)
 */

const NEGATIVE = new RegExp("\\b(" + [
  "not", "no", "never", "none", "cannot", "can't", "won't", "unable", "closed", "closes", "blocked", "stuck", "flood\\w*", "fail\\w*",
  "unsafe", "banned", "revoked", "expired", "expires", "lose", "loses", "losing", "lost", "broken", "damaged", "collapsed", "contaminated",
  "infested", "investigation", "falsified", "suspended", "cancel\\w*", "shut", "unavailable", "insufficient", "inadequate", "violat\\w*",
  "leak\\w*", "crack\\w*", "defect\\w*", "recall\\w*", "fraud\\w*", "lawsuit", "bankrupt\\w*", "delay\\w*", "overbooked", "inaccessible",
  "impassable", "condemned", "toxic", "hazard\\w*", "mudslide", "landslide", "fire", "lack\\w*", "limited", "missing", "denied", "rejected",
  "too", "without", "exceed\\w*", "outdated", "obsolete", "allerg\\w*", "contraindicat\\w*", "incompatible", "excluded", "disqualif\\w*",
  "only", "slow", "small", "far", "expensive", "costly", "risk\\w*", "danger\\w*", "weak", "poor", "shortage", "short", "crowded", "late",
  "unreliable", "complain\\w*", "problem\\w*", "issue\\w*", "warn\\w*", "concern\\w*", "worse", "worst", "drop\\w*", "declin\\w*",
].join("|") + ")\\b", "i");
const POSITIVE = /\b(extra|additional|enough|sufficient|available|ready|spare|backup|reach(?:es)?|arriv\w*|in time|approved|passed|certified|guarantee\w*|resolved|reserved|cleared|confirmed|verified|licensed|compatible|eligible|qualif\w*|works|working|repaired|restored|secured|funded|accredited|proven|succeed\w*|safe)\b/i;

const norm = (s: string): string => s.replace(/[\u2018\u2019]/g, "'").toLowerCase().replace(/\s+/g, " ").trim().replace(/[.,;:!?]+$/, "");
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function phrases(option: string): string[] {
  return [norm(option)];
}

function names(fact: string, phrase: string): boolean {
  return phrase !== "" && new RegExp(`(^|[^a-z0-9])${escapeRe(phrase)}($|[^a-z0-9])`).test(norm(fact));
}

/** The options a fact names. */
export function hpNamedOptions(fact: string, options: readonly string[]): string[] {
  return options.filter((o) => phrases(o).some((p) => names(fact, p)));
}

/** One fact's row of the elimination table (see module doc). */
export function hpFactScores(fact: string, options: readonly string[]): Record<string, number> {
  const named = new Set(hpNamedOptions(fact, options));
  const sign = NEGATIVE.test(fact) ? -1 : POSITIVE.test(fact) ? 1 : 0;
  return Object.fromEntries(options.map((o) => [o, named.has(o) ? sign : 0]));
}

/** The option a fact singles out ("only X", "X is the only", "no other ... than X"), or null. */
export function hpSinglesOut(fact: string, options: readonly string[]): string | null {
  const named = hpNamedOptions(fact, options);
  if (named.length !== 1) return null;
  const f = norm(fact);
  const o = named[0];
  const hit = phrases(o).some((p) => new RegExp(`\\bonly (the )?${escapeRe(p)}\\b|${escapeRe(p)}('s)? (is|are|was|remains) the only\\b`).test(f));
  return hit ? o : null;
}

/** The task fields the table reads. */
export interface HpEvidenceTask {
  shared_information: readonly string[];
  possible_answers: readonly string[];
  correct_answer: string;
}

/**
 * Whether the `seen` hidden facts settle the task (see module doc): one singles out the correct
 * answer, or every wrong option is hit negatively by some seen hidden fact and none hits the
 * correct answer. Shared facts do not eliminate (they are written to favour a wrong option, and
 * their negative words mostly describe the distractors' weak points, not disqualify them).
 */
export function hpSettles(task: HpEvidenceTask, seen: readonly string[]): boolean {
  const opts = task.possible_answers;
  if (seen.some((f) => hpSinglesOut(f, opts) === task.correct_answer)) return true;
  const hit = new Set<string>();
  for (const f of seen) for (const [o, v] of Object.entries(hpFactScores(f, opts))) if (v < 0) hit.add(o);
  return !hit.has(task.correct_answer) && opts.every((o) => o === task.correct_answer || hit.has(o));
}
