/**
 * Provider adaptation: when an OpenAI-compatible endpoint answers a 400 whose
 * error says a request parameter is not supported (OpenAI's
 * `unsupported_parameter` / `unsupported_value` codes with the parameter in
 * `error.param`, or a message `Unsupported parameter: 'max_tokens' ...`), the
 * runner adapts every later request to that (endpoint, model) and retries:
 *
 * | parameter | adaptation |
 * |---|---|
 * | `max_tokens` | sent as `max_completion_tokens` |
 * | `temperature`, `top_p`, `reasoning_effort`, `seed` | dropped |
 * | `logprobs`, `top_logprobs` | both dropped (the protocol copes with no logprobs) |
 * | `response_format` | JSON mode dropped |
 *
 * Each adaptation is reported once (`onAdapt`, the CLI writes it to stderr)
 * and listed by {@link ProviderAdapter.list} (the manifest's `adaptations`).
 * Any other 400 is not adapted (the call fails as before).
 *
 * **Token budgets spent on hidden reasoning.** A reply with no text whose
 * `finish_reason` is `length` (a reasoning model that used the whole
 * `max_tokens` before writing anything) is not an answer: when the limit came
 * from the protocol's defaults, the limit of that (endpoint, model) is raised
 * once to {@link REASONING_MAX_TOKENS} (or 8× the limit sent, whichever is
 * larger), reported once and recorded (action `raised to N`), and the call is
 * asked again. When the run set the limit itself (`--max-tokens`), or it was
 * already raised, or no limit was sent, the reply is kept (a record with
 * `parse_error`, cause `length`) and a one-time notice names the cause and
 * the flag that fixes it (`--max-tokens`).
 *
 * @example
 * const a = createProviderAdapter();
 * const e = new CallFailedError("HTTP 400: Unsupported parameter", 400, false, { code: "unsupported_parameter", param: "max_tokens" });
 * a.learn("http://h/v1", "o1", e); // => true
 * a.wire("http://h/v1", "o1", { messages: [], max_tokens: 50 }).maxTokensField; // => "max_completion_tokens"
 */
import { CallFailedError, type ChatReply, type ChatRequest } from "./types.js";

/** What a call to an adapted (endpoint, model) sends. */
export interface WireRequest {
  request: ChatRequest;
  /** The body field carrying `max_tokens`. */
  maxTokensField: "max_tokens" | "max_completion_tokens";
  /** Leave `seed` out of the body. */
  dropSeed: boolean;
}

/** A parameter an endpoint accepted but did not honour (manifest `ignored_parameters`). */
export interface IgnoredParam {
  endpoint: string;
  model: string;
  param: string;
  reason: string;
}

/** Whether an endpoint's host is Anthropic's, by endpoint (knownIgnored is asked once per call). */
const anthropicHosts = new Map<string, boolean>();

/**
 * Parameters an endpoint is documented to accept and ignore, by host: Anthropic's OpenAI SDK
 * compatibility layer ignores `seed`, `logprobs`, `top_logprobs` and `response_format`
 * (docs.anthropic.com/en/api/openai-sdk, "Request fields"). A seed sent there is not recorded.
 *
 * @example
 * knownIgnored("https://api.anthropic.com/v1/"); // => ["seed", "logprobs", "response_format"]
 * knownIgnored("http://127.0.0.1:8000/v1"); // => []
 */
export function knownIgnored(endpoint: string): ("seed" | "logprobs" | "response_format")[] {
  let anthropic = anthropicHosts.get(endpoint);
  if (anthropic === undefined) {
    let host = "";
    try {
      host = new URL(endpoint).hostname;
    } catch {
      host = "";
    }
    anthropic = /(^|\.)anthropic\.com$/i.test(host);
    if (anthropicHosts.size < 256) anthropicHosts.set(endpoint, anthropic); // a run has a few endpoints; asked once per call
  }
  return anthropic ? ["seed", "logprobs", "response_format"] : [];
}

/** One adaptation made during a run. */
export interface Adaptation {
  endpoint: string;
  model: string;
  param: string;
  action: "renamed to max_completion_tokens" | "dropped" | `raised to ${number}`;
  /** The endpoint's error message (redacted by the transport). */
  reason: string;
}

