/**
 * Tolerant, versioned parsers of hidden-profile replies, for what chat models
 * write. A vote reply: `<think>` / `<thinking>` blocks are dropped, curly
 * quotes and apostrophes unified, every balanced `{...}` object in the text
 * read (code fences, preambles, sign-offs, pretty-printing, trailing commas
 * and case-insensitive keys `vote` / `final_vote` / `choice` / `decision` /
 * `answer` allowed); without JSON, a labelled line (`My vote: X`, `**Final
 * answer:** X`, `Vote - X`) or a bare option. An option matches
 * case-insensitively with quotes, emphasis and trailing punctuation ignored
 * on both sides (`Bravo Moving Co.` = `bravo moving co`), or when the vote
 * text names exactly one option. Several statements naming one option give
 * that option; naming different options, none, or an unknown one gives
 * `vote: null` with `error` saying why (the record keeps the raw text). A
 * discussion message's stance is read from `Current choice: X` / `my
 * (current) choice is X` / `I vote for X` phrases (the last one counts).
 *
 * @example
 * parseHpVote('Sure!\n```json\n{"vote": "bravo moving co", "rationale": "cheap"}\n```', ["Alpha Vans", "Bravo Moving Co."]);
 * // => { vote: "Bravo Moving Co.", rationale: "cheap", error: null }
 * parseHpChoice("We should go.\nCurrent choice: East Town", ["North Hill", "East Town"]); // => "East Town"
 */
import { mentionNegated, replyObjectSpans, revisionAfter, stripReasoningBlocks } from "../../../runner/reply-text.js";

/** Version of these parsers (recorded in manifests; `reparse` re-derives with it). */
export const HP_PARSER_VERSION = "hidden_profile-3";

const VOTE_KEYS = ["vote", "final_vote", "finalvote", "choice", "decision", "answer", "final_answer"];

