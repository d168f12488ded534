/**
 * Every phantom measure broken down by a taxonomy field — `norm_source`,
 * gold→phantom `direction` (six), `domain`, `belief_target` or
 * `outcome_risk` — per group (spec metrics.md §1 "Breakdowns"; paper 000
 * Figure 6a). A cell holds the group's scenarios with that label; scenarios
 * without the label are left out. Optional scenario bootstrap within each
 * cell (one stream: groups in report order, levels in the order below).
 *
 * Level order: the vocabulary's order for norm_source, belief_target,
 * outcome_risk and direction (paper Table 7); sorted for domain.
 *
 * @example
 * const rows = phantomBreakdown(report, "norm_source", { bootstrap: 0 });
 * rows[0]; // => { model: "typical", run_id: null, field: "norm_source", level: "descriptive", scenarios: 24, metrics: {...} }
 */
import type { Measure } from "../../../stats/measure.js";
import { createRng, type Rng } from "../../../stats/rng.js";
import { BELIEF_TARGETS, NORM_SOURCES, OUTCOME_RISKS } from "../../../schema/vocab.js";
import { argError } from "../../../errors.js";
import { PHANTOM_DIRECTIONS, type PhantomMetricName } from "./phantom-metric-names.js";
import { PHANTOM_BREAKDOWN_FIELDS, type PhantomBreakdownField } from "./phantom-scenario-table.js";
import type { PhantomReport } from "./phantom-metrics.js";
import { phantomSubsetSums } from "./phantom-subset-sums.js";
import { phantomMeasures } from "./phantom-measures.js";

/** One breakdown cell. */
export interface PhantomBreakdownRow {
  model: string;
  run_id: string | null;
  field: PhantomBreakdownField;
  level: string;
  scenarios: number;
  metrics: Partial<Record<PhantomMetricName, Measure>>;
}

/** Options of {@link phantomBreakdown}. */
export interface PhantomBreakdownOptions {
  /** Bootstrap replicates per cell (default 0: point values only). */
  bootstrap?: number;
  seed?: number;
  rng?: Rng;
  /** Measures to compute (default all 19). */
  metrics?: readonly PhantomMetricName[];
}

const ORDER: Record<PhantomBreakdownField, readonly string[] | null> = {
  norm_source: NORM_SOURCES, direction: PHANTOM_DIRECTIONS, belief_target: BELIEF_TARGETS, outcome_risk: OUTCOME_RISKS, domain: null,
};

/**
 * Break a report's groups down by one field.
 * @throws RangeError for an unknown field or a bad bootstrap count
 * @example
 * phantomBreakdown(report, "direction").map((r) => r.level).slice(0, 2); // => ["proceed→block", "proceed→defer_or_review"]
 */
export function phantomBreakdown(report: PhantomReport, field: PhantomBreakdownField, options: PhantomBreakdownOptions = {}): PhantomBreakdownRow[] {
  if (!PHANTOM_BREAKDOWN_FIELDS.includes(field)) throw new RangeError(argError("phantomBreakdown", "field", PHANTOM_BREAKDOWN_FIELDS.join("|"), field));
  const B = options.bootstrap ?? 0;
  if (!Number.isInteger(B) || B < 0) throw new RangeError(argError("phantomBreakdown", "options.bootstrap", "a non-negative integer", B));
  const rng = options.rng ?? createRng(options.seed ?? 0);
  const rows: PhantomBreakdownRow[] = [];
  for (const g of report.groups) {
    const labels = g.table.labels[field];
    const cells = new Map<string, number[]>();
    labels.forEach((l, i) => { if (l !== null) (cells.get(l) ?? cells.set(l, []).get(l)!).push(i); });
    const known = ORDER[field];
    const levels = [...cells.keys()].sort((a, b) => rank(known, a) - rank(known, b) || (a < b ? -1 : a > b ? 1 : 0));
    for (const level of levels) {
      const idx = cells.get(level)!;
      const metrics = phantomMeasures(phantomSubsetSums(g.sums, idx), { B, rng, metrics: options.metrics });
      rows.push({ model: g.model, run_id: g.run_id, field, level, scenarios: new Set(idx.map((i) => g.table.cluster[i])).size, metrics });
    }
  }
  return rows;
}

function rank(order: readonly string[] | null, x: string): number {
  const i = order ? order.indexOf(x) : -1;
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
}
