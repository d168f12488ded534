/**
 * The {@link JobContext} the runner hands to one job: `chat(key, request)`
 * replays a journaled reply for a key the job already completed, otherwise
 * consults the response cache, then the client, and journals the reply
 * (journal first, cache second, so a crash between the two can never turn a
 * fresh reply into a "cached" one on resume). Per-call seeds come from
 * (job seed, call key).
 *
 * A per-call model (`request.model`, different from the run's model) is sent
 * to the endpoint instead of the run's model, enters the cache key, and is
 * part of the journal key (`<key>@<model>`), so a reply journaled for one
 * model is never replayed for another. Without it nothing changes (same
 * journal keys, cache keys and seeds as before).
 *
 * @example
 * const ctx = createJobContext({ job, runId, model: "typical", recordModel: "typical", jobSeed: 7, journal, client, cache: null, outDir, abort, onCall });
 * const reply = await ctx.chat("a0:pre", request);
 */
import { mkdirSync } from "node:fs";
import { dirname, isAbsolute, join, normalize, sep } from "node:path";
import { argError } from "../errors.js";
import { writeFileAtomic } from "./append-log.js";
import { cacheKey, type ResponseCache } from "./cache.js";
import type { AbortFanout } from "./abort-fanout.js";
import type { Journal } from "./journal.js";
import { callSeed } from "./seeds.js";
import type { ChatClient, ChatReply, ChatRequest, Job, JobContext } from "./types.js";

export interface JobContextOptions {
  job: Job<unknown>;
  runId: string;
  /** The model as sent to the endpoint. */
  model: string;
  /** The model as written in records (the profile name for `sim:PROFILE`). */
  recordModel: string;
  jobSeed: number;
  journal: Journal;
  client: ChatClient;
  cache: ResponseCache | null;
  outDir: string;
  /** Per-call abort signals, fanned out from the run's signal. */
  abort: AbortFanout;
  /** Called after every call that was not a journal replay. */
  onCall(reply: ChatReply): void;
}

/** A job context plus what the runner needs to know after the job. */
export interface RunnerJobContext extends JobContext {
  /** True once any reply of this job (fresh or replayed) came from the simulator. */
  readonly simulated: boolean;
  /** Resolves once every call the job started has settled (and been journaled if it succeeded). */
  settle(): Promise<void>;
}

export function createJobContext(o: JobContextOptions): RunnerJobContext {
  const replay = o.journal.callsOf(o.job.id);
  const used = new Set<string>();
  let simulated = false;
  const inFlight = new Set<Promise<unknown>>();
  const call = async (key: string, request: ChatRequest): Promise<ChatReply> => {
    const model = request.model ?? o.model;
    const journalKey = model === o.model ? key : `${key}@${model}`;
    const prev = replay?.get(journalKey);
    if (prev) {
      if (prev.simulated) simulated = true;
      return prev;
    }
    const seed = callSeed(o.jobSeed, key);
    const ck = o.cache ? cacheKey(o.client.endpoint, model, request, seed) : "";
    let reply = o.cache ? o.cache.get(ck) : null;
    if (!reply) {
      const { signal, release } = o.abort.child();
      try {
        reply = await o.client.complete(request, { model, seed, signal });
      } finally {
        release();
      }
    }
    reply = { ...reply, seed };
    o.journal.appendCall({ job: o.job.id, key: journalKey, reply });
    if (o.cache && !reply.cached) o.cache.put(ck, reply);
    if (reply.simulated) simulated = true;
    o.onCall(reply);
    return reply;
  };
  return {
    runId: o.runId,
    model: o.recordModel,
    seed: o.jobSeed,
    get simulated() {
      return simulated;
    },
    async chat(key: string, request: ChatRequest): Promise<ChatReply> {
      if (typeof key !== "string" || key.length === 0) throw new TypeError(argError("JobContext.chat", "key", "a non-empty string", key));
      if (request.model !== undefined && (typeof request.model !== "string" || request.model.length === 0)) {
        throw new TypeError(argError("JobContext.chat", "request.model", "a non-empty string or undefined", request.model));
      }
      if (used.has(key)) throw new RangeError(argError("JobContext.chat", "key", `a key not yet used in job ${o.job.id}`, key));
      used.add(key);
      const p = call(key, request);
      inFlight.add(p);
      const forget = (): void => {
        inFlight.delete(p);
      };
      p.then(forget, forget);
      return p;
    },
    async settle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    writeArtifact(relPath: string, content: string): string {
      const rel = normalize(relPath);
      if (isAbsolute(rel) || rel === ".." || rel.startsWith(`..${sep}`)) {
        throw new RangeError(argError("JobContext.writeArtifact", "relPath", "a relative path inside the run directory", relPath));
      }
      const full = join(o.outDir, rel);
      mkdirSync(dirname(full), { recursive: true });
      writeFileAtomic(full, content);
      return rel;
    },
  };
}