export interface ProviderAdapter {
  /** The request as it goes to `model` on `endpoint`, after what was learned. */
  wire(endpoint: string, model: string, request: ChatRequest): WireRequest;
  /**
   * Learn from a failed call; true when it named a parameter that can be adapted (newly, or
   * already by a concurrent call that failed the same way): retry then with {@link wire}.
   */
  learn(endpoint: string, model: string, error: unknown): boolean;
  /** Every adaptation made, in order. */
  list(): Adaptation[];
  /**
   * Note that `model` on `endpoint` does not honour `param` (a parameter it accepts but ignores:
   * logprobs asked for and none returned, a seed it is documented to ignore). Reported once per
   * (endpoint, model, param) and listed by {@link ProviderAdapter.ignoredList}; true the first time.
   */
  ignored(endpoint: string, model: string, param: "logprobs" | "seed" | "response_format", reason: string): boolean;
  /** Every ignored parameter noted, in order. */
  ignoredList(): IgnoredParam[];
  /** Whether {@link ProviderAdapter.ignored} has noted `param` for `model` on `endpoint` (e.g. a seed the seed probe found not honoured). */
  isIgnored?(endpoint: string, model: string, param: "logprobs" | "seed" | "response_format"): boolean;
  /**
   * Apply adaptations recorded by an earlier session of the run (the manifest's `adaptations`)
   * without reporting them again, so that re-running the same command does not fail the same way.
   * Returns how many were applied (unknown parameters are skipped).
   */
  restore(adaptations: readonly { endpoint: string; model: string; param: string; action: string }[]): number;
  /**
   * Learn from a reply with no text cut at the token limit (see the file comment): true when the
   * limit was raised (newly, or meanwhile by a concurrent call) and the call should be asked again.
   * @param sentMaxTokens the limit the call carried (undefined when none)
   * @param fixed true when the run set the limit itself (`--max-tokens`): never raised
   */
  learnLength(endpoint: string, model: string, sentMaxTokens: number | undefined, reply: ChatReply, fixed: boolean): boolean;
}

/**
 * The token limit a reasoning model's calls are raised to (at least) when its replies come back
 * empty, cut at the protocol's default limit.
 *
 * @example
 * REASONING_MAX_TOKENS; // => 4096
 */
export const REASONING_MAX_TOKENS = 4096;

/**
 * True for a reply with no text that stopped at the token limit (hidden reasoning used the budget).
 *
 * @example
 * isBudgetSpent({ content: " ", finish_reason: "length" } as never); // => true
 * isBudgetSpent({ content: "Decision: block", finish_reason: "length" } as never); // => false
 */
export function isBudgetSpent(reply: Pick<ChatReply, "content" | "finish_reason">): boolean {
  return reply.finish_reason === "length" && (typeof reply.content !== "string" || reply.content.trim() === "");
}

const DROP: Record<string, readonly (keyof ChatRequest)[]> = {
  temperature: ["temperature"],
  top_p: ["top_p"],
  reasoning_effort: ["reasoning_effort"],
  logprobs: ["logprobs", "top_logprobs"],
  top_logprobs: ["logprobs", "top_logprobs"],
  response_format: ["json"],
};

/**
 * How endpoints say that a request parameter is not accepted, as `[pattern, parameter]`
 * (the parameter `null` = the first capture group). Collected from the providers' own
 * wordings; test/runner/provider-wordings.test.ts holds one example of each with its source.
 */
