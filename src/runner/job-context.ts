/**
 * The {@link JobContext} the runner hands to one job: `chat(key, request)`
 * replays a journaled reply for a key the job already completed, otherwise
 * consults the response cache, then the client, and journals the reply
 * (journal first, cache second, so a crash between the two can never turn a
 * fresh reply into a "cached" one on resume). Per-call seeds come from
 * (job seed, call key).
 *
 * A per-call model (`request.model`, different from the run's model) is
 * routed by the run's {@link CallRouter} (`sim:PROFILE` → in-process
 * simulator, `NAME/MODEL` → registered endpoint NAME, else the run's
 * endpoint; see `endpoints.ts`), sent as the model that endpoint knows, and
 * is part of the journal key as written (`<key>@<model>`, e.g.
 * `judge@B/resistant`, `judge@sim:resistant`): the written model names its
 * endpoint, and the run identity pins every endpoint's base URL, so a reply
 * journaled for one model or endpoint is never replayed for another. The
 * cache key holds the routed endpoint's base URL and the model sent. Calls
 * routed to the in-process simulator are never cached. Without a per-call
 * model nothing changes (same journal keys, cache keys and seeds as before).
 *
 * `simulated` (what the runner stamps on the job's records) counts only the
 * calls made as the run's own model — the model the records are about; a
 * simulated per-call model (e.g. a `sim:` judge of a real propagator) does not
 * make the records simulated (the protocol labels that part itself, e.g. the
 * judge's `judge_simulated`).
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
import type { CallRouter } from "./endpoints.js";
import { messagesHash, type Journal } from "./journal.js";
import { callSeed } from "./seeds.js";
import { IN_PROCESS_ENDPOINT } from "./simulator/in-process-client.js";
import { requestBody } from "./openai-client.js";
import { knownIgnored, type ProviderAdapter } from "./provider-adapter.js";
import { applySampling, withDefaults } from "./sampling.js";
import type { ChatClient, ChatReply, ChatRequest, Job, JobContext, SamplingParams } from "./types.js";

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
  /** Routes per-call models (default: every call to `client`, the model unchanged). */
  router?: CallRouter;
  cache: ResponseCache | null;
  outDir: string;
  /** Per-call abort signals, fanned out from the run's signal. */
  abort: AbortFanout;
  /** Called after every call that was not a journal replay. */
  onCall(reply: ChatReply): void;
  /** Called with every reply the job gets (fresh or replayed) under its journal key. */
  onReply?(journalKey: string, reply: ChatReply): void;
  /** The run's sampling overrides, laid over every request of the run's own model. */
  sampling?: SamplingParams;
  /** The protocol's declared sampling defaults, filled into every request that does not set the parameter. */
  defaults?: SamplingParams;
  /** Called with the body of every call answered (after sampling and provider adaptation), under the model as asked. */
  onSent?(model: string, body: Record<string, unknown>): void;
  /** Provider adaptation shared by the run (renames/drops parameters an endpoint rejected). */
  adapter?: ProviderAdapter;
  /**
   * Calls to ask afresh instead of replaying: their journal key gets `tag`
   * appended (e.g. `#reask`), so the old reply stays journaled under the old key
   * and the fresh one gets its own key and seed.
   */
  fresh?: { tag: string; keys: ReadonlySet<string> | "all" };
}

/** A job context plus what the runner needs to know after the job. */
export interface RunnerJobContext extends JobContext {
  /** True once a reply (fresh or replayed) to a call made as the run's own model came from the simulator. */
  readonly simulated: boolean;
  /** Resolves once every call the job started has settled (and been journaled if it succeeded). */
  settle(): Promise<void>;
}

/**
 * Create the context of one job: journaled replay, cache, routed client, per-call seeds (see the file comment).
 * @param o the job, run identity, journal, client, optional router, cache, output directory, abort fan-out and call hook
 * @throws TypeError / RangeError from `ctx.chat` for an empty or reused call key or a non-string `request.model`,
 *   and from `ctx.writeArtifact` for a path outside the run directory (not from `createJobContext` itself)
 * @example
 * const ctx = createJobContext({ job, runId, model: "typical", recordModel: "typical", jobSeed: 7, journal, client, cache: null, outDir, abort, onCall });
 * const reply = await ctx.chat("a0:pre", request);
 * ctx.simulated; // => true when that reply came from the simulator
 */
