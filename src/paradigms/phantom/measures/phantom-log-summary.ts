/**
 * What a phantom log holds, per model: the phantom rows of the shared
 * {@link logSummary} (records as read; records kept after natural-key
 * de-duplication, replicate included; distinct scenarios and conditions;
 * kept records with an unparseable decision; whether every kept record is simulated).
 *
 * @example
 * phantomLogSummary(logs.phantom);
 * // => [{ model: "typical", records: 120, kept: 120, scenarios: 6, conditions: 5, invalid: 0, simulated: true }]
 */
import { logSummary } from "../../../load/log-summary.js";
import type { PhantomRecord } from "../../../paradigms/phantom/kind.js";

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
 * Rows sorted by model.
 * @example
 * phantomLogSummary([]); // => []
 */
export function phantomLogSummary(records: readonly PhantomRecord[]): PhantomLogSummaryRow[] {
  return logSummary(records.filter((r) => r.protocol === "phantom")).map((s) => ({
    model: s.model,
    records: s.records,
    kept: s.kept,
    scenarios: s.distinct.scenario_id ?? 0,
    conditions: s.distinct.condition ?? 0,
    invalid: s.invalid,
    simulated: s.kept > 0 && s.simulated === s.kept,
  }));
}
