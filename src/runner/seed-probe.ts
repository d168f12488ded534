/**
 * The seed probe (`run … --probe-seed`, issue 20): whether an endpoint honours
 * the `seed` it is sent, shown by its replies rather than assumed. Before the
 * run's jobs, one short open-ended request is sent three times at a
 * temperature above zero: twice with the same seed, once with another. The
 * verdict (`seed_honoured`):
 * - `false` when the two same-seed replies differ (the seed did not fix the
 *   sampling; the run's records then carry `seed: null`);
 * - `true` when they are identical and the other seed's reply differs (the
 *   seed, not determinism, fixed them);
 * - `null` when all three are identical (a deterministic endpoint: honouring
 *   is not shown either way) or a call failed (the reason names it).
 *
 * The evidence keeps what was sent (seeds, temperature, max_tokens, call
 * count) and a short SHA-256 of each reply's text (not the text). The probe
 * calls are not trials: they are not journaled, cached or counted in the
 * manifest's `counts`. The in-process simulator is not probed (its replies are
 * a function of seed, messages and profile by construction).
 *
 * @example
 * const honours = { endpoint: "e", complete: async (_r, o) => ({ content: `reply ${o.seed}` }) };
 * (await probeSeed(honours, "m", { seed: 7 })).seed_honoured; // => true
 * const ignores = { endpoint: "e", complete: (() => { let k = 0; return async () => ({ content: `reply ${k++}` }); })() };
 * (await probeSeed(ignores, "m", { seed: 7 })).seed_honoured; // => false
 */
import { sha256Hex } from "./hash.js";
import type { ChatClient, ChatRequest } from "./types.js";

/** The probe's request text (open-ended, so that sampling shows). */
export const SEED_PROBE_PROMPT = "Write one short, unusual sentence about any subject you like.";

/** What the probe sent and saw (the manifest's `seed_probe`). */
export interface SeedProbeEvidence {
  endpoint: string;
  model: string;
  /** The seed sent twice, and the other seed sent once (`seed + 1`, uint32). */
  seed: number;
  other_seed: number;
  temperature: number;
  max_tokens: number;
  /** Calls answered (3 when the probe ran to the end). */
  calls: number;
  /** Whether the two same-seed replies were identical (null when a call failed). */
  same_seed_identical: boolean | null;
  /** Whether the other seed's reply differed from the first (null when a call failed). */
  other_seed_differs: boolean | null;
  /** First 12 hex digits of the SHA-256 of each reply's text, in call order. */
  reply_sha256: string[];
  /** The verdict in words. */
  reason: string;
}

/** The probe's outcome: the verdict and its evidence. */
export interface SeedProbeResult {
  seed_honoured: boolean | null;
  evidence: SeedProbeEvidence;
}

/** Options of {@link probeSeed}. */
export interface SeedProbeOptions {
  /** The seed to send twice (default 0). */
  seed?: number;
  /** Temperature of the probe (the run's when above 0, else 1). */
  temperature?: number;
  /** Token limit of the probe replies (default 48). */
  maxTokens?: number;
  signal?: AbortSignal;
}

/**
 * Run the probe (see module doc); never throws for a failed call (verdict null, reason = the error).
 * @param client the run's client
 * @param model the model as named to the endpoint
 * @example
 * const fixed = { endpoint: "e", complete: async () => ({ content: "always this" }) };
 * (await probeSeed(fixed, "m", { seed: 1 })).evidence.reason;
 * // => "all three replies identical (same seed twice, another seed once): the endpoint may be deterministic at temperature 1; honouring the seed is not shown"
 */
export async function probeSeed(client: Pick<ChatClient, "endpoint"> & { complete(request: ChatRequest, options: { model: string; seed: number; signal?: AbortSignal }): Promise<{ content: string }> }, model: string, options: SeedProbeOptions = {}): Promise<SeedProbeResult> {
  const seed = (options.seed ?? 0) >>> 0;
  const other = (seed + 1) >>> 0;
  const temperature = options.temperature !== undefined && options.temperature > 0 ? options.temperature : 1;
  const maxTokens = options.maxTokens ?? 48;
  const request: ChatRequest = { messages: [{ role: "user", content: SEED_PROBE_PROMPT }], temperature, max_tokens: maxTokens };
  const replies: string[] = [];
  const evidence = (same: boolean | null, differs: boolean | null, reason: string): SeedProbeEvidence => ({
    endpoint: client.endpoint, model, seed, other_seed: other, temperature, max_tokens: maxTokens, calls: replies.length,
    same_seed_identical: same, other_seed_differs: differs, reply_sha256: replies.map((r) => sha256Hex(r).slice(0, 12)), reason,
  });
  try {
    for (const s of [seed, seed, other]) {
      const reply = await client.complete(request, { model, seed: s, ...(options.signal ? { signal: options.signal } : {}) });
      replies.push(typeof reply.content === "string" ? reply.content : "");
    }
  } catch (e) {
    return { seed_honoured: null, evidence: evidence(null, null, `probe call ${replies.length + 1} of 3 failed: ${(e as Error)?.message ?? String(e)}`) };
  }
  const same = replies[0] === replies[1];
  const differs = replies[2] !== replies[0];
  if (!same) return { seed_honoured: false, evidence: evidence(same, differs, "two replies to the same request with the same seed differ: the endpoint does not honour the seed") };
  if (differs) return { seed_honoured: true, evidence: evidence(same, differs, "the same seed gave the same reply twice and another seed a different one") };
  return { seed_honoured: null, evidence: evidence(same, differs, `all three replies identical (same seed twice, another seed once): the endpoint may be deterministic at temperature ${temperature}; honouring the seed is not shown`) };
}
