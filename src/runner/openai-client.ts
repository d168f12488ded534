/**
 * One attempt against an OpenAI-compatible endpoint (OpenAI, vLLM, Ollama,
 * llama.cpp server, the groupthink simulator) through the `openai` SDK, with
 * the SDK's own retries disabled (the runner retries: see `retry.ts`).
 * Failures are thrown as classified {@link AttemptError}s whose messages never
 * contain the API key.
 *
 * A plain endpoint (not Azure, no query in the base URL, `builtinFetch` off) is
 * called directly — an `http:` one over pooled sockets with a small HTTP/1.1
 * parser ({@link createHttp1Post}: node:http's client was the runner's largest
 * CPU cost per call), an `https:` one over `node:https` ({@link createJsonPost}) — with the headers
 * the SDK sends that matter (accept, bearer key, content type, user agent, the
 * extra headers, the simulator's replicate header); its failures are turned
 * into the SDK's own error classes first (`APIError.generate` for an HTTP
 * error), so they are classified and worded exactly as the SDK's would be.
 * The SDK's request machinery cost more CPU per call than the request itself
 * (issue 22, bench/throughput.ts). The runner passes the body's JSON text it
 * journals (`CallOptions.body`), so the conversation is serialised once a call.
 *
 * @example
 * const client = createOpenAIClient({ baseURL: "http://127.0.0.1:8089/v1", apiKey: process.env.OPENAI_API_KEY });
 * const reply = await client.complete({ messages: [{ role: "user", content: "Hi" }] }, { model: "typical", seed: 1 });
 * reply.simulated; // => true against `groupthink sim serve`
 */
import OpenAI from "openai";
import { VERSION as SDK_VERSION } from "openai/version";
import { AttemptError, isRetryableStatus, parseRetryAfter } from "./attempt-error.js";
import { createHttp1Post } from "./http1-post.js";
import { createJsonPost, JsonPostError, type JsonPostResponse } from "./json-post.js";
import { createNodeFetch } from "./node-fetch.js";
import { redactReplySecrets, redactSecrets, redactUrl, urlSecrets } from "./redact.js";
import { isLoopbackURL, REPLICATE_HEADER, replicateHeaderValue } from "./simulator/replicate-header.js";
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
  /** Cap on a reply's content in characters (default {@link DEFAULT_MAX_REPLY_CHARS}); longer ones are cut and flagged `truncated`. */
  maxReplyChars?: number;
  /** Use Node's built-in fetch instead of the lighter node:http one (default false; implies `viaSdk`). */
  builtinFetch?: boolean;
  /** Send through the `openai` SDK even for a plain endpoint (default false: plain endpoints are called directly; the tests compare the two). */
  viaSdk?: boolean;
  /** Extra request headers (`--header NAME=VALUE`, an experiment's `headers`); values never stored or echoed. */
  headers?: Readonly<Record<string, string>>;
  /** Azure OpenAI: the key goes in an `api-key` header, not as a bearer token (default: {@link isAzureURL} of the base URL). */
  azure?: boolean;
}

/**
 * True for an Azure OpenAI base URL: a host under `azure.com` (`RES.openai.azure.com`,
 * `RES.cognitiveservices.azure.com`, `RES.services.ai.azure.com`) or an `api-version` query.
 *
 * @example
 * isAzureURL("https://res.openai.azure.com/openai/deployments/gpt-4o?api-version=2024-10-21"); // => true
 * isAzureURL("http://127.0.0.1:8000/v1"); // => false
 */
export function isAzureURL(baseURL: string): boolean {
  try {
    const u = new URL(baseURL);
    return /(^|\.)azure\.com$/i.test(u.hostname) || u.searchParams.has("api-version");
  } catch {
    return false;
  }
}

