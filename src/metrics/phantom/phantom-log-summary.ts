/**
 * What a phantom log holds, per model (trial-logs.md "phantom"; metrics.md
 * §5 de-duplication): the records as read, the records kept after
 * de-duplication (last of each scenario × agent × condition), the distinct
 * scenarios and conditions, the kept records with an unparseable decision, and
 * whether every kept record is simulated.
 *
 * @example
 * phantomLogSummary(logs.phantom);
 * // => [{ model: "typical", records: 120, kept: 120, scenarios: 6, conditions: 5, invalid: 0, simulated: true }]
 */
import type { PhantomRecord } from "../../schema/records.js";
import { phantomGroups } from "./phantom-groups.js";

/** One row per model. */
export type PhantomLogSummaryRow = {
  model: string;
  records: number;
  kept: number;
  scenarios: number;
  conditions: number;
  invalid: number;
  simulated: boolean;
};

/**
 * Rows sorted by model (the order of {@link phantomGroups}).
 * @example
 * phantomLogSummary([]); // => []
 */
export function phantomLogSummary(records: readonly PhantomRecord[]): PhantomLogSummaryRow[] {
  const read = new Map<string, number>();
  for (const r of records) read.set(r.model, (read.get(r.model) ?? 0) + 1);
  return phantomGroups(records).map((g) => ({
    model: g.model,
    records: read.get(g.model) ?? 0,
    kept: g.records.length,
    scenarios: new Set(g.records.map((r) => r.scenario_id)).size,
    conditions: new Set(g.records.map((r) => r.condition)).size,
    invalid: g.invalid,
    simulated: g.simulated,
  }));
}
