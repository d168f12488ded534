/**
 * A one-line description of loaded hidden-profile logs for a notebook: how
 * many run directories and records, how many distinct (model, variant)
 * groups, and whether every record is simulated.
 *
 * @example
 * hiddenProfileLogSummary(["runs/a"], [{ model: "m", variant: "baseline", simulated: true }]);
 * // => { runs: 1, records: 1, groups: 1, simulated: true }
 */
import type { HiddenProfileRecord } from "../../schema/records.js";

/** See module doc. `simulated` is false for an empty log. */
export function hiddenProfileLogSummary(runs: readonly string[], records: readonly Pick<HiddenProfileRecord, "model" | "variant" | "simulated">[]) {
  return {
    runs: runs.length,
    records: records.length,
    groups: new Set(records.map((r) => JSON.stringify([r.model, r.variant]))).size,
    simulated: records.length > 0 && records.every((r) => r.simulated === true),
  };
}
