/**
 * Replicates, done generically by the runner (no protocol change): a run
 * with seed S and `--repeats N` draws every planned job N times. Replicate
 * (S, r) suffixes the job id and every trial id: nothing for seed 0 /
 * repeat 0 (today's ids), `~s2` for seed 2 repeat 0, `~r1` for seed 0
 * repeat 1, `~s2r1` for both. The job seed is derived from the suffixed job
 * id, so every replicate has its own per-call seeds (and so its own cache
 * keys). The protocol runs the original job; the runner suffixes the keys
 * (`trial_id`, and `uuid` for judge records) of the records it returns and
 * stamps `run_seed` and `repeat` on them.
 *
 * @example
 * replicateSuffix(0, 0); // => ""
 * replicateSuffix(2, 1); // => "~s2r1"
 */
import type { TrialRecord } from "../schema/records.js";
import type { Job, TrialError } from "./types.js";

/**
 * The id suffix of replicate (seed, repeat) (see the file comment).
 *
 * @example
 * [replicateSuffix(0, 0), replicateSuffix(2, 0), replicateSuffix(0, 1), replicateSuffix(2, 1)]; // => ["", "~s2", "~r1", "~s2r1"]
 */
export function replicateSuffix(seed: number, repeat: number): string {
  if (seed === 0 && repeat === 0) return "";
  return `~${seed !== 0 ? `s${seed}` : ""}${repeat !== 0 ? `r${repeat}` : ""}`;
}

/** A planned job of one replicate: the runner's ids plus the protocol's original job. */
export interface ReplicateJob<Item = unknown> extends Job<Item> {
  /** The job as the protocol planned it (what `runJob` is given). */
  readonly original: Job<Item>;
  readonly repeat: number;
  readonly suffix: string;
}

/**
 * Every job drawn `repeats` times, repeat-major (all jobs of repeat 0 first), ids suffixed.
 *
 * @example
 * const jobs = replicateJobs([{ id: "j", item: 1, trialIds: ["t"] }], 0, 2);
 * jobs.map((j) => [j.id, j.trialIds[0], j.repeat]); // => [["j", "t", 0], ["j~r1", "t~r1", 1]]
 */
export function replicateJobs<Item>(jobs: readonly Job<Item>[], seed: number, repeats: number): ReplicateJob<Item>[] {
  const out: ReplicateJob<Item>[] = [];
  for (let r = 0; r < repeats; r++) {
    const suffix = replicateSuffix(seed, r);
    for (const j of jobs) out.push({ ...j, id: j.id + suffix, trialIds: j.trialIds.map((t) => t + suffix), original: j, repeat: r, suffix });
  }
  return out;
}

/**
 * A record of replicate (seed, repeat): keys suffixed, `run_seed` and `repeat` added. The input is not changed.
 *
 * @example
 * replicateRecord({ protocol: "phantom", trial_id: "t" } as unknown as TrialRecord, 2, 1, "~s2r1");
 * // => { protocol: "phantom", trial_id: "t~s2r1", run_seed: 2, repeat: 1 }
 */
export function replicateRecord(record: TrialRecord, seed: number, repeat: number, suffix: string): TrialRecord {
  const r = { ...record, run_seed: seed, repeat } as Record<string, unknown>;
  if (suffix !== "") {
    if (typeof r.trial_id === "string") r.trial_id = r.trial_id + suffix;
    if (r.protocol === "judge" && typeof r.uuid === "string") r.uuid = r.uuid + suffix;
  }
  return r as unknown as TrialRecord;
}

/**
 * A trial error of a replicate, its trial id suffixed (ids already in the job's suffixed trial ids are kept).
 *
 * @example
 * replicateError({ trial_id: "t", error: "x" }, "~r1", new Set(["t~r1"])); // => { trial_id: "t~r1", error: "x" }
 */
export function replicateError(e: TrialError, suffix: string, suffixedIds: ReadonlySet<string>): TrialError {
  return suffix === "" || suffixedIds.has(e.trial_id) ? e : { ...e, trial_id: e.trial_id + suffix };
}
