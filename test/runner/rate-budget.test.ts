import { describe, expect, it } from "vitest";
import { budgetedClient, checkRateLimits, createRateBudget, requestTokenEstimate, type BudgetClock } from "../../src/runner/rate-budget.js";
import type { ChatClient, ChatReply } from "../../src/runner/types.js";

// Issue 22: optional requests-per-minute and tokens-per-minute budgets per endpoint. A fake clock: time
// moves only when the budget sleeps, so every expected time below is exact.
function fakeClock(): BudgetClock & { t: number } {
  const c = {
    t: 0,
    now: () => c.t,
    sleep: async (ms: number) => {
      c.t += ms;
    },
  };
  return c;
}

describe("createRateBudget(limits, clock)", () => {
  it("rpm 60: 60 calls in the first minute at once, then one a second", async () => {
    const clock = fakeClock();
    const b = createRateBudget({ rpm: 60 }, clock);
    const at: number[] = [];
    for (let i = 0; i < 65; i++) {
      await b.acquire(0);
      at.push(clock.t);
    }
    expect(at.slice(0, 60).every((t) => t === 0)).toBe(true);
    expect(at.slice(60)).toEqual([1000, 2000, 3000, 4000, 5000]);
  });

  it("rpm 60 over ten minutes: 60 + 600 calls (the full bucket, then the refill), in order", async () => {
    const clock = fakeClock();
    const b = createRateBudget({ rpm: 60 }, clock);
    const order: number[] = [];
    // all asked at once: served first come, first served
    await Promise.all(Array.from({ length: 660 }, (_, i) => b.acquire(0).then(() => order.push(i))));
    expect(order).toEqual(Array.from({ length: 660 }, (_, i) => i));
    expect(clock.t).toBe(600_000);
  });

  it("tpm: waits for the tokens a call is estimated at; usage above the estimate delays the next call", async () => {
    const clock = fakeClock();
    const b = createRateBudget({ tpm: 6000 }, clock); // 100 tokens a second
    await b.acquire(5000);
    expect(clock.t).toBe(0);
    await b.acquire(2000); // 1000 left: 1000 more needed = 10 s
    expect(clock.t).toBe(10_000);
    b.settle(2000, 2500); // the reply used 500 more than estimated: the bucket is at -500
    await b.acquire(100); // 600 needed = 6 s
    expect(clock.t).toBe(16_000);
    b.settle(100, 0); // a refund
    await b.acquire(100);
    expect(clock.t).toBe(16_000);
  });

  it("a call estimated above the whole budget waits for a full bucket, not forever", async () => {
    const clock = fakeClock();
    const b = createRateBudget({ tpm: 1000 }, clock);
    await b.acquire(1);
    await b.acquire(50_000); // the bucket is at 999: 1 token (60 ms) to full
    expect(clock.t).toBe(60);
  });

  it("rpm and tpm together: the tighter one decides", async () => {
    const clock = fakeClock();
    const b = createRateBudget({ rpm: 600, tpm: 600 }, clock); // 10 requests/s, 10 tokens/s
    for (let i = 0; i < 6; i++) await b.acquire(100);
    expect(clock.t).toBe(0); // 600 tokens, 6 requests
    await b.acquire(100);
    expect(clock.t).toBe(10_000);
  });

  it("no limits: never waits; bad limits are refused", async () => {
    const clock = fakeClock();
    const b = createRateBudget({}, clock);
    for (let i = 0; i < 1000; i++) await b.acquire(1e9);
    expect(clock.t).toBe(0);
    expect(() => createRateBudget({ rpm: 0 })).toThrow("createRateBudget(limits): rpm expects a positive number, received 0");
    expect(() => checkRateLimits({ tpm: Number.NaN }, "endpoint B")).toThrow("endpoint B: tpm expects a positive number, received null");
    expect(checkRateLimits({ rpm: 0.5 }, "--rpm")).toEqual({ rpm: 0.5 });
  });
});

describe("requestTokenEstimate(request)", () => {
  it("counts prompt characters / 4 (rounded up) + 3 per message, plus max_tokens", () => {
    expect(requestTokenEstimate({ messages: [{ role: "system", content: "abcde" }, { role: "user", content: "" }] })).toBe(2 + 3 + 0 + 3);
    expect(requestTokenEstimate({ messages: [{ role: "user", content: "abcd" }], max_tokens: 16 })).toBe(1 + 3 + 16);
  });
});

describe("budgetedClient(inner, budget)", () => {
  it("delays attempts by the budget and corrects the token estimate with the reply's usage", async () => {
    const clock = fakeClock();
    const reply = (tokens: number): ChatReply => ({ content: "x", finish_reason: "stop", logprobs: null, usage: { prompt_tokens: tokens, completion_tokens: 0 }, simulated: false, cached: false, latency_ms: 0 });
    const sentAt: number[] = [];
    const inner: ChatClient = { endpoint: "e", complete: async () => (sentAt.push(clock.t), reply(1000)) };
    const c = budgetedClient(inner, createRateBudget({ tpm: 1200 }, clock)); // 20 tokens a second
    const request = { messages: [{ role: "user" as const, content: "a".repeat(388) }] }; // 97 + 3 = 100 tokens estimated
    await c.complete(request, { model: "m", seed: 0 }); // takes 100 of 1200, usage says 1000: the bucket is at 200
    await c.complete(request, { model: "m", seed: 0 }); // 100 ≤ 200: now (100 left); usage 1000: the bucket is at -800
    await c.complete(request, { model: "m", seed: 0 }); // 900 needed = 45 s
    expect(sentAt).toEqual([0, 0, 45_000]);
    expect(budgetedClient(inner, createRateBudget({}, clock))).toBe(inner);
  });
});
