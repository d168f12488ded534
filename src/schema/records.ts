/**
 * The record types of the registered kinds and the generic helpers over any
 * registered kind: id, model and replicate of a record. The shipped kinds'
 * types live in their paradigm folders (`src/paradigms/<name>/kind.ts`), each
 * of which adds itself to {@link RecordTypes} by declaration merging, so this
 * core module names no paradigm.
 *
 * @example
 * recordKey({ protocol: "phantom", trial_id: "s1:0:private" }); // => "s1:0:private"
 */
import { getRecordKind } from "./registry.js";

/**
 * Schema version written into manifests and derived files.
 *
 * @example
 * SCHEMA_VERSION; // => "1.0"
 */
export const SCHEMA_VERSION = "1.0" as const;

/**
 * The record type of each registered kind, by protocol name. Empty here: a
 * paradigm folder's `kind.ts` adds its kind with
 * `declare module "../../schema/records.js" { interface RecordTypes { mine: MineRecord } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface RecordTypes {}

/** A record of any registered kind (validated against its kind's spec; fields read by name). */
export type AnyRecord = { protocol: string; [field: string]: unknown };
/** Any valid record of the kinds in {@link RecordTypes}, discriminated by `protocol`. */
export type TrialRecord = RecordTypes[keyof RecordTypes];

/** The record type for a protocol name. */
export type RecordFor<P extends keyof RecordTypes> = RecordTypes[P];

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
