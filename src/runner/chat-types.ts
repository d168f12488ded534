/**
 * The runner's chat contract: messages, requests and replies, sampling
 * parameters, per-call options, and the client interface every endpoint
 * implements (a real OpenAI-compatible endpoint, the HTTP simulator or the
 * in-process simulator), with the call-level failure.
 *
 * @example
 * const m: ChatMessage = { role: "user", content: "Hello" };
 */
import type { JobContext } from "./protocol-types.js";

/** One chat message. */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** What a protocol asks the endpoint for. */
export interface ChatRequest {
  messages: ChatMessage[];
  /**
   * Per-call model (optional): send this call to `model` instead of the run's
   * model (e.g. a cross-blind judge), routed by how it is written (see
   * `endpoints.ts`): `sim:PROFILE` → the in-process simulator (that profile),
   * whatever the run's endpoint; `NAME/MODEL` with NAME a registered endpoint
   * (`--endpoint NAME=URL`) → MODEL on endpoint NAME; anything else (also
   * `org/model` when `org` is not a registered name) → the run's endpoint,
   * the whole string as the model. `JobContext.chat` resolves it into the
   * client, `CallOptions.model`, the journal key and the cache key; clients
   * read the model from `CallOptions`, never from here. Absent (or equal to
   * the run's model) = the run's model on the run's endpoint, keys unchanged.
   */
  model?: string;
  temperature?: number;
  top_p?: number;
  /**
   * Upper bound on completion tokens. Logical name: the client sends it as
   * `max_tokens`, or as `max_completion_tokens` once an endpoint has said it
   * wants that (provider adaptation, see the runner).
   */
  max_tokens?: number;
  /** For reasoning models (`low` | `medium` | `high` …); omitted when unset. */
  reasoning_effort?: string;
  /** Ask for token log-probabilities (option-letter probabilities). */
  logprobs?: boolean;
  top_logprobs?: number;
  /** Ask for a JSON object reply where the endpoint supports it. */
  json?: boolean;
}

/** One generated token with its top alternatives. */
export interface TokenLogprob {
  token: string;
  logprob: number;
  top_logprobs: { token: string; logprob: number }[];
}

/** A completed chat call. */
export interface ChatReply {
  content: string;
  finish_reason: string | null;
  /** Per-token log-probabilities, or null when the endpoint returned none. */
  logprobs: TokenLogprob[] | null;
  /**
   * Token counts; `reasoning_tokens` (hidden reasoning, from `usage.completion_tokens_details`) when
   * the endpoint reports them, and `finish_reason` when the reply did not stop normally (`length`,
   * `content_filter`, ...), so that records keep why a reply was cut.
   */
  usage: { prompt_tokens: number; completion_tokens: number; reasoning_tokens?: number; finish_reason?: string } | null;
  /** True when the endpoint identified itself as the groupthink simulator. */
  simulated: boolean;
  /** True when served from the response cache. */
  cached: boolean;
  latency_ms: number;
  /** The per-call seed sent with the request (set by the runner's `JobContext.chat`). */
  seed?: number;
  /** The model's refusal text (`message.refusal`) when it refused; `content` then holds it too when the endpoint sent `content: null`. */
  refusal?: string;
  /** True when the content was cut at the run's `--max-reply-chars`. */
  truncated?: boolean;
}

/** What a client call needs beyond the request: model, seed, repeat index. */
export interface CallOptions {
  model: string;
  /** Per-call seed derived from (run seed, trial id, call key). */
  seed: number;
  signal?: AbortSignal;
  /** Body field for `max_tokens` (provider adaptation; default `max_tokens`). */
  maxTokensField?: "max_tokens" | "max_completion_tokens";
  /** Leave `seed` out of the body (an endpoint that rejects it). */
  dropSeed?: boolean;
  /**
   * The replicate of the call's job as its id suffix (`""` for run seed 0, repeat 0; `~s2`, `~r1`, `~s2r1`).
   * The simulator reads it (its latent per-unit state is drawn afresh per replicate); in process directly, over
   * HTTP as the `x-sim-replicate` header, sent to loopback endpoints only (`sim serve`); never in the body.
   */
  replicate?: string;
  /**
   * The JSON text of `requestBody(request, options)` when the caller has made it already (the runner
   * does, once per call, and journals the same text): an HTTP transport sends it as it is instead of
   * serialising the conversation again. Never different from what `requestBody` gives.
   */
  body?: string;
}

/** The model API behind one interface: real endpoint, HTTP simulator or in-process simulator. */
export interface ChatClient {
  /** Identifies the endpoint in cache keys and manifests (base URL or `sim:in-process`); never a key. */
  readonly endpoint: string;
  complete(request: ChatRequest, options: CallOptions): Promise<ChatReply>;
}

/** The call-level failure after the last retry; a protocol catches it per trial. */
export class CallFailedError extends Error {
  readonly retryable: boolean;
  readonly status: number | null;
  /** The endpoint's error `code` and `param` when it sent them (provider adaptation reads them). */
  readonly detail: { code: string | null; param: string | null } | null;
  constructor(message: string, status: number | null, retryable: boolean, detail: { code: string | null; param: string | null } | null = null) {
    super(message);
    this.name = "CallFailedError";
    this.status = status;
    this.retryable = retryable;
    this.detail = detail;
  }
}

/**
 * Sampling parameters a protocol asks for by default (from its paper) and a run
 * may override (`--temperature`, `--top-p`, `--max-tokens`, `--reasoning-effort`,
 * `--logprobs/--no-logprobs`, `--json-mode/--no-json-mode`). The runner lays the
 * run's overrides over every request of the run's own model; `null` in an
 * override removes the parameter from the request.
 *
 * @example
 * const paperDefaults: SamplingParams = { temperature: 0, max_tokens: 400 };
 */
export interface SamplingParams {
  temperature?: number | null;
  top_p?: number | null;
  max_tokens?: number | null;
  reasoning_effort?: string | null;
  logprobs?: boolean | null;
  top_logprobs?: number | null;
  json?: boolean | null;
}
