/**
 * Calibration of the phantom simulator's `<model>-sim` profiles (moved from
 * `scripts/fit-phantom-profiles.ts`, which is now a thin caller): fit each
 * profile's behavioural parameters so that the simulated measures over a bank
 * match the profile's target rates (paper 000 Tables 1, 2, 8, 9, read from
 * `scenarios/papers/000-phantom.json` by the calibration test).
 *
 * Method: start from the first-order derivation (`deriveBehaviour`), simulate
 * the agents over the bank with the responder's own agent model (`agentState`,
 * the same draws the responder makes; `replicates` = 0 simulates the bank as
 * it is, R > 0 simulates R copies under fresh ids so the fit targets the
 * population rates), compute the measures with `phantomMetrics` (deliberate
 * parse failures included as null decisions), and move every "effective
 * target" fed to the derivation by the residual (target − simulated), the
 * scenario pull dispersion by the CRFR residual. Keeps the iterate with the
 * smallest largest residual. Deterministic. (A CLI-layer module: it joins the
 * runner's simulator model and the metrics.)
 *
 * @example
 * const r = fitPhantomProfile(file, "qwen-2.5-7b-sim", loadPhantomBank("scenarios/phantom"), { replicates: 0, iterations: 25 });
 * r.worst < 0.03; // => true
 */
import { deriveBehaviour, type PhantomBehaviour, type PhantomProfilesFile, type PhantomTargets } from "../protocol/profiles.js";
import { agentState } from "../protocol/responder.js";
import type { PhantomScenario } from "../protocol/scenario.js";
import { phantomMetrics } from "../measures/phantom-metrics.js";
import type { PhantomRecord } from "../../../paradigms/phantom/kind.js";
import { PHANTOM_CONDITIONS, type PhantomDecision } from "../../../schema/vocab.js";
import { createRng } from "../../../stats/rng.js";

/** The targets moved by the residual (each drives one part of the derivation). */
export const PHANTOM_FIT_KNOBS = ["private_acc", "public_acc", "informed_acc", "trr", "pba", "pbe", "pifr", "pier", "flip", "pfa", "n_acc", "n_phan", "ev_acc", "ev_phan"] as const;
type Knob = (typeof PHANTOM_FIT_KNOBS)[number];
/** Simulated values of the knobs and the two scenario-level rates. */
export type PhantomFitSim = Record<Knob | "crfr" | "p_crfr", number>;

/**
 * Records of `agents` agents per scenario, as the driver + responder would write them.
 * @param replicates 0 = the bank as it is; R > 0 = R copies under fresh ids (`id#r`)
 * @example
 * simulatePhantomRecords(file, "typical", behaviourOf(file, "typical"), bank.slice(0, 2), 0).length; // => 40
 */
export function simulatePhantomRecords(file: PhantomProfilesFile, name: string, b: PhantomBehaviour, bank: readonly PhantomScenario[], replicates: number, agents = 4): PhantomRecord[] {
  const out: PhantomRecord[] = [];
  const parse = createRng(`fit-parse|${name}`);
  const ok = (d: PhantomDecision): PhantomDecision | null => (parse.next() < b.parseErrorRate ? null : d);
  for (let r = 0; r < Math.max(1, replicates); r++) {
    for (const s0 of bank) {
      const s: PhantomScenario = replicates > 0 ? { ...s0, id: `${s0.id}#${r}` } : s0;
      const states = Array.from({ length: agents }, (_, i) => agentState(b, file.belief_target_weights, name, s, i));
      const priv = states.map((a) => ok(a.private));
      states.forEach((a, i) => {
        const pubOk = parse.next() >= b.parseErrorRate;
        const decisions: Record<string, PhantomDecision | null> = {
          private: priv[i], observed_public: pubOk ? a.public : null, informed: ok(a.informed(priv.filter((_, j) => j !== i))),
          neutral_public: ok(a.neutral), explicit_vote: ok(a.vote),
        };
        for (const c of PHANTOM_CONDITIONS) {
          const rec: Record<string, unknown> = {
            protocol: "phantom", run_id: "fit", model: name, trial_id: `${s.id}:a${i}:${c}`, scenario_id: s.id, agent: i, condition: c,
            decision: decisions[c], gold: s.gold, phantom_target: s.phantom_target, simulated: true,
          };
          if (c === "observed_public") rec.perceived_group = pubOk ? a.perceived : null;
          out.push(rec as unknown as PhantomRecord);
        }
      });
    }
  }
  return out;
}

