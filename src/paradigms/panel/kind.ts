/**
 * The `panel` record kind (trial-logs.md, "panel"): one reviewer's verdict on
 * one item in one round and condition. Rules beyond the field types: `solo`
 * is round 1, the repairs are round 3, the other conditions round 2; `after`
 * (the round-2 condition the repair follows, or null) is present in round 3
 * and only there (`after: null` elsewhere means none, as an absent field does). Natural key (metrics.md §5): model, dataset, item_id, round,
 * condition, after, k_asserting, wording — an absent `wording` is `original`,
 * an absent `after` or `k_asserting` none.
 *
 * @example
 * PANEL_KIND.naturalKey({ model: "m", dataset: "d", item_id: "i", round: 1, condition: "solo" });
 * // => ["m", "d", "i", 1, "solo", null, null, "original"]
 * PANEL_KIND.check({ round: 3, condition: "repair_vigilance" });
 * // => { field: "after", reason: "required in round 3 (the round-2 condition the repair follows)" }
 * PANEL_KIND.check({ round: 1, condition: "solo", p_flag: 0.2, p_flag_null_reason: "x" });
 * // => { field: "p_flag_null_reason", reason: "only when p_flag is null or absent" }
 */
import type { RecordOf } from "../../schema/fields.js";
import { ENVELOPE_SPEC } from "../../schema/envelope.js";
import { defineRecordKind } from "../../schema/record-kind.js";
import { PANEL_CONDITIONS, PANEL_GOLDS, PANEL_VERDICTS, PANEL_WORDINGS } from "../../schema/vocab.js";

/**
 * The field spec of a `panel` record.
 *
 * @example
 * PANEL_SPEC.round; // => { kind: "enum", values: [1, 2, 3], required: true }
 */
export const PANEL_SPEC = {
  ...ENVELOPE_SPEC,
  protocol: { kind: "enum", values: ["panel"], required: true },
  item_id: { kind: "string", required: true },
  dataset: { kind: "string", required: true },
  gold: { kind: "enum", values: PANEL_GOLDS, required: true },
  round: { kind: "enum", values: [1, 2, 3], required: true },
  condition: { kind: "enum", values: PANEL_CONDITIONS, required: true },
  after: { kind: "enum", values: PANEL_CONDITIONS, required: false, nullable: true },
  k_asserting: { kind: "int", required: false, min: 0, max: 6 },
  wording: { kind: "enum", values: PANEL_WORDINGS, required: false },
  verdict: { kind: "enum", values: PANEL_VERDICTS, required: true, nullable: true, label: true },
  severity: { kind: "int", required: false, nullable: true, min: 0, max: 10 },
  confidence: { kind: "int", required: false, nullable: true, min: 1, max: 10 },
  p_flag: { kind: "number", required: false, nullable: true, min: 0, max: 1 },
  p_chosen: { kind: "number", required: false, nullable: true, min: 0, max: 1 },
  p_flag_null_reason: { kind: "string", required: false },
} as const;

const has = (r: Readonly<Record<string, unknown>>, f: string) => Object.prototype.hasOwnProperty.call(r, f) && r[f] !== undefined;
const roundOf = (condition: string) => (condition === "solo" ? 1 : condition.startsWith("repair_") ? 3 : 2);

/** The registered `panel` kind (see module doc). */
export const PANEL_KIND = defineRecordKind("panel", PANEL_SPEC, {
  naturalKey: (r) => [r.model, r.dataset, r.item_id, r.round, r.condition, r.after ?? null, r.k_asserting ?? null, r.wording ?? "original"],
  summaryFields: ["item_id", "condition"],
  check(r) {
    const condition = String(r.condition);
    const expected = roundOf(condition);
    if (r.round !== expected) return { field: "round", reason: `condition ${condition} is round ${expected}, received ${JSON.stringify(r.round)}` };
    if (expected === 3 && !has(r, "after")) return { field: "after", reason: "required in round 3 (the round-2 condition the repair follows)" };
    if (expected !== 3 && has(r, "after") && r.after !== null)
      return { field: "after", reason: `only in round 3, found ${JSON.stringify(r.after)} in round ${expected}` };
    if (has(r, "p_flag_null_reason") && typeof r.p_flag === "number") return { field: "p_flag_null_reason", reason: "only when p_flag is null or absent" };
    return null;
  },
});

/** A panel record (unknown extra fields are allowed and kept). */
export type PanelRecord = RecordOf<typeof PANEL_SPEC> & { [extra: string]: unknown };

declare module "../../schema/records.js" {
  interface RecordTypes {
    panel: PanelRecord;
  }
}
