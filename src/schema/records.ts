/**
 * TypeScript types of the four shipped trial-record kinds of
 * `docs/TRIAL-LOGS.md`, derived from their field specs (in
 * `src/schema/kinds/`), and the generic helpers over any registered kind:
 * id, model and replicate of a record.
 *
 * @example
 * const r: PhantomRecord = {
 *   protocol: "phantom", run_id: "r1", model: "typical", trial_id: "s1:0:private",
 *   scenario_id: "s1", agent: 0, condition: "private", decision: "block",
 *   gold: "block", phantom_target: "proceed",
 * };
 */
import type { RecordOf } from "./fields.js";
import { HIDDEN_PROFILE_SPEC } from "./kinds/hidden-profile.js";
import { JUDGE_SPEC } from "./kinds/judge.js";
import { PANEL_SPEC } from "./kinds/panel.js";
import { PHANTOM_SPEC } from "./kinds/phantom.js";
import { getRecordKind } from "./registry.js";

/**
 * Schema version written into manifests and derived files.
 *
 * @example
 * SCHEMA_VERSION; // => "1.0"
 */
export const SCHEMA_VERSION = "1.0" as const;

/**
 * Field specs of the shipped kinds by protocol (each kind's file in
 * `src/schema/kinds/` is the source; the registry, `registry.ts`, is what the
 * validator reads, so kinds registered later are checked too).
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
/** A record of any registered kind (validated against its kind's spec; fields read by name). */
export type AnyRecord = { protocol: string; [field: string]: unknown };
/** Any valid record of the four shipped kinds, discriminated by `protocol`. */
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
 * The unique id of a record: its kind's id field (`uuid` for judge, else `trial_id`).
 *
 * @example
 * recordKey({ protocol: "phantom", trial_id: "s1:0:private" } as TrialRecord); // => "s1:0:private"
 * recordKey({ protocol: "judge", uuid: "u-7" } as TrialRecord);               // => "u-7"
 */
export function recordKey(r: TrialRecord | AnyRecord): string {
  const field = getRecordKind(r.protocol)?.idField ?? "trial_id";
  return (r as AnyRecord)[field] as string;
}

/**
 * The model a record counts under: `model`, else its kind's fallback (`propagator` for judge).
 *
 * @example
 * recordModel({ protocol: "phantom", model: "typical" } as TrialRecord);       // => "typical"
 * recordModel({ protocol: "judge", propagator: "gpt-4o" } as TrialRecord);     // => "gpt-4o"
 */
export function recordModel(r: TrialRecord | AnyRecord): string {
  if (typeof r.model === "string") return r.model;
  const fallback = getRecordKind(r.protocol)?.modelFallback;
  return fallback ? ((r as AnyRecord)[fallback] as string) : "";
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
export function replicateKey(r: TrialRecord | AnyRecord): string {
  const x = r as { run_seed?: unknown; repeat?: unknown };
  const s = typeof x.run_seed === "number" ? x.run_seed : 0;
  const k = typeof x.repeat === "number" ? x.repeat : 0;
  return `s${s}r${k}`;
}
