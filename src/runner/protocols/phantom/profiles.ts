/**
 * Simulator profiles for the phantom protocol (`scenarios/sim/phantom-profiles.json`)
 * and the derivation of behavioural parameters from each profile's target
 * rates (paper Tables 1, 2, 8, 9 for the `<model>-sim` profiles).
 *
 * The agent model: a latent private decision (gold with probability
 * `private_acc`, else one of the two other labels); a perceived group belief
 * (phantom with probability ≈ `pba`, scaled by the scenario's belief-error
 * target; otherwise gold or the third label so that PBE ≈ `pbe`); a public
 * decision that follows the phantom with probability `phi1` when the agent
 * perceives a phantom consensus and `phi0` otherwise (average `pifr /
 * private_acc`), else keeps the private decision or drifts to the third label;
 * informed recovery to the own private decision with probability `tau`, plus
 * noise `informedNoise`; neutral and vote decisions that keep the private
 * decision with probability `1 − mu` and otherwise draw from a categorical
 * fitted to (accuracy, phantom alignment) of Table 9.
 *
 * @example
 * const b = deriveBehaviour(loadPhantomProfiles().profiles["qwen-2.5-7b-sim"], 0.3);
 * b.phiBar; // => 0.548… (= 0.422 / 0.770)
 */
import { readFileSync } from "node:fs";
import type { BeliefTarget } from "../../../schema/vocab.js";

/** Target rates of one profile (see the JSON's `fields` for meanings and sources). */
export interface PhantomProfile {
  source: string;
  private_acc: number; public_acc: number; informed_acc: number; trr: number;
  pba: number; pbe: number; pifr: number;
  n_acc: number; n_phan: number; ev_acc: number; ev_phan: number;
  parse_error_rate: number;
}

export interface PhantomProfilesFile {
  version: string;
  belief_target_weights: Record<BeliefTarget, number>;
  coupling: { value: number };
  profiles: Record<string, PhantomProfile>;
}

/** A categorical over (gold, phantom, third) mixed with keeping the private decision. */
export interface Mix { mu: number; gold: number; phantom: number }

/** Behavioural parameters derived from a profile. */
export interface PhantomBehaviour {
  pPriv: number; pba: number; goldBelief: number; phiBar: number; phi0: number; phi1: number;
  drift: number; tau: number; informedNoise: number; neutral: Mix; vote: Mix; parseErrorRate: number;
}

/** Default location of the profile file (project root relative to this module, in src/ and dist/). */
export const PHANTOM_PROFILES_URL = new URL("../../../../scenarios/sim/phantom-profiles.json", import.meta.url);

let cached: PhantomProfilesFile | null = null;

/** Read the profile file (cached for the default location). */
export function loadPhantomProfiles(path?: string): PhantomProfilesFile {
  if (path === undefined && cached) return cached;
  const f = JSON.parse(readFileSync(path ?? PHANTOM_PROFILES_URL, "utf8")) as PhantomProfilesFile;
  if (path === undefined) cached = f;
  return f;
}

const clamp = (x: number): number => Math.min(1, Math.max(0, Number.isFinite(x) ? x : 0));

/** Fit a keep-or-draw mixture to a condition's accuracy and phantom alignment. */
export function fitMix(acc: number, phan: number, pPriv: number): Mix {
  for (let mu = 0.3; mu <= 1.0001; mu += 0.05) {
    const gold = (acc - (1 - mu) * pPriv) / mu;
    const phantom = (phan - ((1 - mu) * (1 - pPriv)) / 2) / mu;
    if (gold >= 0 && phantom >= 0 && gold + phantom <= 1) return { mu, gold, phantom };
  }
  const g = clamp(acc), p = clamp(Math.min(phan, 1 - g));
  return { mu: 1, gold: g, phantom: p };
}

/** Derive the responder's parameters from a profile's target rates. */
export function deriveBehaviour(p: PhantomProfile, coupling: number): PhantomBehaviour {
  const pPriv = clamp(p.private_acc);
  const pba = clamp(p.pba);
  const phiBar = clamp(p.pifr / pPriv);
  let phi0 = coupling * phiBar;
  let phi1 = pba > 0 ? (phiBar - (1 - pba) * phi0) / pba : 0;
  if (phi1 > 1) {
    phi1 = 1;
    phi0 = clamp((phiBar - pba) / (1 - pba));
  }
  const goldBelief = pba < 1 ? clamp((1 - p.pbe) / (1 - pba)) : 0;
  const q = 0.75 * (1 - pPriv);
  const drift = phiBar < 1 && q !== pPriv ? clamp((p.public_acc / (1 - phiBar) - pPriv) / (q - pPriv)) : 0;
  let tau = clamp(p.trr), noise = 0;
  for (let k = 0; k < 30; k++) {
    const base = tau * pPriv + (1 - tau) * p.public_acc;
    noise = base > 1 / 3 ? clamp((base - p.informed_acc) / (base - 1 / 3)) : 0;
    tau = noise < 1 ? clamp((p.trr - noise / 3) / (1 - noise)) : 0;
  }
  return {
    pPriv, pba, goldBelief, phiBar, phi0: clamp(phi0), phi1: clamp(phi1), drift, tau, informedNoise: noise,
    neutral: fitMix(p.n_acc, p.n_phan, pPriv), vote: fitMix(p.ev_acc, p.ev_phan, pPriv), parseErrorRate: clamp(p.parse_error_rate),
  };
}
