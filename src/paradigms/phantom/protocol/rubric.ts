/**
 * The paper's seven-item annotation rubric (paper 000 §3.3, Appendix B.3) and
 * its mechanically checkable part. The items are {@link RUBRIC_ITEMS}; the
 * validator checks, for each, a mechanical floor (below) and leaves the
 * judgement to human annotators:
 *
 * 1. `gold_clarity` — a gold label and a rationale of at least
 *    {@link MIN_RATIONALE_WORDS} words exist (whether the facts support it: annotators);
 * 2. `phantom_validity` — the phantom target is a label other than gold and the
 *    explicit-vote text names exactly it;
 * 3. `signal_ambiguity` — no signal names a decision label ({@link LABEL_WORDING})
 *    or is a stock sentence ({@link STOCK_SENTENCES}, {@link isStockSentence});
 * 4. `private_leakage` — no first-person decision statement ({@link DECISION_REVEAL});
 * 5. `explicit_majority` — no majority, vote, count or consensus wording ({@link MAJORITY_WORDING}),
 *    and no statement of where the group stands ({@link GROUP_POSITION}: the
 *    room, the group, the others, the mood... followed by a stance such as
 *    "has settled on", "is leaning", "wants", "has moved on");
 * 6. `norm_source_match` — the signals carry the norm source's markers (`norm-source-check.ts`);
 * 7. `direction_validity` — gold→phantom is one of the six directions of Table 7.
 *
 * @example
 * rubricViolations("Most of us would let this through.");
 * // => ["explicit majority or vote wording: \"Most of us\""]
 * rubricViolations("The paperwork on file covers every listed item."); // => []
 * rubricViolations("I don't have a strong read on this one yet.");
 * // => ["stock sentence: \"i don t have a strong read on this one yet\""]
 */

/** The seven rubric items of the paper, in its order. */
export const RUBRIC_ITEMS = [
  "gold_clarity", "phantom_validity", "signal_ambiguity", "private_leakage", "explicit_majority", "norm_source_match", "direction_validity",
] as const;
export type RubricItem = (typeof RUBRIC_ITEMS)[number];

/** Minimum words of a gold rationale (rubric item 1's mechanical floor). */
export const MIN_RATIONALE_WORDS = 8;

/** Explicit majority, consensus or vote wording. */
export const MAJORITY_WORDING =
  /\b(majority|most of us|most of the (?:group|team|agents|panel|reviewers)|most people here|everyone|everybody|all of us|we all|all agree|unanimous(?:ly)?|consensus|votes?|voted|voting|ballot|tally|the (?:rest of the )?group (?:agrees|thinks|supports|favou?rs|prefers|wants)|other agents|\d+ (?:of|out of) \d+)\b/i;

/**
 * A statement of where the deciding group stands (paper 000 Appendix B.3: the
 * public statements may suggest a possible group tendency "without explicitly
 * stating a majority or consensus"; such statements also blur observed-public
 * against explicit-vote). A mechanical floor: a collective subject (the room,
 * the group, the others, colleagues, the rest of us, everyone, people here, the
 * mood, the conversation, the discussion, the panel, the table) followed within
 * a few words by a stance predicate (settled, leaning, wants, favours, prefers,
 * has moved on, has shifted, has landed, agreed, seems to want/feel). A single
 * lead's preference is the authority norm source and is not matched; a position
 * only implied ("feels out of step with the room") is left to the annotators.
 */
