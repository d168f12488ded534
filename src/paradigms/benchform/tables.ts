/**
 * BenchForm's tables: the measures document as flat rows (one per model,
 * task, protocol, majority size, rounds and persona), for a notebook's
 * `showTable` or the command line.
 *
 * @example
 * benchformTable({ protocol: "benchform", label: "", groups: [], independence: [], comparisons: [] }); // => []
 */
import type { BenchformMeasuresDoc } from "./measures.js";

/** One flat row (a type alias, so it is a plain record for `showTable`). */
export type BenchformTableRow = {
  model: string;
  task: string;
  protocol: string;
  majority: string;
  rounds: string;
  mode: string;
  n: number;
  accuracy: number | null;
  conformity_rate: number | null;
  conformity_ci: string;
  unparsed: number;
};

const ci = (c: [number, number] | null | undefined): string => (c ? `[${c[0].toFixed(3)}, ${c[1].toFixed(3)}]` : "-");

/**
 * Rows of the measures document, optionally only some tasks (e.g. `["all"]`).
 *
 * @param doc from {@link benchformMeasures}
 * @param tasks keep only these tasks (default every task and `all`)
 * @example
 * benchformTable(benchform.benchformMeasures([]), ["all"]).length; // => 0
 */
export function benchformTable(doc: BenchformMeasuresDoc, tasks?: readonly string[]): BenchformTableRow[] {
  return doc.groups
    .filter((g) => !tasks || tasks.includes(g.task))
    .map((g) => ({
      model: g.model, task: g.task, protocol: g.condition, majority: g.majority, rounds: g.rounds, mode: g.mode, n: g.accuracy.n,
      accuracy: g.accuracy.value, conformity_rate: g.conformity_rate?.value ?? null, conformity_ci: ci(g.conformity_rate?.ci), unparsed: g.unparsed,
    }));
}