const WORDINGS: readonly [RegExp, string | null][] = [
  // OpenAI (reasoning models): Unsupported parameter: 'max_tokens' ... / Unsupported value: 'temperature' ...
  [/unsupported (?:parameter|value):?\s*'([A-Za-z_.]+)'/i, null],
  // OpenAI and Azure OpenAI: Invalid parameter: 'response_format' of type 'json_object' is not supported with this model.
  [/invalid parameter:?\s*'([A-Za-z_.]+)'/i, null],
  // OpenAI / Azure (older API versions): Unrecognized request argument supplied: logprobs
  [/unrecognized request argument supplied:?\s*'?([A-Za-z_.]+)/i, null],
  // Gemini's OpenAI-compatible layer: Invalid JSON payload received. Unknown name "logprobs": Cannot find field.
  [/unknown name \\?"([A-Za-z_.]+)\\?"\s*:\s*cannot find field/i, null],
  // Azure OpenAI with a malformed JSON mode: 'json_object' is not of type 'object' - 'response_format'
  [/is not of type '[a-z]+' - '(response_format|[A-Za-z_]+)'/i, null],
  // vLLM: Requested sample logprobs of 10, which is greater than max allowed: 5
  [/requested sample logprobs of \d+, which is greater than max allowed/i, "top_logprobs"],
  // LM Studio: 'response_format.type' must be 'json_schema'
  [/'response_format(?:\.type)?' must be/i, "response_format"],
  // Ollama: invalid format: expected "json" or a JSON schema; mlx / llama.cpp servers: Unsupported response_format type: 'json_object'
  [/invalid format: expected "json"|unsupported response_format|response_format[^.]{0,80}\bnot (?:supported|allowed|implemented)/i, "response_format"],
  // Gemini: Logprobs is not enabled for models/gemini-2.5-flash; Logprobs is not supported for the current model.
  // OpenAI-compatible servers generally: "<parameter> is not supported (with this model)"
  [/\b(logprobs|top_logprobs|seed|temperature|top_p|reasoning_effort|max_tokens|max_completion_tokens)\b[^.]{0,60}\bnot (?:supported|enabled|allowed)/i, null],
];

/**
 * The parameter an endpoint error says it does not accept, or null: OpenAI's
 * `unsupported_parameter` / `unsupported_value` / `unknown_parameter` codes with the
 * parameter in `error.param`, else the wording of the message (OpenAI, Azure OpenAI,
 * vLLM, Ollama, LM Studio, Gemini's OpenAI-compatible layer; Anthropic's ignores
 * what it does not support). Only 400 and 422 answers are read.
 *
 * @example
 * unsupportedParam(new CallFailedError("HTTP 400: Unsupported value: 'temperature' does not support 0 with this model.", 400, false)); // => "temperature"
 * unsupportedParam(new CallFailedError("HTTP 400: Invalid parameter: 'response_format' of type 'json_object' is not supported with this model.", 400, false)); // => "response_format"
 * unsupportedParam(new CallFailedError("HTTP 400: bad", 400, false)); // => null
 */
export function unsupportedParam(error: unknown): string | null {
  if (!(error instanceof CallFailedError) || (error.status !== 400 && error.status !== 422)) return null;
  const d = error.detail;
  if (d && d.param && (d.code === "unsupported_parameter" || d.code === "unsupported_value" || d.code === "unknown_parameter")) return normalise(d.param);
  for (const [re, param] of WORDINGS) {
    const m = re.exec(error.message);
    if (m) return normalise(param ?? m[1]);
  }
  return null;
}

function normalise(param: string): string {
  const p = param.replace(/^.*\./, "").toLowerCase();
  return p === "type" ? "response_format" : p;
}

/**
 * Create the run's adapter (see the file comment).
 *
 * @param onAdapt called once per new adaptation (e.g. a stderr line)
 * @param onNote called once per (endpoint, model) and kind with a one-line notice about replies
 *   the adapter cannot fix (e.g. empty replies cut at a `--max-tokens` the run set)
 * @example
 * const a = createProviderAdapter((x) => console.error(`${x.model}: ${x.param} ${x.action}`));
 * a.wire("u", "m", { messages: [], temperature: 0 }).request; // => { messages: [], temperature: 0 }
 */
export function createProviderAdapter(onAdapt?: (a: Adaptation) => void, onNote?: (message: string) => void): ProviderAdapter {
  const learned = new Map<string, Set<string>>();
  const raised = new Map<string, number>();
  const noted = new Set<string>();
  const ignoredParams: IgnoredParam[] = [];
  const note = (key: string, message: string): void => {
    if (noted.has(key)) return;
    noted.add(key);
    onNote?.(message);
  };
  const made: Adaptation[] = [];
  const keyOf = (endpoint: string, model: string): string => `${endpoint}\u0000${model}`;
  return {
    wire(endpoint, model, request) {
      const params = learned.get(keyOf(endpoint, model));
      const limit = raised.get(keyOf(endpoint, model));
      if (limit !== undefined && typeof request.max_tokens === "number" && request.max_tokens < limit) request = { ...request, max_tokens: limit };
      if (!params) return { request, maxTokensField: "max_tokens", dropSeed: false };
      const out: Record<string, unknown> = { ...request };
      for (const p of params) for (const k of DROP[p] ?? []) delete out[k];
      return { request: out as unknown as ChatRequest, maxTokensField: params.has("max_tokens") ? "max_completion_tokens" : "max_tokens", dropSeed: params.has("seed") };
    },
    learn(endpoint, model, error) {
      const param = unsupportedParam(error);
      if (param === null || !(param in DROP || param === "max_tokens" || param === "seed")) return false;
      const k = keyOf(endpoint, model);
      let set = learned.get(k);
      if (!set) learned.set(k, (set = new Set()));
      if (set.has(param)) return true; // learned meanwhile from a call in flight at the same time
      set.add(param);
      const a: Adaptation = { endpoint, model, param, action: param === "max_tokens" ? "renamed to max_completion_tokens" : "dropped", reason: (error as Error).message };
      made.push(a);
      onAdapt?.(a);
      return true;
    },
    list() {
      return made.map((a) => ({ ...a }));
    },
    ignored(endpoint, model, param, reason) {
      const k = `${keyOf(endpoint, model)}\u0000ignored:${param}`;
      if (noted.has(k)) return false;
      noted.add(k);
      ignoredParams.push({ endpoint, model, param, reason });
      onNote?.(`${endpoint} model ${model}: ${param} not honoured (${reason})`);
      return true;
    },
    ignoredList() {
      return ignoredParams.map((a) => ({ ...a }));
    },
    isIgnored(endpoint, model, param) {
      return noted.has(`${keyOf(endpoint, model)}\u0000ignored:${param}`);
    },
    learnLength(endpoint, model, sentMaxTokens, reply, fixed) {
      if (!isBudgetSpent(reply)) return false;
      const k = keyOf(endpoint, model);
      const why = `empty reply cut at the token limit (finish_reason length${reply.usage?.reasoning_tokens ? `, ${reply.usage.reasoning_tokens} reasoning tokens` : ""})`;
      const current = raised.get(k);
      if (sentMaxTokens !== undefined && current !== undefined && sentMaxTokens < current) return true; // raised meanwhile
      if (sentMaxTokens === undefined) {
        note(`${k}\u0000none`, `${endpoint} model ${model}: ${why} at the endpoint's own limit (no max_tokens sent): pass --max-tokens N (larger) or --reasoning-effort low`);
        return false;
      }
      if (fixed || current !== undefined) {
        note(`${k}\u0000fixed`, `${endpoint} model ${model}: ${why} at max_tokens ${sentMaxTokens}: hidden reasoning used the whole budget; raise --max-tokens (e.g. --max-tokens ${Math.max(REASONING_MAX_TOKENS, sentMaxTokens * 4)}) or lower --reasoning-effort; such replies are recorded as parse failures (cause length)`);
        return false;
      }
      const to = Math.max(REASONING_MAX_TOKENS, sentMaxTokens * 8);
      raised.set(k, to);
      const a: Adaptation = { endpoint, model, param: "max_tokens", action: `raised to ${to}`, reason: `${why} at max_tokens ${sentMaxTokens}` };
      made.push(a);
      onAdapt?.(a);
      return true;
    },
    restore(adaptations) {
      let n = 0;
      for (const a of adaptations) {
        const up = /^raised to (\d+)$/.exec(a.action);
        if (up) {
          const k = keyOf(a.endpoint, a.model);
          if (!raised.has(k)) n++;
          raised.set(k, Math.max(raised.get(k) ?? 0, Number(up[1])));
          continue;
        }
        if (!(a.param in DROP || a.param === "max_tokens" || a.param === "seed")) continue;
        const k = keyOf(a.endpoint, a.model);
        let set = learned.get(k);
        if (!set) learned.set(k, (set = new Set()));
        if (!set.has(a.param)) n++;
        set.add(a.param);
      }
      return n;
    },
  };
}
