/**
 * The parse-failure share per condition of one group: how many kept records
 * carry a `parse_error` (an unparseable or ambiguous reply, a refusal, a
 * missing perceived group-private field), so a reader sees when formatting,
 * not conformity, moves a measure. Printed by `metrics phantom` (table and
 * the JSON key `parse_failures`).
 *
 * @example
 * phantomParseFailures(group.records);
 * // => [{ condition: "private", records: 480, failures: 12, share: 0.025 }, …, { condition: "all", … }]
 */
import type { PhantomRecord } from "../../../paradigms/phantom/kind.js";
import { PHANTOM_CONDITIONS, type PhantomCondition } from "../../../schema/vocab.js";

/** One condition's count (the last row, `all`, pools the conditions). */
export interface PhantomParseFailureRow {
  condition: PhantomCondition | "all";
  records: number;
  failures: number;
  /** failures / records, null without records. */
  share: number | null;
}

/**
 * Count parse failures by condition (records not changed).
 * @example
 * phantomParseFailures([])[5]; // => { condition: "all", records: 0, failures: 0, share: null }
 */
export function phantomParseFailures(records: readonly PhantomRecord[]): PhantomParseFailureRow[] {
  const rows = [...PHANTOM_CONDITIONS, "all" as const].map((condition) => ({ condition, records: 0, failures: 0, share: null as number | null }));
  for (const r of records) {
    const failed = (typeof r.parse_error === "string" && r.parse_error !== "") || r.decision === null;
    for (const row of [rows[PHANTOM_CONDITIONS.indexOf(r.condition)], rows[rows.length - 1]]) {
      if (!row) continue;
      row.records++;
      if (failed) row.failures++;
    }
  }
  for (const row of rows) row.share = row.records > 0 ? row.failures / row.records : null;
  return rows;
}
