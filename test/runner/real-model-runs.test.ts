/**
 * Issue 20, runner half: a real model's run measures what it says it measures.
 * Every test talks to a loopback fake OpenAI-compatible endpoint (test/runner/fake-openai.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readManifest } from "../../src/runner/manifest.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { completion, fakeOpenAI, type FakeServer } from "./fake-openai.js";
import { FAST_RETRY, lines, tmp } from "./helpers.js";

let servers: FakeServer[] = [];
afterEach(async () => {
  for (const s of servers) await s.close();
  servers = [];
});

async function serve(handler: Parameters<typeof fakeOpenAI>[0]): Promise<FakeServer> {
  const s = await fakeOpenAI(handler);
  servers.push(s);
  return s;
}

const quiet = { onNotice: () => {}, cache: false as const, retry: FAST_RETRY, apiKey: "not-needed" };

describe("every protocol sends the sampling it declares", () => {
  it("phantom requests carry temperature 0 (its declared default); the manifest records the effective parameters per model", async () => {
    const s = await serve(() => ({ json: completion("Decision: block") }));
    const out = tmp();
    const summary = await runProtocol({ protocol: "phantom", model: "m1", baseURL: s.url, out, limit: 1, ...quiet });
    expect(summary.status).toBe("complete");
    expect(s.bodies.length).toBe(20);
    expect(s.bodies.every((b) => b.temperature === 0)).toBe(true);
    const m = readManifest(out)!;
    expect(m.effective_sampling).toEqual({ m1: { calls: 20, params: { temperature: 0, seed: "sent" } } });
    expect(m.sampling).toEqual({});
  });

  it("an override wins over the default and is what the manifest records; a rejected parameter is recorded as not sent", async () => {
    const s = await serve((b) =>
      "temperature" in b && b.temperature !== 1
        ? { status: 400, json: { error: { message: "Unsupported value: 'temperature' does not support 0.3 with this model. Only the default (1) value is supported.", type: "invalid_request_error", param: "temperature", code: "unsupported_value" } } }
        : { json: completion("Decision: block") });
    const out = tmp();
    await runProtocol({ protocol: "phantom", model: "o-ish", baseURL: s.url, out, limit: 1, sampling: { temperature: 0.3, max_tokens: 64 }, ...quiet, concurrency: 1 });
    const m = readManifest(out)!;
    expect(m.effective_sampling).toEqual({ "o-ish": { calls: 20, params: { max_tokens: 64, seed: "sent" } } });
    expect(m.sampling).toEqual({ max_tokens: 64, temperature: 0.3 });
    expect(m.adaptations.map((a) => a.param)).toEqual(["temperature"]);
    const calls = lines(join(out, "calls.jsonl"));
    expect(calls.every((c) => c.request.temperature === undefined && c.request.max_tokens === 64)).toBe(true);
    expect(readFileSync(join(out, "manifest.json"), "utf8")).toContain('"effective_sampling"');
  });
});
