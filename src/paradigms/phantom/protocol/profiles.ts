/**
 * Simulator profiles for the phantom protocol (`scenarios/sim/phantom-profiles.json`):
 * each profile's TARGET rates (paper Tables 1, 2, 8, 9 for the `<model>-sim`
 * profiles, invented for the generic ones) and the responder's FITTED
 * behavioural parameters (`fitted`, written by `scripts/fit-phantom-profiles.ts`
 * through `src/paradigms/phantom/cli/calibration.ts`, which simulates the bank and
 * adjusts until the simulated measures match the targets).
 *
 * The agent model: a latent private decision (gold with probability `pPriv`,
 * else the phantom with share `privPhantom` or the third label), drawn once
 * per (profile, scenario) and shared by the scenario's agents — the private
 * stimulus is the same for every agent, so a simulated model, like a real one
 * at temperature 0, gives one private judgment per scenario; a perceived
 * group belief (phantom with probability ≈ `pba`, scaled by the scenario's
 * belief-error target; otherwise gold with probability `goldBelief`, else the
 * third label); a public decision drawn from a 3×3 transition matrix out of the
 * private decision (rows gold / phantom / third, see {@link PhantomTransitions}),
 * where moves *to the phantom* are concentrated on agents that perceive a
 * phantom consensus (`coupling`) and every move away from the private decision
 * is shifted on the logit scale by a per-scenario effect `dispersion`·ε,
 * ε ~ N(0, 1) (the agents of a scenario fail together, as CRFR needs); informed
 * recovery to the own private decision with probability `tau` (halved when no
 * shown peer contradicts the phantom), else adoption of the shown peers'
 * plurality with probability `peerAdopt`, else the public decision, all
 * replaced by uniform noise with probability `informedNoise`; neutral and vote decisions that keep the private decision
 * with probability `1 − mu` and otherwise draw from a categorical fitted to
 * (accuracy, phantom alignment) of Table 9.
 *
 * @example
 * const b = deriveBehaviour(loadPhantomProfiles().profiles["qwen-2.5-7b-sim"]);
 * b.pub.goldToPhantom; // => 0.548… (= PIFR / private acc = 0.422 / 0.770)
 */
import { readFileSync } from "node:fs";
import type { BeliefTarget } from "../../../schema/vocab.js";

/** Target rates of one profile (see the JSON's `fields` for meanings and sources). */
export interface PhantomTargets {
  private_acc: number; public_acc: number; informed_acc: number; trr: number;
  pba: number; pbe: number; pifr: number; pier: number; flip: number; pfa: number;
  n_acc: number; n_phan: number; ev_acc: number; ev_phan: number;
  /** Scenario-level collective failure rate (optional: sets the dispersion). */
  crfr?: number;
}

/** One profile: targets, provenance and (when fitted) the responder's parameters. */
export interface PhantomProfile extends PhantomTargets {
  source: string;
  parse_error_rate: number;
  fitted?: PhantomBehaviour;
}

export interface PhantomProfilesFile {
  version: string;
  belief_target_weights: Record<BeliefTarget, number>;
  coupling: { value: number };
  profiles: Record<string, PhantomProfile>;
}

/** A categorical over (gold, phantom, third) mixed with keeping the private decision. */
export interface Mix { mu: number; gold: number; phantom: number }

/**
 * Public-decision transitions out of the private decision (probabilities, each
 * row's two moves sum to ≤ 1, the rest keeps the private decision).
 */
export interface PhantomTransitions {
  goldToPhantom: number; goldToThird: number;
  phantomToGold: number; phantomToThird: number;
  thirdToGold: number; thirdToPhantom: number;
}

