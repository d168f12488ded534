/**
 * The simulator as an in-process {@link ChatClient} (`--model sim:PROFILE`
 * without a base URL): no HTTP, same engine and replies as the server.
 * Unknown profiles and unrecognised prompts are fatal {@link AttemptError}s
 * (404 and 400, as from the server).
 *
 * @example
 * const client = createInProcessSimClient({ responders: [echoResponder] });
 * (await client.complete(request, { model: "sim:typical", seed: 1 })).simulated; // => true
 */
import { AttemptError } from "../attempt-error.js";
import type { CallOptions, ChatClient, ChatReply, ChatRequest } from "../types.js";
import { createSimEngine, type SimEngineOptions } from "./engine.js";

/**
 * The `endpoint` name of the in-process simulator (in cache keys and manifests).
 *
 * @example
 * IN_PROCESS_ENDPOINT; // => "sim:in-process"
 */
export const IN_PROCESS_ENDPOINT = "sim:in-process";

/**
 * Create a {@link ChatClient} that answers from the simulator engine in this process.
 *
 * @param options engine options: `responders` (default: every registered protocol's) and `scenariosDir`
 * @returns a client whose replies carry `simulated: true`; `complete` rejects with a non-retryable
 *   {@link AttemptError} (404 unknown profile, 400 unrecognised prompt)
 * @example
 * const client = createInProcessSimClient({ responders: simResponders() });
 * client.endpoint; // => "sim:in-process"
 */
export function createInProcessSimClient(options: SimEngineOptions = {}): ChatClient {
  const engine = createSimEngine(options);
  return {
    endpoint: IN_PROCESS_ENDPOINT,
    async complete(request: ChatRequest, opts: CallOptions): Promise<ChatReply> {
      // Yield to the event loop so timers, signals and I/O run during long in-process runs.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const t0 = performance.now();
      const out = engine.answer(opts.model, request, opts.seed, opts.replicate);
      if (!out.ok) throw new AttemptError(`HTTP ${out.status}: ${out.message}`, out.status, false);
      return {
        content: out.reply.content,
        finish_reason: "stop",
        logprobs: out.logprobs,
        usage: out.usage,
        simulated: true,
        cached: false,
        latency_ms: Math.round((performance.now() - t0) * 1000) / 1000,
      };
    },
  };
}