/**
 * The simulated knob values of a behaviour.
 * @example
 * measurePhantomBehaviour(file, "typical", behaviourOf(file, "typical"), bank, 0).private_acc; // => 0.77… (say)
 */
export function measurePhantomBehaviour(file: PhantomProfilesFile, name: string, b: PhantomBehaviour, bank: readonly PhantomScenario[], replicates: number): PhantomFitSim {
  const m = phantomMetrics(simulatePhantomRecords(file, name, b, bank, replicates), { bootstrap: 0 }).groups[0].metrics;
  return Object.fromEntries([...PHANTOM_FIT_KNOBS, "crfr", "p_crfr"].map((k) => [k, m[k as Knob].value ?? 0])) as PhantomFitSim;
}

const round = (x: number): number => Math.round(x * 1e5) / 1e5;
const rounded = (b: PhantomBehaviour): PhantomBehaviour => JSON.parse(JSON.stringify(b, (_, v) => (typeof v === "number" ? round(v) : v))) as PhantomBehaviour;

/** Options of {@link fitPhantomProfile}. */
export interface PhantomFitOptions {
  /** 0 = fit the bank as it is (default); R > 0 = R fresh-id copies. */
  replicates?: number;
  /** At most this many iterations (default 25). */
  iterations?: number;
}

/**
 * Fit one profile's behaviour to its targets over a bank.
 * @throws RangeError for an unknown profile
 * @example
 * fitPhantomProfile(file, "typical", bank).b.pPriv; // => 0.77… (say)
 */
export function fitPhantomProfile(file: PhantomProfilesFile, name: string, bank: readonly PhantomScenario[], options: PhantomFitOptions = {}): { b: PhantomBehaviour; sim: PhantomFitSim; worst: number } {
  const targets = file.profiles[name];
  if (!targets) throw new RangeError(`fitPhantomProfile(name): expected one of ${Object.keys(file.profiles).join(", ")}, received ${JSON.stringify(name)}`);
  const R = options.replicates ?? 0, ITER = options.iterations ?? 25;
  const eff: Record<string, number> = { ...(targets as unknown as Record<string, number>) };
  let disp = 1;
  let realised: number | undefined;
  let best: { b: PhantomBehaviour; sim: PhantomFitSim; worst: number } | null = null;
  for (let it = 0; it < ITER; it++) {
    const b = rounded(deriveBehaviour({ ...(eff as unknown as PhantomTargets), parse_error_rate: targets.parse_error_rate }, file.coupling.value, disp, realised));
    const sim = measurePhantomBehaviour(file, name, b, bank, R);
    const res = PHANTOM_FIT_KNOBS.map((k) => (targets as unknown as Record<string, number>)[k] - sim[k]);
    const crfrRes = targets.crfr === undefined ? 0 : targets.crfr - sim.crfr;
    const worst = Math.max(...res.map(Math.abs), Math.abs(crfrRes));
    if (!best || worst < best.worst) best = { b, sim, worst };
    realised = sim.private_acc;
    if (worst < 0.002) break;
    PHANTOM_FIT_KNOBS.forEach((k, i) => { eff[k] = Math.min(0.999, Math.max(0.001, eff[k] + res[i])); });
    disp = Math.min(6, Math.max(0, disp + 8 * crfrRes));
  }
  return best!;
}
