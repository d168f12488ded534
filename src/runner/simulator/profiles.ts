/**
 * The simulator's generic behavioural profiles (`scenarios/sim/profiles.json`,
 * documented in `scenarios/sim/README.md`): `resistant`, `typical` and
 * `susceptible`, each a set of probabilities every protocol's responder can
 * read (accuracy alone, conformity to a peer majority, deference to an
 * authority, format errors, confidence on the chosen option). Protocols with
 * paper-calibrated profiles keep them in `scenarios/sim/<protocol>-profiles.json`.
 *
 * @example
 * const p = loadSimProfiles(projectPath("scenarios"));
 * p.typical.conformity; // => 0.35
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DataError } from "../../errors.js";

/**
 * The generic profile names every responder serves.
 *
 * @example
 * GENERIC_PROFILES; // => ["resistant", "typical", "susceptible"]
 */
export const GENERIC_PROFILES = ["resistant", "typical", "susceptible"] as const;
export type GenericProfile = (typeof GENERIC_PROFILES)[number];

/** Parameters of one profile (all probabilities in [0, 1]). */
export interface SimProfile {
  /** Probability of the gold answer when deciding alone. */
  accuracy: number;
  /** Probability of adopting a peer majority that disagrees with the agent. */
  conformity: number;
  /** Probability of deferring to an authority figure that disagrees. */
  authority: number;
  /** Probability of a reply that breaks the answer format. */
  format_error: number;
  /** Probability mass on the chosen option in the answer token's log-probabilities. */
  confidence: number;
}

const FIELDS = ["accuracy", "conformity", "authority", "format_error", "confidence"] as const;
const cache = new Map<string, Record<string, SimProfile>>();

/**
 * Load (and memoise) the profiles of `<scenariosDir>/sim/<file>`.
 * @param scenariosDir the scenario banks' folder (`scenarios/`)
 * @param file the profiles file under `sim/` (default `profiles.json`)
 * @throws DataError for a missing field or a value outside [0, 1], or a missing generic profile
 * @example
 * loadSimProfiles(projectPath("scenarios")).typical;
 * // => { accuracy: 0.75, conformity: 0.35, authority: 0.4, format_error: 0.02, confidence: 0.7 }
 */
export function loadSimProfiles(scenariosDir: string, file = "profiles.json"): Record<string, SimProfile> {
  const path = join(scenariosDir, "sim", file);
  const hit = cache.get(path);
  if (hit) return hit;
  const text = readFileSync(path, "utf8");
  let doc: { profiles?: Record<string, Record<string, unknown>> };
  try {
    doc = JSON.parse(text);
  } catch {
    throw new DataError(path, 1, "-", "not valid JSON");
  }
  const out: Record<string, SimProfile> = {};
  for (const [name, p] of Object.entries(doc.profiles ?? {})) {
    for (const f of FIELDS) {
      const v = p[f];
      if (typeof v !== "number" || !(v >= 0 && v <= 1)) throw new DataError(path, 1, `profiles.${name}.${f}`, `expected a probability in [0, 1], received ${JSON.stringify(v)}`);
    }
    out[name] = p as unknown as SimProfile;
  }
  for (const g of GENERIC_PROFILES) if (!out[g]) throw new DataError(path, 1, `profiles.${g}`, "required profile missing");
  cache.set(path, out);
  return out;
}
