/**
 * The caption suffix that says what the data are, derived from the records'
 * `simulated` flags (never typed by hand): " (simulated)" when every record
 * is simulated, " (partly simulated: MODEL, …)" naming the simulated models
 * when some are, "" for real data only.
 *
 * @example
 * phantomDataLabel([{ model: "typical", simulated: true }]); // => " (simulated)"
 * phantomDataLabel([{ model: "gpt-4o" }]);                   // => ""
 * phantomDataLabel([{ model: "a", simulated: true }, { model: "b" }]); // => " (partly simulated: a)"
 */

/**
 * The suffix for a set of records (or anything with `model` and `simulated`).
 * @example
 * phantomDataLabel([]); // => ""
 */
export function phantomDataLabel(records: readonly { model: string; simulated?: boolean }[]): string {
  if (records.length === 0) return "";
  const sim = new Set<string>(), real = new Set<string>();
  for (const r of records) (r.simulated === true ? sim : real).add(r.model);
  if (sim.size === 0) return "";
  if (real.size === 0) return " (simulated)";
  return ` (partly simulated: ${[...sim].sort().join(", ")})`;
}