/**
 * A base URL split into the path the SDK appends `/chat/completions` to and its query
 * parameters (sent with every request), so that `?api-version=...` is kept, not mangled.
 *
 * @example
 * splitBaseURL("https://r.openai.azure.com/openai/deployments/d/?api-version=2024-10-21");
 * // => { base: "https://r.openai.azure.com/openai/deployments/d", query: { "api-version": "2024-10-21" } }
 */
export function splitBaseURL(baseURL: string): { base: string; query: Record<string, string> } {
  let u: URL;
  try {
    u = new URL(baseURL);
  } catch {
    return { base: baseURL, query: {} };
  }
  const query: Record<string, string> = {};
  for (const [k, v] of u.searchParams) query[k] = v;
  u.search = "";
  u.hash = "";
  return { base: u.toString().replace(/\/$/, ""), query };
}

/**
 * Default cap on a reply's content in characters (`--max-reply-chars`); longer replies are cut and flagged `truncated`, unless their response body exceeds {@link maxReplyBytes} (then the trial fails).
 *
 * @example
 * DEFAULT_MAX_REPLY_CHARS; // => 200000
 */
export const DEFAULT_MAX_REPLY_CHARS = 200_000;

/**
 * The response-body byte cap that goes with a reply cap of `maxReplyChars` characters:
 * max(1 MiB, 8 bytes per character + 64 KiB). A longer body is abandoned unread (memory stays
 * bounded): the attempt fails, not retried, as "reply too large … (raise --max-reply-chars)".
 *
 * @example
 * [maxReplyBytes(200_000), maxReplyBytes(100)]; // => [1665536, 1048576]
 */
export function maxReplyBytes(maxReplyChars: number): number {
  return Math.max(1 << 20, maxReplyChars * 8 + (1 << 16));
}

function finiteLogprob(v: unknown): v is number {
  return typeof v === "number" && Number.isFinite(v) && v <= 0;
}

/**
 * Token log-probabilities as the endpoint sent them, sanitised: entries that are not
 * `{token: string, logprob: finite ≤ 0}` are dropped (also inside `top_logprobs`, which
 * becomes `[]` when it is not an array); anything but an array gives null.
 *
 * @example
 * sanitizeLogprobs([{ token: "A", logprob: -0.1, top_logprobs: "x" }, { token: "B", logprob: 0.5 }]);
 * // => [{ token: "A", logprob: -0.1, top_logprobs: [] }]
 * sanitizeLogprobs({ tokens: ["A"] }); // => null
 */
export function sanitizeLogprobs(content: unknown): TokenLogprob[] | null {
  if (!Array.isArray(content)) return null;
  const out: TokenLogprob[] = [];
  for (const t of content as unknown[]) {
    if (!t || typeof t !== "object") continue;
    const x = t as { token?: unknown; logprob?: unknown; top_logprobs?: unknown };
    if (typeof x.token !== "string" || !finiteLogprob(x.logprob)) continue;
    const tops = Array.isArray(x.top_logprobs)
      ? (x.top_logprobs as unknown[]).filter((a): a is { token: string; logprob: number } => !!a && typeof a === "object" && typeof (a as { token?: unknown }).token === "string" && finiteLogprob((a as { logprob?: unknown }).logprob))
          .map((a) => ({ token: a.token, logprob: a.logprob }))
      : [];
    out.push({ token: x.token, logprob: x.logprob, top_logprobs: tops });
  }
  return out;
}

/**
 * The usage a reply keeps: prompt and completion tokens, hidden reasoning tokens
 * (`completion_tokens_details.reasoning_tokens`, when reported and positive) and the
 * finish reason when it is not a normal stop; null without usable token counts.
 *
 * @example
 * replyUsage({ prompt_tokens: 9, completion_tokens: 256, completion_tokens_details: { reasoning_tokens: 256 } }, "length");
 * // => { prompt_tokens: 9, completion_tokens: 256, reasoning_tokens: 256, finish_reason: "length" }
 * replyUsage({ prompt_tokens: 9, completion_tokens: 3 }, "stop"); // => { prompt_tokens: 9, completion_tokens: 3 }
 */
