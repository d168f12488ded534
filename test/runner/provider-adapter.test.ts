import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { setLogger } from "../../src/errors.js";
import { createProviderAdapter, unsupportedParam } from "../../src/runner/provider-adapter.js";
import { echoProtocol, generateEchoBank } from "../../src/runner/protocols/echo.js";
import { readManifest } from "../../src/runner/manifest.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { CallFailedError } from "../../src/runner/types.js";
import { apiError, completion, fakeOpenAI, type FakeServer } from "./fake-openai.js";
import { FAST_RETRY, lines, tmp } from "./helpers.js";

/** An endpoint that behaves like an OpenAI reasoning model: rejects max_tokens, temperature ≠ 1 and logprobs. */
function reasoningModel(): Promise<FakeServer> {
  return fakeOpenAI((b) => {
    if ("max_tokens" in b) return { status: 400, json: apiError("Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", "unsupported_parameter", "max_tokens") };
    if ("temperature" in b && b.temperature !== 1) return { status: 400, json: apiError("Unsupported value: 'temperature' does not support 0.7 with this model. Only the default (1) value is supported.", "unsupported_value", "temperature") };
    if ("logprobs" in b) return { status: 400, json: apiError("logprobs is not supported with this model.", "unsupported_parameter", "logprobs") };
    return { json: completion("ANSWER: A") };
  });
}

let servers: FakeServer[] = [];
afterEach(async () => {
  for (const s of servers) await s.close();
  servers = [];
});

describe("provider adaptation", () => {
  it("reads the unsupported parameter from error.param, or from the message when the code is missing", () => {
    expect(unsupportedParam(new CallFailedError("HTTP 400: x", 400, false, { code: "unsupported_parameter", param: "max_tokens" }))).toBe("max_tokens");
    expect(unsupportedParam(new CallFailedError("HTTP 400: Unsupported parameter: 'top_p' is not supported", 400, false))).toBe("top_p");
    expect(unsupportedParam(new CallFailedError("HTTP 400: context too long", 400, false, { code: "context_length_exceeded", param: "messages" }))).toBeNull();
    expect(unsupportedParam(new CallFailedError("HTTP 429: Unsupported parameter: 'top_p'", 429, true))).toBeNull();
  });

  it("renames max_tokens, drops temperature/logprobs, per (endpoint, model), reporting each once", () => {
    const notes: string[] = [];
    const a = createProviderAdapter((x) => notes.push(`${x.model}:${x.param}:${x.action}`));
    const e = (param: string) => new CallFailedError("HTTP 400", 400, false, { code: "unsupported_parameter", param });
    expect(a.learn("u", "o1", e("max_tokens"))).toBe(true);
    expect(a.learn("u", "o1", e("max_tokens"))).toBe(true); // a concurrent call failing the same way retries too, not reported twice
    expect(a.learn("u", "o1", e("logprobs"))).toBe(true);
    expect(a.learn("u", "o1", e("messages"))).toBe(false);
    const req = { messages: [], max_tokens: 9, temperature: 0, logprobs: true, top_logprobs: 5 };
    expect(a.wire("u", "o1", req)).toEqual({ request: { messages: [], max_tokens: 9, temperature: 0 }, maxTokensField: "max_completion_tokens", dropSeed: false });
    expect(a.wire("u", "gpt-4o", req)).toEqual({ request: req, maxTokensField: "max_tokens", dropSeed: false });
    expect(notes).toEqual(["o1:max_tokens:renamed to max_completion_tokens", "o1:logprobs:dropped"]);
  });

  it("a reasoning-model endpoint runs to completion with no errors; adaptations said once and kept in the manifest", async () => {
    const s = await reasoningModel();
    servers.push(s);
    const out = tmp();
    const notices: string[] = [];
    const prev = setLogger({ warn: () => {} });
    try {
      const summary = await runProtocol({
        protocol: echoProtocol, model: "o3-mini", baseURL: s.url, apiKey: "not-needed", out, bank: generateEchoBank(3), cache: false, retry: FAST_RETRY,
        sampling: { temperature: 0.7 }, onNotice: (m) => notices.push(m), concurrency: 2,
      });
      expect([summary.status, summary.trials, summary.errors, summary.parse_failures]).toEqual(["complete", 27, 0, 0]);
      expect(summary.adaptations.map((a) => [a.param, a.action])).toEqual([
        ["max_tokens", "renamed to max_completion_tokens"], ["temperature", "dropped"], ["logprobs", "dropped"],
      ]);
    } finally {
      setLogger(prev);
    }
    expect(notices).toHaveLength(3);
    expect(notices[0]).toMatch(/model o3-mini: parameter max_tokens not supported, renamed to max_completion_tokens/);
    const m = readManifest(out)!;
    expect(m.adaptations.map((a) => a.param)).toEqual(["max_tokens", "temperature", "logprobs"]);
    // Every journaled request is what the endpoint accepted.
    const calls = lines(join(out, "calls.jsonl"));
    expect(calls).toHaveLength(27);
    for (const c of calls) {
      expect(c.request.max_completion_tokens).toBe(16);
      expect(c.request).not.toHaveProperty("max_tokens");
      expect(c.request).not.toHaveProperty("temperature");
      expect(c.request).not.toHaveProperty("logprobs");
    }
    // Every accepted request produced exactly one journaled call (rejected ones are not journaled).
    const rejected = s.bodies.filter((b) => "max_tokens" in b || ("temperature" in b && b.temperature !== 1) || "logprobs" in b).length;
    expect(s.bodies.length - rejected).toBe(27);
    expect(readFileSync(join(out, "records.jsonl"), "utf8").split("\n").filter(Boolean)).toHaveLength(27);
  });

  it("an endpoint that returns no logprobs: the run goes on, p_vote is null", async () => {
    const s = await fakeOpenAI(() => ({ json: completion("ANSWER: B") }));
    servers.push(s);
    const out = tmp();
    const summary = await runProtocol({ protocol: echoProtocol, model: "plain", baseURL: s.url, apiKey: "x", out, bank: generateEchoBank(2), cache: false, retry: FAST_RETRY });
    expect([summary.status, summary.errors]).toEqual(["complete", 0]);
    expect(lines(join(out, "records.jsonl")).every((r) => r.p_vote === null && r.vote === "B")).toBe(true);
  });
});
