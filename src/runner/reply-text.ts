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
  let t = text.replace(new RegExp(`<(${TAGS})>[\\s\\S]*?<\\/\\1>`, "gi"), " ");
  const close = new RegExp(`<\\/(?:${TAGS})>`, "i").exec(t);
  if (close) t = " " + t.slice(close.index + close[0].length);
  return t.replace(new RegExp(`<(?:${TAGS})>[\\s\\S]*$`, "i"), " ");
}

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
