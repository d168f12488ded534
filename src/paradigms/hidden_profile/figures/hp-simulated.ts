/**
 * The simulated label of hidden-profile output, derived from the records'
 * `simulated` flags (never typed by hand): `" (simulated)"` when every record
 * is simulated, `" (partly simulated: k of n records)"` when some are, `""`
 * when none are. {@link hpAllSimulated} is the boolean the figure functions take.
 *
 * @example
 * hpSimulatedSuffix([{ simulated: true }, { simulated: true }]); // => " (simulated)"
 * hpSimulatedSuffix([{ simulated: true }, {}]);                  // => " (partly simulated: 1 of 2 records)"
 * hpSimulatedSuffix([{}]);                                       // => ""
 */

/** See module doc. */
export function hpSimulatedSuffix(records: readonly { simulated?: unknown }[]): string {
  const k = records.filter((r) => r.simulated === true).length;
  if (k === 0) return "";
  return k === records.length ? " (simulated)" : ` (partly simulated: ${k} of ${records.length} records)`;
}

/**
 * Whether any of the records is simulated (figures are then labelled).
 * @example
 * hpAllSimulated([{ simulated: true }, {}]); // => true
 */
export function hpAllSimulated(records: readonly { simulated?: unknown }[]): boolean {
  return records.some((r) => r.simulated === true);
}
