import { afterEach, describe, expect, it } from "vitest";
import { createOpenAIClient, sanitizeLogprobs } from "../../src/runner/openai-client.js";
import { join } from "node:path";
import { AttemptError } from "../../src/runner/attempt-error.js";
import { readManifest } from "../../src/runner/manifest.js";
import { echoProtocol, generateEchoBank } from "../../src/runner/protocols/echo.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { FAST_RETRY, lines, tmp } from "./helpers.js";
import { completion, fakeOpenAI, type FakeServer } from "./fake-openai.js";

let servers: FakeServer[] = [];
afterEach(async () => {
  for (const s of servers) await s.close();
  servers = [];
});
const ask = { messages: [{ role: "user" as const, content: "q" }], logprobs: true, top_logprobs: 2 };

describe("replies as endpoints send them", () => {
  it("sanitises logprobs: wrong shapes dropped, logprob must be finite and ≤ 0", () => {
    expect(sanitizeLogprobs([
      { token: "A", logprob: -0.1, top_logprobs: [{ token: "A", logprob: -0.1 }, { token: "B", logprob: 0.3 }, { token: 5, logprob: -1 }, null] },
      { token: "B", logprob: 0.5, top_logprobs: [] },
      { token: "C", logprob: Number.NaN },
      { token: "D", logprob: "-1" },
      "x",
      { token: "E", logprob: -2, top_logprobs: "x" },
    ])).toEqual([{ token: "A", logprob: -0.1, top_logprobs: [{ token: "A", logprob: -0.1 }] }, { token: "E", logprob: -2, top_logprobs: [] }]);
    expect(sanitizeLogprobs({ tokens: ["A"], token_logprobs: [-0.1] })).toBeNull();
    expect(sanitizeLogprobs(undefined)).toBeNull();
  });

  it("a dict-shaped legacy logprobs block or top_logprobs: 'x' does not fail the call", async () => {
    const s = await fakeOpenAI(() => ({ json: completion("ANSWER: A", { choice: { logprobs: { tokens: ["A"], top_logprobs: "x" } } }) }));
    servers.push(s);
    const r = await createOpenAIClient({ baseURL: s.url }).complete(ask, { model: "m", seed: 1 });
    expect([r.content, r.logprobs]).toEqual(["ANSWER: A", null]);
  });

  it("a refusal with content: null keeps the refusal text (content and refusal)", async () => {
    const s = await fakeOpenAI(() => ({ json: completion(null, { message: { refusal: "I can't help with that." } }) }));
    servers.push(s);
    const r = await createOpenAIClient({ baseURL: s.url }).complete(ask, { model: "m", seed: 1 });
    expect([r.content, r.refusal]).toEqual(["I can't help with that.", "I can't help with that."]);
  });

  it("a key the server echoes inside the content is redacted before anything stores it", async () => {
    const key = "sk-test-very-secret-123456";
    const s = await fakeOpenAI(() => ({ json: completion(`Your key is ${key}. ANSWER: A`) }));
    servers.push(s);
    const r = await createOpenAIClient({ baseURL: s.url, apiKey: key }).complete(ask, { model: "m", seed: 1 });
    expect(r.content).toBe("Your key is [redacted]. ANSWER: A");
  });

  it("a placeholder key (none, EMPTY, ollama) never rewrites the words of a reply (pilot: 'none' became '[redacted]' in a judge rationale fed to the next stage)", async () => {
    const s = await fakeOpenAI(() => ({ json: completion('The peers apparently had none of the facts; Bearer of bad news. ANSWER: A') }));
    servers.push(s);
    for (const key of ["none", "EMPTY", "ollama"]) {
      const r = await createOpenAIClient({ baseURL: s.url, apiKey: key }).complete(ask, { model: "m", seed: 1 });
      expect(r.content).toBe("The peers apparently had none of the facts; Bearer of bad news. ANSWER: A");
    }
  });

  it("caps the content at maxReplyChars (flagged truncated) and abandons bodies far beyond it", async () => {
    const s = await fakeOpenAI((b) => ({ json: completion("x".repeat(b.messages[0].content === "huge" ? 3_000_000 : 500)) }));
    servers.push(s);
    const c = createOpenAIClient({ baseURL: s.url, maxReplyChars: 100 });
    const r = await c.complete(ask, { model: "m", seed: 1 });
    expect([r.content.length, r.truncated]).toEqual([100, true]);
    const small = await createOpenAIClient({ baseURL: s.url }).complete(ask, { model: "m", seed: 1 });
    expect([small.content.length, small.truncated]).toEqual([500, undefined]);
    const err = await c.complete({ messages: [{ role: "user", content: "huge" }] }, { model: "m", seed: 1 }).catch((e) => e);
    expect(err).toBeInstanceOf(AttemptError);
    expect([err.retryable, /reply too large/.test(err.message)]).toEqual([false, true]);
  });

  it("sends top_p, reasoning_effort and max_completion_tokens when asked", async () => {
    const s = await fakeOpenAI(() => ({ json: completion("ok") }));
    servers.push(s);
    await createOpenAIClient({ baseURL: s.url }).complete({ messages: [], top_p: 0.5, reasoning_effort: "low", max_tokens: 9 }, { model: "m", seed: 3, maxTokensField: "max_completion_tokens" });
    expect(s.bodies[0]).toEqual({ model: "m", messages: [], seed: 3, top_p: 0.5, reasoning_effort: "low", max_completion_tokens: 9 });
  });
});

describe("replies as endpoints send them, in a run", () => {
  it("wrong-shaped logprobs never abort the run; the reply cap is recorded in the manifest and truncated replies flagged", async () => {
    const s = await fakeOpenAI(() => ({ json: completion(`ANSWER: A ${"x".repeat(120)}`, { choice: { logprobs: { content: [{ token: "A", logprob: 3, top_logprobs: "x" }, { bytes: [1] }] } } }) }));
    servers.push(s);
    const out = tmp();
    const r = await runProtocol({ protocol: echoProtocol, model: "m", baseURL: s.url, apiKey: "x", out, bank: generateEchoBank(2), cache: false, retry: FAST_RETRY, maxReplyChars: 50 });
    expect([r.status, r.errors]).toEqual(["complete", 0]);
    const calls = lines(join(out, "calls.jsonl"));
    expect(calls.every((c) => c.reply.truncated === true && c.reply.content.length === 50 && Array.isArray(c.reply.logprobs) && c.reply.logprobs.length === 0)).toBe(true);
    expect(lines(join(out, "records.jsonl")).every((x) => x.raw.length === 50)).toBe(true); // never stored in full anywhere
    expect(readManifest(out)!.sessions[0].max_reply_chars).toBe(50);
  });
});
