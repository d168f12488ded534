/**
 * Run a protocol against an endpoint into a run directory, crash-safely:
 * the programmatic API behind `groupthink run` (notebooks and data scripts
 * call it directly).
 *
 * - **Resume.** Re-running on the same directory skips jobs whose trial ids are
 *   all in `records.jsonl` and replays the journaled calls of the others, so
 *   multi-call dialogues continue with the same transcript. A directory whose
 *   manifest names a different configuration is refused. Sampling flags other
 *   than `--temperature`/`--top-p` (`--[no-]json-mode`, `--[no-]logprobs`,
 *   `--max-tokens`, `--reasoning-effort`) are not part of the identity: they may
 *   change between sessions (each session's are in `sessions[].sampling`), and
 *   the provider adaptations recorded in the manifest are applied up front, so a
 *   re-run never fails the way the last one did.
 * - **Order.** Records are written in plan order (completions are buffered
 *   until every earlier job has been written), so `records.jsonl` is
 *   byte-identical whatever the concurrency and however often the run was
 *   interrupted — as long as no trial ended in an error; a trial retried by a
 *   later run is appended after the others.
 * - **Endpoints.** `endpoints: { NAME: { baseURL, apiKey? } }` registers extra
 *   endpoints for per-call models written `NAME/MODEL`; `sim:PROFILE` per-call
 *   models go to the in-process simulator (see `endpoints.ts`). Their names and
 *   base URLs are part of the run identity (`config.endpoints` in the manifest).
 * - **Errors.** A {@link CallFailedError} escaping a job marks each of its
 *   unwritten trials as an error (`errors.jsonl`); the next run retries them.
 *   401/403/404 abort the run at once; so does an error share above
 *   `maxErrorShare` once `minTrialsForAbort` trials have finished. Any other
 *   exception from a driver is a bug and is rethrown (after the manifest is written).
 *   A failure to write (disk full, read-only folder) ends the session with the
 *   manifest `incomplete` and the lock released, then rethrows.
 * - **Concepts elsewhere.** The checks before anything runs (options, headers,
 *   contradictory items, simulator profiles) are `run-checks.ts`; the run's
 *   identity and whether a folder holds the same run are `run-identity.ts`;
 *   which jobs are open and how many calls are in flight is `job-scheduler.ts`;
 *   batch mode is `batch-run.ts`. Planning (options checked against the protocol's
 *   `OptionSpec` list, bank, prompt-template hash, replicates) is `run-plan.ts`;
 *   one job with its fresh passes (`--retry-unparsed`, progress on re-run) is
 *   `run-job.ts`; request shaping is `sampling.ts` (the run's overrides) and
 *   `provider-adapter.ts` (parameters an endpoint rejected); ids of replicates
 *   (`--repeats`, `--seed`) are `replicates.ts`.
 *
 * @example
 * const summary = await runProtocol({ protocol: "phantom", model: "sim:typical", out: "data/runs/ph1", limit: 5 });
 * summary.trials; // => records in data/runs/ph1/records.jsonl
 */
import { join } from "node:path";
import { warn } from "../errors.js";
import { recordKey, type TrialRecord } from "../schema/records.js";
import { createAbortFanout } from "./abort-fanout.js";
import { createJobScheduler } from "./job-scheduler.js";
import { isRunFatalStatus } from "./attempt-error.js";
import { defaultCacheDir, openCache } from "./cache.js";
import { createClient, usesInProcessSim } from "./client.js";
import { countCauses } from "./parse-failure-causes.js";
import { createCallRouter, type CallRouter } from "./endpoints.js";
import { sha256Hex, stableStringify } from "./hash.js";
import { readRepairing } from "./append-log.js";
import { JOURNAL_FILES, openJournal, type ErrorEntry } from "./journal.js";
import { writeManifest, type SessionInfo } from "./manifest.js";
import { resolveRunIdentity } from "./run-identity.js";
import { refreshManifestCounts, sessionManifest } from "./run-manifest.js";
import { pendingJobs } from "./plan.js";
import { createOrderedWriter } from "./ordered-writer.js";
import { outstandingErrors } from "./outstanding-errors.js";
import { createProgress } from "./progress.js";
import { DEFAULT_RETRY, type RetryPolicy } from "./retry.js";
import type { RunOptions, RunSummary } from "./run-options.js";
import { createProviderAdapter } from "./provider-adapter.js";
import { applySeedProbe } from "./run-seed-probe.js";
import type { ReplicateJob } from "./replicates.js";
import { runJobPasses, type JobRunDeps } from "./run-job.js";
import { startBatchRun } from "./batch-run.js";
import { planRun } from "./run-plan.js";
import { definedSampling, mergeEffective, wireSampling } from "./sampling.js";
import { escapeControl } from "./terminal-text.js";
import { IN_PROCESS_ENDPOINT } from "./simulator/in-process-client.js";
import type { ChatClient, Job, TrialError } from "./types.js";

