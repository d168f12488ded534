/**
 * Re-derive a stored phantom record's labels from its `raw` text with the
 * current parser (`groupthink reparse`); other records pass through. A record
 * without raw text (a call that never returned) is unchanged. The input is not changed.
 *
 * @example
 * reparsePhantom({ ...rec, raw: "**Decision:** Block", decision: null }).decision; // => "block"
 */
import type { TrialRecord } from "../../../schema/records.js";
import type { PhantomRecord } from "../../../paradigms/phantom/kind.js";
import { PHANTOM_PARSER_VERSION, parsePhantomReply } from "./parse.js";

/** The record with labels, parse_error and parser_version from the current parser. */
export function reparsePhantom(record: TrialRecord): TrialRecord {
  if (record.protocol !== "phantom" || typeof record.raw !== "string") return record;
  const r = record as PhantomRecord;
  if (typeof r.parse_error === "string" && r.parse_error.startsWith("the model refused")) return { ...r, parser_version: PHANTOM_PARSER_VERSION } as TrialRecord;
  const p = parsePhantomReply(record.raw, r.condition);
  const out: Record<string, unknown> = { ...r, decision: p.decision, parse_error: p.parse_error, parser_version: PHANTOM_PARSER_VERSION };
  if (r.condition === "observed_public") out.perceived_group = p.perceived_group;
  return out as TrialRecord;
}
