/**
 * The phantom-consensus report: all 19 measures per model (or per model and
 * run), with scenario-bootstrap 95% percentile intervals, the model's invalid
 * (null-decision) count and the scenarios excluded from CRFR / P-CRFR
 * (spec metrics.md §1, §5; cli.md `metrics phantom`; paper 000 §4.3, App. E.4).
 *
 * One seeded stream serves every group, taken in sorted order (model, then
 * run_id); B = 10,000 by default; `bootstrap: 0` gives `ci: null`.
 *
 * @example
 * const logs = await loadLogs(["data/sim/phantom/typical/records.jsonl"]);
 * const report = phantomMetrics(logs.phantom, { bootstrap: 2000, seed: 0 });
 * report.groups[0].metrics.crfr; // => { value: 0.2, n: 120, ci: [0.13, 0.28] } (say)
 */
import type { PhantomRecord } from "../../../paradigms/phantom/kind.js";
import type { Measure } from "../../../stats/measure.js";
import { createRng, type Rng } from "../../../stats/rng.js";
import { argError } from "../../../errors.js";
import type { PhantomMetricName } from "./phantom-metric-names.js";
import { phantomGroups } from "./phantom-groups.js";
import { phantomScenarioTable, type PhantomScenarioTable } from "./phantom-scenario-table.js";
import { phantomScenarioSums, type PhantomScenarioSums } from "./phantom-scenario-sums.js";
import { phantomMeasures } from "./phantom-measures.js";

/** Options of {@link phantomMetrics}. */
export interface PhantomMetricsOptions {
  /** Bootstrap replicates B (default 10,000; 0 = no intervals). */
  bootstrap?: number;
  /** Seed of the one bootstrap stream (default 0); ignored when `rng` is given. */
  seed?: number;
  /** A generator to draw from instead of `createRng(seed)`. */
  rng?: Rng;
  /** Interval coverage (default 0.95). */
  level?: number;
  /** One group per (model, run_id) instead of per model. */
  byRun?: boolean;
}

/** One model's (or run's) results. */
export interface PhantomGroupReport {
  model: string;
  run_id: string | null;
  metrics: Record<PhantomMetricName, Measure>;
  /** Kept records whose decision is null. */
  invalid: number;
  /** Scenario groups (scenario × replicate) without the private and observed_public records of every agent of their group. */
  excluded_scenarios: number;
  /** Distinct scenarios of the group. */
  scenarios: number;
  /** True when every record is from the simulator. */
  simulated: boolean;
  /** The coded table and its per-scenario sums, for breakdowns and figures. */
  table: PhantomScenarioTable;
  sums: PhantomScenarioSums;
}

/** The whole report. */
export interface PhantomReport {
  protocol: "phantom";
  groups: PhantomGroupReport[];
  /** The bootstrap settings used. */
  bootstrap: number;
  seed: number;
}

/**
 * Compute the phantom report. The records are not changed.
 * @param records validated phantom records (e.g. `loadLogs(...).phantom`), in input order
 * @throws RangeError when `bootstrap` is not a non-negative integer
 * @example
 * phantomMetrics(records, { bootstrap: 0 }).groups.map((g) => g.model); // => ["resistant", "typical"]
 */
export function phantomMetrics(records: readonly PhantomRecord[], options: PhantomMetricsOptions = {}): PhantomReport {
  const B = options.bootstrap ?? 10_000;
  const seed = options.seed ?? 0;
  if (!Number.isInteger(B) || B < 0) throw new RangeError(argError("phantomMetrics", "options.bootstrap", "a non-negative integer", B));
  const rng = options.rng ?? createRng(seed);
  const groups = phantomGroups(records, { byRun: options.byRun }).map((g): PhantomGroupReport => {
    const table = phantomScenarioTable(g.records);
    const sums = phantomScenarioSums(table);
    const metrics = phantomMeasures(sums, { B, rng, level: options.level });
    const complete = sums.den.complete.reduce((a, b) => a + b, 0);
    return {
      model: g.model, run_id: g.run_id, metrics, invalid: g.invalid, excluded_scenarios: sums.size - complete,
      scenarios: table.scenarioCount, simulated: g.simulated, table, sums,
    };
  });
  return { protocol: "phantom", groups, bootstrap: B, seed };
}
