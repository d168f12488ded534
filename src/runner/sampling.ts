/**
 * The run's sampling overrides (`--temperature`, `--top-p`, `--max-tokens`,
 * `--reasoning-effort`, `--logprobs/--no-logprobs`, `--json-mode/--no-json-mode`)
 * laid over a request of the run's own model: a value sets the parameter,
 * `null` removes it, an absent key leaves the protocol's choice. Turning
 * logprobs off removes `top_logprobs` too.
 *
 * @example
 * applySampling({ messages: [], temperature: 0, logprobs: true, top_logprobs: 5 }, { temperature: 0.7, logprobs: null });
 * // => { messages: [], temperature: 0.7 }
 */
import type { ChatRequest, SamplingParams } from "./types.js";

const KEYS = ["temperature", "top_p", "max_tokens", "reasoning_effort", "logprobs", "top_logprobs", "json"] as const;

/**
 * The request with the overrides applied (see the file comment). The input is not changed.
 *
 * @example
 * applySampling({ messages: [], max_tokens: 80 }, { max_tokens: 400, json: true }); // => { messages: [], max_tokens: 400, json: true }
 */
export function applySampling(request: ChatRequest, overrides: SamplingParams | undefined): ChatRequest {
  if (!overrides) return request;
  const out: Record<string, unknown> = { ...request };
  for (const k of KEYS) {
    const v = overrides[k];
    if (v === undefined) continue;
    if (v === null || v === false) delete out[k];
    else out[k] = v;
  }
  if (out.logprobs !== true) delete out.top_logprobs;
  return out as unknown as ChatRequest;
}

/**
 * True when no override is set.
 *
 * @example
 * [isEmptySampling({}), isEmptySampling({ temperature: 1 })]; // => [true, false]
 */
export function isEmptySampling(s: SamplingParams | undefined): boolean {
  return !s || KEYS.every((k) => s[k] === undefined);
}

/**
 * The defined overrides only (for the manifest and run identity), keys sorted.
 *
 * @example
 * definedSampling({ temperature: 0.7, top_p: undefined, logprobs: null }); // => { logprobs: null, temperature: 0.7 }
 */
export function definedSampling(s: SamplingParams | undefined): SamplingParams {
  const out: Record<string, unknown> = {};
  for (const k of [...KEYS].sort()) if (s && s[k] !== undefined) out[k] = s[k];
  return out as SamplingParams;
}

/**
 * The protocol's declared sampling defaults (`Protocol.sampling`, shown by
 * `run PROTOCOL --help`) filled into a request where the protocol's driver
 * did not set the parameter itself: what a protocol declares is what it
 * sends. `null`/absent defaults add nothing; a parameter the request sets
 * wins. The input is not changed.
 *
 * @example
 * withDefaults({ messages: [] }, { temperature: 0 }); // => { messages: [], temperature: 0 }
 * withDefaults({ messages: [], temperature: 0.7 }, { temperature: 0, max_tokens: null }); // => { messages: [], temperature: 0.7 }
 */
export function withDefaults(request: ChatRequest, defaults: SamplingParams | undefined): ChatRequest {
  if (!defaults) return request;
  let out: Record<string, unknown> | null = null;
  for (const k of KEYS) {
    const v = defaults[k];
    if (v === undefined || v === null || v === false || request[k] !== undefined) continue;
    if (k === "top_logprobs" && request.logprobs === undefined && defaults.logprobs !== true) continue;
    out ??= { ...request };
    out[k] = v;
  }
  return (out ?? request) as unknown as ChatRequest;
}

/** Body fields that are sampling parameters (what the manifest's `effective_sampling` records). */
const WIRE_KEYS = ["temperature", "top_p", "max_tokens", "max_completion_tokens", "reasoning_effort", "logprobs", "top_logprobs", "response_format", "seed"] as const;

/**
 * The sampling parameters a sent body carried, as the manifest records them:
 * each parameter's value (`response_format` as its type, `seed` as `"sent"`),
 * absent parameters left out.
 *
 * @example
 * wireSampling({ model: "m", messages: [], seed: 5, temperature: 0, max_completion_tokens: 64, response_format: { type: "json_object" } });
 * // => { temperature: 0, max_completion_tokens: 64, response_format: "json_object", seed: "sent" }
 */
export function wireSampling(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of WIRE_KEYS) {
    if (body[k] === undefined) continue;
    if (k === "response_format") out[k] = (body[k] as { type?: unknown })?.type ?? body[k];
    else if (k === "seed") out[k] = "sent";
    else out[k] = body[k];
  }
  return out;
}

/** True when merging `sent` into `params` changes no parameter: every value sent (null for a key not sent) is already among the values recorded, and no key is new. */
function sameParams(params: Record<string, unknown>, sent: Record<string, unknown>): boolean {
  const has = (o: Record<string, unknown>, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);
  const known = (v: unknown, now: unknown): boolean => (Array.isArray(v) ? v.some((x) => x === now) : v === now);
  for (const k in sent) if (has(sent, k) && (!has(params, k) || !known(params[k], sent[k]))) return false;
  for (const k in params) if (has(params, k) && !has(sent, k) && !known(params[k], null)) return false;
  return true;
}

/**
 * Merge one call's {@link wireSampling} into a model's record of effective
 * sampling: a parameter every call sent with one value keeps that value; one
 * whose value differed between calls (or that some calls did not carry,
 * written `null`) becomes the sorted list of distinct values. `calls` counts
 * the calls merged. The input is not changed.
 *
 * @example
 * const a = mergeEffective(undefined, { temperature: 0, response_format: "json_object" });
 * mergeEffective(a, { temperature: 0 });
 * // => { calls: 2, params: { temperature: 0, response_format: ["json_object", null] } }
 */
export function mergeEffective(
  prev: { calls: number; params: Record<string, unknown> } | undefined,
  sent: Record<string, unknown>,
): { calls: number; params: Record<string, unknown> } {
  if (!prev) return { calls: 1, params: { ...sent } };
  if (sameParams(prev.params, sent)) return { calls: prev.calls + 1, params: prev.params }; // the usual call: nothing new
  const params: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(prev.params), ...Object.keys(sent)]);
  for (const k of keys) {
    const before = Object.prototype.hasOwnProperty.call(prev.params, k) ? prev.params[k] : null;
    const now = Object.prototype.hasOwnProperty.call(sent, k) ? sent[k] : null;
    const values = Array.isArray(before) ? [...before] : [before];
    if (!values.some((v) => v === now)) values.push(now);
    params[k] = values.length === 1 ? values[0] : values.sort((x, y) => (x === null ? 1 : y === null ? -1 : String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0));
  }
  return { calls: prev.calls + 1, params };
}
