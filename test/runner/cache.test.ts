import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cacheKey, openCache } from "../../src/runner/cache.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { echoProtocol, generateEchoBank } from "../../src/runner/protocols/echo.js";
import { createOpenAIClient } from "../../src/runner/openai-client.js";
import { retryingClient } from "../../src/runner/retry.js";
import { CallFailedError, type ChatClient } from "../../src/runner/types.js";
import { allFiles, echoServer, lines, tmp } from "./helpers.js";

const req = { messages: [{ role: "user" as const, content: "x" }], temperature: 0.7 };

describe("response cache", () => {
  it("keys on endpoint, model, messages, sampling parameters and per-call seed", () => {
    const k = cacheKey("http://h/v1", "m", req, 1);
    expect(cacheKey("http://h/v1", "m", { ...req }, 1)).toBe(k);
    for (const other of [
      cacheKey("http://h/v1", "m", req, 2),
      cacheKey("http://g/v1", "m", req, 1),
      cacheKey("http://h/v1", "n", req, 1),
      cacheKey("http://h/v1", "m", { ...req, temperature: 0 }, 1),
      cacheKey("http://h/v1", "m", { ...req, logprobs: true, top_logprobs: 5 }, 1),
      cacheKey("http://h/v1", "m", { messages: [{ role: "system", content: "x" }] }, 1),
    ]) expect(other).not.toBe(k);
    const c = openCache(tmp());
    expect(c.get(k)).toBeNull();
    const reply = { content: "a", finish_reason: "stop", logprobs: null, usage: null, simulated: false, cached: false, latency_ms: 3 };
    c.put(k, reply);
    expect(c.get(k)).toEqual({ ...reply, cached: true });
  });

  it("a second run hits for the same key, misses for another repeat index, flags records cached", async () => {
    const server = await echoServer();
    try {
      const dir = tmp();
      const opts = { protocol: echoProtocol, model: "typical", baseURL: server.url, bank: generateEchoBank(3), cache: dir } as const;
      const s1 = await runProtocol({ ...opts, out: tmp() });
      expect(s1.cache_hits).toBe(0);
      const served = server.stats.ok;
      expect(served).toBe(27);
      expect(allFiles(dir)).toHaveLength(27);
      const out2 = tmp();
      const s2 = await runProtocol({ ...opts, out: out2, protocolOptions: { sessions: 2 } });
      expect(s2.cache_hits).toBe(27); // session 0: same trial ids → same seeds → hits
      expect(server.stats.ok - served).toBe(27); // session 1: a new repeat index → misses, asked again
      const recs = lines(join(out2, "records.jsonl"));
      expect(recs.filter((r) => r.session === 0).every((r) => r.cached === true)).toBe(true);
      expect(recs.filter((r) => r.session === 1).some((r) => "cached" in r)).toBe(false);
      const s3 = await runProtocol({ ...opts, out: tmp(), cache: false });
      expect(s3.cache_hits).toBe(0);
    } finally {
      await server.close();
    }
  });

  it("errors are never cached", async () => {
    const server = await echoServer();
    try {
      const dir = tmp();
      const inner = createOpenAIClient({ baseURL: server.url });
      let n = 0;
      const client: ChatClient = {
        endpoint: inner.endpoint,
        async complete(r, o) {
          if (n++ % 2 === 1) throw new CallFailedError("failed after 6 attempts: HTTP 500", 500, true);
          return inner.complete(r, o);
        },
      };
      const s = await runProtocol({ protocol: echoProtocol, model: "typical", client: retryingClient(client), bank: generateEchoBank(4), cache: dir, out: tmp(), maxErrorShare: 1 });
      expect(s.new_calls).toBeGreaterThan(0);
      expect(allFiles(dir)).toHaveLength(s.new_calls); // one file per successful call, none for the failures
      expect(n).toBeGreaterThan(s.new_calls);
    } finally {
      await server.close();
    }
  });
});
