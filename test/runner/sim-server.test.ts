import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAIClient } from "../../src/runner/openai-client.js";
import { createInProcessSimClient } from "../../src/runner/simulator/in-process-client.js";
import { echoResponder } from "../../src/runner/protocols/echo.js";
import { AttemptError } from "../../src/runner/attempt-error.js";
import { faultPicker } from "../../src/runner/simulator/faults.js";
import { createRng } from "../../src/stats/rng.js";
import type { SimServer } from "../../src/runner/simulator/server.js";
import { echoServer } from "./helpers.js";

const request = {
  messages: [
    { role: "system" as const, content: "[groupthink-echo] key=C\nYou are agent 0 of 3." },
    { role: "user" as const, content: "Task t1. Options: A, B, C, D. Which option is correct?" },
  ],
  logprobs: true,
  top_logprobs: 3,
};

describe("simulator server and in-process client", () => {
  let server: SimServer;
  beforeAll(async () => {
    server = await echoServer();
  });
  afterAll(() => server.close());

  it("GET /v1/models lists the generic profiles", async () => {
    const body = await (await fetch(`${server.url}/models`)).json();
    expect(body.object).toBe("list");
    expect(body.data.map((m: { id: string }) => m.id)).toEqual(["resistant", "susceptible", "typical"]);
  });

  it("POST /v1/chat/completions answers through the openai SDK, marked simulated, with top_logprobs", async () => {
    const client = createOpenAIClient({ baseURL: server.url, apiKey: "x" });
    const r = await client.complete(request, { model: "typical", seed: 11 });
    expect(r.simulated).toBe(true);
    expect(r.content).toMatch(/^ANSWER: [A-D]$|cannot decide/);
    expect(r.logprobs).not.toBeNull();
    expect(r.logprobs![2].top_logprobs).toHaveLength(3);
    expect(r.usage!.prompt_tokens).toBeGreaterThan(0);
    const fp = await (await fetch(`${server.url}/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ model: "typical", messages: request.messages }) })).json();
    expect(fp.system_fingerprint).toMatch(/^groupthink-sim\/\d+\.\d+\.\d+/);
    expect(fp.choices[0].logprobs).toBeNull();
  });

  it("gives the same reply as the in-process simulator for the same (seed, messages, profile)", async () => {
    const http = createOpenAIClient({ baseURL: server.url });
    const local = createInProcessSimClient({ responders: [echoResponder] });
    for (const seed of [1, 2, 3, 4, 5]) {
      const a = await http.complete(request, { model: "susceptible", seed });
      const b = await local.complete(request, { model: "sim:susceptible", seed });
      expect(a.content).toBe(b.content);
      expect(a.logprobs).toEqual(b.logprobs);
    }
  });

  it("unknown profile → fatal 404; unrecognised prompt → fatal 400", async () => {
    const client = createOpenAIClient({ baseURL: server.url });
    const e404 = await client.complete(request, { model: "gpt-nope", seed: 1 }).catch((e) => e);
    expect(e404).toBeInstanceOf(AttemptError);
    expect([e404.status, e404.retryable]).toEqual([404, false]);
    const e400 = await client.complete({ messages: [{ role: "user", content: "hello" }] }, { model: "typical", seed: 1 }).catch((e) => e);
    expect([e400.status, e400.retryable]).toEqual([400, false]);
  });

  it("faultPicker draws the configured shares", () => {
    const pick = faultPicker({ p429: 0.1, p500: 0.05, phang: 0.02, pmalformed: 0.03 }, createRng(5));
    const n = 20000;
    const counts: Record<string, number> = {};
    for (let i = 0; i < n; i++) {
      const k = pick();
      counts[k] = (counts[k] ?? 0) + 1;
    }
    expect(counts["429"] / n).toBeCloseTo(0.1, 1);
    expect(counts["500"] / n).toBeCloseTo(0.05, 1);
    expect(counts.hang / n).toBeCloseTo(0.02, 1);
    expect(counts.malformed / n).toBeCloseTo(0.03, 1);
    expect(() => faultPicker({ p429: 0.9, p500: 0.2 }, createRng(1))).toThrow(RangeError);
  });

  it("faulty server: 429 carries Retry-After, malformed and hung requests are retryable attempt errors", async () => {
    const only = async (faults: object) => {
      const s = await echoServer({ ...faults, retryAfterMs: 1500 });
      try {
        return await createOpenAIClient({ baseURL: s.url, timeoutMs: 200 }).complete(request, { model: "typical", seed: 1 }).catch((e) => e);
      } finally {
        await s.close();
      }
    };
    const e429 = await only({ p429: 1 });
    expect([e429.status, e429.retryable, e429.retryAfterMs]).toEqual([429, true, 1500]);
    const e500 = await only({ p500: 1 });
    expect([e500.status, e500.retryable]).toEqual([500, true]);
    const bad = await only({ pmalformed: 1 });
    expect(bad).toBeInstanceOf(AttemptError);
    expect([bad.retryable, bad.message]).toEqual([true, expect.stringMatching(/malformed/)]);
    const hung = await only({ phang: 1 });
    expect([hung.retryable, hung.message]).toEqual([true, "timeout after 200 ms"]);
    const trunc = await only({ ptruncate: 1 });
    expect(trunc.finish_reason).toBe("length");
    const broken = await only({ pbreak: 1 });
    expect(broken.content).not.toMatch(/ANSWER/);
  });
});
