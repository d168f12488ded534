/**
 * The strict reply parser for phantom prompts (`phantom-json/1`): the reply
 * must be one JSON object (optionally inside a single ```json fence) whose
 * `decision` (and, in observed_public, `perceived_group`) is one of the three
 * labels (case and surrounding spaces ignored). Anything else gives `null`
 * with a `parse_error`; the raw text is kept by the caller.
 *
 * @example
 * parsePhantomReply('{"decision": "block"}', "private");
 * // => { decision: "block", perceived_group: null, parse_error: null }
 * parsePhantomReply("I think block", "private").parse_error; // => "reply is not a JSON object"
 */
import { isPhantomDecision, type PhantomCondition, type PhantomDecision } from "../../../schema/vocab.js";

/** The phantom reply parser's version (stamped on records as `parser_version` and written to the run manifest). */
export const PHANTOM_PARSER_VERSION = "phantom-json/1";

export interface ParsedPhantomReply {
  decision: PhantomDecision | null;
  /** Only meaningful in observed_public; null elsewhere. */
  perceived_group: PhantomDecision | null;
  parse_error: string | null;
}

function label(v: unknown): PhantomDecision | null {
  if (typeof v !== "string") return null;
  const t = v.trim().toLowerCase();
  return isPhantomDecision(t) ? t : null;
}

/** Parse one reply for a condition. */
export function parsePhantomReply(raw: string, condition: PhantomCondition): ParsedPhantomReply {
  let text = raw.trim();
  const fence = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/.exec(text);
  if (fence) text = fence[1].trim();
  let obj: unknown;
  try {
    obj = text.startsWith("{") ? JSON.parse(text) : undefined;
  } catch {
    obj = undefined;
  }
  if (typeof obj !== "object" || obj === null || Array.isArray(obj)) {
    return { decision: null, perceived_group: null, parse_error: "reply is not a JSON object" };
  }
  const o = obj as Record<string, unknown>;
  const decision = label(o.decision);
  const errors: string[] = [];
  if (decision === null) errors.push(`decision: not one of proceed|block|defer_or_review: ${JSON.stringify(o.decision ?? null)}`);
  let perceived: PhantomDecision | null = null;
  if (condition === "observed_public") {
    perceived = label(o.perceived_group);
    if (perceived === null) errors.push(`perceived_group: not one of proceed|block|defer_or_review: ${JSON.stringify(o.perceived_group ?? null)}`);
  }
  return { decision, perceived_group: perceived, parse_error: errors.length > 0 ? errors.join("; ") : null };
}
