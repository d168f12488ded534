/**
 * Rejected parameters as the major providers word them (issue 20): each wording is
 * recognised, named to the parameter the runner adapts, and adapted to in the same
 * --out folder (a re-run applies what was learned; sampling flags other than
 * temperature/top_p may change between sessions).
 */
import { afterEach, describe, expect, it } from "vitest";
import { setLogger } from "../../src/errors.js";
import { readManifest } from "../../src/runner/manifest.js";
import { unsupportedParam } from "../../src/runner/provider-adapter.js";
import { echoProtocol, generateEchoBank } from "../../src/runner/protocols/echo.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { CallFailedError } from "../../src/runner/types.js";
import { apiError, completion, fakeOpenAI, type FakeServer } from "./fake-openai.js";
import { FAST_RETRY, tmp } from "./helpers.js";

type Row = { provider: string; status: number; message: string; code?: string | null; param?: string | null; expect: string | null };

const ROWS: Row[] = [
  // OpenAI, JSON mode on a model without it: openai/openai-node#439, openai/openai-python#887 (code null, param null)
  { provider: "OpenAI", status: 400, message: "Invalid parameter: 'response_format' of type 'json_object' is not supported with this model.", code: null, param: null, expect: "response_format" },
  // Azure OpenAI, same wording with param set: MicrosoftDocs/azure-docs#120112, mrwadams/stride-gpt#19, openai/openai-python#1465
  { provider: "Azure OpenAI", status: 400, message: "Invalid parameter: 'response_format' of type 'json_object' is not supported with this model.", code: null, param: "response_format", expect: "response_format" },
  // Azure OpenAI, JSON mode sent in a shape the API version rejects: Azure/azure-sdk-for-net#40632
  { provider: "Azure OpenAI", status: 400, message: "'json_object' is not of type 'object' - 'response_format'", code: null, param: null, expect: "response_format" },
  // OpenAI reasoning models (o1/o3): Unsupported parameter / value, with codes (platform docs; test/runner/provider-adapter.test.ts)
  { provider: "OpenAI", status: 400, message: "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", code: "unsupported_parameter", param: "max_tokens", expect: "max_tokens" },
  { provider: "OpenAI", status: 400, message: "Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value is supported.", code: "unsupported_value", param: "temperature", expect: "temperature" },
  // OpenAI / Azure older API versions: openai/openai-python#433
  { provider: "OpenAI", status: 400, message: "Unrecognized request argument supplied: logprobs", expect: "logprobs" },
  // vLLM OpenAI server (error object {object: "error", type: "BadRequestError"}): vllm/v1/engine/processor.py, vllm-project/vllm#5299
  { provider: "vLLM", status: 400, message: "Requested sample logprobs of 10, which is greater than max allowed: 5", expect: "top_logprobs" },
  // Ollama: ollama/ollama#8126
  { provider: "Ollama", status: 400, message: 'invalid format: expected "json" or a JSON schema', expect: "response_format" },
  // LM Studio (OpenAI-compatible local server): lmstudio-ai/lmstudio-bug-tracker#189
  { provider: "LM Studio", status: 400, message: "'response_format.type' must be 'json_schema'", expect: "response_format" },
  // mlx / llama.cpp-style servers: Blaizzy/mlx-vlm#1171
  { provider: "mlx-vlm", status: 400, message: "Unsupported response_format type: 'json_object'", expect: "response_format" },
  // Gemini's OpenAI-compatible layer (generativelanguage.googleapis.com/v1beta/openai/): RUC-NLPIR/Arbor#49, MinLL/SkyrimNet-GamePlugin#77
  { provider: "Gemini", status: 400, message: 'Invalid JSON payload received. Unknown name "logprobs": Cannot find field.', expect: "logprobs" },
  // ... as the SDK shows Gemini's array-wrapped error body
  { provider: "Gemini", status: 400, message: '[{"error":{"code":400,"message":"Invalid JSON payload received. Unknown name \\"seed\\": Cannot find field.","status":"INVALID_ARGUMENT"}}]', expect: "seed" },
  // Gemini, logprobs on a model without them: mscraftsman/generative-ai#135, GoogleCloudPlatform/generative-ai#1536
  { provider: "Gemini", status: 400, message: "Logprobs is not enabled for models/gemini-2.5-pro", expect: "logprobs" },
  // Azure AI model inference answers 422 for a parameter a model lacks (learn.microsoft.com model-inference reference; microsoft/PhiCookBook#73)
  { provider: "Azure AI inference", status: 422, message: "Unsupported parameter: 'response_format' is not supported by this model", expect: "response_format" },
  // Anthropic's OpenAI SDK compatibility layer ignores response_format, logprobs and seed (docs.anthropic.com/en/api/openai-sdk):
  // nothing to adapt; ignored logprobs are noticed from the replies instead (option-probs). Other 400s are not adaptations:
  { provider: "any", status: 400, message: "This model's maximum context length is 8192 tokens.", code: "context_length_exceeded", param: "messages", expect: null },
  { provider: "any", status: 400, message: "Unknown name \"additionalProperties\" at 'tools[0].function_declarations[0].parameters': Cannot find field.", expect: null },
  { provider: "any", status: 429, message: "Unsupported parameter: 'top_p'", expect: null },
];

