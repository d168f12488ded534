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
