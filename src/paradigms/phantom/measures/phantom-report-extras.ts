/**
 * The documented extra keys of `groupthink metrics phantom --json`, beside
 * the cli.md document (which stays exactly as specified):
 * - per group `parse_failures` ({@link phantomParseFailures}: records, failures and share per condition),
 *   `stability` ({@link phantomStability}: per-scenario label changes across replicates) and
 *   `co_occurrence` ({@link phantomCoOccurrence}: belief error vs action change within a decision,
 *   scenario-bootstrap intervals on their own stream seeded `seed + 1`);
 * - top level `breakdowns` (one entry per `--by FIELD`: {@link phantomBreakdown} rows).
 *
 * @example
 * const doc = phantomReportExtras(report, { bootstrap: 0, seed: 0, by: ["domain"] });
 * doc.groups[0].parse_failures.at(-1); // => { condition: "all", records: 2400, failures: 30, share: 0.0125 }
 */
import { createRng } from "../../../stats/rng.js";
import type { PhantomRecord } from "../../../paradigms/phantom/kind.js";
import { PHANTOM_CONDITIONS } from "../../../schema/vocab.js";
import type { Measure } from "../../../stats/measure.js";
import type { PhantomReport } from "./phantom-metrics.js";
import { phantomParseFailures, type PhantomParseFailureRow } from "./phantom-parse-failures.js";
import { phantomStability, type PhantomStability } from "./phantom-stability.js";
import { phantomCoOccurrence, type PhantomCoOccurrence } from "./phantom-co-occurrence.js";
import { phantomBreakdown } from "./phantom-breakdown.js";
import type { PhantomBreakdownField } from "./phantom-scenario-table.js";
import type { PhantomMetricName } from "./phantom-metric-names.js";

/** The extra keys of one group. */
export interface PhantomGroupExtras {
  model: string;
  parse_failures: PhantomParseFailureRow[];
  stability: PhantomStability;
  co_occurrence: PhantomCoOccurrence;
}

/** One `--by` breakdown in the JSON. */
export interface PhantomBreakdownJson {
  field: PhantomBreakdownField;
  rows: { model: string; level: string; scenarios: number; metrics: Partial<Record<PhantomMetricName, Measure>> }[];
}

/** Options: the report's bootstrap count and seed, and the breakdown fields. */
export interface PhantomExtrasOptions { bootstrap: number; seed: number; by?: readonly PhantomBreakdownField[] }

/**
 * Compute the extra keys of a report.
 * @example
 * phantomReportExtras({ protocol: "phantom", groups: [], bootstrap: 0, seed: 0 }, { bootstrap: 0, seed: 0 }); // => { groups: [], breakdowns: [] }
 */
export function phantomReportExtras(report: PhantomReport, options: PhantomExtrasOptions): { groups: PhantomGroupExtras[]; breakdowns: PhantomBreakdownJson[] } {
  const rng = createRng(options.seed + 1);
  const groups = report.groups.map((g) => ({
    model: g.model,
    parse_failures: phantomParseFailures(g.table.scenarioIds.length === 0 ? [] : groupRecords(g)),
    stability: phantomStability(g.table),
    co_occurrence: phantomCoOccurrence(g.table, { B: options.bootstrap, rng }),
  }));
  const breakdowns = (options.by ?? []).map((field) => ({
    field,
    rows: phantomBreakdown(report, field, { bootstrap: options.bootstrap, rng: createRng(options.seed + 2) }).map((r) => ({ model: r.model, level: r.level, scenarios: r.scenarios, metrics: r.metrics })),
  }));
  return { groups, breakdowns };
}

/** The kept records of a group, from its coded table. */
function groupRecords(g: PhantomReport["groups"][number]): PhantomRecord[] {
  const out: PhantomRecord[] = [];
  const t = g.table;
  const n = t.start[t.scenarioIds.length];
  for (let q = 0; q < n; q++) for (const c of PHANTOM_CONDITIONS) {
    const r = t.record(q, c);
    if (r) out.push(r);
  }
  return out;
}
