// Coverage of the phantom intervals (PPG, CRFR, P-CRFR) on fresh simulated pools: the
// simulator's own latent-state model (agentState, the responder's), drawn afresh per pool
// key as the simulator does per run seed / repeat; a unit is one (scenario, pool key).
// Used by bench/coverage.ts and (small) by test/bench/coverage-small.test.ts.
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { join } from "node:path";
import type { PhantomRecord } from "../src/paradigms/phantom/kind.js";
import { PHANTOM_DECISIONS } from "../src/schema/vocab.js";
import { loadPhantomBank } from "../src/paradigms/phantom/protocol/load-bank.js";
import { behaviourOf, loadPhantomProfiles } from "../src/paradigms/phantom/protocol/profiles.js";
import { agentState } from "../src/paradigms/phantom/protocol/responder.js";
import { phantomScenarioTable } from "../src/paradigms/phantom/measures/phantom-scenario-table.js";
import { phantomScenarioSums } from "../src/paradigms/phantom/measures/phantom-scenario-sums.js";
import { phantomMeasures } from "../src/paradigms/phantom/measures/phantom-measures.js";
import { projectPath } from "../src/paths.js";
import type { Rng } from "../src/stats/rng.js";

export const PHANTOM_HEADLINE = ["ppg", "crfr", "p_crfr"] as const;
export type PhantomHeadline = (typeof PHANTOM_HEADLINE)[number];

/** Records of `keys` fresh draws of every bank scenario (a unit = scenario × key), grouped by unit. */
export function phantomPool(profile: string, keys: number, firstKey = 1): PhantomRecord[][] {
  const bank = loadPhantomBank(join(projectPath("scenarios"), "phantom"));
  const file = loadPhantomProfiles();
  const b = behaviourOf(file, profile);
  const units: PhantomRecord[][] = [];
  for (let k = firstKey; k < firstKey + keys; k++) {
    for (const s of bank) {
      const id = `${s.id}#${k}`;
      const base = {
        protocol: "phantom", run_id: "pool", model: profile, scenario_id: id, gold: s.gold, phantom_target: s.phantom_target,
        domain: s.domain, norm_source: s.norm_source, belief_target: s.belief_target, outcome_risk: s.outcome_risk, simulated: true,
      } as const;
      const agents = [0, 1, 2, 3].map((a) => agentState(b, file.belief_target_weights, `${profile}|s${k}`, s, a));
      const recs: PhantomRecord[] = [];
      agents.forEach((a, i) => {
        const peers = agents.filter((_, j) => j !== i).map((x) => x.private);
        const d: [PhantomRecord["condition"], string][] = [["private", a.private], ["observed_public", a.public], ["informed", a.informed(peers)], ["neutral_public", a.neutral], ["explicit_vote", a.vote]];
        for (const [condition, decision] of d) {
          recs.push({ ...base, trial_id: `${id}:${i}:${condition}`, agent: i, condition, decision, ...(condition === "observed_public" ? { perceived_group: a.perceived } : {}) } as PhantomRecord);
        }
      });
      units.push(recs);
    }
  }
  void PHANTOM_DECISIONS;
  return units;
}

/** The headline measures of some units, with intervals (B replicates). */
export function phantomHeadline(units: readonly PhantomRecord[][], B: number, rng?: Rng) {
  const sums = phantomScenarioSums(phantomScenarioTable(units.flat()));
  return phantomMeasures(sums, { B, rng, metrics: PHANTOM_HEADLINE });
}