export function replyUsage(u: unknown, finishReason: string | null): ChatReply["usage"] {
  if (!u || typeof u !== "object") return null;
  const x = u as { prompt_tokens?: unknown; completion_tokens?: unknown; completion_tokens_details?: { reasoning_tokens?: unknown } | null };
  if (typeof x.prompt_tokens !== "number" || typeof x.completion_tokens !== "number" || !Number.isFinite(x.prompt_tokens) || !Number.isFinite(x.completion_tokens)) return null;
  const r = x.completion_tokens_details?.reasoning_tokens;
  return {
    prompt_tokens: x.prompt_tokens,
    completion_tokens: x.completion_tokens,
    ...(typeof r === "number" && Number.isFinite(r) && r > 0 ? { reasoning_tokens: r } : {}),
    ...(typeof finishReason === "string" && finishReason !== "stop" ? { finish_reason: finishReason } : {}),
  };
}

/**
 * The request body sent for a call (everything but the key): model, messages, seed and the
 * sampling parameters present, `max_tokens` under the field the endpoint wants. The journal
 * stores exactly this as the call's `request`.
 *
 * @example
 * requestBody({ messages: [{ role: "user", content: "Hi" }], max_tokens: 5, json: true }, { model: "m", seed: 1, maxTokensField: "max_completion_tokens" });
 * // => { model: "m", messages: [{ role: "user", content: "Hi" }], seed: 1, max_completion_tokens: 5, response_format: { type: "json_object" } }
 */
export function requestBody(request: ChatRequest, options: Pick<CallOptions, "model" | "seed" | "maxTokensField" | "dropSeed">): Record<string, unknown> {
  return {
    model: options.model,
    messages: request.messages,
    ...(options.dropSeed ? {} : { seed: options.seed }),
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    ...(request.top_p !== undefined ? { top_p: request.top_p } : {}),
    ...(request.max_tokens !== undefined ? { [options.maxTokensField ?? "max_tokens"]: request.max_tokens } : {}),
    ...(request.reasoning_effort !== undefined ? { reasoning_effort: request.reasoning_effort } : {}),
    ...(request.logprobs ? { logprobs: true, ...(request.top_logprobs !== undefined ? { top_logprobs: request.top_logprobs } : {}) } : {}),
    ...(request.json ? { response_format: { type: "json_object" as const } } : {}),
  };
}