/** Unify curly quotes/apostrophes and odd spaces. */
function unify(s: string): string {
  return s.replace(/[\u2018\u2019\u201A\u201B\u2032\u00B4`]/g, "'").replace(/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"').replace(/[\u00A0\u2007\u202F]/g, " ");
}

/** Normal form of an option or a vote for comparison. */
function norm(s: string): string {
  return unify(s).toLowerCase().replace(/\s+/g, " ").trim()
    .replace(/^[\s"'*_`#>\[\(<-]+/, "").replace(/[\s"'*_`\]\)>.,;:!?]+$/, "").trim();
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every mention of an option in normalised text (a mention inside a longer option's mention is that option), in order, with whether it is negated. */
function optionMentions(t: string, options: readonly string[]): { option: string; start: number; end: number; negated: boolean }[] {
  const hits: { option: string; start: number; end: number }[] = [];
  for (const o of options) {
    const n = norm(o);
    if (n !== "") for (const m of t.matchAll(new RegExp(`(?<![a-z0-9])${escapeRe(n)}(?![a-z0-9])`, "g"))) hits.push({ option: o, start: m.index, end: m.index + n.length });
  }
  const kept = hits.filter((h) => !hits.some((g) => g !== h && g.start <= h.start && g.end >= h.end && g.end - g.start > h.end - h.start)).sort((a, b) => a.start - b.start);
  const neg = mentionNegated(t, kept);
  return kept.map((h, i) => ({ ...h, negated: neg[i] }));
}

/**
 * The option a piece of text names: exact (normalised), else the single option it names as a phrase and
 * chooses — a mention that is negated or rejected ("not West City", "rather than East Town", "East Town?
 * No") does not count (see {@link mentionNegated}); an option both chosen and rejected, or two chosen, is null.
 * @example
 * matchHpOption("Not West City", ["West City", "East Town"]); // => null
 * matchHpOption("West City, not East Town", ["West City", "East Town"]); // => "West City"
 */
export function matchHpOption(text: string, options: readonly string[]): string | null {
  const t = norm(text);
  if (t === "") return null;
  const exact = options.filter((o) => norm(o) === t);
  if (exact.length === 1) return exact[0];
  const kept = optionMentions(t, options);
  const chosen = new Set(kept.filter((h) => !h.negated).map((h) => h.option));
  const rejected = new Set(kept.filter((h) => h.negated).map((h) => h.option));
  const ok = [...chosen].filter((o) => !rejected.has(o));
  return ok.length === 1 && chosen.size === 1 ? ok[0] : null;
}

function readObject(src: string): Record<string, unknown> | null {
  for (const attempt of [src, src.replace(/,\s*([}\]])/g, "$1"), src.replace(/'/g, '"').replace(/,\s*([}\]])/g, "$1")]) {
    try {
      const v = JSON.parse(attempt) as unknown;
      if (v !== null && typeof v === "object" && !Array.isArray(v)) return v as Record<string, unknown>;
    } catch {
      /* try the next repair */
    }
  }
  // not JSON: read "key": "value" pairs
  const o: Record<string, unknown> = {};
  for (const m of src.matchAll(/"([A-Za-z_ ]+)"\s*:\s*"((?:[^"\\]|\\.)*)"/g)) o[m[1]] = m[2];
  return Object.keys(o).length ? o : null;
}

function field(o: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const [k, v] of Object.entries(o)) if (keys.includes(k.toLowerCase().replace(/[\s-]/g, "_"))) return v;
  return undefined;
}

/** Does revision text name another option, or reject `vote`? */
function revisesTo(rev: string, vote: string, options: readonly string[]): boolean {
  return optionMentions(norm(rev), options).some((h) => (h.option !== vote && !h.negated) || (h.option === vote && h.negated));
}

/** Parse a vote reply (see module doc); `error` says why when `vote` is null. */
export function parseHpVote(text: string | null | undefined, options: readonly string[]): { vote: string | null; rationale: string | null; error: string | null } {
  if (typeof text !== "string" || text.trim() === "") return { vote: null, rationale: null, error: "empty reply (no content: a refusal or content null)" };
  const body = unify(stripReasoningBlocks(text));
  const said: string[] = [];
  let rationale: string | null = null;
  let sawJson = false;
  let cursor = 0, jsonEnd = 0;
  for (const src of replyObjectSpans(body)) {
    cursor = body.indexOf(src, cursor) + src.length;
    const o = readObject(src);
    if (!o) continue;
    const v = field(o, VOTE_KEYS);
    if (v === undefined) continue;
    sawJson = true;
    jsonEnd = cursor;
    said.push(typeof v === "string" ? v : JSON.stringify(v));
    const r = field(o, ["rationale", "reason", "reasoning", "explanation"]);
    if (rationale === null && typeof r === "string") rationale = r;
  }
  if (!sawJson) {
    const label = /^[\s>*_#-]*(?:my\s+|our\s+)?(?:final\s+|current\s+)?(?:vote|answer|choice|decision)\s*(?:is)?[*_\s]*[:：=-]+[*_\s]*(.+)$/gim;
    for (const m of body.matchAll(label)) said.push(m[1]);
    const phrase = /\bI\s+(?:vote|choose|pick|select)\s+(?:for\s+)?(.+?)(?:[.!\n]|$)/gi;
    if (said.length === 0) for (const m of body.matchAll(phrase)) said.push(m[1]);
    const bare = body.replace(/```\w*/g, "").trim();
    if (said.length === 0 && bare.split("\n").length <= 2 && matchHpOption(bare, options) !== null) said.push(bare);
  }
  if (said.length === 0) return { vote: null, rationale, error: "no vote found in reply" };
  const matched = said.map((s) => matchHpOption(s, options));
  // one statement names an option, another only rejects one ({"vote": "X"} … {"vote": "not X"}): no vote
  if (said.length > 1 && matched.some((m) => m !== null) && matched.some((m, i) => m === null && options.some((o) => norm(said[i]).includes(norm(o))))) {
    return { vote: null, rationale, error: `ambiguous: the reply's statements disagree (${said.map((x) => JSON.stringify(x.trim().slice(0, 60))).join(", ")})` };
  }
  const distinct = [...new Set(matched.filter((m): m is string => m !== null))];
  if (distinct.length > 1) return { vote: null, rationale, error: `ambiguous: the reply names different options (${distinct.map((d) => JSON.stringify(d)).join(", ")})` };
  if (distinct.length === 0) return { vote: null, rationale, error: `vote ${JSON.stringify(said[said.length - 1].trim().slice(0, 120))} is not one of the options` };
  // an answer revised afterwards ("Actually, I'd go with X instead") is not the answer
  const rev = revisionAfter(body, sawJson ? jsonEnd : 0);
  if (rev !== null && revisesTo(rev, distinct[0], options)) return { vote: null, rationale, error: `the reply revises its vote ${JSON.stringify(distinct[0])} afterwards: ${JSON.stringify(rev.slice(0, 80))}` };
  return { vote: distinct[0], rationale, error: null };
}

const STANCE_BEFORE = new RegExp(
  "\\b(?:(?:my\\s+)?current\\s+(?:choice|pick|vote)|my\\s+(?:choice|vote|pick|preference)|(?:i|we)(?:['’]m|\\s+am|['’]re|\\s+are)?\\s+(?:now\\s+|still\\s+|also\\s+|definitely\\s+|firmly\\s+|going\\s+to\\s+)?" +
  "(?:vote|voting|choose|choosing|pick|picking|select|selecting|back|backing|support|supporting|favou?r|favou?ring|prefer|endorse|endorsing|going\\s+with|go\\s+with|switching\\s+to|switch\\s+to|leaning\\s+(?:towards?|to)|lean\\s+(?:towards?|to)|sticking\\s+with|stick\\s+with|staying\\s+with|stay\\s+with|siding\\s+with|side\\s+with|moving\\s+to|move\\s+to|changing\\s+to|change\\s+to|for)" +
  "|(?:i|we)(?:['’]d|\\s+would)\\s+(?:now\\s+|still\\s+)?(?:go\\s+with|vote\\s+for|pick|choose|back|support)|let['’]?s\\s+(?:go\\s+with|pick|choose|take|back)|we\\s+should\\s+(?:choose|pick|go\\s+with|take|select|back)|count\\s+me\\s+in\\s+for|agreed?\\s+on|(?:unanimous|united)\\s+on|(?:all\\s+)?(?:set|settled)\\s+on)\\b",
  "gi",
);
const STANCE_AFTER = /^[\s*_"']*(?:it\s+is\b|it['’]s\b|for\s+me\b|works\s+for\s+me\b|gets\s+my\s+vote|has\s+my\s+(?:vote|support)|is\s+my\s+(?:choice|pick|vote)|(?:still\s+|now\s+|clearly\s+|really\s+|definitely\s+)?(?:looks|seems|is|remains)\s+(?:like\s+)?(?:the\s+|our\s+)?(?:best|right|strongest|safest|correct|clear|only|way\s+to\s+go)\b)/i;
const SENTENCE_END = /[.!?;\n]/;

/**
 * The option a discussion message states as its own position, or null: an explicit stance phrase
 * followed by a chosen option in the same sentence ("my current choice is X", "I now back X", "I'm
 * switching to X", "I'd go with X", "let's go with X") or an option followed by one ("X it is", "X
 * still looks best"); the last stance in the message counts. Negated, questioned, conditional or
 * contrasted mentions never count ("I would not back X", "X looks best, but …", "if X is right …").
 * Messages without such a phrase give null (a model-based reading, extract.ts, covers them).
 * @example
 * parseHpChoice("I'm switching to West City.", ["West City", "East Town"]); // => "West City"
 * parseHpChoice("I would not go with East Town.", ["West City", "East Town"]); // => null
 */
export function parseHpChoice(text: string | null | undefined, options: readonly string[]): string | null {
  if (typeof text !== "string") return null;
  const body = unify(stripReasoningBlocks(text)).toLowerCase().slice(0, 20_000);
  const kept = optionMentions(body, options);
  const negated = kept.map((h) => h.negated);
  const sentenceOf = (i: number): [number, number] => {
    let a = i;
    while (a > 0 && !SENTENCE_END.test(body[a - 1])) a--;
    let b = i;
    while (b < body.length && !SENTENCE_END.test(body[b])) b++;
    return [a, b];
  };
  const stances: { at: number; option: string }[] = [];
  for (const m of body.matchAll(STANCE_BEFORE)) {
    const cueEnd = m.index + m[0].length;
    const [, sEnd] = sentenceOf(m.index);
    const [sStart] = sentenceOf(m.index);
    if (/\b(?:if|whether|unless)\b/.test(body.slice(sStart, m.index))) continue;
    const first = kept.findIndex((h) => h.start >= cueEnd && h.end <= sEnd);
    if (first === -1) continue;
    const inSentence = kept.map((h, i) => ({ h, i })).filter(({ h }) => h.start >= cueEnd && h.end <= sEnd);
    const chosen = [...new Set(inSentence.filter(({ i }) => !negated[i]).map(({ h }) => h.option))];
    // "switching to X from Y" / "X rather than Y": the first chosen mention after the cue
    if (!negated[first] && chosen.length >= 1 && !inSentence.some(({ h, i }) => negated[i] && h.option === kept[first].option)) stances.push({ at: kept[first].start, option: kept[first].option });
  }
  kept.forEach((h, i) => {
    if (negated[i] || !STANCE_AFTER.test(body.slice(h.end, h.end + 80))) return;
    const [sStart, sEnd] = sentenceOf(h.start);
    const rest = body.slice(h.end, sEnd);
    if (/\b(?:if|whether|unless)\b/.test(body.slice(sStart, h.start)) || /\b(?:but|however|though|although|yet|unless|except|on paper)\b/.test(rest)) return;
    stances.push({ at: h.start, option: h.option });
  });
  stances.sort((a, b) => a.at - b.at);
  return stances.length ? stances[stances.length - 1].option : null;
}
