/**
 * One group's de-duplicated records as a coded scenario × agent table (the
 * "extract" stage for phantom metrics): per scenario its gold label, phantom
 * target and taxonomy labels; per (scenario, agent) pair the decision in each
 * of the five conditions and the perceived group decision.
 *
 * Codes: 0 proceed, 1 block, 2 defer_or_review, {@link CODE_NULL} for a null
 * (unparseable) answer, {@link CODE_MISSING} when the record is absent. A
 * scenario's group = the agent indices seen in any condition (metrics.md §5).
 *
 * @example
 * const t = phantomScenarioTable(group.records);
 * t.scenarioIds;                 // => ["s1", "s2"]
 * t.decisions.private[t.start[0]]; // => 1 (agent 0 of s1 said "block" privately)
 */
import type { PhantomRecord } from "../../schema/records.js";
import type { PhantomCondition, PhantomDecision } from "../../schema/vocab.js";
import { PHANTOM_CONDITIONS, PHANTOM_DECISIONS } from "../../schema/vocab.js";

/** Code of a null decision / perceived group. */
export const CODE_NULL = -1;
/** Code of an absent record. */
export const CODE_MISSING = -2;

/** The taxonomy fields a breakdown can split by (`direction` is gold→phantom). */
export const PHANTOM_BREAKDOWN_FIELDS = ["norm_source", "direction", "domain", "belief_target", "outcome_risk"] as const;
export type PhantomBreakdownField = (typeof PHANTOM_BREAKDOWN_FIELDS)[number];

/** Coded scenario table of one group. */
export interface PhantomScenarioTable {
  /** Scenario ids, sorted. */
  scenarioIds: string[];
  /** Gold and phantom codes per scenario (from the scenario's last kept record). */
  gold: Int8Array;
  phantom: Int8Array;
  /** Taxonomy labels per scenario (null when no record carries the field). */
  labels: Record<PhantomBreakdownField, (string | null)[]>;
  /** Pair offsets: scenario s owns pairs start[s] .. start[s+1]−1. */
  start: Int32Array;
  /** Agent index of each pair (ascending within a scenario). */
  agents: Int32Array;
  /** Decision code of each pair, per condition. */
  decisions: Record<PhantomCondition, Int8Array>;
  /** Perceived group decision of each pair (observed_public); CODE_MISSING without that record. */
  perceived: Int8Array;
  /** The kept record of each (pair, condition), for qualitative display. */
  record(pair: number, condition: PhantomCondition): PhantomRecord | undefined;
}

const codeOf = (d: PhantomDecision | null | undefined): number =>
  d === null || d === undefined ? CODE_NULL : PHANTOM_DECISIONS.indexOf(d);

/**
 * Build the coded table from one group's de-duplicated records (see `phantomGroups`).
 * The records are not changed.
 *
 * @example
 * phantomScenarioTable([]).scenarioIds; // => []
 */
export function phantomScenarioTable(records: readonly PhantomRecord[]): PhantomScenarioTable {
  const byScenario = new Map<string, PhantomRecord[]>();
  for (const r of records) {
    const list = byScenario.get(r.scenario_id);
    if (list) list.push(r);
    else byScenario.set(r.scenario_id, [r]);
  }
  const scenarioIds = [...byScenario.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const nS = scenarioIds.length;
  const gold = new Int8Array(nS);
  const phantom = new Int8Array(nS);
  const labels = Object.fromEntries(PHANTOM_BREAKDOWN_FIELDS.map((f) => [f, new Array<string | null>(nS).fill(null)])) as Record<PhantomBreakdownField, (string | null)[]>;
  const start = new Int32Array(nS + 1);
  const agentLists: number[][] = [];
  for (let s = 0; s < nS; s++) {
    const recs = byScenario.get(scenarioIds[s])!;
    const last = recs[recs.length - 1];
    gold[s] = codeOf(last.gold);
    phantom[s] = codeOf(last.phantom_target);
    labels.direction[s] = `${last.gold}→${last.phantom_target}`;
    for (const f of ["norm_source", "domain", "belief_target", "outcome_risk"] as const) {
      for (const r of recs) if (typeof r[f] === "string") labels[f][s] = r[f] as string;
    }
    const agents = [...new Set(recs.map((r) => r.agent))].sort((a, b) => a - b);
    agentLists.push(agents);
    start[s + 1] = start[s] + agents.length;
  }
  const nP = start[nS];
  const agents = new Int32Array(nP);
  const decisions = Object.fromEntries(PHANTOM_CONDITIONS.map((c) => [c, new Int8Array(nP).fill(CODE_MISSING)])) as Record<PhantomCondition, Int8Array>;
  const perceived = new Int8Array(nP).fill(CODE_MISSING);
  const nC = PHANTOM_CONDITIONS.length;
  const kept: (PhantomRecord | undefined)[] = new Array(nP * nC);
  for (let s = 0; s < nS; s++) {
    const list = agentLists[s];
    for (let j = 0; j < list.length; j++) agents[start[s] + j] = list[j];
    for (const r of byScenario.get(scenarioIds[s])!) {
      const p = start[s] + list.indexOf(r.agent);
      decisions[r.condition][p] = codeOf(r.decision);
      if (r.condition === "observed_public") perceived[p] = codeOf(r.perceived_group);
      kept[p * nC + PHANTOM_CONDITIONS.indexOf(r.condition)] = r;
    }
  }
  return {
    scenarioIds, gold, phantom, labels, start, agents, decisions, perceived,
    record: (pair, condition) => kept[pair * nC + PHANTOM_CONDITIONS.indexOf(condition)],
  };
}
