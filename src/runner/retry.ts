/**
 * Bounded retries around a single-attempt client: exponential back-off with
 * seeded jitter, `Retry-After` honoured (capped), a per-model concurrency
 * limit on attempts, and a {@link CallFailedError} after the last attempt.
 *
 * @example
 * backoffDelay(0, DEFAULT_RETRY, createRng(1)); // => a delay in [250, 500] ms
 * const client = retryingClient(createInProcessSimClient(), { maxAttempts: 3 });
 */
import { argError } from "../errors.js";
import { createRng, deriveSeed, type Rng } from "../stats/rng.js";
import { AttemptError } from "./attempt-error.js";
import { createLimiter, type Limiter } from "./limiter.js";
import { CallFailedError, type CallOptions, type ChatClient, type ChatReply, type ChatRequest } from "./types.js";

/** Retry and timeout settings. */
export interface RetryPolicy {
  /** Attempts in total (first one included), ≥ 1. */
  maxAttempts: number;
  /** Back-off base: attempt k waits base·2^k, capped by maxDelayMs, times a jitter factor in [0.5, 1]. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Cap on a server-requested `Retry-After`. */
  maxRetryAfterMs: number;
  /** Per-attempt request timeout (used by the HTTP transport). */
  timeoutMs: number;
}

/**
 * The default retry policy: 6 attempts, back-off from 500 ms up to 30 s, `Retry-After` capped at
 * 120 s, 120 s per attempt.
 *
 * @example
 * DEFAULT_RETRY.maxAttempts; // => 6
 */
export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 6,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 120_000,
  timeoutMs: 120_000,
};

/**
 * The wait in ms before retry number `attempt` (0-based): min(max, base·2^attempt)·U[0.5, 1].
 *
 * @param rng the seeded jitter source (one draw)
 * @example
 * backoffDelay(0, DEFAULT_RETRY, createRng(1)); // => 348.3155214926228 (in [250, 500])
 * backoffDelay(3, DEFAULT_RETRY, createRng(1)); // => 2786.5241719409823 (in [2000, 4000])
 */
export function backoffDelay(attempt: number, policy: RetryPolicy, rng: Rng): number {
  const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return cap * (0.5 + 0.5 * rng.next());
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new CallFailedError("aborted", null, false));
    const onAbort = (): void => {
      clearTimeout(t);
      reject(new CallFailedError("aborted", null, false));
    };
    const t = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Limits shared per (endpoint, model) within one retrying client. */
function limiterFor(map: Map<string, Limiter>, key: string, limit: number): Limiter {
  let l = map.get(key);
  if (!l) map.set(key, (l = createLimiter(limit)));
  return l;
}

/**
 * Wrap a single-attempt client (one that throws {@link AttemptError}) with retries and a concurrency limit.
 * Errors other than AttemptError/CallFailedError are programmer errors and pass through unchanged.
 * @param concurrency attempts in flight per model (default: unlimited)
 * @throws RangeError for a policy with maxAttempts < 1
 * @example
 * const c = retryingClient(createInProcessSimClient({ responders: [echoResponder] }), { maxAttempts: 3 });
 * (await c.complete(request, { model: "sim:typical", seed: 1 })).simulated; // => true
 * retryingClient(c, { maxAttempts: 0 }); // throws RangeError: retryingClient(policy.maxAttempts): expected an integer >= 1, received 0
 */
export function retryingClient(inner: ChatClient, policy: Partial<RetryPolicy> = {}, concurrency = Number.POSITIVE_INFINITY): ChatClient {
  const p: RetryPolicy = { ...DEFAULT_RETRY, ...policy };
  if (!Number.isInteger(p.maxAttempts) || p.maxAttempts < 1) throw new RangeError(argError("retryingClient", "policy.maxAttempts", "an integer >= 1", p.maxAttempts));
  const limiters = new Map<string, Limiter>();
  const unlimited = !Number.isFinite(concurrency);
  return {
    endpoint: inner.endpoint,
    async complete(request: ChatRequest, options: CallOptions): Promise<ChatReply> {
      const attemptOnce = (): Promise<ChatReply> => inner.complete(request, options);
      const lim = unlimited ? null : limiterFor(limiters, options.model, concurrency);
      let rng: Rng | null = null;
      let last: AttemptError | null = null;
      for (let attempt = 0; attempt < p.maxAttempts; attempt++) {
        if (options.signal?.aborted) throw new CallFailedError("aborted", null, false);
        try {
          return await (lim ? lim.run(attemptOnce) : attemptOnce());
        } catch (e) {
          if (e instanceof CallFailedError) throw e;
          if (!(e instanceof AttemptError)) throw e;
          if (!e.retryable) throw new CallFailedError(e.message, e.status, false, e.detail);
          last = e;
        }
        if (attempt + 1 >= p.maxAttempts) break;
        rng ??= createRng(deriveSeed(options.seed, "retry"));
        const jittered = backoffDelay(attempt, p, rng);
        const wait = last.retryAfterMs !== null ? Math.min(last.retryAfterMs, p.maxRetryAfterMs) : jittered;
        await sleep(wait, options.signal);
      }
      throw new CallFailedError(`failed after ${p.maxAttempts} attempts: ${last?.message ?? "unknown error"}`, last?.status ?? null, true);
    },
  };
}
