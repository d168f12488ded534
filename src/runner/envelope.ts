/**
 * The envelope fields of a record made from one reply, for protocol drivers:
 * `protocol, run_id, model, trial_id, seed, raw, usage`, plus `simulated: true`
 * and `cached: true` when they apply. Wall-clock latency is deliberately left
 * out of records (it lives in `calls.jsonl`), so that records do not depend on
 * scheduling and re-runs give byte-identical logs.
 *
 * @example
 * const env = replyEnvelope(ctx, "panel", "xstest-1:solo", reply);
 * const record = { ...env, item_id: "xstest-1", ..., verdict: parsed.label, parse_error: parsed.error };
 */
import type { ProtocolName } from "../schema/vocab.js";
import type { ChatReply, JobContext } from "./types.js";

export interface Envelope<P extends ProtocolName = ProtocolName> {
  protocol: P;
  run_id: string;
  model: string;
  trial_id: string;
  seed: number | null;
  raw: string | null;
  /** Token counts, plus `reasoning_tokens` and `finish_reason` (when not a normal stop) where the reply had them. */
  usage?: { prompt_tokens: number; completion_tokens: number; reasoning_tokens?: number; finish_reason?: string };
  simulated?: true;
  cached?: true;
}

/**
 * Envelope for a trial decided by `reply` (null `reply` → `raw: null`, `seed: null`).
 *
 * @param ctx the job context (`runId`, and `model` as records name it)
 * @param protocol the record kind
 * @param trialId the trial's id (one of the job's `trialIds`)
 * @param reply the reply that decided the trial, or null
 * @example
 * replyEnvelope({ runId: "r1", model: "typical" }, "panel", "x1:solo",
 *   { content: "SAFE", finish_reason: "stop", logprobs: null, usage: null, simulated: true, cached: false, latency_ms: 3, seed: 7 });
 * // => { protocol: "panel", run_id: "r1", model: "typical", trial_id: "x1:solo", seed: 7, raw: "SAFE", simulated: true }
 */
export function replyEnvelope<P extends ProtocolName>(ctx: Pick<JobContext, "runId" | "model">, protocol: P, trialId: string, reply: ChatReply | null): Envelope<P> {
  const env: Envelope<P> = {
    protocol,
    run_id: ctx.runId,
    model: ctx.model,
    trial_id: trialId,
    seed: reply?.seed ?? null,
    raw: reply ? reply.content : null,
  };
  if (reply?.usage) {
    const { prompt_tokens, completion_tokens, reasoning_tokens, finish_reason } = reply.usage;
    env.usage = { prompt_tokens, completion_tokens, ...(reasoning_tokens !== undefined ? { reasoning_tokens } : {}), ...(finish_reason !== undefined ? { finish_reason } : {}) };
  }
  if (reply?.simulated) env.simulated = true;
  if (reply?.cached) env.cached = true;
  return env;
}
