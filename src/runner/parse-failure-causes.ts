/**
 * Why a record could not be parsed, in four causes a researcher can act on:
 *
 * | cause | the record | what fixes it |
 * |---|---|---|
 * | `length` | `usage.finish_reason` is `"length"` or the reply was cut at `--max-reply-chars` (`truncated`) | a larger `--max-tokens` (reasoning models spend it on hidden reasoning) |
 * | `refusal` | `usage.finish_reason` is `"content_filter"`, or the parse error says the model refused | a model or prompt that answers |
 * | `empty` | no reply text | check the endpoint (`calls.jsonl`) |
 * | `format` | text the parser could not read | read the raw replies; `reparse` with a newer parser; `--retry-unparsed` |
 *
 * `groupthink run` prints the counts when a run ends with parse failures, and
 * ends with exit status 3 when they pass `--max-parse-failure-share`.
 *
 * @example
 * parseFailureCause({ parse_error: "no decision", raw: "", usage: { prompt_tokens: 9, completion_tokens: 256, finish_reason: "length" } }); // => "length"
 */

/**
 * The cause vocabulary, in the order counts are printed.
 *
 * @example
 * PARSE_FAILURE_CAUSES[0]; // => "length"
 */
export const PARSE_FAILURE_CAUSES = ["length", "refusal", "empty", "format"] as const;
export type ParseFailureCause = (typeof PARSE_FAILURE_CAUSES)[number];

/**
 * The cause of one unparsed record (see the file comment); null for a parsed record.
 *
 * @example
 * parseFailureCause({ parse_error: null }); // => null
 * parseFailureCause({ parse_error: "reply is a refusal", raw: "I can't help with that." }); // => "refusal"
 * parseFailureCause({ parse_error: "reply has no text (content null)", raw: null }); // => "empty"
 * parseFailureCause({ parse_error: "no decision found", raw: "Hmm." }); // => "format"
 */
export function parseFailureCause(record: Record<string, unknown>): ParseFailureCause | null {
  const err = record.parse_error;
  if (typeof err !== "string") return null;
  const usage = record.usage && typeof record.usage === "object" ? (record.usage as Record<string, unknown>) : {};
  if (usage.finish_reason === "length" || record.truncated === true) return "length";
  if (usage.finish_reason === "content_filter" || /\brefus/i.test(err)) return "refusal";
  const raw = record.raw;
  if (raw === null || raw === undefined || (typeof raw === "string" && raw.trim() === "")) return "empty";
  return "format";
}

/**
 * Count causes over a collection of causes (every cause present, zeros included).
 *
 * @example
 * countCauses(["format", "length", "format"]); // => { length: 1, refusal: 0, empty: 0, format: 2 }
 */
export function countCauses(causes: Iterable<ParseFailureCause>): Record<ParseFailureCause, number> {
  const out = { length: 0, refusal: 0, empty: 0, format: 0 };
  for (const c of causes) out[c]++;
  return out;
}

/**
 * One line naming the causes with counts (zeros left out) and what fixes the largest one.
 *
 * @example
 * describeCauses({ length: 40, refusal: 0, empty: 0, format: 3 });
 * // => "length 40, format 3 (most were cut by the token limit: raise --max-tokens; reasoning models spend it on hidden reasoning)"
 */
export function describeCauses(counts: Record<ParseFailureCause, number>): string {
  const parts = PARSE_FAILURE_CAUSES.filter((c) => counts[c] > 0).map((c) => `${c} ${counts[c]}`);
  if (parts.length === 0) return "none";
  const top = PARSE_FAILURE_CAUSES.reduce((a, c) => (counts[c] > counts[a] ? c : a), PARSE_FAILURE_CAUSES[0]);
  const fix: Record<ParseFailureCause, string> = {
    length: "most were cut by the token limit: raise --max-tokens; reasoning models spend it on hidden reasoning",
    refusal: "most were refusals: the model declined to answer",
    empty: "most replies were empty: check the endpoint's replies in calls.jsonl",
    format: "most could not be read: see the raw replies in records.jsonl, re-run with --retry-unparsed, or reparse with a newer parser",
  };
  return `${parts.join(", ")} (${fix[top]})`;
}
