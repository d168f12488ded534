/**
 * Per-endpoint request and token budgets (`--rpm N`, `--tpm N`; `rpm`/`tpm`
 * of an experiment's endpoint): two token buckets that delay calls, never
 * refuse them. Each bucket starts full (N) and refills continuously at N per
 * minute, so `rpm 60` lets 60 calls through in the first minute and then one
 * a second. A call takes one request and its estimated tokens (prompt
 * characters / 4 + 3 per message, plus `max_tokens` when set, as providers
 * count it) before it is sent; once the reply is in, the estimate is corrected
 * by the usage the endpoint reports (prompt + completion tokens), so an
 * underestimate delays later calls. A call estimated above the whole budget
 * waits for a full bucket instead of forever. Waiters are served first come,
 * first served. The clock is a parameter, so tests run without waiting.
 *
 * @example
 * const b = createRateBudget({ rpm: 60 });
 * await b.acquire(0); // the first 60 calls go at once, then one a second
 */
import type { ChatClient, ChatRequest } from "./types.js";

/** Time for budgets: `now()` in ms and a `sleep(ms)`; real time by default. */
export interface BudgetClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** Requests and tokens per minute (each optional; a budget with neither never waits). */
export interface RateLimits {
  /** Requests per minute. */
  rpm?: number;
  /** Tokens (prompt + completion) per minute. */
  tpm?: number;
}

/** A running budget. */
export interface RateBudget {
  readonly limits: Readonly<RateLimits>;
  /** Wait until one request and `tokens` tokens are available, then take them. */
  acquire(tokens: number): Promise<void>;
  /** Correct the tokens taken for a call by `actual - estimated` (a refund when negative). */
  settle(estimated: number, actual: number): void;
}

/**
 * The real clock (performance.now and setTimeout).
 *
 * @example
 * typeof REAL_CLOCK.now(); // => "number"
 */
export const REAL_CLOCK: BudgetClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Check budget values: positive numbers (fractions allowed, e.g. 0.5 rpm) or absent.
 *
 * @throws RangeError naming the field and the value
 * @example
 * checkRateLimits({ rpm: 60 }, "--rpm"); // => { rpm: 60 }
 * checkRateLimits({ tpm: 0 }, "endpoint B"); // throws RangeError: endpoint B: tpm expects a positive number, received 0
 */
export function checkRateLimits(limits: RateLimits, where: string): RateLimits {
  for (const k of ["rpm", "tpm"] as const) {
    const v = limits[k];
    if (v !== undefined && !(typeof v === "number" && Number.isFinite(v) && v > 0)) throw new RangeError(`${where}: ${k} expects a positive number, received ${JSON.stringify(v)}`);
  }
  return limits;
}

/**
 * The tokens a request is counted for before it is sent: prompt characters / 4 (+ 3 per message), plus `max_tokens` when set.
 *
 * @example
 * requestTokenEstimate({ messages: [{ role: "user", content: "abcdefgh" }] }); // => 5
 * requestTokenEstimate({ messages: [{ role: "user", content: "abcdefgh" }], max_tokens: 100 }); // => 105
 */
export function requestTokenEstimate(request: ChatRequest): number {
  let n = 0;
  for (const m of request.messages) n += Math.ceil(m.content.length / 4) + 3; // as estimateTokens (dry-run.ts)
  return n + (typeof request.max_tokens === "number" && request.max_tokens > 0 ? request.max_tokens : 0);
}

/**
 * Create a request/token budget (see the file comment).
 *
 * @param clock default {@link REAL_CLOCK}; tests pass a fake one
 * @throws RangeError for a budget value that is not a positive number
 * @example
 * let t = 0;
 * const clock = { now: () => t, sleep: async (ms) => { t += ms; } };
 * const b = createRateBudget({ rpm: 60 }, clock);
 * for (let i = 0; i < 61; i++) await b.acquire(0);
 * t; // => 1000 (60 at once, the 61st a second later)
 */
