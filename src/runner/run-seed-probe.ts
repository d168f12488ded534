/**
 * The seed probe's place in a run (`runProtocol` with `probeSeed`, `run …
 * --probe-seed`): probe once per run folder (seed-probe.ts), write the verdict
 * into the manifest (`seed_honoured`, `seed_probe`), say it once, and when the
 * seed was found not honoured note it as an ignored parameter so that the
 * records carry `seed: null`. A folder probed before keeps its verdict (no new
 * calls, with or without the flag); a verdict of false is re-applied. The
 * in-process simulator is not probed: `seed_honoured: true` with the reason
 * (its replies are a function of seed, messages and profile).
 *
 * @example
 * const manifest = {};
 * await applySeedProbe({ opts: { model: "sim:typical", probeSeed: true }, manifest, previous: null, client: { endpoint: "sim:in-process", complete: async () => ({}) },
 *   adapter: createProviderAdapter(), inProcessSim: true, sampling: {}, runSeed: 0, notice: () => {} });
 * manifest.seed_honoured; // => true
 */
import type { Manifest } from "./manifest.js";
import type { ProviderAdapter } from "./provider-adapter.js";
import type { RunOptions } from "./run-options.js";
import type { ChatClient, SamplingParams } from "./types.js";
import { probeSeed, type SeedProbeResult } from "./seed-probe.js";

/** What {@link applySeedProbe} reads and updates. */
export interface SeedProbeStep {
  opts: Pick<RunOptions, "probeSeed" | "model" | "signal">;
  manifest: Manifest;
  previous: Manifest | null;
  client: ChatClient;
  adapter: ProviderAdapter;
  inProcessSim: boolean;
  sampling: SamplingParams;
  runSeed: number;
  notice: (message: string) => void;
}

/** The reason recorded for the in-process simulator. */
export const SIM_SEED_REASON = "the in-process simulator: replies are a function of (seed, messages, profile) by construction; not probed";

/**
 * See module doc; mutates `s.manifest` (the run's manifest object).
 * @example
 * const m = { seed_honoured: false };
 * await applySeedProbe({ opts: { model: "x" }, manifest: m, previous: null, client: { endpoint: "e", complete: async () => ({}) },
 *   adapter: createProviderAdapter(), inProcessSim: false, sampling: {}, runSeed: 0, notice: () => {} });
 * m.seed_honoured; // => false (not probed: the manifest is left as it was)
 */
export async function applySeedProbe(s: SeedProbeStep): Promise<void> {
  const { manifest, adapter, client } = s;
  const model = s.opts.model;
  const kept = s.previous?.seed_probe;
  let result: SeedProbeResult | null = null;
  if (kept) result = { seed_honoured: s.previous?.seed_honoured ?? null, evidence: kept };
  else if (s.opts.probeSeed === true) {
    if (s.inProcessSim) {
      result = {
        seed_honoured: true,
        evidence: { endpoint: client.endpoint, model, seed: s.runSeed >>> 0, other_seed: (s.runSeed + 1) >>> 0, temperature: 0, max_tokens: 0, calls: 0, same_seed_identical: null, other_seed_differs: null, reply_sha256: [], reason: SIM_SEED_REASON },
      };
    } else {
      const t = s.sampling.temperature;
      result = await probeSeed(
        {
          endpoint: client.endpoint,
          complete: (request, o) => {
            const w = adapter.wire(client.endpoint, model, request);
            return client.complete(w.request, { ...o, maxTokensField: w.maxTokensField, dropSeed: w.dropSeed });
          },
        },
        model,
        { seed: s.runSeed, ...(typeof t === "number" && t > 0 ? { temperature: t } : {}), ...(s.opts.signal ? { signal: s.opts.signal } : {}) },
      );
      s.notice(`seed probe: ${client.endpoint} model ${model}: seed ${result.seed_honoured === true ? "honoured" : result.seed_honoured === false ? "NOT honoured" : "honouring not shown"} (${result.evidence.reason})`);
    }
  }
  if (result === null) return;
  manifest.seed_honoured = result.seed_honoured;
  manifest.seed_probe = { ...result.evidence, reply_sha256: [...result.evidence.reply_sha256] };
  if (result.seed_honoured === false) adapter.ignored(result.evidence.endpoint, result.evidence.model, "seed", "the seed probe's two same-seed replies differed; records carry seed null");
}
