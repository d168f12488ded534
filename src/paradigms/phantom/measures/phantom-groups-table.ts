/**
 * The analysis groups of a phantom report as display rows (metrics.md §5):
 * per model (or model [run]), its scenarios, the kept records with an
 * unparseable decision (`invalid`, scored as wrong), the scenarios left out of
 * CRFR and P-CRFR for lacking an agent's private or observed-public record
 * (`excluded_scenarios`), and whether every record is simulated.
 *
 * @example
 * phantomGroupsTable(report)[0];
 * // => { Model: "typical", scenarios: 120, invalid: 26, excluded_scenarios: 0, simulated: true }
 */
import type { PhantomReport } from "./phantom-metrics.js";

/** One row per group. */
export type PhantomGroupsTableRow = {
  Model: string;
  scenarios: number;
  invalid: number;
  excluded_scenarios: number;
  simulated: boolean;
};

/**
 * Rows in the report's group order.
 * @example
 * phantomGroupsTable({ protocol: "phantom", groups: [], bootstrap: 0, seed: 0 }); // => []
 */
export function phantomGroupsTable(report: Pick<PhantomReport, "groups">): PhantomGroupsTableRow[] {
  return report.groups.map((g) => ({
    Model: g.run_id === null ? g.model : `${g.model} [${g.run_id}]`,
    scenarios: g.scenarios, invalid: g.invalid, excluded_scenarios: g.excluded_scenarios, simulated: g.simulated,
  }));
}
