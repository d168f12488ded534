/**
 * The mechanically checkable part of the paper's annotation rubric (Appendix
 * B.3): public signals must suggest a group tendency without stating a
 * majority, vote or consensus, and must not reveal a speaker's private
 * decision (no action label, no first-person decision statement).
 *
 * @example
 * rubricViolations("Most of us would let this through.");
 * // => ["explicit majority or vote wording: \"Most of us\""]
 * rubricViolations("The paperwork on file covers every listed item."); // => []
 */

/** Explicit majority, consensus or vote wording. */
export const MAJORITY_WORDING =
  /\b(majority|most of us|most of the (?:group|team|agents|panel|reviewers)|most people here|everyone|everybody|all of us|we all|all agree|unanimous(?:ly)?|consensus|votes?|voted|voting|ballot|tally|the (?:rest of the )?group (?:agrees|thinks|supports|favou?rs|prefers|wants)|other agents|\d+ (?:of|out of) \d+)\b/i;

/** An action label of the decision space (or its inflections). */
export const LABEL_WORDING = /\b(proceed(?:s|ed|ing)?|block(?:s|ed|ing)?|defer(?:s|red|ring)?|defer_or_review)\b/i;

/** A first-person statement of the speaker's own decision. */
export const DECISION_REVEAL =
  /\b(?:(?:I|we)(?:'d|'ll| would| will| am going to|'m going to| are going to| plan to| intend to)\s+(?:just\s+|simply\s+)?(?:approve|reject|deny|escalate|allow|remove|sign off|refer|hold|pass|clear|halt|stop|pause|green-?light)|my (?:decision|vote|call|choice|answer|recommendation|label|pick)|I (?:vote|voted|decided|chose|choose|recommend|support|am for|am against))\b/i;

/**
 * Rubric violations of one public-signal text (empty when it passes).
 * @param text the signal
 * @param allowLabels true for texts that may name labels (never for ambiguous signals)
 */
export function rubricViolations(text: string, allowLabels = false): string[] {
  const out: string[] = [];
  const m = MAJORITY_WORDING.exec(text);
  if (m) out.push(`explicit majority or vote wording: ${JSON.stringify(m[0])}`);
  const r = DECISION_REVEAL.exec(text);
  if (r) out.push(`reveals the speaker's decision: ${JSON.stringify(r[0])}`);
  if (!allowLabels) {
    const l = LABEL_WORDING.exec(text);
    if (l) out.push(`names a decision label: ${JSON.stringify(l[0])}`);
  }
  return out;
}
