/**
 * The simulated label, one policy for every table, figure, CLI caption and
 * report badge: from the records' `simulated: true` flags (never typed by
 * hand), "simulated" when every record is, "partly simulated" when some are,
 * nothing when none is ({@link simulatedNote}); `simulatedLabel` is its
 * caption suffix and `isSimulated` whether any record is.
 *
 * @example
 * simulatedLabel([{ simulated: true }, { model: "gpt-4o" }]); // => "(partly simulated)"
 * simulatedLabel([{ simulated: true }]);                      // => "(simulated)"
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
 * What a set of records says about being simulated: `"simulated"` when every record is, `"partly
 * simulated"` when some are, `null` when none is (or there is no record).
 *
 * @param records objects with an optional `simulated` flag (not changed)
 * @example
 * [simulatedNote([{ simulated: true }]), simulatedNote([{ simulated: true }, {}]), simulatedNote([{}]), simulatedNote([])]; // => ["simulated", "partly simulated", null, null]
 */
export function simulatedNote(records: Iterable<object>): "simulated" | "partly simulated" | null {
  let sim = 0, n = 0;
  for (const r of records) {
    n++;
    if ((r as { simulated?: unknown }).simulated === true) sim++;
  }
  if (sim === 0) return null;
  return sim === n ? "simulated" : "partly simulated";
}

/**
 * The caption suffix of {@link simulatedNote}: `"(simulated)"`, `"(partly simulated)"` or `""`.
 *
 * @example
 * `Phantom metrics ${simulatedLabel([{ simulated: true }])}`.trim(); // => "Phantom metrics (simulated)"
 */
export function simulatedLabel(records: Iterable<object>): string {
  const note = simulatedNote(records);
  return note === null ? "" : `(${note})`;
}
