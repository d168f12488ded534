/**
 * Captions with the simulated label ({@link simulatedNote}, the one policy of
 * `src/metrics/common/simulated-label.ts`, re-exported here for figures and tables).
 *
 * @example
 * simulatedNote([{ simulated: true }, { simulated: false }]); // => "partly simulated"
 */
import { simulatedNote } from "../metrics/common/simulated-label.js";

export { simulatedNote };

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
