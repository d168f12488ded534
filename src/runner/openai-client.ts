/**
 * One attempt against an OpenAI-compatible endpoint (OpenAI, vLLM, Ollama,
 * llama.cpp server, the groupthink simulator) through the `openai` SDK, with
 * the SDK's own retries disabled (the runner retries: see `retry.ts`).
 * Failures are thrown as classified {@link AttemptError}s whose messages never
 * contain the API key.
 *
 * @example
 * const client = createOpenAIClient({ baseURL: "http://127.0.0.1:8089/v1", apiKey: process.env.OPENAI_API_KEY });
 * const reply = await client.complete({ messages: [{ role: "user", content: "Hi" }] }, { model: "typical", seed: 1 });
 * reply.simulated; // => true against `groupthink sim serve`
 */
import OpenAI from "openai";
import { AttemptError, isRetryableStatus, parseRetryAfter } from "./attempt-error.js";
import { createNodeFetch } from "./node-fetch.js";
import { redactSecrets, redactUrl, urlSecrets } from "./redact.js";
import type { CallOptions, ChatClient, ChatReply, ChatRequest, TokenLogprob } from "./types.js";

/**
 * Prefix of the simulator's `system_fingerprint`; replies carrying it are marked `simulated`.
 *
 * @example
 * SIM_FINGERPRINT_PREFIX; // => "groupthink-sim/"
 */
export const SIM_FINGERPRINT_PREFIX = "groupthink-sim/";

export interface OpenAIClientConfig {
  /** Base URL including `/v1` (e.g. `http://127.0.0.1:8000/v1`). */
  baseURL: string;
  /** The key; sent as a bearer token, never stored or echoed. Local servers accept any value. */
  apiKey?: string;
  /** Per-attempt timeout in ms (default 120 000). */
  timeoutMs?: number;
  /** Use Node's built-in fetch instead of the lighter node:http one (default false). */
  builtinFetch?: boolean;
}

type RawLogprob = { token: string; logprob: number; top_logprobs?: { token: string; logprob: number }[] | null };

function toLogprobs(content: RawLogprob[] | null | undefined): TokenLogprob[] | null {
  if (!Array.isArray(content)) return null;
  return content.map((t) => ({
    token: t.token,
    logprob: t.logprob,
    top_logprobs: (t.top_logprobs ?? []).map((a) => ({ token: a.token, logprob: a.logprob })),
  }));
}

/** Turn whatever the SDK threw into a classified, redacted AttemptError (programmer errors pass through). */
function classify(e: unknown, secrets: readonly (string | undefined)[], timeoutMs: number): unknown {
  const clean = (m: string): string => redactSecrets(m, secrets);
  if (e instanceof OpenAI.APIUserAbortError) return new AttemptError("aborted", null, false);
  if (e instanceof OpenAI.APIConnectionTimeoutError) return new AttemptError(`timeout after ${timeoutMs} ms`, null, true);
  if (e instanceof OpenAI.APIConnectionError) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    return new AttemptError(clean(`connection error: ${cause?.code ?? cause?.message ?? e.message}`), null, true);
  }
  if (e instanceof OpenAI.APIError) {
    const status = typeof e.status === "number" ? e.status : null;
    const retryable = status === null || isRetryableStatus(status);
    return new AttemptError(clean(`HTTP ${status ?? "?"}: ${e.message}`), status, retryable, parseRetryAfter(e.headers ?? null));
  }
  if (e instanceof SyntaxError) return new AttemptError(`malformed response body: ${clean(e.message)}`, null, true);
  if (e instanceof TypeError && /terminated|fetch failed|socket|ECONNRESET/i.test(e.message)) return new AttemptError(clean(`connection error: ${e.message}`), null, true);
  const code = (e as NodeJS.ErrnoException | null)?.code;
  if (typeof code === "string" && /^(ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|EAI_AGAIN|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|UND_ERR)/.test(code)) {
    return new AttemptError(clean(`connection error: ${code}`), null, true);
  }
  return e;
}

/**
 * A single-attempt {@link ChatClient} for an OpenAI-compatible endpoint.
 * `endpoint` is the base URL with credentials removed.
 *
 * @param config `baseURL`, `apiKey` (never written anywhere), per-attempt `timeoutMs`, ...
 * @returns a client whose `complete` makes one attempt and rejects with an {@link AttemptError}
 * @example
 * createOpenAIClient({ baseURL: "https://me:pw12@host/v1?api-key=abcd" }).endpoint; // => "https://host/v1?api-key=%5Bredacted%5D"
 */
export function createOpenAIClient(config: OpenAIClientConfig): ChatClient {
  const timeoutMs = config.timeoutMs ?? 120_000;
  const secret = config.apiKey;
  const secrets = [secret, ...urlSecrets(config.baseURL)];
  const sdk = new OpenAI({
    baseURL: config.baseURL,
    apiKey: secret && secret.length > 0 ? secret : "not-needed",
    maxRetries: 0,
    timeout: timeoutMs,
    logLevel: "off",
    ...(config.builtinFetch ? {} : { fetch: createNodeFetch() }),
  });
  return {
    endpoint: redactUrl(config.baseURL),
    async complete(request: ChatRequest, options: CallOptions): Promise<ChatReply> {
      const t0 = performance.now();
      let body: OpenAI.Chat.Completions.ChatCompletion;
      try {
        body = await sdk.chat.completions.create(
          {
            model: options.model,
            messages: request.messages,
            seed: options.seed,
            ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
            ...(request.max_tokens !== undefined ? { max_tokens: request.max_tokens } : {}),
            ...(request.logprobs ? { logprobs: true, ...(request.top_logprobs !== undefined ? { top_logprobs: request.top_logprobs } : {}) } : {}),
            ...(request.json ? { response_format: { type: "json_object" as const } } : {}),
          },
          { signal: options.signal, timeout: timeoutMs },
        );
      } catch (e) {
        throw classify(e, secrets, timeoutMs);
      }
      const choice = body && typeof body === "object" && Array.isArray(body.choices) ? body.choices[0] : undefined;
      const content = choice?.message?.content;
      if (!choice || !choice.message || (content !== null && typeof content !== "string")) {
        throw new AttemptError("malformed response body: no choices[0].message.content", null, true);
      }
      const usage = body.usage && Number.isFinite(body.usage.prompt_tokens) && Number.isFinite(body.usage.completion_tokens)
        ? { prompt_tokens: body.usage.prompt_tokens, completion_tokens: body.usage.completion_tokens }
        : null;
      return {
        content: content ?? "",
        finish_reason: choice.finish_reason ?? null,
        logprobs: toLogprobs(choice.logprobs?.content as RawLogprob[] | undefined),
        usage,
        simulated: typeof body.system_fingerprint === "string" && body.system_fingerprint.startsWith(SIM_FINGERPRINT_PREFIX),
        cached: false,
        latency_ms: Math.round((performance.now() - t0) * 1000) / 1000,
      };
    },
  };
}
