/**
 * Load the hidden-profile simulator parameters
 * (`<scenariosDir>/sim/hidden-profile-profiles.json`, documented in the file's
 * `_doc`), memoised per path and checked (every probability in [0, 1]).
 *
 * @example
 * hpSimParams(projectPath("scenarios")).profiles["gpt-4.1-sim"].p_full; // => 0.733
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DataError } from "../../../errors.js";
import type { HpCandidateKind } from "./sim-candidates.js";
import type { HpStrategy } from "./options.js";

/** One behavioural profile. */
export interface HpSimProfile {
  p_pre: number;
  p_full: number;
  p_integrate: number;
  gamma: number;
  disclose: number;
  conformity: number;
  conformity_per_round: number;
  /** Discussion rounds before fatigue sets in. */
  late_onset: number;
  /** Per round beyond late_onset, the share of P(correct) lost to the shared-favoured option. */
  late_drift: number;
  wrong_trap: number;
  format_error: number;
  source: string;
}

/** The whole parameter file. */
export interface HpSimParams {
  profiles: Record<string, HpSimProfile>;
  targets: Record<string, Record<string, number>>;
  strategies: Record<HpStrategy, { disclose_mult: number; conformity_add: number; dissent: number; anchor: number }>;
  adversarial: { dissent: number; probe: number; conformity_drop: number; gridlock: number };
  secretary: { conformity_add: number };
  candidates: Record<HpCandidateKind, number> & { leaky_pre: number; unsolvable_full: number };
}

const PROBS = ["p_pre", "p_full", "p_integrate", "disclose", "conformity", "conformity_per_round", "late_drift", "wrong_trap", "format_error"] as const;
const cache = new Map<string, HpSimParams>();

/**
 * See module doc.
 * @throws DataError for a missing file, bad JSON or an out-of-range value
 */
export function hpSimParams(scenariosDir: string): HpSimParams {
  const path = join(scenariosDir, "sim", "hidden-profile-profiles.json");
  const hit = cache.get(path);
  if (hit) return hit;
  let doc: HpSimParams;
  try {
    doc = JSON.parse(readFileSync(path, "utf8")) as HpSimParams;
  } catch (e) {
    throw new DataError(path, 1, "-", `unreadable (${(e as Error).message})`);
  }
  for (const [name, p] of Object.entries(doc.profiles ?? {})) {
    for (const f of PROBS) {
      const v = p[f];
      if (typeof v !== "number" || !(v >= 0 && v <= 1)) throw new DataError(path, 1, `profiles.${name}.${f}`, `expected a probability in [0, 1], received ${JSON.stringify(v)}`);
    }
    if (!(typeof p.gamma === "number" && p.gamma > 0)) throw new DataError(path, 1, `profiles.${name}.gamma`, "expected a positive number");
    if (!(Number.isInteger(p.late_onset) && p.late_onset >= 0)) throw new DataError(path, 1, `profiles.${name}.late_onset`, `expected a non-negative integer, received ${JSON.stringify(p.late_onset)}`);
  }
  cache.set(path, doc);
  return doc;
}