export function createRateBudget(limits: RateLimits, clock: BudgetClock = REAL_CLOCK): RateBudget {
  checkRateLimits(limits, "createRateBudget(limits)");
  const buckets = (["rpm", "tpm"] as const).filter((k) => limits[k] !== undefined).map((k) => ({ kind: k, cap: limits[k] as number, level: limits[k] as number }));
  const req = buckets.find((b) => b.kind === "rpm");
  const tok = buckets.find((b) => b.kind === "tpm");
  let last = clock.now();
  const refill = (): void => {
    const now = clock.now();
    const dt = Math.max(0, now - last);
    last = now;
    for (const b of buckets) b.level = Math.min(b.cap, b.level + (b.cap * dt) / 60_000);
  };
  const queue: { tokens: number; go: () => void }[] = [];
  let pumping = false;
  // How long until the head of the queue fits (0 = now).
  const waitFor = (tokens: number): number => {
    let ms = 0;
    if (req && req.level < 1) ms = Math.max(ms, ((1 - req.level) * 60_000) / req.cap);
    if (tok) {
      const need = Math.min(tokens, tok.cap);
      if (tok.level < need) ms = Math.max(ms, ((need - tok.level) * 60_000) / tok.cap);
    }
    return ms;
  };
  const pump = async (): Promise<void> => {
    if (pumping) return;
    pumping = true;
    try {
      while (queue.length > 0) {
        refill();
        const head = queue[0];
        const ms = waitFor(head.tokens);
        if (ms > 0) {
          await clock.sleep(ms);
          continue;
        }
        if (req) req.level -= 1;
        if (tok) tok.level -= head.tokens;
        queue.shift();
        head.go();
      }
    } finally {
      pumping = false;
    }
  };
  return {
    limits: { ...limits },
    acquire(tokens: number): Promise<void> {
      if (buckets.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        queue.push({ tokens: Math.max(0, tokens), go: resolve });
        void pump();
      });
    },
    settle(estimated: number, actual: number): void {
      if (tok) {
        refill();
        tok.level = Math.min(tok.cap, tok.level - (actual - estimated));
      }
    },
  };
}

/**
 * Wrap a single-attempt client so that every attempt waits for the budget first and corrects its token
 * estimate with the usage of the reply. A budget without limits returns the client itself.
 *
 * @example
 * const c = budgetedClient(createInProcessSimClient(), createRateBudget({ rpm: 600 }));
 * c.endpoint; // => "sim:in-process"
 */
export function budgetedClient(inner: ChatClient, budget: RateBudget): ChatClient {
  if (budget.limits.rpm === undefined && budget.limits.tpm === undefined) return inner;
  return {
    endpoint: inner.endpoint,
    async complete(request, options) {
      const estimated = requestTokenEstimate(request);
      await budget.acquire(estimated);
      // a failed attempt is still a request; its tokens are unknown, so its estimate stands
      const reply = await inner.complete(request, options);
      if (reply.usage) budget.settle(estimated, reply.usage.prompt_tokens + reply.usage.completion_tokens);
      return reply;
    },
  };
}

/**
 * The client behind a budget built from `limits` (the client itself when neither `rpm` nor `tpm` is set):
 * how `createClient` and the call router apply `--rpm`/`--tpm` and an endpoint's `rpm`/`tpm`.
 *
 * @throws RangeError for a budget value that is not a positive number
 * @example
 * const c = createInProcessSimClient();
 * withRateBudget(c, {}) === c; // => true
 * withRateBudget(c, { rpm: 0 }); // throws RangeError: createRateBudget(limits): rpm expects a positive number, received 0
 */
export function withRateBudget(inner: ChatClient, limits: RateLimits, clock?: BudgetClock): ChatClient {
  if (limits.rpm === undefined && limits.tpm === undefined) return inner;
  return budgetedClient(inner, createRateBudget(limits, clock));
}
