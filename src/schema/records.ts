/**
 * The four trial-record kinds of `shared/spec/trial-logs.md`, as field specs
 * (checked at run time by `validateRecord`) with their TypeScript types
 * derived from the specs.
 *
 * @example
 * const r: PhantomRecord = {
 *   protocol: "phantom", run_id: "r1", model: "typical", trial_id: "s1:0:private",
 *   scenario_id: "s1", agent: 0, condition: "private", decision: "block",
 *   gold: "block", phantom_target: "proceed",
 * };
 */
import type { RecordOf } from "./fields.js";
import {
  BELIEF_TARGETS, HP_INTERVENTIONS, HP_PHASES, NORM_SOURCES, OUTCOME_RISKS, PANEL_CONDITIONS, PANEL_GOLDS,
  PANEL_VERDICTS, PANEL_WORDINGS, PHANTOM_CONDITIONS, PHANTOM_DECISIONS, PROTOCOLS,
} from "./vocab.js";

/**
 * Schema version written into manifests and derived files.
 *
 * @example
 * SCHEMA_VERSION; // => "1.0"
 */
export const SCHEMA_VERSION = "1.0" as const;

/**
 * Fields every record may carry (trial-logs.md, "Envelope").
 *
 * @example
 * ENVELOPE_SPEC.run_id; // => { kind: "string", required: true }
 */
export const ENVELOPE_SPEC = {
  protocol: { kind: "enum", values: PROTOCOLS, required: true },
  run_id: { kind: "string", required: true },
  model: { kind: "string", required: true },
  trial_id: { kind: "string", required: true },
  seed: { kind: "int", required: false, nullable: true },
  raw: { kind: "string", required: false, nullable: true },
  parse_error: { kind: "string", required: false, nullable: true },
  usage: { kind: "usage", required: false },
  latency_ms: { kind: "number", required: false, min: 0 },
  simulated: { kind: "boolean", required: false },
} as const;

/**
 * A `phantom` record (trial-logs.md, "phantom"): one agent's decision on one scenario under one condition.
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

/**
 * A `panel` record (trial-logs.md, "panel"): one reviewer's verdict on one item in one round and condition.
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
} as const;

/**
 * A `hidden_profile` record (trial-logs.md, "hidden_profile"): one agent's vote in one phase of a session.
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

/**
 * A `judge` record (trial-logs.md, "judge"): one judged propagation, keyed by `uuid`.
 *
 * @example
 * JUDGE_SPEC.clusters; // => { kind: "strings", required: true, nonEmpty: true }
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
  loafing_detected: { kind: "boolean", required: false },
  judge_response: { kind: "string", required: false },
  conflict_detection: { kind: "int", required: false, min: 1, max: 5 },
  evidence_weighting: { kind: "int", required: true, min: 1, max: 5, nullable: true },
  independence: { kind: "int", required: false, min: 1, max: 5 },
  stance: { kind: "string", required: false },
  clusters: { kind: "strings", required: true, nonEmpty: true, nullable: true },
} as const;

/**
 * Field specs by protocol (what `validateRecord` checks).
 *
 * @example
 * Object.keys(RECORD_SPECS); // => ["phantom", "panel", "hidden_profile", "judge"]
 */
export const RECORD_SPECS = {
  phantom: PHANTOM_SPEC,
  panel: PANEL_SPEC,
  hidden_profile: HIDDEN_PROFILE_SPEC,
  judge: JUDGE_SPEC,
} as const;

/** Unknown extra fields are allowed and kept. */
type Extra = { [extra: string]: unknown };

export type PhantomRecord = RecordOf<typeof PHANTOM_SPEC> & Extra;
export type PanelRecord = RecordOf<typeof PANEL_SPEC> & Extra;
export type HiddenProfileRecord = RecordOf<typeof HIDDEN_PROFILE_SPEC> & Extra;
export type JudgeRecord = RecordOf<typeof JUDGE_SPEC> & Extra;
/** Any valid trial record, discriminated by `protocol`. */
export type TrialRecord = PhantomRecord | PanelRecord | HiddenProfileRecord | JudgeRecord;

/** The record type for a protocol name. */
export type RecordFor<P extends keyof typeof RECORD_SPECS> = P extends "phantom"
  ? PhantomRecord
  : P extends "panel"
    ? PanelRecord
    : P extends "hidden_profile"
      ? HiddenProfileRecord
      : JudgeRecord;

/**
 * The de-duplication key of a record (`uuid` for judge, else `trial_id`).
 *
 * @example
 * recordKey({ protocol: "phantom", trial_id: "s1:0:private", ... }); // => "s1:0:private"
 */
export function recordKey(r: TrialRecord): string {
  return r.protocol === "judge" ? (r as JudgeRecord).uuid : (r.trial_id as string);
}

/**
 * The model a record counts under (`propagator` for judge records without `model`).
 *
 * @example
 * recordModel({ protocol: "phantom", model: "typical", ... }); // => "typical"
 */
export function recordModel(r: TrialRecord): string {
  if (typeof r.model === "string") return r.model;
  return (r as JudgeRecord).propagator;
}

/**
 * The replicate a record belongs to: `"s<run_seed>r<repeat>"`, with an absent
 * `run_seed` or `repeat` read as 0 (logs written before replicates existed).
 * Natural keys used for de-duplication include it, so runs of one model with
 * different seeds, and the `--repeats` draws of one run, pool instead of
 * collapsing onto each other.
 *
 * @example
 * replicateKey({ protocol: "phantom", trial_id: "t" } as TrialRecord); // => "s0r0"
 * replicateKey({ protocol: "phantom", trial_id: "t", run_seed: 2, repeat: 1 } as unknown as TrialRecord); // => "s2r1"
 */
export function replicateKey(r: TrialRecord): string {
  const x = r as { run_seed?: unknown; repeat?: unknown };
  const s = typeof x.run_seed === "number" ? x.run_seed : 0;
  const k = typeof x.repeat === "number" ? x.repeat : 0;
  return `s${s}r${k}`;
}
