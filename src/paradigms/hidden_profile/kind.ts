/**
 * The `hidden_profile` record kind (trial-logs.md, "hidden_profile"): one
 * agent's vote in one phase of a session. Rule beyond the field types: the
 * agent index is below the group size (`agent < n_agents`). Natural key
 * (metrics.md §5): model, variant, task_id, session, agent, phase.
 *
 * @example
 * HIDDEN_PROFILE_KIND.check({ agent: 3, n_agents: 3 }); // => { field: "agent", reason: "must be < n_agents (3), received 3" }
 */
import type { RecordOf } from "../../schema/fields.js";
import { ENVELOPE_SPEC } from "../../schema/envelope.js";
import { defineRecordKind } from "../../schema/record-kind.js";
import { HP_INTERVENTIONS, HP_PHASES } from "../../schema/vocab.js";

/**
 * The field spec of a `hidden_profile` record.
 *
 * @example
 * HIDDEN_PROFILE_SPEC.vote; // => { kind: "string", required: true, nullable: true, label: true }
 */
export const HIDDEN_PROFILE_SPEC = {
  ...ENVELOPE_SPEC,
  protocol: { kind: "enum", values: ["hidden_profile"], required: true },
  task_id: { kind: "string", required: true },
  session: { kind: "int", required: true, min: 0 },
  agent: { kind: "int", required: true, min: 0 },
  n_agents: { kind: "int", required: true, min: 2 },
  phase: { kind: "enum", values: HP_PHASES, required: true },
  vote: { kind: "string", required: true, nullable: true, label: true },
  correct_answer: { kind: "string", required: true },
  variant: { kind: "string", required: true },
  rounds: { kind: "int", required: false, min: 0 },
  strategy: { kind: "string", required: false },
  n_adversarial: { kind: "int", required: false, min: 0 },
  intervention: { kind: "enum", values: HP_INTERVENTIONS, required: false },
  adversarial: { kind: "boolean", required: false },
} as const;

/** The registered `hidden_profile` kind (see module doc). */
export const HIDDEN_PROFILE_KIND = defineRecordKind("hidden_profile", HIDDEN_PROFILE_SPEC, {
  naturalKey: (r) => [r.model, r.variant, r.task_id, r.session, r.agent, r.phase],
  summaryFields: ["variant", "task_id", "session"],
  check(r) {
    const agent = r.agent as number, n = r.n_agents as number;
    if (agent >= n) return { field: "agent", reason: `must be < n_agents (${n}), received ${agent}` };
    return null;
  },
});

/** A hidden_profile record (unknown extra fields are allowed and kept). */
export type HiddenProfileRecord = RecordOf<typeof HIDDEN_PROFILE_SPEC> & { [extra: string]: unknown };

declare module "../../schema/records.js" {
  interface RecordTypes {
    hidden_profile: HiddenProfileRecord;
  }
}
