/**
 * The simulated check, written once for every table, figure and CLI caption:
 * whether any input record was produced by the built-in simulator (its
 * `simulated: true` flag), and the caption suffix that says so. Labels are
 * derived from the records, never hard-coded.
 *
 * @example
 * simulatedLabel([{ simulated: true }, { model: "gpt-4o" }]); // => "(simulated)"
 * simulatedLabel([{ model: "gpt-4o" }]);                      // => ""
 */

/**
 * How many records carry `simulated: true` (a summary's "all simulated" is `countSimulated(rs) === rs.length > 0`).
 *
 * @example
 * countSimulated([{ simulated: true }, {}, { simulated: "yes" }]); // => 1
 */
export function countSimulated(records: Iterable<object>): number {
  let n = 0;
  for (const r of records) if ((r as { simulated?: unknown }).simulated === true) n++;
  return n;
}

/**
 * True when any record carries `simulated: true`.
 *
 * @param records any records (not changed); none → false
 * @example
 * isSimulated([]);                    // => false
 * isSimulated([{ simulated: false }, { simulated: true }]); // => true
 */
export function isSimulated(records: Iterable<object>): boolean {
  for (const r of records) if ((r as { simulated?: unknown }).simulated === true) return true;
  return false;
}

/**
 * `"(simulated)"` when any record is simulated ({@link isSimulated}), else `""`.
 *
 * @example
 * `Phantom metrics ${simulatedLabel([{ simulated: true }])}`.trim(); // => "Phantom metrics (simulated)"
 */
export function simulatedLabel(records: Iterable<object>): string {
  return isSimulated(records) ? "(simulated)" : "";
}
