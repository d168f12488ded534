/**
 * The paired data of two sides' records for one paradigm: the dispatch
 * behind `compareRuns` and `groupthink plan`, through the paradigm's
 * registered {@link CompareSupport} (phantom scenarios, panel items —
 * or two panel conditions of the same records with `by: "condition"` —,
 * hidden-profile tasks — variants as sides with `by: "condition"` —, judge
 * trajectories, BenchForm items).
 *
 * @example
 * const logs = await loadLogs(["test/fixtures/compare/hp-susceptible.jsonl", "test/fixtures/compare/hp-typical.jsonl"]);
 * const side = (m: string) => logs.hidden_profile.filter((r) => r.model === m);
 * pairedDataFor("hidden_profile", "model", side("susceptible"), side("typical"), ["susceptible", "typical"], logs.hidden_profile, 0).unitKind; // => "task"
 */
import { argError } from "../../errors.js";
import type { AnyRecord } from "../../schema/records.js";
import { analysisOf, comparableParadigms, type CompareSupport } from "../common/analysis-registry.js";
import type { CompareBy } from "./compare-by.js";
import type { PairedData } from "./paired-data.js";

/**
 * The paradigms that can be compared and planned (those registering a {@link CompareSupport}), in
 * registration order: a live view of the registry (kept as a constant-like name for one release; prefer
 * {@link comparableParadigms}).
 *
 * @example
 * COMPARE_PROTOCOLS.includes("phantom"); // => true
 */
export const COMPARE_PROTOCOLS: readonly string[] = new Proxy([] as string[], {
  get: (_t, k) => Reflect.get(comparableParadigms(), k),
  has: (_t, k) => Reflect.has(comparableParadigms(), k),
  ownKeys: () => Reflect.ownKeys(comparableParadigms()),
  getOwnPropertyDescriptor: (_t, k) => Reflect.getOwnPropertyDescriptor(comparableParadigms(), k),
});
/** A paradigm name that can be compared (any registered one with compare support). */
export type CompareProtocol = string;

/**
 * A paradigm's compare support.
 * @throws RangeError naming the comparable paradigms for one without
 * @example
 * compareSupport("phantom").planMeasure; // => ["ppg", "ppg"]
 */
export function compareSupport(protocol: string, fn = "pairedDataFor"): CompareSupport {
  const c = analysisOf(protocol)?.compare;
  if (!c) throw new RangeError(argError(fn, "protocol", comparableParadigms().join(", "), protocol));
  return c;
}

/**
 * @param protocol the paradigm
 * @param by what the sides are
 * @param ref the reference side's records
 * @param other the other side's records
 * @param labels the sides' names (with `by: "condition"` on panel: the two conditions)
 * @param all every record (panel conditions are compared within them)
 * @param seed seed of the judge's train/test split
 * @param measures only these measures (else the paradigm's all)
 * @throws RangeError for a paradigm that registers no compare support
 */
export function pairedDataFor(protocol: CompareProtocol, by: CompareBy, ref: AnyRecord[], other: AnyRecord[], labels: [string, string], all: AnyRecord[], seed: number, measures?: readonly string[]): PairedData {
  return compareSupport(protocol).pairedData(by, ref, other, labels, all, seed, measures);
}