/** Turn whatever the SDK threw into a classified, redacted AttemptError (programmer errors pass through). */
function classify(e: unknown, secrets: readonly (string | undefined)[], timeoutMs: number): unknown {
  const clean = (m: string): string => redactSecrets(m, secrets);
  if (e instanceof OpenAI.APIUserAbortError) return new AttemptError("aborted", null, false);
  if (e instanceof OpenAI.APIConnectionTimeoutError) return new AttemptError(`timeout after ${timeoutMs} ms`, null, true);
  if (e instanceof OpenAI.APIConnectionError) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    if (cause?.code === "ERR_BODY_TOO_LARGE") return new AttemptError(`reply too large: ${cause.message ?? ""}`, null, false);
    return new AttemptError(clean(`connection error: ${cause?.code ?? cause?.message ?? e.message}`), null, true);
  }
  if (e instanceof OpenAI.APIError) {
    const status = typeof e.status === "number" ? e.status : null;
    const retryable = status === null || isRetryableStatus(status);
    const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
    const detail = { code: str((e as { code?: unknown }).code), param: str((e as { param?: unknown }).param) };
    return new AttemptError(clean(`HTTP ${status ?? "?"}: ${e.message}`), status, retryable, parseRetryAfter(e.headers ?? null), detail);
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
  const extra = config.headers ?? {};
  const secrets = [secret, ...urlSecrets(config.baseURL), ...Object.values(extra)];
  const cap = config.maxReplyChars ?? DEFAULT_MAX_REPLY_CHARS;
  const azure = config.azure ?? isAzureURL(config.baseURL);
  const { base, query } = splitBaseURL(config.baseURL);
  const key = secret && secret.length > 0 ? secret : "not-needed";
  const endpoint = redactUrl(config.baseURL);
  const loopback = isLoopbackURL(config.baseURL); // the replicate header goes to a loopback simulator only
  if (!azure && !config.builtinFetch && !config.viaSdk && Object.keys(query).length === 0 && /^https?:\/\//i.test(base)) {
    const url = new URL(`${base}/chat/completions`);
    // plain http (a local server, the simulator): pooled sockets and a small HTTP/1.1 parser (http1-post.ts); https: node:https
    const post = url.protocol === "http:" ? createHttp1Post(maxReplyBytes(cap)) : createJsonPost(maxReplyBytes(cap));
    // The SDK's order: its own headers, the key, the extra headers (which may replace them), the body's content type.
    const headers: Record<string, string> = { accept: "application/json", "user-agent": `OpenAI/JS ${SDK_VERSION}`, authorization: `Bearer ${key}` };
    for (const [k, v] of Object.entries(extra)) headers[k.toLowerCase()] = v;
    headers["content-type"] = "application/json";
    return {
      endpoint,
      async complete(request: ChatRequest, options: CallOptions): Promise<ChatReply> {
        const t0 = performance.now();
        const replicate = loopback ? replicateHeaderValue(options.replicate, config.baseURL) : null;
        let body: unknown;
        try {
          body = completionBody(await post(url, replicate ? { ...headers, [REPLICATE_HEADER]: replicate } : headers, options.body ?? JSON.stringify(requestBody(request, options)), { signal: options.signal, timeoutMs }));
        } catch (e) {
          throw classify(asSdkError(e), secrets, timeoutMs);
        }
        return replyFromCompletion(body, { cap, secrets, latencyMs: Math.round((performance.now() - t0) * 1000) / 1000 });
      },
    };
  }
  const sdk = new OpenAI({
    baseURL: base,
    apiKey: key,
    ...(Object.keys(query).length > 0 ? { defaultQuery: query } : {}),
    defaultHeaders: { ...extra, ...(azure ? { "api-key": key, Authorization: null } : {}) },
    maxRetries: 0,
    timeout: timeoutMs,
    logLevel: "off",
    ...(config.builtinFetch ? {} : { fetch: createNodeFetch(256, maxReplyBytes(cap)) }),
  });
  return {
    endpoint,
    async complete(request: ChatRequest, options: CallOptions): Promise<ChatReply> {
      const t0 = performance.now();
      let body: OpenAI.Chat.Completions.ChatCompletion;
      // the replicate reaches a loopback simulator (sim serve) as a header, never a real provider
      const replicate = loopback ? replicateHeaderValue(options.replicate, config.baseURL) : null;
      try {
        body = await sdk.chat.completions.create(
          requestBody(request, options) as unknown as OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming,
          { signal: options.signal, timeout: timeoutMs, ...(replicate ? { headers: { [REPLICATE_HEADER]: replicate } } : {}) },
        );
      } catch (e) {
        throw classify(e, secrets, timeoutMs);
      }
      return replyFromCompletion(body, { cap, secrets, latencyMs: Math.round((performance.now() - t0) * 1000) / 1000 });
    },
  };
}

/** The header value named `name` (case-insensitive) in raw header pairs, or null. */
function rawHeader(raw: readonly string[], name: string): string | null {
  for (let i = 0; i < raw.length; i += 2) if (raw[i].toLowerCase() === name) return raw[i + 1];
  return null;
}

/**
 * The body of a direct response as the SDK reads it: an HTTP error status becomes the SDK's error
 * (`APIError.generate`, with the parsed JSON error or the text); 204 → null; a JSON content type is
 * parsed (an empty `content-length: 0` body → undefined; bad JSON throws its SyntaxError); any other → the text.
 */
