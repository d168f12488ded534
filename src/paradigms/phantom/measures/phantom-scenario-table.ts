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
 * Replicates: a row is one (scenario, replicate) — `replicateKey(r)`, the run
 * seed and repeat — so each repeat of a scenario is its own group of agents
 * (CRFR per repeat); `cluster[s]` numbers the row's scenario, and the
 * bootstrap resamples clusters, keeping a scenario's repeats together.
 *
 * @example
 * const t = phantomScenarioTable(group.records);
 * t.scenarioIds;                 // => ["s1", "s2"]
 * t.decisions.private[t.start[0]]; // => 1 (agent 0 of s1 said "block" privately)
 */
import { replicateKey } from "../../../schema/records.js";
import { type PhantomRecord } from "../../../paradigms/phantom/kind.js";
import type { PhantomCondition, PhantomDecision } from "../../../schema/vocab.js";
import { PHANTOM_CONDITIONS, PHANTOM_DECISIONS } from "../../../schema/vocab.js";

/** Code of a null decision / perceived group. */
export const CODE_NULL = -1;
/** Code of an absent record. */
export const CODE_MISSING = -2;

/** The taxonomy fields a breakdown can split by (`direction` is gold→phantom). */
export const PHANTOM_BREAKDOWN_FIELDS = ["norm_source", "direction", "domain", "belief_target", "outcome_risk"] as const;
export type PhantomBreakdownField = (typeof PHANTOM_BREAKDOWN_FIELDS)[number];

/** Coded scenario table of one group. */
export interface PhantomScenarioTable {
  /** Scenario id of each row, sorted (a scenario with several replicates has adjacent rows). */
  scenarioIds: string[];
  /** Replicate key of each row (`s<seed>r<repeat>`). */
  replicates: string[];
  /** Scenario number (0-based, in sorted scenario order) of each row. */
  cluster: Int32Array;
  /** Number of distinct scenarios. */
  scenarioCount: number;
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
    const key = `${r.scenario_id}\u0000${replicateKey(r)}`;
    const list = byScenario.get(key);
    if (list) list.push(r);
    else byScenario.set(key, [r]);
  }
  const rowKeys = [...byScenario.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const scenarioIds = rowKeys.map((k) => k.slice(0, k.indexOf("\u0000")));
  const replicates = rowKeys.map((k) => k.slice(k.indexOf("\u0000") + 1));
  const nS = scenarioIds.length;
  const cluster = new Int32Array(nS);
  for (let s = 1; s < nS; s++) cluster[s] = cluster[s - 1] + (scenarioIds[s] === scenarioIds[s - 1] ? 0 : 1);
  const scenarioCount = nS === 0 ? 0 : cluster[nS - 1] + 1;
  const gold = new Int8Array(nS);
  const phantom = new Int8Array(nS);
  const labels = Object.fromEntries(PHANTOM_BREAKDOWN_FIELDS.map((f) => [f, new Array<string | null>(nS).fill(null)])) as Record<PhantomBreakdownField, (string | null)[]>;
  const start = new Int32Array(nS + 1);
  const agentLists: number[][] = [];
  for (let s = 0; s < nS; s++) {
    const recs = byScenario.get(rowKeys[s])!;
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
    for (const r of byScenario.get(rowKeys[s])!) {
      const p = start[s] + list.indexOf(r.agent);
      decisions[r.condition][p] = codeOf(r.decision);
      if (r.condition === "observed_public") perceived[p] = codeOf(r.perceived_group);
      kept[p * nC + PHANTOM_CONDITIONS.indexOf(r.condition)] = r;
    }
  }
  return {
    scenarioIds, replicates, cluster, scenarioCount, gold, phantom, labels, start, agents, decisions, perceived,
    record: (pair, condition) => kept[pair * nC + PHANTOM_CONDITIONS.indexOf(condition)],
  };
}
