/**
 * The `phantom` record kind (trial-logs.md, "phantom"): one agent's decision on
 * one scenario under one belief-context condition. Rules beyond the field
 * types: `perceived_group` is present in `observed_public` records and only
 * there (`null` when unparseable), and `phantom_target` differs from `gold`.
 * Natural key (metrics.md §5): model, scenario_id, agent, condition.
 *
 * @example
 * PHANTOM_KIND.naturalKey({ model: "m", scenario_id: "s1", agent: 0, condition: "private" }); // => ["m", "s1", 0, "private"]
 * PHANTOM_KIND.check({ condition: "observed_public", gold: "block", phantom_target: "proceed" });
 * // => { field: "perceived_group", reason: "required in condition observed_public (null when unparseable)" }
 */
import type { RecordOf } from "../../schema/fields.js";
import { ENVELOPE_SPEC } from "../../schema/envelope.js";
import { defineRecordKind } from "../../schema/record-kind.js";
import { BELIEF_TARGETS, NORM_SOURCES, OUTCOME_RISKS, PHANTOM_CONDITIONS, PHANTOM_DECISIONS } from "../../schema/vocab.js";

/**
 * The field spec of a `phantom` record.
 *
 * @example
 * PHANTOM_SPEC.decision.values; // => ["proceed", "block", "defer_or_review"]
 */
export const PHANTOM_SPEC = {
  ...ENVELOPE_SPEC,
  protocol: { kind: "enum", values: ["phantom"], required: true },
  scenario_id: { kind: "string", required: true },
  agent: { kind: "int", required: true, min: 0 },
  condition: { kind: "enum", values: PHANTOM_CONDITIONS, required: true },
  decision: { kind: "enum", values: PHANTOM_DECISIONS, required: true, nullable: true, label: true },
  perceived_group: { kind: "enum", values: PHANTOM_DECISIONS, required: false, nullable: true },
  gold: { kind: "enum", values: PHANTOM_DECISIONS, required: true },
  phantom_target: { kind: "enum", values: PHANTOM_DECISIONS, required: true },
  domain: { kind: "string", required: false },
  norm_source: { kind: "enum", values: NORM_SOURCES, required: false },
  belief_target: { kind: "enum", values: BELIEF_TARGETS, required: false },
  outcome_risk: { kind: "enum", values: OUTCOME_RISKS, required: false },
} as const;

const has = (r: Readonly<Record<string, unknown>>, f: string) => Object.prototype.hasOwnProperty.call(r, f) && r[f] !== undefined;

/** The registered `phantom` kind (see module doc). */
export const PHANTOM_KIND = defineRecordKind("phantom", PHANTOM_SPEC, {
  naturalKey: (r) => [r.model, r.scenario_id, r.agent, r.condition],
  summaryFields: ["scenario_id", "condition"],
  check(r) {
    const observed = r.condition === "observed_public";
    if (observed && !has(r, "perceived_group"))
      return { field: "perceived_group", reason: "required in condition observed_public (null when unparseable)" };
    if (!observed && has(r, "perceived_group"))
      return { field: "perceived_group", reason: `only in condition observed_public, found in ${JSON.stringify(r.condition)}` };
    if (r.phantom_target === r.gold)
      return { field: "phantom_target", reason: `must differ from gold, both are ${JSON.stringify(r.gold)}` };
    return null;
  },
});

/** A phantom record (unknown extra fields are allowed and kept). */
export type PhantomRecord = RecordOf<typeof PHANTOM_SPEC> & { [extra: string]: unknown };

declare module "../../schema/records.js" {
  interface RecordTypes {
    phantom: PhantomRecord;
  }
}
