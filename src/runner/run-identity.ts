/**
 * A run's identity: what defines what is measured (protocol, record kind,
 * model, endpoint, seed, protocol options, bank and prompt hashes, named
 * endpoints, and of the sampling only temperature and top_p), its hash, and
 * whether an existing run folder holds the same run (else `run` refuses it,
 * naming what differs). Folders written before sampling flags other than
 * temperature/top_p left the identity are still the same run.
 *
 * @example
 * const { runId, hash } = resolveRunIdentity({ plan: planRun({ protocol: "phantom", model: "sim:typical", out: "/tmp/x", limit: 1 }), model: "sim:typical", out: "/tmp/x-new", endpoint: "sim:in-process", endpoints: null, sampling: {} });
 * runId.startsWith("phantom-typical-"); // => true
 */
import { UsageError } from "../errors.js";
import { stableStringify } from "./hash.js";
import { configHash, readManifest, type Manifest, type RunIdentity } from "./manifest.js";
import type { RunPlan } from "./run-plan.js";
import { isEmptySampling } from "./sampling.js";
import type { SamplingParams } from "./types.js";

/** The sampling overrides that define what is measured (and so the run identity): temperature and top_p. */
function identitySampling(s: SamplingParams): SamplingParams {
  const out: SamplingParams = {};
  if (s.temperature !== undefined) out.temperature = s.temperature;
  if (s.top_p !== undefined) out.top_p = s.top_p;
  return out;
}

/** An earlier manifest's identity with its sampling cut down as {@link identitySampling} does. */
function legacyIdentity(config: RunIdentity): RunIdentity {
  if (!config.sampling) return config;
  const { sampling, ...rest } = config;
  const kept = identitySampling(sampling as SamplingParams);
  return isEmptySampling(kept) ? rest : { ...rest, sampling: kept as Record<string, unknown> };
}

function describeDiff(a: RunIdentity, b: RunIdentity): string {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])] as (keyof RunIdentity)[];
  return keys.filter((k) => stableStringify(a[k]) !== stableStringify(b[k])).join(", ");
}

/** What {@link resolveRunIdentity} needs. */
export interface RunIdentityInput {
  plan: RunPlan<unknown>;
  model: string;
  /** A run id given by the caller (else derived from protocol, model and hash, or the folder's own). */
  runId?: string;
  out: string;
  endpoint: string;
  /** The named endpoints (`--endpoint NAME=URL`), or null. */
  endpoints: Record<string, string> | null;
  sampling: SamplingParams;
}

/**
 * The run's identity, its hash, the folder's earlier manifest (or null) and the run id.
 * @throws UsageError when `out` holds a run with another configuration (naming the fields that differ)
 */
export function resolveRunIdentity(input: RunIdentityInput): { identity: RunIdentity; hash: string; previous: Manifest | null; runId: string } {
  const { plan, sampling } = input;
  const { key, protocol, runSeed, protocolOptions, bankHash, recordModel } = plan;
  // Fields absent at their defaults, so earlier runs keep their hash.
  const identity: RunIdentity = {
    protocol: key, record_kind: protocol.name, model: input.model, endpoint: input.endpoint, seed: runSeed, protocol_options: protocolOptions, bank_sha256: bankHash,
    ...(input.endpoints ? { endpoints: { ...input.endpoints } } : {}),
    ...(!isEmptySampling(identitySampling(sampling)) ? { sampling: { ...identitySampling(sampling) } as Record<string, unknown> } : {}),
    ...(plan.prompts.given ? { prompts_sha256: plan.prompts.sha256 } : {}),
  };
  const hash = configHash(identity);
  const previous = readManifest(input.out);
  // Folders written before sampling flags other than temperature/top_p left the identity are still this run.
  const sameRun = previous !== null && (previous.config_hash === hash || configHash(legacyIdentity(previous.config)) === hash);
  const runId = input.runId ?? (sameRun && previous ? previous.run_id : `${key}-${recordModel.replace(/[^A-Za-z0-9._-]+/g, "_")}-${hash.slice(0, 10)}`);
  if (previous && !sameRun) {
    throw new UsageError(`${input.out} holds run ${previous.run_id} with another configuration (differs in: ${describeDiff(previous.config, identity) || "config"}); choose another --out`);
  }
  return { identity, hash, previous, runId };
}
