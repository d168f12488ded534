/**
 * What a set of records says about being simulated, from their `simulated`
 * flags (never typed by hand): `"simulated"` when every record is,
 * `"partly simulated"` when some are, `null` when none is (or there is no
 * record).
 *
 * @example
 * simulatedNote([{ simulated: true }, { simulated: false }]); // => "partly simulated"
 */

/**
 * The simulated label of records.
 *
 * @param records objects with an optional `simulated` flag (not changed)
 * @example
 * [simulatedNote([{ simulated: true }]), simulatedNote([{}]), simulatedNote([])]; // => ["simulated", null, null]
 */
export function simulatedNote(records: readonly { simulated?: unknown }[]): "simulated" | "partly simulated" | null {
  let sim = 0;
  for (const r of records) if (r.simulated === true) sim++;
  if (sim === 0) return null;
  return sim === records.length ? "simulated" : "partly simulated";
}

/**
 * A caption with the simulated label appended when the records call for it.
 *
 * @param text the caption
 * @param records the records the table or figure shows
 * @example
 * captionFor("Table 1", [{ simulated: true }]); // => "Table 1 (simulated)"
 * captionFor("Table 1", [{ simulated: false }]); // => "Table 1"
 */
export function captionFor(text: string, records: readonly { simulated?: unknown }[]): string {
  const n = simulatedNote(records);
  return n ? `${text} (${n})` : text;
}
