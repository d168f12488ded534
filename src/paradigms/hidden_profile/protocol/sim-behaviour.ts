/**
 * The hidden-profile simulator's behaviour model: per call, the rates an agent
 * acts with, from its profile (`scenarios/sim/hidden-profile-profiles.json`)
 * and what it can see in the transcript. Pure; the responder draws from them.
 *
 * - `pCorrect`: P(the agent believes the correct option) =
 *   (p_pre + (p_integrate − p_pre)·x^gamma) · (1 − late_drift)^max(0, elapsed − late_onset),
 *   with x the share of the other members' hidden facts seen; the second factor
 *   is the late-round fatigue (HiddenBench Table 2: accuracy falls from T = 15 to 20).
 * - `conformity`: P(adopting the others' strict majority) = conformity +
 *   conformity_per_round·elapsed + strategy + secretary − conformity_drop·dissenters, clamped to [0, 1].
 * - `disclose`: P(stating each unmentioned own fact this round) =
 *   disclose·disclose_mult + probe when at least one dissenter has spoken (the
 *   first dissenter's challenge makes members share; more add nothing), clamped.
 * - `dissent`: P(stating / voting against the others' majority): the dissenter's
 *   rate for an adversarial agent, else the strategy's.
 * - `anchor`: P(ignoring the discussion and keeping its pre-discussion view):
 *   the strategy's (conflictual: defend your position) + gridlock per dissenter
 *   beyond the first (too much dissent: no conclusion is reached, Table 5).
 *
 * @example
 * const params = hpSimParams(projectPath("scenarios"));
 * hpSimRates(params, params.profiles["gpt-4.1-sim"], { x: 1, elapsed: 15, dissenters: 0, secretary: false, strategy: "default", adversarial: false }).pCorrect;
 * // => 0.967 (every fact seen, no late rounds)
 */
import type { HpStrategy } from "./options.js";
import type { HpSimParams, HpSimProfile } from "./sim-params.js";

/** What the agent can see when it speaks or votes. */
export interface HpSimState {
  /** Share of the other members' hidden facts it has seen (own + mentioned), in [0, 1]. */
  x: number;
  /** Discussion rounds elapsed. */
  elapsed: number;
  /** Distinct dissenting members who have spoken. */
  dissenters: number;
  /** Whether a secretary has summarised. */
  secretary: boolean;
  strategy: HpStrategy;
  /** Whether this agent is a dissenter. */
  adversarial: boolean;
  /** Task-level override of p_pre (flawed drafted candidates). */
  pPre?: number;
}

/** The rates of one call (see module doc). */
export interface HpSimRates {
  pPre: number;
  pCorrect: number;
  conformity: number;
  disclose: number;
  dissent: number;
  anchor: number;
}

const clamp01 = (v: number): number => Math.max(0, Math.min(1, v));

/** See module doc. */
export function hpSimRates(params: HpSimParams, prof: HpSimProfile, s: HpSimState): HpSimRates {
  const strat = params.strategies[s.strategy];
  const adv = params.adversarial;
  const pPre = s.pPre ?? prof.p_pre;
  const late = Math.max(0, s.elapsed - prof.late_onset);
  const pCorrect = (pPre + (prof.p_integrate - pPre) * Math.pow(s.x, prof.gamma)) * Math.pow(1 - prof.late_drift, late);
  const conformity = clamp01(prof.conformity + prof.conformity_per_round * s.elapsed + strat.conformity_add +
    (s.secretary ? params.secretary.conformity_add : 0) - adv.conformity_drop * s.dissenters);
  const disclose = clamp01(prof.disclose * strat.disclose_mult + (s.dissenters > 0 ? adv.probe : 0));
  const dissent = s.adversarial ? adv.dissent : strat.dissent;
  const anchor = clamp01(strat.anchor + adv.gridlock * Math.max(0, s.dissenters - 1));
  return { pPre, pCorrect, conformity, disclose, dissent, anchor };
}
