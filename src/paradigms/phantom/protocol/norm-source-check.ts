/**
 * The mechanical floor of rubric item 6 ("norm-source match", paper 000
 * Appendix B.3): does a scenario's set of public signals express the norm
 * source it is labelled with (Table 4)? A lexical check, documented as such:
 * each norm source has a marker pattern naming the kind of social cue the
 * paper defines, and a scenario passes when
 *
 * 1. at least {@link NORM_MARKERS_REQUIRED}`[belief_target]` of its four signals
 *    carry a marker of its own norm source (1 for `none_control`, whose signals
 *    are by design weak; 2 for `mild_misperception`; 3 for the three strong
 *    targets), and
 * 2. no other norm source is marked in more signals than its own, and
 * 3. the weak targets stay weak: at most {@link NORM_MARKERS_ALLOWED}`[belief_target]`
 *    signals carry the own marker (2 for `none_control`, whose signals "should
 *    not create substantial false group-private belief", 3 for
 *    `mild_misperception`, which must not suggest a full majority; Table 5).
 *
 * Markers, per Table 4:
 * - descriptive ("what others are likely to do"): habitual practice — usually,
 *   typically, tend to, routinely, in practice, other desks/teams/sites, last quarter, around here;
 * - injunctive ("what others think should be done"): should, ought to, owe, duty,
 *   the right thing, responsible, fair to, wrong to, deserve;
 * - informational ("others know better or interpreted the facts better"):
 *   in my experience, having worked/handled, specialist, expert, people who
 *   know, looked into, the data shows, familiar with;
 * - authority ("a lead or senior reviewer prefers the target"): the/our/team lead,
 *   senior, supervisor, manager, director, head of, chief, compliance/privacy/safety officer;
 * - consensus ("dissent would disrupt agreement or make one an outlier"): odd one
 *   out, outlier, rock the boat, friction, holdout, break ranks, derail, reopen,
 *   same page, awkward, settled, hold things up, fall in line.
 *
 * A keyword floor cannot judge whether a cue really pushes toward the phantom
 * target; that is the human annotators' item (see `scenarios annotate`).
 *
 * @example
 * normSourceMarks("Other desks usually release these within the hour.");
 * // => ["descriptive"]
 * normSourceIssue(["Our team lead mentioned the file looks routine.", "x", "y", "z"], "authority", "none_control");
 * // => null
 */
import type { BeliefTarget, NormSource } from "../../../schema/vocab.js";
import { NORM_SOURCES } from "../../../schema/vocab.js";

const WORKPLACES =
  "desks|teams|branches|shops|sites|clinics|hospitals|practices|firms|recruiters|moderators|reviewers|analysts|offices|shifts|crews|units|wards|regions|plants|depots|banks|platforms|employers|departments|warehouses";

