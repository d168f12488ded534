/**
 * Fill the taxonomy fields of phantom records from the scenario bank (by
 * `scenario_id`), so breakdowns work on logs whose records lack them (an
 * older log, a trimmed export). A field the record has is kept; a record
 * whose scenario is not in the bank is passed through. Fresh records; the
 * inputs are not changed. (The CLI loads the bank; this layer takes plain
 * scenario objects.)
 *
 * @example
 * phantomJoinBank([{ ...rec, domain: undefined }], [{ id: rec.scenario_id, domain: "hiring_fairness", norm_source: "authority", belief_target: "mild_misperception", outcome_risk: "neutral" }])[0].domain;
 * // => "hiring_fairness"
 */
import type { PhantomRecord } from "../../../paradigms/phantom/kind.js";

/** The bank fields a breakdown reads. */
export interface PhantomBankFields {
  id: string;
  domain?: string;
  norm_source?: string;
  belief_target?: string;
  outcome_risk?: string;
}

const FIELDS = ["domain", "norm_source", "belief_target", "outcome_risk"] as const;

/**
 * Records with missing taxonomy fields filled from the bank.
 * @example
 * phantomJoinBank([], []); // => []
 */
export function phantomJoinBank(records: readonly PhantomRecord[], bank: readonly PhantomBankFields[]): PhantomRecord[] {
  const byId = new Map(bank.map((s) => [s.id, s]));
  return records.map((r) => {
    const s = byId.get(r.scenario_id);
    if (!s) return r;
    const out: Record<string, unknown> = { ...r };
    for (const f of FIELDS) if (typeof out[f] !== "string" && typeof s[f] === "string") out[f] = s[f];
    return out as unknown as PhantomRecord;
  });
}

/**
 * Whether any record lacks a taxonomy field the bank would fill (else {@link phantomJoinBank} is the identity and the bank need not be read).
 * @example
 * phantomNeedsBank([]); // => false
 * phantomNeedsBank([{ domain: "hiring_fairness" } as unknown as PhantomRecord]); // => true
 */
export function phantomNeedsBank(records: readonly PhantomRecord[]): boolean {
  return records.some((r) => FIELDS.some((f) => typeof (r as unknown as Record<string, unknown>)[f] !== "string"));
}
