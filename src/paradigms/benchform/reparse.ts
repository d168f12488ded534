/**
 * Re-derive a benchform record's answer from its stored `raw` reply with the current parser.
 *
 * @example
 * reparseBenchform({ protocol: "benchform", raw: 'The best answer is: "(B) x"', n_options: 2, answer: null, parse_error: "old" } as never).answer; // => "B"
 */
import type { TrialRecord } from "../../schema/records.js";
import type { BenchformRecord } from "./kind.js";
import { BENCHFORM_PARSER_VERSION, parseBenchformAnswer } from "./parse.js";

/**
 * The record with `answer`, `parse_error` and `parser_version` re-derived (a record without `raw` is returned as is).
 *
 * @example
 * reparseBenchform({ protocol: "benchform", raw: "no idea", n_options: 2 } as never).parse_error; // => 'no "The best answer is: (X)" in the reply'
 */
export function reparseBenchform(record: TrialRecord): TrialRecord {
  const r = record as unknown as BenchformRecord;
  if (typeof r.raw !== "string") return record;
  const parsed = parseBenchformAnswer(r.raw, r.n_options);
  return { ...r, answer: parsed.answer, parse_error: parsed.error, parser_version: BENCHFORM_PARSER_VERSION } as unknown as TrialRecord;
}
