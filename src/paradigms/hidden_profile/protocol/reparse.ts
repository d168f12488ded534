/**
 * Re-derive a stored hidden-profile record's vote from its `raw` text with
 * the current parsers ({@link HP_PARSER_VERSION}); records without raw text
 * or options are returned unchanged. Never throws.
 *
 * @example
 * reparseHiddenProfile({ protocol: "hidden_profile", raw: "My vote: Bravo Moving Co", options: ["Alpha", "Bravo Moving Co."], vote: null } as never).vote;
 * // => "Bravo Moving Co."
 */
import type { TrialRecord } from "../../../schema/records.js";
import type { HiddenProfileRecord } from "../../../paradigms/hidden_profile/kind.js";
import { parseHpVote } from "./parse.js";

/** See module doc. */
export function reparseHiddenProfile(record: TrialRecord): TrialRecord {
  const r = record as HiddenProfileRecord;
  if (typeof r.raw !== "string" || !Array.isArray(r.options)) return record;
  const p = parseHpVote(r.raw, r.options as string[]);
  return { ...r, vote: p.vote, parse_error: p.error, rationale: p.rationale };
}
