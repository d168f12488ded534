/**
 * What every protocol's tolerant reply parser does first, written once:
 * drop the reasoning a model shows before its answer, and find the JSON
 * objects in a reply that wraps them in prose or code fences.
 *
 * @example
 * stripReasoningBlocks("<think>maybe block</think> {\"decision\": \"proceed\"}").trim(); // => "{\"decision\": \"proceed\"}"
 * replyObjectSpans('Sure: {"a": {"b": "}"}} and {"c": 1}'); // => ['{"a": {"b": "}"}}', '{"c": 1}']
 */

const TAGS = "think|thinking|reasoning";

/**
 * Remove reasoning blocks: closed `<think>…</think>` (also `<thinking>`, `<reasoning>`), everything up
 * to a closing tag whose opening tag was lost (some servers strip it), and an unclosed opening tag up to
 * the end (unfinished reasoning). Each removed part becomes one space; the rest is unchanged.
 *
 * @example
 * stripReasoningBlocks("let me see</think>BLOCK"); // => " BLOCK"
 * stripReasoningBlocks("ANSWER: A <reasoning>but then"); // => "ANSWER: A  "
 */
export function stripReasoningBlocks(text: string): string {
  if (!text.includes("<")) return text; // no tag at all: nothing to remove (every reply is read through here)
  let t = text.replace(CLOSED_BLOCK, " ");
  const close = CLOSING_TAG.exec(t);
  if (close) t = " " + t.slice(close.index + close[0].length);
  return t.replace(UNCLOSED_BLOCK, " ");
}

// Compiled once (stripReasoningBlocks runs on every reply); CLOSED_BLOCK is global, which `replace` resets.
const CLOSED_BLOCK = new RegExp(`<(${TAGS})>[\\s\\S]*?<\\/\\1>`, "gi");
const CLOSING_TAG = new RegExp(`<\\/(?:${TAGS})>`, "i");
const UNCLOSED_BLOCK = new RegExp(`<(?:${TAGS})>[\\s\\S]*$`, "i");

/**
 * Every balanced top-level `{…}` span of a reply, in order; braces inside double-quoted strings of an
 * object (with `\` escapes) do not count. Linear in the text's length.
 *
 * @example
 * replyObjectSpans("no json here"); // => []
 * replyObjectSpans('{"vote": "A"} then {"vote": "B"}'); // => ['{"vote": "A"}', '{"vote": "B"}']
 */
export function replyObjectSpans(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = -1;
  let inStr = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inStr) {
      if (c === "\\") i++;
      else if (c === '"') inStr = false;
      continue;
    }
    if (c === '"' && depth > 0) inStr = true;
    else if (c === "{") {
      if (depth === 0) start = i;
      depth++;
    } else if (c === "}" && depth > 0) {
      depth--;
      if (depth === 0) out.push(text.slice(start, i + 1));
    }
  }
  return out;
}

/** A label mention in a reply: where it is written (`end` exclusive). */
export interface MentionSpan {
  start: number;
  end: number;
}

