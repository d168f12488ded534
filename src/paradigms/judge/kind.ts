/**
 * The `judge` record kind (trial-logs.md, "judge"): one judged trajectory,
 * keyed by `uuid` (the envelope's `run_id`, `model` and `trial_id` may be
 * omitted; `propagator` then counts as the model). Rule beyond the field
 * types: `auditor_count` is the size of the swarm, so it equals the length of
 * `auditor_list`; cluster names are non-empty (`clusters: [""]` is bad input). Natural key: uuid.
 *
 * @example
 * JUDGE_KIND.check({ auditor_count: 2, auditor_list: ["gpt"] });
 * // => { field: "auditor_count", reason: "must equal the length of auditor_list (1), received 2" }
 */
import type { RecordOf } from "../../schema/fields.js";
import { ENVELOPE_SPEC } from "../../schema/envelope.js";
import { defineRecordKind } from "../../schema/record-kind.js";

/**
 * The field spec of a `judge` record.
 *
 * @example
 * JUDGE_SPEC.clusters; // => { kind: "strings", required: true, nonEmpty: true, nullable: true }
 */
export const JUDGE_SPEC = {
  ...ENVELOPE_SPEC,
  protocol: { kind: "enum", values: ["judge"], required: true },
  run_id: { kind: "string", required: false },
  model: { kind: "string", required: false },
  trial_id: { kind: "string", required: false },
  uuid: { kind: "string", required: true },
  benchmark: { kind: "string", required: true },
  propagator: { kind: "string", required: true },
  auditor_count: { kind: "int", required: true, min: 0 },
  auditor_list: { kind: "strings", required: true },
  judge: { kind: "string", required: false },
  thought: { kind: "string", required: true },
  // null (with parse_error) when the judge's rubric could not be parsed; clusters null when the extraction could not be
  accuracy: { kind: "enum", values: [0, 1], required: true, nullable: true, label: true },
  taint_leakage: { kind: "boolean", required: false },
  // null: unknown (a free-form trace without a final-answer line, issue 26)
  loafing_detected: { kind: "boolean", required: false, nullable: true },
  // the propagator's parsed final answer (null: the trace has none)
  final_answer: { kind: "string", required: false, nullable: true },
  judge_response: { kind: "string", required: false },
  conflict_detection: { kind: "int", required: false, min: 1, max: 5 },
  evidence_weighting: { kind: "int", required: true, min: 1, max: 5, nullable: true },
  independence: { kind: "int", required: false, min: 1, max: 5 },
  stance: { kind: "string", required: false },
  clusters: { kind: "strings", required: true, nonEmpty: true, nullable: true },
} as const;

/** The registered `judge` kind (see module doc). */
export const JUDGE_KIND = defineRecordKind("judge", JUDGE_SPEC, {
  naturalKey: (r) => [r.uuid],
  summaryFields: ["benchmark", "propagator"],
  idField: "uuid",
  modelFallback: "propagator",
  check(r) {
    const list = r.auditor_list as readonly string[];
    if (r.auditor_count !== list.length)
      return { field: "auditor_count", reason: `must equal the length of auditor_list (${list.length}), received ${JSON.stringify(r.auditor_count)}` };
    const clusters = r.clusters as readonly string[] | null;
    if (clusters && clusters.some((c) => c.trim() === "")) return { field: "clusters", reason: `cluster names must be non-empty, received ${JSON.stringify(clusters)}` };
    return null;
  },
});

/** A judge record (unknown extra fields are allowed and kept). */
export type JudgeRecord = RecordOf<typeof JUDGE_SPEC> & { [extra: string]: unknown };

declare module "../../schema/records.js" {
  interface RecordTypes {
    judge: JudgeRecord;
  }
}