export type { RunOptions, RunSummary } from "./run-options.js";
export { checkHeaders, checkSimProfile, DEFAULT_MAX_PARSE_FAILURE_SHARE } from "./run-checks.js";
import { checkContradictoryItems, checkHeaders, checkRunOptions, checkSimProfile } from "./run-checks.js";

type Outcome = { records: TrialRecord[]; errors: TrialError[] } | null;

/**
 * Run (or resume) a protocol; resolves with the summary once every job has run or the run was aborted.
 * @param opts see {@link RunOptions}: protocol, model, out are required
 * @throws UsageError for a directory holding another configuration, a bad concurrency or limit, or no endpoint; Error for driver bugs
 * @example
 * const s = await runProtocol({ protocol: echoProtocol, model: "sim:typical", out: "/tmp/echo2",
 *   bank: generateEchoBank(2), simResponders: [echoResponder] });
 * [s.status, s.trials, s.simulated, s.jobs]; // => ["complete", 18, true, { planned: 2, skipped: 0, run: 2 }]
 * // the same call again resumes: jobs => { planned: 2, skipped: 2, run: 0 }, new_trials => 0
 */
export async function runProtocol<Item = unknown>(opts: RunOptions<Item>): Promise<RunSummary> {
  const checked = checkRunOptions(opts);
  const { out, maxShare, maxReplyChars, maxParseShare } = checked;
  let concurrency = checked.concurrency;
  const plan = planRun(opts);
  const { protocol, key, bankPath, recordModel, runSeed, jobs, planned } = plan;
  // Batch mode: every job open at once, so that each stage's calls of all jobs go out as one batch (batch-run.ts).
  if (opts.batch && !opts.client) concurrency = Math.max(concurrency, jobs.length);
  const retry: RetryPolicy = { ...DEFAULT_RETRY, ...opts.retry };
  const sampling = definedSampling(opts.sampling);

  const inProcessSim = !opts.client && usesInProcessSim(opts);
  if (inProcessSim) checkSimProfile(opts.model, protocol, opts.simResponders);
  checkContradictoryItems(plan, inProcessSim, opts.onNotice ?? warn);
  const sim = { simResponders: opts.simResponders, simScenariosDir: opts.simScenariosDir, simBanks: bankPath ? [bankPath] : undefined, maxReplyChars };
  const headers = checkHeaders(opts.headers);
  const batchRun = opts.batch && !opts.client ? startBatchRun(opts as RunOptions<unknown>, out, retry.maxAttempts, maxReplyChars, headers) : null;
  const client = opts.client ?? batchRun?.client ?? createClient({ model: opts.model, baseURL: opts.baseURL, apiKey: opts.apiKey, concurrency, retry, headers, rpm: opts.rpm, tpm: opts.tpm, budgetClock: opts.budgetClock, ...sim });
  const router = createCallRouter({ run: client, endpoints: opts.endpoints, concurrency, retry, budgetClock: opts.budgetClock, ...sim });
  const named = Object.keys(router.endpoints).length > 0;
  const { identity, hash, previous, runId } = resolveRunIdentity({ plan, model: opts.model, runId: opts.runId, out, endpoint: client.endpoint, endpoints: named ? router.endpoints : null, sampling });
  if (opts.resume && !previous) warn(`--resume: ${out} has no manifest yet; starting a new run`);

  const journal = openJournal(out, { messages: opts.journalMessages !== false });
  const pending = pendingJobs(jobs, journal.completed);
  // --retry-unparsed also re-asks, once, the unparsed records of earlier sessions: their jobs run again
  // (replayed, then re-asked) and the new records replace the old ones in place.
  const redoCandidates = opts.retryUnparsed ? jobs.filter((j) => j.trialIds.length > 0 && j.trialIds.every((t) => journal.completed.has(t)) && j.trialIds.some((t) => journal.unparsed.has(t))) : [];
  journal.loadCalls(new Set([...pending, ...redoCandidates].map((j) => j.id)));
  // A job re-asked in an earlier session runs again too: its re-asks replay from the journal (nothing is
  // asked twice) and its repaired records replace the written ones, so a kill -9 between the re-asks and
  // the rewrite of records.jsonl loses nothing.
  const redo = new Set(redoCandidates.map((j) => j.id));
  // What those jobs' records are now, so that only records that change are rewritten (and counted).
  const writtenHash = new Map<string, string>();
  if (redo.size > 0) {
    const keys = new Set(redoCandidates.flatMap((j) => j.trialIds));
    for (const r of readRepairing(join(out, JOURNAL_FILES.records)).entries as TrialRecord[]) {
      const k = recordKey(r);
      if (keys.has(k)) writtenHash.set(k, sha256Hex(JSON.stringify(r)));
    }
  }
  const pendingIds = new Set(pending.map((j) => j.id));
  const todo = jobs.filter((j) => redo.has(j.id) || pendingIds.has(j.id));
  const useCache = opts.cache !== false && (client.endpoint !== IN_PROCESS_ENDPOINT || named);
  const cache = useCache ? openCache(typeof opts.cache === "string" ? opts.cache : defaultCacheDir()) : null;
  const notice = opts.onNotice ?? warn;
  const adapter = createProviderAdapter(
    (a) => notice(escapeControl(a.action.startsWith("raised") ? `${a.endpoint} model ${a.model}: ${a.reason}; max_tokens ${a.action} for the rest of the run (hidden reasoning; --max-tokens N sets it yourself)` : `${a.endpoint} model ${a.model}: parameter ${a.param} not supported, ${a.action} for the rest of the run (${a.reason})`)),
    (m) => notice(escapeControl(m)),
  );
  const restored = adapter.restore(previous?.adaptations ?? []);
  if (restored > 0) notice(`applying ${restored} provider adaptation(s) recorded in ${out}/manifest.json: ${(previous?.adaptations ?? []).map((a) => `${a.model} ${a.param} ${a.action}`).join("; ")}`);
  const lastSampling = previous?.sampling ?? previous?.sessions?.[previous.sessions.length - 1]?.sampling;
  if (previous && lastSampling !== undefined && stableStringify(lastSampling) !== stableStringify(sampling)) {
    notice(escapeControl(`sampling flags changed since the last session (${stableStringify(lastSampling)} → ${stableStringify(sampling)}); records written before keep what they were asked with (manifest sessions[].sampling)`));
  }

  const now = (): string => new Date().toISOString();
  const session: SessionInfo = {
    started_at: now(), ended_at: null, status: "running", concurrency, limit: opts.limit ?? null, cache: useCache,
    retry: { ...retry }, jobs_run: 0, jobs_skipped: jobs.length - todo.length, new_trials: 0, new_errors: 0,
    repeats: plan.repeats, max_reply_chars: maxReplyChars, retry_unparsed: opts.retryUnparsed === true, reasked_calls: 0,
    sampling: { ...sampling },
    ...(headers && Object.keys(headers).length > 0 ? { header_names: Object.keys(headers).sort() } : {}),
  };
  const manifest = sessionManifest({ runId, identity, hash, plan, previous, session });
  manifest.sampling = { ...sampling };
  const refreshCounts = (errors: number): void => refreshManifestCounts(manifest, journal, planned, errors, adapter.list(), adapter.ignoredList());
  // Whatever happens from here on, the manifest does not stay `running` and the lock is released.
  const finishOnError = (e: unknown): never => {
    session.status = "incomplete";
    session.ended_at = now();
    session.abort_reason = `error: ${(e as Error)?.message ?? String(e)}`;
    manifest.status = "incomplete";
    manifest.ended_at = session.ended_at;
    try {
      writeManifest(out, manifest);
    } catch {
      // the disk that failed may fail again; the lock is released below either way
    }
    journal.close();
    throw e;
  };
  try {
    refreshCounts(journal.priorErrors.size);
    writeManifest(out, manifest);
  } catch (e) {
    finishOnError(e);
  }

  // --probe-seed: whether the endpoint honours the seed, shown by its replies (seed-probe.ts); kept on resume
  try {
    await applySeedProbe({ opts, manifest, previous, client, adapter, inProcessSim, sampling, runSeed, notice: (m) => notice(escapeControl(m)) });
    writeManifest(out, manifest);
  } catch (e) {
    finishOnError(e);
  }

  const callsBefore = journal.totals.calls;
  const progress = createProgress({ mode: opts.progress ?? "off", total: todo.reduce((n, j) => n + j.trialIds.filter((t) => !journal.completed.has(t)).length, 0), label: runId, intervalMs: opts.progressIntervalMs });
  const stats = { trials: 0, errors: 0, calls: 0, cacheHits: 0 };
  const sessionErrors = new Map<string, ErrorEntry>();
  const controller = new AbortController();
  const fanout = createAbortFanout(controller.signal);
  let abortReason: string | null = null;
  let failure: unknown = null;
  const stop = (reason: string): void => {
    if (abortReason === null) abortReason = reason;
    controller.abort();
  };
  batchRun?.attach(stop);
  const onExternal = (): void => stop("interrupted");
  if (opts.signal?.aborted) stop("interrupted");
  opts.signal?.addEventListener("abort", onExternal, { once: true });
  const minTrials = opts.minTrialsForAbort ?? 20;
  let reasked = 0;

  // More jobs open than call slots (issue 22): calls, not jobs, are the unit of concurrency. `concurrency` jobs are
  // kept open, one more per job that ends without an error (up to 2 × concurrency: a failing endpoint never widens
  // the run), and more (up to 4 × concurrency) while fewer than `concurrency` calls are pending on the run's
  // endpoint, so jobs at stage barriers or waiting on another endpoint never leave a slot idle; see job-scheduler.ts.
  // Results are written in plan order.
  const scheduler = createJobScheduler({ jobs: todo.length, concurrency, run: (i) => runAt(i), stopped: () => controller.signal.aborted });
  const tracked = scheduler.track(client);
  const deps: JobRunDeps<Item> = {
    protocol, key, runId, model: opts.model, recordModel, runSeed, journal, client: tracked, router: trackRunRoutes(router, client, tracked), cache, outDir: out, fanout, sampling, adapter,
    signal: controller.signal, retryUnparsed: opts.retryUnparsed === true,
    onSent: (model, body) => {
      const eff = (manifest.effective_sampling ??= {});
      eff[model] = mergeEffective(eff[model], wireSampling(body));
    },
    onCall: (reply) => {
      stats.calls++;
      if (reply.cached) stats.cacheHits++;
      progress.update(stats);
    },
    onFatal: stop,
  };

  const runOne = async (job: ReplicateJob<Item>): Promise<Outcome> => {
    const r = await runJobPasses(job, deps, redo.has(job.id));
    if (r === null) return null;
    reasked += r.reasked;
    const { records, errors } = r;
    for (const e of errors) {
      const entry: ErrorEntry = { trial_id: e.trial_id, job: job.id, error: e.error, status: e.status ?? null, at: now() };
      journal.appendError(entry);
      sessionErrors.set(e.trial_id, entry);
      if (isRunFatalStatus(e.status ?? null)) stop(`fatal endpoint error: ${e.error}`);
    }
    stats.trials += records.length;
    stats.errors += errors.length;
    const finished = stats.trials + stats.errors;
    if (finished >= minTrials && stats.errors > maxShare * finished) stop(`error share ${stats.errors}/${finished} exceeds ${maxShare}`);
    progress.update(stats);
    // After an abort, a job cut short writes no records: its trials come back in plan order on resume.
    if (controller.signal.aborted && (errors.length > 0 || records.length + job.trialIds.filter((t) => journal.completed.has(t)).length < job.trialIds.length)) return null;
    return { records, errors };
  };

  const replaced = new Map<string, TrialRecord>();
  const writer = createOrderedWriter<{ records: TrialRecord[] }>((o) => {
    const fresh = o.records.filter((r) => !journal.completed.has(recordKey(r)));
    for (const r of o.records) {
      const k = recordKey(r);
      if (journal.completed.has(k) && writtenHash.get(k) !== sha256Hex(JSON.stringify(r))) replaced.set(k, r);
    }
    journal.appendRecords(fresh);
    session.new_trials += fresh.length;
  });
  // One job, its result handed to the ordered writer (records in plan order).
  const runAt = async (i: number): Promise<void> => {
    let outcome: Outcome;
    try {
      outcome = await runOne(todo[i]);
      session.jobs_run++;
    } catch (e) {
      failure ??= e;
      stop("driver error");
      outcome = null;
    } finally {
      journal.forget(todo[i].id); // memory stays bounded by the jobs in flight
    }
    if (outcome !== null && outcome.errors.length === 0) scheduler.healthy();
    try {
      writer.put(i, outcome);
    } catch (e) {
      failure ??= e;
      stop(`write failed: ${(e as Error).message}`);
    }
  };
  await scheduler.start();
  opts.signal?.removeEventListener("abort", onExternal);
  batchRun?.close();

  let outstanding: ErrorEntry[] = [];
  try {
    journal.replaceRecords(replaced);
    // errors.jsonl keeps only trials still missing, latest error each, in plan order.
    outstanding = outstandingErrors(jobs as Job<unknown>[], journal.priorErrors, sessionErrors, journal.completed);
    journal.rewriteErrors(outstanding);
  } catch (e) {
    failure ??= e;
  }
  session.new_errors = sessionErrors.size;
  session.reasked_calls = reasked;
  const allDone = jobs.every((j) => j.trialIds.every((t) => journal.completed.has(t)));
  const unusable = journal.completed.size > 0 && journal.parseFailures > maxParseShare * journal.completed.size;
  session.status = abortReason !== null ? "aborted" : !allDone ? "incomplete" : unusable ? "unusable" : "complete";
  if (abortReason !== null) session.abort_reason = abortReason;
  if (failure) return finishOnError(failure);
  session.ended_at = now();
  manifest.status = session.status;
  manifest.ended_at = session.ended_at;
  refreshCounts(outstanding.length);
  try {
    writeManifest(out, manifest);
  } catch (e) {
    return finishOnError(e);
  }
  journal.close();
  progress.finish();
  const share = manifest.counts.trials > 0 ? manifest.counts.parse_failures / manifest.counts.trials : 0;
  return {
    run_id: runId, out, protocol: key, model: recordModel, simulated: manifest.simulated, status: session.status,
    ...(abortReason !== null ? { abort_reason: abortReason } : {}),
    ...(outstanding.length > 0 ? { first_error: outstanding[0].error } : {}),
    planned, trials: manifest.counts.trials, errors: outstanding.length, parse_failures: manifest.counts.parse_failures,
    new_trials: session.new_trials, new_errors: session.new_errors, calls: manifest.counts.calls, new_calls: journal.totals.calls - callsBefore,
    cache_hits: manifest.counts.cache_hits, prompt_tokens: manifest.counts.prompt_tokens, completion_tokens: manifest.counts.completion_tokens,
    jobs: { planned: jobs.length, skipped: session.jobs_skipped, run: session.jobs_run },
    run_seed: runSeed, repeats: plan.repeats, parse_failure_share: share, parse_failure_warning: share > PARSE_FAILURE_WARN_SHARE,
    parse_failure_causes: countCauses(journal.unparsedCauses.values()), max_parse_failure_share: maxParseShare,
    not_done: planned - countPlanned(jobs, journal.completed),
    reasked_calls: reasked, replaced_records: replaced.size, adaptations: adapter.list(),
    ...(batchRun ? { batch: batchRun.summary(sessionErrors) } : {}),
  };
}

/**
 * The parse-failure share above which a run says so loudly at the end (5%).
 *
 * @example
 * PARSE_FAILURE_WARN_SHARE; // => 0.05
 */
export const PARSE_FAILURE_WARN_SHARE = 0.05;


/** The router with every route to the run's own client going through `tracked` (the scheduler counts those calls). */
function trackRunRoutes(router: CallRouter, client: ChatClient, tracked: ChatClient): CallRouter {
  return {
    endpoints: router.endpoints,
    route(model: string) {
      const r = router.route(model);
      return r.client === client ? { ...r, client: tracked } : r;
    },
  };
}

/** Planned trials that have a record. */
function countPlanned(jobs: readonly Job<unknown>[], completed: ReadonlySet<string>): number {
  let n = 0;
  for (const j of jobs) for (const t of j.trialIds) if (completed.has(t)) n++;
  return n;
}