function completionBody(r: JsonPostResponse): unknown {
  if (r.status < 200 || r.status > 299) {
    let errJSON: unknown;
    try {
      errJSON = JSON.parse(r.text);
    } catch {
      errJSON = undefined;
    }
    const headers = new Headers();
    for (let i = 0; i < r.rawHeaders.length; i += 2) headers.append(r.rawHeaders[i], r.rawHeaders[i + 1]);
    throw OpenAI.APIError.generate(r.status, errJSON as object | undefined, errJSON ? undefined : r.text, headers);
  }
  if (r.status === 204) return null;
  const mediaType = rawHeader(r.rawHeaders, "content-type")?.split(";")[0]?.trim();
  if (mediaType?.includes("application/json") || mediaType?.endsWith("+json")) {
    if (rawHeader(r.rawHeaders, "content-length") === "0") return undefined;
    return JSON.parse(r.text);
  }
  return r.text;
}

/** A direct transport's failure as the SDK's error class (what {@link classify} reads). */
function asSdkError(e: unknown): unknown {
  if (e instanceof JsonPostError) return e.kind === "aborted" ? new OpenAI.APIUserAbortError() : new OpenAI.APIConnectionTimeoutError();
  if (e instanceof OpenAI.APIError || e instanceof SyntaxError) return e;
  if (e instanceof Error) return new OpenAI.APIConnectionError({ message: "Connection error.", cause: e });
  return e;
}

/**
 * The {@link ChatReply} of a chat-completion response body, as the live transport makes it
 * (content capped at `cap` and flagged `truncated`, secrets redacted, `simulated` from the
 * simulator's fingerprint); the Batch API's output lines go through the same function.
 *
 * @throws AttemptError (retryable) for a body without `choices[0].message` or with non-text content
 * @example
 * replyFromCompletion({ choices: [{ message: { content: "Hi" }, finish_reason: "stop" }], usage: { prompt_tokens: 3, completion_tokens: 1 } }, { cap: 10, secrets: [], latencyMs: 0 });
 * // => { content: "Hi", finish_reason: "stop", logprobs: null, usage: { prompt_tokens: 3, completion_tokens: 1 }, simulated: false, cached: false, latency_ms: 0 }
 */
export function replyFromCompletion(completion: unknown, o: { cap: number; secrets: readonly (string | undefined)[]; latencyMs: number }): ChatReply {
  const { cap, secrets } = o;
  const body = completion as OpenAI.Chat.Completions.ChatCompletion;
  const choice = body && typeof body === "object" && Array.isArray(body.choices) ? body.choices[0] : undefined;
  const content = choice?.message?.content as unknown;
  if (!choice || !choice.message || (content !== null && content !== undefined && typeof content !== "string")) {
    throw new AttemptError("malformed response body: no choices[0].message.content", null, true);
  }
  const refusal = (choice.message as { refusal?: unknown }).refusal;
  const refusalText = typeof refusal === "string" && refusal.length > 0 ? redactReplySecrets(refusal, secrets).slice(0, cap) : null;
  let text = typeof content === "string" ? content : refusalText ?? "";
  const truncated = text.length > cap;
  if (truncated) text = text.slice(0, cap);
  text = redactReplySecrets(text, secrets);
  const usage = replyUsage(body.usage, choice.finish_reason ?? null);
  return {
    content: text,
    finish_reason: choice.finish_reason ?? null,
    logprobs: sanitizeLogprobs((choice.logprobs as { content?: unknown } | null | undefined)?.content),
    usage,
    simulated: typeof body.system_fingerprint === "string" && body.system_fingerprint.startsWith(SIM_FINGERPRINT_PREFIX),
    cached: false,
    latency_ms: o.latencyMs,
    ...(refusalText !== null ? { refusal: refusalText } : {}),
    ...(truncated ? { truncated: true } : {}),
  };
}
