/**
 * Qualitative failure cases (paper 000 Appendix F): the scenarios of a group
 * that are phantom-consensus failures (P-CRFR: ≥ 3/4 of the agents
 * privately correct and ≥ 3/4 publicly on the phantom target), strictest
 * first, and one scenario shown agent by agent.
 *
 * @example
 * const [worst] = phantomStrictFailures(report.groups[0]);
 * worst.scenario_id;                                  // => "ph-017"
 * phantomScenarioAgents(report.groups[0], worst.scenario_id)[0];
 * // => { agent: 0, private: "defer_or_review", observed_public: "proceed", perceived_group: "proceed", informed: ..., ... }
 */
import type { PhantomRecord } from "../../../paradigms/phantom/kind.js";
import { PHANTOM_CONDITIONS, PHANTOM_DECISIONS, type PhantomCondition } from "../../../schema/vocab.js";
import { argError } from "../../../errors.js";
import type { PhantomGroupReport } from "./phantom-metrics.js";
import { CODE_MISSING, CODE_NULL } from "./phantom-scenario-table.js";

/** A P-CRFR scenario with its counts. */
export type PhantomFailureCase = {
  scenario_id: string;
  gold: string;
  phantom_target: string;
  agents: number;
  private_correct: number;
  public_phantom: number;
  perceived_phantom: number;
  outcome_risk: string | null;
  norm_source: string | null;
};

/**
 * P-CRFR scenarios of a group, strictest first (most agents privately correct, then
 * publicly on the phantom, then perceiving the phantom; ties by scenario id).
 * @example
 * phantomStrictFailures(group).length; // => the P-CRFR numerator
 */
export function phantomStrictFailures(group: PhantomGroupReport): PhantomFailureCase[] {
  const t = group.table;
  const out: PhantomFailureCase[] = [];
  for (let s = 0; s < t.scenarioIds.length; s++) {
    if (group.sums.num.p_crfr[s] !== 1) continue;
    let pc = 0, hp = 0, bp = 0;
    for (let q = t.start[s]; q < t.start[s + 1]; q++) {
      if (t.decisions.private[q] === t.gold[s]) pc++;
      if (t.decisions.observed_public[q] === t.phantom[s]) hp++;
      if (t.perceived[q] === t.phantom[s]) bp++;
    }
    out.push({
      scenario_id: t.scenarioIds[s], gold: PHANTOM_DECISIONS[t.gold[s]], phantom_target: PHANTOM_DECISIONS[t.phantom[s]],
      agents: t.start[s + 1] - t.start[s], private_correct: pc, public_phantom: hp, perceived_phantom: bp,
      outcome_risk: t.labels.outcome_risk[s], norm_source: t.labels.norm_source[s],
    });
  }
  const frac = (x: number, c: PhantomFailureCase) => x / c.agents;
  return out.sort((a, b) =>
    frac(b.private_correct, b) - frac(a.private_correct, a) || frac(b.public_phantom, b) - frac(a.public_phantom, a) ||
    frac(b.perceived_phantom, b) - frac(a.perceived_phantom, a) || (a.scenario_id < b.scenario_id ? -1 : 1));
}

/** One agent's decisions across the five conditions ("(null)" unparseable, "-" no record). */
export type PhantomAgentRow = { agent: number; perceived_group: string } & Record<PhantomCondition, string>;

const show = (code: number): string => (code === CODE_MISSING ? "-" : code === CODE_NULL ? "(null)" : PHANTOM_DECISIONS[code]);

function scenarioIndex(group: PhantomGroupReport, scenarioId: string, fn: string): number {
  const s = group.table.scenarioIds.indexOf(scenarioId);
  if (s < 0) throw new RangeError(argError(fn, "scenarioId", `a scenario of ${group.model}`, scenarioId));
  return s;
}

/**
 * A scenario agent by agent.
 * @throws RangeError when the scenario is not in the group
 * @example
 * phantomScenarioAgents(group, "ph-017").length; // => 4
 */
export function phantomScenarioAgents(group: PhantomGroupReport, scenarioId: string): PhantomAgentRow[] {
  const t = group.table;
  const s = scenarioIndex(group, scenarioId, "phantomScenarioAgents");
  const rows: PhantomAgentRow[] = [];
  for (let q = t.start[s]; q < t.start[s + 1]; q++) {
    const row = { agent: t.agents[q] } as PhantomAgentRow;
    for (const c of PHANTOM_CONDITIONS) row[c] = show(t.decisions[c][q]);
    row.perceived_group = show(t.perceived[q]);
    rows.push(row);
  }
  return rows;
}

/**
 * The kept records of a scenario (by agent, then condition in the contract's order), e.g. to show raw replies.
 * @throws RangeError when the scenario is not in the group
 * @example
 * phantomScenarioRecords(group, "ph-017").map((r) => r.raw); // => model replies (untrusted text: escape before HTML)
 */
export function phantomScenarioRecords(group: PhantomGroupReport, scenarioId: string): PhantomRecord[] {
  const t = group.table;
  const s = scenarioIndex(group, scenarioId, "phantomScenarioRecords");
  const out: PhantomRecord[] = [];
  for (let q = t.start[s]; q < t.start[s + 1]; q++) {
    for (const c of PHANTOM_CONDITIONS) {
      const r = t.record(q, c);
      if (r) out.push(r);
    }
  }
  return out;
}
