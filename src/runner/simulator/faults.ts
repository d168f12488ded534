/**
 * Fault injection for the simulator server (tests and benchmarks): a latency
 * distribution and shares of requests that fail or misbehave. Shares are
 * drawn per request from one seeded generator, in this order: 429 (with
 * `Retry-After`), 500, hang (never answered), malformed JSON body, truncated
 * reply (`finish_reason: "length"`), reply that breaks the answer format.
 *
 * @example
 * const pick = faultPicker({ p429: 0.5 }, createRng(0));
 * [pick(), pick(), pick(), pick()]; // => ["429", "ok", "429", "429"]
 */
import { argError } from "../../errors.js";
import type { Rng } from "../../stats/rng.js";

export interface FaultOptions {
  /** Median latency in ms before answering (default 0). */
  latencyMs?: number;
  /** Log-normal shape σ of the latency (0 = fixed latency; default 0). */
  latencySigma?: number;
  p429?: number;
  p500?: number;
  phang?: number;
  pmalformed?: number;
  ptruncate?: number;
  pbreak?: number;
  /** What 429 replies ask for in `retry-after-ms` / `Retry-After` (default 1000 ms). */
  retryAfterMs?: number;
}

/**
 * What the fault picker can draw, in drawing order (`ok` = answer normally).
 *
 * @example
 * FAULT_KINDS.length; // => 7
 */
export const FAULT_KINDS = ["429", "500", "hang", "malformed", "truncate", "break", "ok"] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

const SHARES = [
  ["p429", "429"],
  ["p500", "500"],
  ["phang", "hang"],
  ["pmalformed", "malformed"],
  ["ptruncate", "truncate"],
  ["pbreak", "break"],
] as const;

/**
 * A function drawing the fault for the next request.
 * @param options shares `p429`, `p500`, `phang`, `pmalformed`, `ptruncate`, `pbreak` (each in [0, 1], default 0)
 * @param rng one uniform draw per pick
 * @throws RangeError when a share is outside [0, 1] or the shares sum above 1
 * @example
 * const pick = faultPicker({ p429: 0.5 }, createRng(0));
 * [pick(), pick(), pick(), pick()]; // => ["429", "ok", "429", "429"]
 */
export function faultPicker(options: FaultOptions, rng: Rng): () => FaultKind {
  let total = 0;
  const cuts: [number, FaultKind][] = [];
  for (const [opt, kind] of SHARES) {
    const p = options[opt] ?? 0;
    if (!(p >= 0 && p <= 1)) throw new RangeError(argError("faultPicker", `options.${opt}`, "a share in [0, 1]", p));
    total += p;
    cuts.push([total, kind]);
  }
  if (total > 1 + 1e-12) throw new RangeError(argError("faultPicker", "options", "shares summing to at most 1", total));
  if (total === 0) return () => "ok";
  return () => {
    const u = rng.next();
    for (const [cut, kind] of cuts) if (u < cut) return kind;
    return "ok";
  };
}

/**
 * A latency draw in ms: median·exp(σ·z) (0 without `latencyMs`; the median itself when σ is 0).
 *
 * @example
 * drawLatency({ latencyMs: 50 }, createRng(0));                    // => 50
 * drawLatency({ latencyMs: 50, latencySigma: 0.5 }, createRng(0)); // => 39.35415840550882
 */
export function drawLatency(options: FaultOptions, rng: Rng): number {
  const median = options.latencyMs ?? 0;
  if (median <= 0) return 0;
  const sigma = options.latencySigma ?? 0;
  return sigma > 0 ? median * Math.exp(sigma * rng.normal()) : median;
}
