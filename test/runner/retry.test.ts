import { describe, expect, it } from "vitest";
import { AttemptError, isRetryableStatus, parseRetryAfter } from "../../src/runner/attempt-error.js";
import { backoffDelay, DEFAULT_RETRY, retryingClient } from "../../src/runner/retry.js";
import { createLimiter } from "../../src/runner/limiter.js";
import { createRng } from "../../src/stats/rng.js";
import { CallFailedError, type ChatClient, type ChatReply } from "../../src/runner/types.js";

const ok: ChatReply = { content: "ANSWER: A", finish_reason: "stop", logprobs: null, usage: null, simulated: false, cached: false, latency_ms: 1 };
const req = { messages: [{ role: "user" as const, content: "hi" }] };

function flaky(failures: AttemptError[]): ChatClient & { calls: number; times: number[] } {
  const c = {
    endpoint: "fake://",
    calls: 0,
    times: [] as number[],
    async complete() {
      c.times.push(Date.now());
      const e = failures[c.calls++];
      if (e) throw e;
      return ok;
    },
  };
  return c;
}

describe("retry policy", () => {
  it("backoffDelay(k) lies in [0.5, 1] × min(max, base·2^k) and is seeded", () => {
    const p = { ...DEFAULT_RETRY, baseDelayMs: 100, maxDelayMs: 1000 };
    const rng = createRng(3);
    for (const [k, cap] of [[0, 100], [1, 200], [3, 800], [4, 1000], [10, 1000]] as const) {
      const d = backoffDelay(k, p, rng);
      expect(d).toBeGreaterThanOrEqual(cap / 2);
      expect(d).toBeLessThanOrEqual(cap);
    }
    expect(backoffDelay(2, p, createRng(9))).toBe(backoffDelay(2, p, createRng(9)));
  });

  it("classifies statuses and parses Retry-After", () => {
    expect([429, 500, 502, 503, 408].map(isRetryableStatus)).toEqual([true, true, true, true, true]);
    expect([400, 401, 403, 404].map(isRetryableStatus)).toEqual([false, false, false, false]);
    expect(parseRetryAfter({ "retry-after": "3" })).toBe(3000);
    expect(parseRetryAfter({ "retry-after-ms": "250", "retry-after": "3" })).toBe(250);
    expect(parseRetryAfter({ "retry-after": new Date(10_000).toUTCString() }, 4_000)).toBe(6000);
    expect(parseRetryAfter({ "retry-after": "soon" })).toBeNull();
    expect(parseRetryAfter(new Headers({ "retry-after": "1" }))).toBe(1000);
  });

  it("retries retryable failures, honours retry-after, then succeeds", async () => {
    const inner = flaky([new AttemptError("HTTP 429", 429, true, 60), new AttemptError("HTTP 500", 500, true)]);
    const c = retryingClient(inner, { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 2 });
    expect(await c.complete(req, { model: "m", seed: 1 })).toEqual(ok);
    expect(inner.calls).toBe(3);
    expect(inner.times[1] - inner.times[0]).toBeGreaterThanOrEqual(55);
  });

  it("throws CallFailedError after the last attempt, with the status of the last failure", async () => {
    const inner = flaky(Array.from({ length: 5 }, () => new AttemptError("HTTP 503: busy", 503, true)));
    const c = retryingClient(inner, { maxAttempts: 4, baseDelayMs: 1, maxDelayMs: 1 });
    const err = await c.complete(req, { model: "m", seed: 1 }).catch((e) => e);
    expect(err).toBeInstanceOf(CallFailedError);
    expect(err.status).toBe(503);
    expect(err.retryable).toBe(true);
    expect(err.message).toMatch(/after 4 attempts: HTTP 503/);
    expect(inner.calls).toBe(4);
  });

  it("does not retry fatal failures (401)", async () => {
    const inner = flaky([new AttemptError("HTTP 401: bad key", 401, false)]);
    const err = await retryingClient(inner, { maxAttempts: 5 }).complete(req, { model: "m", seed: 1 }).catch((e) => e);
    expect(err).toBeInstanceOf(CallFailedError);
    expect(err.status).toBe(401);
    expect(err.retryable).toBe(false);
    expect(inner.calls).toBe(1);
  });

  it("caps attempts in flight per model at the concurrency limit", async () => {
    let active = 0;
    let peak = 0;
    const inner: ChatClient = {
      endpoint: "fake://",
      async complete() {
        peak = Math.max(peak, ++active);
        await new Promise((r) => setTimeout(r, 5));
        active--;
        return ok;
      },
    };
    const c = retryingClient(inner, {}, 3);
    await Promise.all(Array.from({ length: 12 }, (_, i) => c.complete(req, { model: "m", seed: i })));
    expect(peak).toBe(3);
    const lim = createLimiter(2);
    expect(await lim.run(async () => 7)).toBe(7);
    expect(() => createLimiter(0)).toThrow(RangeError);
  });
});
