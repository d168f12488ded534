/**
 * Parse-failure share per (model, variant): records whose vote is null with
 * a `parse_error` (the reply could not be read; the metrics count such a vote
 * as wrong), out of all records, after de-duplication. `loud` marks a share
 * above 5% (formatting failures then move the accuracies noticeably).
 *
 * @example
 * hiddenProfileParseFailures([
 *   { model: "m", variant: "baseline", task_id: "t", session: 0, agent: 0, phase: "pre", vote: null, parse_error: "no vote found in reply" },
 *   { model: "m", variant: "baseline", task_id: "t", session: 0, agent: 1, phase: "pre", vote: "A", parse_error: null },
 * ]);
 * // => [{ model: "m", variant: "baseline", records: 2, parse_failures: 1, share: 0.5, loud: true }]
 */
import type { HiddenProfileRecord } from "../../../paradigms/hidden_profile/kind.js";
import { dedupeHiddenProfile, type HpKeyed } from "./dedupe-hidden-profile.js";

/** One (model, variant) row. */
export type HpParseFailureRow = { model: string; variant: string; records: number; parse_failures: number; share: number; loud: boolean };

/** The share above which a run's parse failures are reported loudly. */
export const HP_PARSE_FAILURE_ALERT = 0.05;

/** See module doc. Rows in first-seen order. */
export function hiddenProfileParseFailures(records: readonly (HpKeyed & Pick<HiddenProfileRecord, "vote"> & { parse_error?: unknown })[]): HpParseFailureRow[] {
  const rows = new Map<string, HpParseFailureRow>();
  for (const r of dedupeHiddenProfile(records)) {
    const k = JSON.stringify([r.model, r.variant]);
    let row = rows.get(k);
    if (!row) rows.set(k, (row = { model: r.model, variant: r.variant, records: 0, parse_failures: 0, share: 0, loud: false }));
    row.records += 1;
    if (r.vote === null && typeof r.parse_error === "string" && r.parse_error !== "") row.parse_failures += 1;
  }
  for (const row of rows.values()) {
    row.share = row.parse_failures / row.records;
    row.loud = row.share > HP_PARSE_FAILURE_ALERT;
  }
  return [...rows.values()];
}