export function createJobContext(o: JobContextOptions): RunnerJobContext {
  const used = new Set<string>();
  let simulated = false;
  const inFlight = new Set<Promise<unknown>>();
  const call = async (key0: string, asIs: ChatRequest): Promise<ChatReply> => {
    const asked = asIs.model ?? o.model;
    const own = asked === o.model;
    const baseKey = own ? key0 : `${key0}@${asked}`;
    // In a fresh pass (re-asking some calls), a call whose journaled reply answered another
    // conversation (its input changed because an earlier reply was re-asked) is asked afresh too.
    const stale = (): boolean => {
      const h = o.journal.messagesHashOf(o.job.id, baseKey);
      return h !== null && h !== messagesHash(asIs.messages);
    };
    const isFresh = o.fresh !== undefined && (o.fresh.keys === "all" || o.fresh.keys.has(baseKey) || stale());
    const key = isFresh ? `${key0}${o.fresh?.tag}` : key0;
    const journalKey = isFresh ? `${baseKey}${o.fresh?.tag}` : baseKey;
    const prev = o.journal.callsOf(o.job.id)?.get(journalKey);
    if (prev) {
      if (prev.simulated && own) simulated = true;
      o.onReply?.(journalKey, prev);
      return prev;
    }
    const filled = withDefaults(asIs, o.defaults);
    const request = own ? applySampling(filled, o.sampling) : filled;
    const route = own || !o.router ? { client: o.client, model: asked, cacheable: o.client.endpoint !== IN_PROCESS_ENDPOINT } : o.router.route(asked);
    const cache = route.cacheable ? o.cache : null;
    const seed = callSeed(o.jobSeed, key);
    let reply: ChatReply | null = null;
    let sent: Record<string, unknown> = {};
    // The body's JSON text, made once per attempt for an HTTP endpoint: the transport sends it and the journal line holds it.
    let sentJson: string | undefined;
    const serialise = route.client.endpoint !== IN_PROCESS_ENDPOINT;
    let putKey: string | null = null;
    for (let tries = 0; ; tries++) {
      const wire = o.adapter ? o.adapter.wire(route.client.endpoint, route.model, request) : { request, maxTokensField: "max_tokens" as const, dropSeed: false };
      const replicate = (o.job as { suffix?: string }).suffix ?? "";
      const callOpts = { model: route.model, seed, maxTokensField: wire.maxTokensField, dropSeed: wire.dropSeed, replicate };
      sent = requestBody(wire.request, callOpts);
      sentJson = serialise ? JSON.stringify(sent) : undefined;
      const ck = cache ? cacheKey(route.client.endpoint, route.model, wire.request, seed) : "";
      reply = cache ? cache.get(ck) : null;
      if (reply && tries < 8 && o.adapter?.learnLength(route.client.endpoint, route.model, wire.request.max_tokens, reply, own && typeof o.sampling?.max_tokens === "number")) continue;
      if (reply) break;
      const { signal, release } = o.abort.child();
      try {
        reply = await route.client.complete(wire.request, { ...callOpts, signal, ...(sentJson !== undefined ? { body: sentJson } : {}) });
        if (cache) putKey = ck;
        // An empty reply cut at a default token limit (hidden reasoning): ask again with the limit raised.
        if (tries < 8 && o.adapter?.learnLength(route.client.endpoint, route.model, wire.request.max_tokens, reply, own && typeof o.sampling?.max_tokens === "number")) {
          reply = null;
          putKey = null;
          continue;
        }
        break;
      } catch (e) {
        if (tries < 8 && o.adapter?.learn(route.client.endpoint, route.model, e)) continue;
        throw e;
      } finally {
        release();
      }
    }
    o.onSent?.(asked, sent);
    // A seed the endpoint dropped or is documented to ignore is not recorded as if it were honoured.
    const endpoint = route.client.endpoint;
    const ignores = knownIgnored(endpoint);
    const seedHonoured = sent.seed !== undefined && !ignores.includes("seed") && !(o.adapter?.isIgnored?.(endpoint, route.model, "seed") ?? false);
    if (o.adapter && !seedHonoured) o.adapter.ignored(endpoint, route.model, "seed", sent.seed === undefined ? "the endpoint rejected it; records carry seed null" : "documented as ignored by this endpoint; records carry seed null");
    if (o.adapter && sent.logprobs === true && !reply.cached && reply.logprobs === null && reply.content.trim() !== "") {
      o.adapter.ignored(endpoint, route.model, "logprobs", ignores.includes("logprobs") ? "documented as ignored by this endpoint; option probabilities are null" : "asked for, none returned; option probabilities (p_flag, p_chosen, ...) are null");
    }
    reply = seedHonoured ? { ...reply, seed } : { ...reply, seed: undefined };
    o.journal.appendCall({ job: o.job.id, key: journalKey, request: sent, reply }, sentJson);
    if (cache && putKey !== null && !reply.cached) cache.put(putKey, { ...reply });
    if (reply.simulated && own) simulated = true;
    o.onReply?.(journalKey, reply);
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