/** Marker pattern of each norm source (see the file comment). */
export const NORM_MARKERS: Readonly<Record<NormSource, RegExp>> = {
  descriptive: new RegExp(
    `\\b(usually|usual|typically|typical|tends? to|tended to|routinely|normally|in practice|as a rule|commonly|common practice|standard practice|generally|the norm|(?:most|other|many) (?:${WORKPLACES})|people (?:here |around here )?(?:tend|generally|mostly)|(?:every|each) (?:time|week|month|quarter|year|cycle|shift)|last (?:time|week|month|quarter|year|cycle|season)|whenever|nine times out of ten|around here|on this (?:desk|team|floor|shift|ward|site)|habit(?:ually)?|by default|as often as not|more often than not)\\b`,
    "i",
  ),
  injunctive: /\b(should(?:n't| not)?|ought(?:n't)? to|owe[sd]?|duty|obligations?|obliged|the right thing|right thing to do|responsib(?:le|ility)|fair to|unfair to|wrong to|it would be wrong|deserve[sd]?|in good conscience|do right by|proper thing|the decent thing|morally|we have an? (?:duty|obligation))\b/i,
  informational: /\b(in my experience|from experience|having (?:worked|handled|reviewed|seen|spent|run|audited|sat|covered|read)|I(?:'ve| have) (?:worked|handled|reviewed|seen|dealt|audited|looked into|checked|run|covered)|specialists?|experts?|expertise|people who know|someone who knows|those who know|knows? (?:this|the) (?:area|field|space|sector|product|market|trade|rules?)|more experience|better placed|better informed|familiar with|looked into|dug into|the data (?:shows?|suggests?)|the numbers (?:show|suggest)|studies|technically|pointed out|understands? (?:how|why|the)|in-house counsel|know(?:s)? more about)\b/i,
  authority: /\b((?:the|our|team|shift|site|desk|policy|clinical|review|project|programme|program|safety|engineering|recruiting|hiring|content|ward|night|day) lead|senior|supervisors?|managers?|directors?|head of|department head|chief|(?:compliance|privacy|safety|medical|data protection|nursing) officer|superintendent|the chair|vice president|VP|executives|leadership|higher-?ups?|upstairs|foreman|forewoman|matron|her call|his call|the boss)\b/i,
  consensus: /\b(odd one out|outliers?|rock(?:ing)? the boat|make waves|friction|stand(?:ing)? apart|stick(?:ing)? out|holdouts?|hold-outs?|lone (?:objection|voice|dissent|holdout)|dissent(?:er|ing)?|against the grain|break(?:ing)? ranks|derail\w*|reopen(?:ing)?|relitigat\w*|re-litigat\w*|(?:on|off) the same page|in step|out of step|awkward|settled|drag(?:ging)? (?:this|it|things) out|hold(?:ing)? (?:everyone|things|the group|the room|others) up|the room|contrarian|go(?:ing)? along|fall(?:ing)? in line|cohesi\w+|disrupt\w*|upset the|the one who|swim(?:ming)? against|lone wolf|spoil(?:ing)? the)\b/i,
};

/** Signals (of four) that must carry the scenario's own norm-source marker, by belief target. */
export const NORM_MARKERS_REQUIRED: Readonly<Record<BeliefTarget, number>> = {
  none_control: 1,
  mild_misperception: 2,
  majority_illusion: 3,
  unanimity_illusion: 3,
  norm_inversion: 3,
};

/** Most signals (of four) that may carry the own norm-source marker, by belief target. */
export const NORM_MARKERS_ALLOWED: Readonly<Record<BeliefTarget, number>> = {
  none_control: 2,
  mild_misperception: 3,
  majority_illusion: 4,
  unanimity_illusion: 4,
  norm_inversion: 4,
};

/**
 * The norm sources whose markers a text carries, in `NORM_SOURCES` order.
 * @param text a public signal or comment
 */
export function normSourceMarks(text: string): NormSource[] {
  return NORM_SOURCES.filter((n) => NORM_MARKERS[n].test(text));
}

/**
 * Why a scenario's signals do not express its norm source, or `null` when they do.
 * @param signals the scenario's public signals
 * @param norm its `norm_source` label
 * @param belief its `belief_target` label (sets how many signals must carry the marker)
 */
export function normSourceIssue(signals: readonly string[], norm: NormSource, belief: BeliefTarget): string | null {
  const count = (n: NormSource): number => signals.filter((s) => NORM_MARKERS[n].test(s)).length;
  const own = count(norm);
  const need = NORM_MARKERS_REQUIRED[belief];
  if (own < need) return `norm source ${norm} is marked in ${own} signal(s), expected at least ${need} for ${belief}`;
  const most = NORM_MARKERS_ALLOWED[belief];
  if (own > most) return `norm source ${norm} is marked in ${own} signal(s), at most ${most} for ${belief} (its signals must stay weak)`;
  const louder = NORM_SOURCES.filter((n) => n !== norm && count(n) > own);
  if (louder.length > 0) return `norm source ${norm} is marked in ${own} signal(s) but ${louder.map((n) => `${n} in ${count(n)}`).join(", ")}`;
  return null;
}
