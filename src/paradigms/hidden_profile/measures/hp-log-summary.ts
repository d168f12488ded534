/**
 * A one-line description of loaded hidden-profile logs for a notebook: how
 * many run directories and records, how many distinct (model, variant)
 * groups, and whether every record is simulated (shared helpers `distinctCount`, `countSimulated`).
 *
 * @example
 * hiddenProfileLogSummary(["runs/a"], [{ model: "m", variant: "baseline", simulated: true }]);
 * // => { runs: 1, records: 1, groups: 1, simulated: true }
 */
import { distinctCount } from "../../../load/log-summary.js";
import type { HiddenProfileRecord } from "../../../paradigms/hidden_profile/kind.js";
import { countSimulated } from "../../../metrics/common/simulated-label.js";

/** See module doc. `simulated` is false for an empty log. */
export function hiddenProfileLogSummary(runs: readonly string[], records: readonly Pick<HiddenProfileRecord, "model" | "variant" | "simulated">[]) {
  return {
    runs: runs.length,
    records: records.length,
    groups: distinctCount(records, ["model", "variant"]),
    simulated: records.length > 0 && countSimulated(records) === records.length,
  };
}