describe("rejected-parameter wordings of the major providers", () => {
  it.each(ROWS)("$provider: $message → $expect", (row) => {
    const e = new CallFailedError(`HTTP ${row.status}: ${row.message}`, row.status, row.status >= 500, row.code !== undefined || row.param !== undefined ? { code: row.code ?? null, param: row.param ?? null } : null);
    expect(unsupportedParam(e)).toBe(row.expect);
  });
});

let servers: FakeServer[] = [];
afterEach(async () => {
  for (const s of servers) await s.close();
  servers = [];
});

describe("refused JSON mode is adapted to in the same --out folder", () => {
  const openAIRefusal = (b: Record<string, any>) =>
    b.response_format
      ? { status: 400, json: apiError("Invalid parameter: 'response_format' of type 'json_object' is not supported with this model.", null, null) }
      : { json: completion("ANSWER: A") };

  it("OpenAI's wording (code null): the run completes, JSON mode dropped once, recorded; a re-run sends no JSON mode at all", async () => {
    const s = await fakeOpenAI(openAIRefusal);
    servers.push(s);
    const out = tmp();
    const notices: string[] = [];
    const prev = setLogger({ warn: () => {} });
    try {
      const base = { protocol: echoProtocol, model: "gpt-x", baseURL: s.url, apiKey: "k", out, bank: generateEchoBank(3), cache: false as const, retry: { ...FAST_RETRY, timeoutMs: 20_000 }, sampling: { json: true }, onNotice: (m: string) => notices.push(m), concurrency: 1 };
      const first = await runProtocol({ ...base, limit: 1 });
      expect([first.status, first.errors, first.trials]).toEqual(["complete", 0, 9]);
      expect(readManifest(out)!.adaptations.map((a) => [a.param, a.action])).toEqual([["response_format", "dropped"]]);
      expect(notices.filter((n) => n.includes("response_format")).length).toBe(1);
      const before = s.bodies.length;
      const second = await runProtocol(base); // the same command without --limit: two more items
      expect([second.status, second.errors, second.trials]).toEqual(["complete", 0, 27]);
      expect(s.bodies.slice(before).filter((b) => b.response_format).length).toBe(0); // the recorded adaptation applied up front
      expect(notices.some((n) => /applying 1 provider adaptation/.test(n))).toBe(true);
      expect(readManifest(out)!.adaptations.length).toBe(1);
    } finally {
      setLogger(prev);
    }
  });

  it("--no-json-mode (or another max-tokens) works in the same folder; a different temperature is still another run", async () => {
    const s = await fakeOpenAI(() => ({ json: completion("ANSWER: A") }));
    servers.push(s);
    const out = tmp();
    const base = { protocol: echoProtocol, model: "gpt-x", baseURL: s.url, apiKey: "k", out, bank: generateEchoBank(2), cache: false as const, retry: { ...FAST_RETRY, timeoutMs: 20_000 }, onNotice: () => {} };
    const a = await runProtocol({ ...base, limit: 1, sampling: { json: true } });
    const b = await runProtocol({ ...base, sampling: { json: null, max_tokens: 64 } });
    expect(b.run_id).toBe(a.run_id);
    expect(b.status).toBe("complete");
    const m = readManifest(out)!;
    expect(m.sessions.map((x) => x.sampling)).toEqual([{ json: true }, { json: null, max_tokens: 64 }]);
    await expect(runProtocol({ ...base, sampling: { temperature: 0.9 } })).rejects.toThrow(/with another configuration \(differs in: sampling\)/);
  });
});
