/**
 * Check what one job returned against its plan, before anything is written:
 * every record must be valid and carry one of the job's trial ids, at most
 * once (anything else is a driver bug and throws); records and errors of
 * trials already written are dropped; records of a simulated job are marked
 * `simulated: true`; errors `"aborted"` caused by the run's own abort are
 * dropped (the next run simply runs those trials).
 *
 * @example
 * checkJobOutcome("echo", job, { records, errors: [] }, { completed: new Set(), simulated: true, aborted: false });
 * // => { records (validated, simulated: true), errors: [] }
 */
import { recordKey, type TrialRecord } from "../schema/records.js";
import { validateRecord } from "../schema/validate.js";
import type { Job, JobResult, TrialError } from "./types.js";

/** What the runner knows when a job returns. */
export interface OutcomeContext {
  /** Keys of the records already written. */
  completed: ReadonlySet<string>;
  /** True when any reply of the job came from the simulator. */
  simulated: boolean;
  /** True once the run is being aborted. */
  aborted: boolean;
}

/**
 * The records to write and the errors to journal for one finished job; the inputs are not changed.
 *
 * @param key the protocol's name in messages (`phantom`, `echo`, ...)
 * @param job the job as planned
 * @param result what `protocol.runJob` returned
 * @throws Error for an invalid record, or a trial id outside `job.trialIds` or returned twice (driver bugs)
 * @example
 * const job = { id: "j", item: null, trialIds: ["t1"] };
 * checkJobOutcome("echo", job, { records: [], errors: [{ trial_id: "t1", error: "aborted" }] },
 *   { completed: new Set(), simulated: false, aborted: true });
 * // => { records: [], errors: [] }
 */
export function checkJobOutcome(key: string, job: Job<unknown>, result: JobResult, ctx: OutcomeContext): JobResult {
  const allowed = new Set(job.trialIds);
  const seen = new Set<string>();
  const records: TrialRecord[] = [];
  result.records.forEach((r, i) => {
    let rec: TrialRecord;
    try {
      rec = validateRecord(r, `${key} job ${job.id} record`, i + 1);
    } catch (e) {
      throw new Error(`protocol ${key} produced an invalid record: ${(e as Error).message}`);
    }
    const k = recordKey(rec);
    if (!allowed.has(k) || seen.has(k)) throw new Error(`protocol ${key}: job ${job.id} returned trial ${JSON.stringify(k)} ${seen.has(k) ? "twice" : "not in its trialIds"}`);
    seen.add(k);
    if (ctx.completed.has(k)) return;
    if (ctx.simulated && rec.simulated !== true) rec = { ...rec, simulated: true } as TrialRecord;
    records.push(rec);
  });
  // Trials cut short by our own abort are not errors: the next run simply runs them.
  const cut = (e: TrialError): boolean => ctx.aborted && e.error === "aborted";
  const errors = result.errors.filter((e) => !seen.has(e.trial_id) && !ctx.completed.has(e.trial_id) && !cut(e));
  return { records, errors };
}
