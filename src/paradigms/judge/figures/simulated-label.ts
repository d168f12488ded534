import { simulatedNote } from "../../../metrics/common/simulated-label.js";

/**
 * Captions from the records' `simulated` flags (never typed by hand): the one
 * policy of {@link simulatedNote} (every record simulated, some, none), and,
 * when no record is, judge records whose judge or extractor calls were
 * simulated (`judge_simulated` / `extract_simulated`) say "simulated judge".
 * `tag` is the suffix captions use.
 *
 * @example
 * judgeSimulatedLabel([{ simulated: true }]);            // => { simulated: true, tag: " (simulated)" }
 * judgeSimulatedLabel([{ judge_simulated: true }]);      // => { simulated: true, tag: " (simulated judge)" }
 * judgeSimulatedLabel([{}]);                              // => { simulated: false, tag: "" }
 */
export function judgeSimulatedLabel(records: readonly { simulated?: unknown; judge_simulated?: unknown; extract_simulated?: unknown }[]): { simulated: boolean; tag: string } {
  const note = simulatedNote(records);
  if (note !== null) return { simulated: true, tag: ` (${note})` };
  if (records.some((r) => r.judge_simulated === true || r.extract_simulated === true)) return { simulated: true, tag: " (simulated judge)" };
  return { simulated: false, tag: "" };
}
