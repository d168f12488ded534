/**
 * Re-derive a stored panel record's labels from its `raw` text with the
 * current parser ({@link PANEL_PARSER_VERSION}); option-letter probabilities
 * are kept as stored (the logprobs live in the journal, not the record).
 *
 * @example
 * panelReparse({ ...record, raw: "Verdict: **UNSAFE**", verdict: null, parse_error: "no JSON object in reply" }).verdict;
 * // => "unsafe"
 */
import type { TrialRecord } from "../../../schema/records.js";
import type { PanelRecord } from "../../../paradigms/panel/kind.js";
import { parsePanelReply } from "./parse.js";

/**
 * @param record a panel record (its `raw` read; not modified)
 * @example
 * panelReparse(record).parse_error; // => undefined when the raw text now parses
 */
export function panelReparse(record: TrialRecord): TrialRecord {
  const r = record as PanelRecord;
  const p = parsePanelReply(typeof r.raw === "string" ? r.raw : null);
  const out: PanelRecord = { ...r, verdict: p.verdict, severity: p.severity, confidence: p.confidence };
  if (p.parse_error) out.parse_error = p.parse_error;
  else delete out.parse_error;
  return out;
}