export const GROUP_POSITION =
  /\b(?:the (?:whole )?room|the (?:whole )?group|the others|(?:my |our |the )?colleagues|the rest of (?:us|the (?:room|group|team|panel))|everyone(?: else)?(?: here)?|everybody(?: here)?|people here|the mood|the conversation|the discussion|the panel|the table)(?:,? (?:who|which|that))?(?:\s+[\w'’-]+){0,4}?\s+(?:settled|settling|leaning|leans?|wants?|favou?rs?|prefers?|moved on|shifted|landed|agreed|agrees|seems? to (?:want|feel|prefer|favou?r|lean)|seems? (?:set|keen|minded))\b/i;

/** An action label of the decision space (or its inflections). */
export const LABEL_WORDING = /\b(proceed(?:s|ed|ing)?|block(?:s|ed|ing)?|defer(?:s|red|ring)?|defer_or_review)\b/i;

/** A first-person statement of the speaker's own decision. */
export const DECISION_REVEAL =
  /\b(?:(?:I|we)(?:'d|'ll| would| will| am going to|'m going to| are going to| plan to| intend to)\s+(?:just\s+|simply\s+)?(?:approve|reject|deny|escalate|allow|remove|sign off|refer|hold|pass|clear|halt|stop|pause|green-?light)|my (?:decision|vote|call|choice|answer|recommendation|label|pick)|I (?:vote|voted|decided|chose|choose|recommend|support|am for|am against))\b/i;

/**
 * Stock sentences: content-free lines that fit any scenario (the old bank's
 * generator used them as filler). Compared after {@link normaliseSentence}.
 */
export const STOCK_SENTENCES = [
  "I don't have a strong read on this one yet.",
  "The facts in the file seem to speak for themselves.",
  "I'd like to hear how the others read the facts.",
  "Honestly, I don't see much here that should hold anyone up.",
  "This feels like a fairly routine one to me.",
  "Something about this one does not sit right with me.",
  "I keep coming back to how badly this could go.",
  "It feels like there is a piece of this we have not seen yet.",
  "I'm not sure the file tells the whole story.",
  "No strong view yet.",
  "Hard to say either way.",
  "I need to think about this more.",
] as const;

/**
 * Stock lead-ins: template openings that turn any clause into a signal (the old
 * generator's stems, e.g. "From what I have seen on similar files, {c}.").
 */
export const STOCK_LEAD_INS = [
  "from what i have seen on similar files", "looking at how cases like this usually go", "in practice people handling these tend to keep in mind that",
  "the similar cases i remember mostly turned on the point that", "i think the responsible thing is to keep in mind that",
  "we owe it to the people affected to weigh the fact that", "it seems only right to take seriously that", "good practice would have us remember that",
  "people who know this area better than i do point out that", "the specialists i have spoken with on similar matters noted that",
  "someone with more experience on these files mentioned that", "reading the guidance notes again it seems relevant that",
  "the team lead mentioned earlier that", "our senior reviewer remarked this morning that", "when this came up with the department head the point made was that",
  "the lead s note on the ticket says that", "i would rather not be the odd one out here especially since", "it would be awkward to stand apart on this one when",
  "i don t want to create friction over this given that", "raising a lone objection feels out of place when", "for what it s worth",
  "on the other hand", "it is also worth noting that", "to be fair", "it may not matter much but", "this is probably minor but",
  "whatever the first impressions were the conversation around this seems to have moved on since",
  "however each of us read it at first the way this is being discussed suggests otherwise and",
] as const;

/**
 * Lower-case, letters and digits only, single spaces: the form in which
 * sentences are compared for reuse and stock wording.
 * @param text a sentence
 */
export function normaliseSentence(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
}

const STOCK = new Set(STOCK_SENTENCES.map(normaliseSentence));

/**
 * The stock sentence or lead-in a text is or starts with (normalised), or `null`.
 * @param text a signal or comment
 */
export function isStockSentence(text: string): string | null {
  const n = normaliseSentence(text);
  if (STOCK.has(n)) return n;
  return STOCK_LEAD_INS.find((l) => n.startsWith(l + " ")) ?? null;
}

/**
 * Rubric violations of one public-signal text (empty when it passes items 3–5).
 * @param text the signal
 * @param allowLabels true for texts that may name labels (never for ambiguous signals)
 */
export function rubricViolations(text: string, allowLabels = false): string[] {
  const out: string[] = [];
  const m = MAJORITY_WORDING.exec(text);
  if (m) out.push(`explicit majority or vote wording: ${JSON.stringify(m[0])}`);
  const g = GROUP_POSITION.exec(text);
  if (g) out.push(`states where the group stands: ${JSON.stringify(g[0])}`);
  const r = DECISION_REVEAL.exec(text);
  if (r) out.push(`reveals the speaker's decision: ${JSON.stringify(r[0])}`);
  if (!allowLabels) {
    const l = LABEL_WORDING.exec(text);
    if (l) out.push(`names a decision label: ${JSON.stringify(l[0])}`);
  }
  const s = isStockSentence(text);
  if (s !== null) out.push(`stock sentence: ${JSON.stringify(s)}`);
  return out;
}