// a clause ends at sentence punctuation, a line break, a comma, or a contrast word
const CLAUSE_END = /[.!?;:\n,()\[\]{}]|—|–| - |(?<!\b(?:anything|all|everything|nothing) )\bbut\b|\b(?:however|though|although|yet|instead|so|then)\b/gi;
const NEG_BEFORE = /(?:\b(?:not|no|never|neither|nor|without|against|cannot|except|excluding|reject(?:s|ed|ing)?|avoid(?:s|ed|ing)?|drop(?:s|ped|ping)?|abandon(?:s|ed|ing)?|rul(?:e|es|ed|ing) out|rather than|instead of|other than|anything but|away from|(?:switch|mov|chang|turn|back)\w*(?: away)? from|over)\b|n['’]t\b)/i;
const NEG_AFTER = /^[\s*_`"'”’)\]]*(?:(?:\?|:|=|—|–|-)[\s*_`"']*(?:no|nope|false|not really|not at all|definitely not|absolutely not|i think not|not quite)\b|\?(?![\s*_`"']*(?:yes|yeah|yep|true|definitely|absolutely)\b)|(?:is|was|would be|seems|looks|sounds|remains|feels)\s+(?:not\b|wrong|incorrect|a mistake|ruled out|off the table|out\b|unwise|worse|weaker|unsafe|risky|a bad)|(?:is|was|does|would|could|should|can|will)n['’]t\b|(?:won['’]t|can['’]t|cannot)\b|(?:has|have) been ruled out|(?:is|was) (?:no|never)\b|(?:would|could) not\b)/i;
const JOIN_ONLY = /^[\s*_`"'“”‘’]*(?:,|\/|or|and|nor|,? or|,? and|,? nor)?[\s*_`"'“”‘’]*$/i;

/**
 * For each mention of a label in `text` (spans sorted by `start`, not overlapping), is it negated,
 * questioned or rejected rather than chosen? A mention is NOT a choice when its clause (back to the
 * previous clause end, or to the previous mention in the same clause) holds a negation before it
 * ("not", "n't", "never", "no", "rather than", "instead of", "rule out", "switching from", "over" …),
 * when it is joined by "or"/"and"/"nor" to a negated mention ("not X or Y"), or when what follows it
 * rejects it ("X? No", "Unsafe: No", "X is not …", "X is wrong", "X?" as an open question). Errs on
 * the side of "not a choice": a parser then gives null, never the opposite label.
 *
 * @example
 * const t = "Do not proceed; block instead.";
 * mentionNegated(t, [{ start: 7, end: 14 }, { start: 16, end: 21 }]); // => [true, false]
 * mentionNegated("Harmful? No.", [{ start: 0, end: 7 }]);             // => [true]
 * mentionNegated("West City, not East Town", [{ start: 0, end: 9 }, { start: 15, end: 24 }]); // => [false, true]
 */
export function mentionNegated(text: string, spans: readonly MentionSpan[]): boolean[] {
  const out: boolean[] = [];
  const rejectedAfter: boolean[] = [];
  for (let i = 0; i < spans.length; i++) {
    const { start, end } = spans[i];
    // the clause start: the last clause end before the mention
    let from = Math.max(0, start - 200);
    const window = text.slice(from, start);
    let lastEnd = -1;
    for (const m of window.matchAll(CLAUSE_END)) lastEnd = m.index + m[0].length;
    if (lastEnd >= 0) from += lastEnd;
    const prev = i > 0 ? spans[i - 1] : null;
    const prevInClause = prev !== null && prev.end > from;
    const before = text.slice(prevInClause ? (prev as MentionSpan).end : from, start);
    const after = text.slice(end, end + 60);
    let neg = NEG_BEFORE.test(before) || NEG_AFTER.test(after);
    if (!neg && prevInClause && JOIN_ONLY.test(before) && out[i - 1]) neg = true;
    out.push(neg);
    rejectedAfter.push(NEG_AFTER.test(after));
  }
  // "X or Y?" / "X or Y is wrong": what follows the last of joined mentions applies to all of them
  for (let i = spans.length - 2; i >= 0; i--) {
    if (rejectedAfter[i + 1] && JOIN_ONLY.test(text.slice(spans[i].end, spans[i + 1].start))) {
      out[i] = true;
      rejectedAfter[i] = true;
    }
  }
  return out;
}

const REVISION = /\b(?:actually|on (?:second|further) thought|on reflection|wait|correction|scratch that|let me (?:revise|reconsider|correct|change)|i take (?:that|it) back|i(?:['’]d| would) rather|i(?:['’]ll| will) (?:change|switch|revise)|i(?:['’]m| am) (?:changing|switching|revising)|change (?:my|the) (?:answer|decision|vote|label|verdict|mind)|changed my mind|revis(?:e|ed|ing) (?:my|the|this)|(?:make|making) (?:that|it)|instead|no,? wait|rethinking|correcting (?:myself|that))\b/i;

/**
 * The part of a reply after `from` that revises an answer already given ("Actually, I'd go with X
 * instead", "Wait — make that block", "On second thought …"): the text from the first revision cue on,
 * or null when there is none. Parsers read the labels in it: another label there (or the given one
 * negated) makes the answer null, never the first label.
 *
 * @example
 * revisionAfter('{"vote": "A"} Actually, I would go with B instead.', 13); // => "Actually, I would go with B instead."
 * revisionAfter('{"vote": "A"} Hope this helps.', 13); // => null
 */
export function revisionAfter(text: string, from: number): string | null {
  const rest = text.slice(from);
  const m = REVISION.exec(rest);
  return m === null ? null : rest.slice(m.index);
}
