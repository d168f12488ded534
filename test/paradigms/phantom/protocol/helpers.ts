import { capture as captureOutput } from "../../../runner/helpers.js";
import { createSimEngine } from "../../../../src/runner/simulator/engine.js";
import { CallFailedError, type ChatReply, type ChatRequest, type JobContext } from "../../../../src/runner/types.js";
import { responder } from "../../../../src/paradigms/phantom/protocol/index.js";
import { projectPath } from "../../../../src/paths.js";
import { deriveSeed } from "../../../../src/stats/rng.js";

/** A fake job context whose chat() answers through the simulator engine with the phantom responder. */
export function simContext(profile: string, seed = 0, opts: { fail?: (key: string) => boolean; log?: { key: string; request: ChatRequest }[] } = {}): JobContext {
  const engine = createSimEngine({ responders: [responder], scenariosDir: projectPath("scenarios") });
  return {
    runId: "test-run",
    model: profile,
    seed,
    async chat(key: string, request: ChatRequest): Promise<ChatReply> {
      opts.log?.push({ key, request });
      if (opts.fail?.(key)) throw new CallFailedError("HTTP 500 after 3 attempts", 500, true);
      const out = engine.answer(profile, request, deriveSeed(seed, key));
      if (!out.ok) throw new Error(out.message);
      return { content: out.reply.content, finish_reason: "stop", logprobs: null, usage: out.usage, simulated: true, cached: false, latency_ms: 0 };
    },
    writeArtifact: (p: string) => p,
  };
}

/** Run a CLI module's main() and capture its stdout and stderr. */
export async function capture(main: (argv: string[]) => Promise<number>, argv: string[]): Promise<{ code: number; out: string; err: string }> {
  return captureOutput(() => main(argv));
}
