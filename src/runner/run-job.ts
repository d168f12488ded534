/**
 * One job of a run, with its fresh passes: the protocol's `runJob` over a
 * {@link createJobContext} (journaled replay, cache, sampling overrides,
 * provider adaptation), its records re-keyed for the job's replicate and
 * checked against the contract; then, when asked,
 *
 * - **`--retry-unparsed`**: the calls whose replies became records with a
 *   `parse_error` are asked once more under `KEY#reask` (calls whose
 *   conversation changed as a result are asked afresh too); the old replies
 *   stay journaled;
 * - **progress on re-run**: a job that ended in trial errors without asking
 *   anything new (every reply replayed, no call failure) would fail the same
 *   way on every re-run, so all its calls are asked afresh under `KEY#retryN`
 *   (N one more than the last round journaled).
 *
 * With `redo` (a job whose records were all written, some unparsed, by an
 * earlier session: `--retry-unparsed`) every record is returned, to replace
 * the written ones. Returns null when the job was cut short by the run's abort.
 *
 * @example
 * const outcome = await runJobPasses(job, deps);
 * outcome?.records.length; // => the job's new records
 */
import { isRunFatalStatus } from "./attempt-error.js";
import type { ResponseCache } from "./cache.js";
import type { AbortFanout } from "./abort-fanout.js";
import type { CallRouter } from "./endpoints.js";
import { createJobContext } from "./job-context.js";
import { checkJobOutcome } from "./job-outcome.js";
import type { Journal } from "./journal.js";
import type { ProviderAdapter } from "./provider-adapter.js";
import { replicateError, replicateRecord, type ReplicateJob } from "./replicates.js";
import { jobSeed } from "./seeds.js";
import type { TrialRecord } from "../schema/records.js";
import { CallFailedError, type ChatClient, type ChatReply, type Job, type Protocol, type SamplingParams, type TrialError } from "./types.js";

/** What a job needs from its run. */
export interface JobRunDeps<Item> {
  protocol: Protocol<Item>;
  /** The protocol's registry name (error messages). */
  key: string;
  runId: string;
  model: string;
  recordModel: string;
  runSeed: number;
  journal: Journal;
  client: ChatClient;
  router: CallRouter;
  cache: ResponseCache | null;
  outDir: string;
  fanout: AbortFanout;
  sampling: SamplingParams;
  adapter: ProviderAdapter;
  /** Called with the body of every call answered (the manifest's effective sampling). */
  onSent?(model: string, body: Record<string, unknown>): void;
  /** The run's abort signal. */
  signal: AbortSignal;
  retryUnparsed: boolean;
  /** After every call that was not a replay. */
  onCall(reply: ChatReply): void;
  /** A 401/403/404 from the endpoint: the run must stop. */
  onFatal(reason: string): void;
}

/** A job's result: records and trial errors (replicate keys), and calls asked afresh. */
export interface JobRunResult {
  records: TrialRecord[];
  errors: TrialError[];
  reasked: number;
}

type Pass = { records: TrialRecord[]; errors: TrialError[]; replies: Map<string, ChatReply>; freshCalls: number; callFailed: boolean };

async function pass<Item>(job: ReplicateJob<Item>, d: JobRunDeps<Item>, redo: boolean, fresh?: { tag: string; keys: ReadonlySet<string> | "all" }): Promise<Pass | null> {
  const replies = new Map<string, ChatReply>();
  let freshCalls = 0;
  const ctx = createJobContext({
    job: job as Job<unknown>, runId: d.runId, model: d.model, recordModel: d.recordModel, jobSeed: jobSeed(d.runSeed, job.id), journal: d.journal,
    client: d.client, router: d.router, cache: d.cache, outDir: d.outDir, abort: d.fanout, sampling: d.sampling, defaults: d.protocol.sampling, adapter: d.adapter, fresh, onSent: d.onSent,
    onCall: (reply) => {
      freshCalls++;
      d.onCall(reply);
    },
    onReply: (journalKey, reply) => replies.set(journalKey, reply),
  });
  let result: { records: TrialRecord[]; errors: TrialError[] };
  let callFailed = false;
  try {
    result = await d.protocol.runJob(job.original, ctx).finally(() => ctx.settle());
  } catch (e) {
    if (!(e instanceof CallFailedError)) throw e;
    callFailed = true;
    if (d.signal.aborted) return null;
    if (isRunFatalStatus(e.status)) d.onFatal(`fatal endpoint error: ${e.message}`);
    result = { records: [], errors: job.original.trialIds.map((t) => ({ trial_id: t, error: e.message, status: e.status })) };
  }
  const suffixed = new Set(job.trialIds);
  const shaped = {
    records: result.records.map((r) => replicateRecord(r, d.runSeed, job.repeat, job.suffix)),
    errors: result.errors.map((e) => replicateError(e, job.suffix, suffixed)),
  };
  // A job run again for --retry-unparsed returns all its records (they replace the written ones).
  const completed = redo ? ({ has: (k: string) => !suffixed.has(k) && d.journal.completed.has(k) } as ReadonlySet<string>) : d.journal.completed;
  const checked = checkJobOutcome(d.key, job as Job<unknown>, shaped, { completed, simulated: ctx.simulated, aborted: d.signal.aborted });
  return { ...checked, replies, freshCalls, callFailed };
}

/**
 * Run one job with its fresh passes (see the file comment).
 *
 * @throws whatever the protocol throws that is not a {@link CallFailedError} (a driver bug)
 * @example
 * const r = await runJobPasses(job, deps);
 * r === null; // => true when the run's abort cut the job short
 */
export async function runJobPasses<Item>(job: ReplicateJob<Item>, d: JobRunDeps<Item>, redo = false): Promise<JobRunResult | null> {
  let r = await pass(job, d, redo);
  if (r === null) return null;
  let reasked = 0;
  if (d.retryUnparsed && !d.signal.aborted) {
    // A record's raw is the reply it was parsed from (protocols may trim it).
    const raws = new Set(r.records.filter((x) => typeof x.parse_error === "string" && typeof x.raw === "string").map((x) => (x.raw as string).trim()));
    const keys = new Set([...r.replies].filter(([k, rep]) => !k.includes("#") && raws.has(rep.content.trim())).map(([k]) => k));
    if (keys.size > 0) {
      const again = await pass(job, d, redo, { tag: "#reask", keys });
      if (again === null) return null;
      reasked += again.freshCalls;
      r = again;
    }
  }
  if (r.errors.length > 0 && !r.callFailed && r.freshCalls === 0 && !d.signal.aborted) {
    const rounds = [...(d.journal.callsOf(job.id)?.keys() ?? [])].map((k) => /#retry(\d+)$/.exec(k)).filter((m): m is RegExpExecArray => m !== null).map((m) => Number(m[1]));
    const again = await pass(job, d, redo, { tag: `#retry${rounds.length ? Math.max(...rounds) + 1 : 1}`, keys: "all" });
    if (again === null) return null;
    reasked += again.freshCalls;
    r = again;
  }
  return { records: r.records, errors: r.errors, reasked };
}
