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
 * @example
 * const a = createProviderAdapter();
 * const e = new CallFailedError("HTTP 400: Unsupported parameter", 400, false, { code: "unsupported_parameter", param: "max_tokens" });
 * a.learn("http://h/v1", "o1", e); // => true
 * a.wire("http://h/v1", "o1", { messages: [], max_tokens: 50 }).maxTokensField; // => "max_completion_tokens"
 */
import { CallFailedError, type ChatRequest } from "./types.js";

/** What a call to an adapted (endpoint, model) sends. */
export interface WireRequest {
  request: ChatRequest;
  /** The body field carrying `max_tokens`. */
  maxTokensField: "max_tokens" | "max_completion_tokens";
  /** Leave `seed` out of the body. */
  dropSeed: boolean;
}

/** One adaptation made during a run. */
export interface Adaptation {
  endpoint: string;
  model: string;
  param: string;
  action: "renamed to max_completion_tokens" | "dropped";
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
 * The unsupported parameter named by an endpoint error, or null.
 *
 * @example
 * unsupportedParam(new CallFailedError("HTTP 400: Unsupported value: 'temperature' does not support 0 with this model.", 400, false)); // => "temperature"
 * unsupportedParam(new CallFailedError("HTTP 400: bad", 400, false)); // => null
 */
export function unsupportedParam(error: unknown): string | null {
  if (!(error instanceof CallFailedError) || error.status !== 400) return null;
  const d = error.detail;
  if (d && d.param && (d.code === "unsupported_parameter" || d.code === "unsupported_value")) return d.param.replace(/^.*\./, "");
  const m = /unsupported (?:parameter|value):?\s*'([A-Za-z_.]+)'/i.exec(error.message);
  return m ? m[1].replace(/^.*\./, "") : null;
}

/**
 * Create the run's adapter (see the file comment).
 *
 * @param onAdapt called once per new adaptation (e.g. a stderr line)
 * @example
 * const a = createProviderAdapter((x) => console.error(`${x.model}: ${x.param} ${x.action}`));
 * a.wire("u", "m", { messages: [], temperature: 0 }).request; // => { messages: [], temperature: 0 }
 */
export function createProviderAdapter(onAdapt?: (a: Adaptation) => void): ProviderAdapter {
  const learned = new Map<string, Set<string>>();
  const made: Adaptation[] = [];
  const keyOf = (endpoint: string, model: string): string => `${endpoint}\u0000${model}`;
  return {
    wire(endpoint, model, request) {
      const params = learned.get(keyOf(endpoint, model));
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
  };
}