/** Behavioural parameters of the simulated agent. */
export interface PhantomBehaviour {
  pPriv: number;
  /** P(private = phantom | private ≠ gold). */
  privPhantom: number;
  pba: number; goldBelief: number;
  /** Share of the average phantom-move rate applied when the agent does not perceive a phantom consensus. */
  coupling: number;
  pub: PhantomTransitions;
  /** Scale of the per-scenario logit shift of every move probability (0 = agents independent). */
  dispersion: number;
  tau: number; informedNoise: number;
  /** P(adopt the shown peers' plurality | not recovering) in the informed condition. */
  peerAdopt: number; neutral: Mix; vote: Mix; parseErrorRate: number;
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

/**
 * Fit a keep-or-draw mixture to a condition's accuracy and phantom alignment
 * (private decisions: gold `pPriv`, phantom `privPhan`, third the rest).
 * @example
 * fitMix(0.75, 0.1, 0.75, 0.125).mu; // => 0.3
 */
export function fitMix(acc: number, phan: number, pPriv: number, privPhan = (1 - pPriv) / 2): Mix {
  for (let mu = 0.3; mu <= 1.0001; mu += 0.05) {
    const gold = (acc - (1 - mu) * pPriv) / mu;
    const phantom = (phan - (1 - mu) * privPhan) / mu;
    if (gold >= 0 && phantom >= 0 && gold + phantom <= 1) return { mu: Math.min(1, mu), gold, phantom };
  }
  const g = clamp(acc), p = clamp(Math.min(phan, 1 - g));
  return { mu: 1, gold: g, phantom: p };
}

/**
 * Solve the public transition matrix from (private acc, public acc, PIFR, PIER,
 * Flip, PFA): the gold row is fixed by PIFR and PIER; both non-gold rows move to
 * gold at one rate u (public acc); the phantom/third split of wrong private
 * decisions `privPhantom` is the value nearest ½ for which Flip and PFA are
 * reachable with probabilities in [0, 1].
 * @example
 * solveTransitions({ private_acc: 0.637, public_acc: 0.47, pifr: 0.173, pier: 0.344, flip: 0.612, pfa: 0.28 }).pub.thirdToGold; // => 0.4876…
 */
export function solveTransitions(t: Pick<PhantomTargets, "private_acc" | "public_acc" | "pifr" | "pier" | "flip" | "pfa">): { privPhantom: number; pub: PhantomTransitions } {
  const a = Math.min(0.999, Math.max(0.001, t.private_acc)), m = 1 - a;
  const gp = clamp(t.pifr / a), gt = Math.min(clamp((t.pier - t.pifr) / a), 1 - gp);
  const u = clamp((t.public_acc - a * (1 - gp - gt)) / m);
  const flipRest = t.flip - a * (gp + gt) - m * u, pfaRest = t.pfa - a * gp;
  let best: { privPhantom: number; pub: PhantomTransitions; bad: number } | null = null;
  for (let k = 0; k <= 100; k++) {
    const s = 0.5 + (k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2) * 0.005;
    if (s <= 0 || s >= 1) continue;
    const mp = m * s, mt = m * (1 - s);
    const x = (flipRest - (pfaRest - mp * (1 - u))) / 2, y = (flipRest + (pfaRest - mp * (1 - u))) / 2;
    const v = x / mp, w = y / mt;
    const bad = Math.max(0, -v) + Math.max(0, -w) + Math.max(0, u + v - 1) + Math.max(0, u + w - 1);
    if (!best || bad < best.bad - 1e-12) {
      best = { privPhantom: s, pub: { goldToPhantom: gp, goldToThird: gt, phantomToGold: u, phantomToThird: Math.min(clamp(v), 1 - u), thirdToGold: u, thirdToPhantom: Math.min(clamp(w), 1 - u) }, bad };
      if (bad === 0) break;
    }
  }
  return { privPhantom: best!.privPhantom, pub: best!.pub };
}

/**
 * First-order behavioural parameters from target rates (the fitting script
 * refines them by simulation; the responder uses a profile's `fitted` block
 * when present and this derivation otherwise). `realisedPrivate`: the private
 * accuracy the informed recovery returns to, when it differs from
 * `private_acc` (the fit's effective target moves away from it to hit the
 * realised rate on a finite bank).
 * @example
 * deriveBehaviour(loadPhantomProfiles().profiles["typical"]).tau > 0.9; // => true
 */
export function deriveBehaviour(p: PhantomTargets & { parse_error_rate?: number }, coupling = 0.3, dispersion = 0, realisedPrivate?: number): PhantomBehaviour {
  const pPriv = clamp(p.private_acc);
  // the private accuracy the informed recovery returns to (the fit passes the bank's realised rate, see phantom-calibration.ts)
  const privBase = clamp(realisedPrivate ?? pPriv);
  const { privPhantom, pub } = solveTransitions(p);
  const pba = clamp(p.pba);
  const goldBelief = pba < 1 ? clamp((1 - p.pbe) / (1 - pba)) : 0;
  let tau = clamp(p.trr), noise = 0, adopt = 0;
  for (let k = 0; k < 30; k++) {
    const base = tau * privBase + (1 - tau) * p.public_acc;
    noise = base > 1 / 3 ? clamp((base - p.informed_acc) / (base - 1 / 3)) : 0;
    // informed accuracy above what recovery gives: wrong agents adopt the (mostly correct) peers' plurality
    adopt = clamp((p.informed_acc - base) / Math.max(0.05, (1 - tau) * (1 - p.public_acc)));
    tau = noise < 1 ? clamp((p.trr - noise / 3) / (1 - noise)) : 0;
  }
  const privPhan = (1 - pPriv) * privPhantom;
  return {
    pPriv, privPhantom, pba, goldBelief, coupling: clamp(coupling), pub, dispersion: Math.max(0, dispersion), tau, informedNoise: noise, peerAdopt: adopt,
    neutral: fitMix(p.n_acc, p.n_phan, pPriv, privPhan), vote: fitMix(p.ev_acc, p.ev_phan, pPriv, privPhan), parseErrorRate: clamp(p.parse_error_rate ?? 0),
  };
}

/**
 * The parameters the responder uses for a profile: its `fitted` block, else
 * the first-order derivation from its targets.
 * @example
 * behaviourOf(loadPhantomProfiles(), "typical").pPriv; // => 0.77…
 * @throws RangeError for an unknown profile
 */
export function behaviourOf(file: PhantomProfilesFile, profile: string): PhantomBehaviour {
  const p = file.profiles[profile];
  if (!p) throw new RangeError(`behaviourOf(profile): expected one of ${Object.keys(file.profiles).join(", ")}, received ${JSON.stringify(profile)}`);
  return p.fitted ?? deriveBehaviour(p, file.coupling.value);
}
