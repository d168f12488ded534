/**
 * Captions from the records' `simulated` flags (never typed by hand): a set of
 * judge records is simulated when every record is (`simulated: true`), or
 * when its judge or extractor calls were (`judge_simulated` /
 * `extract_simulated`). `tag` is the suffix captions use.
 *
 * @example
 * judgeSimulatedLabel([{ simulated: true }]);            // => { simulated: true, tag: " (simulated)" }
 * judgeSimulatedLabel([{ judge_simulated: true }]);      // => { simulated: true, tag: " (simulated judge)" }
 * judgeSimulatedLabel([{}]);                              // => { simulated: false, tag: "" }
 */
export function judgeSimulatedLabel(records: readonly { simulated?: unknown; judge_simulated?: unknown; extract_simulated?: unknown }[]): { simulated: boolean; tag: string } {
  if (records.length > 0 && records.every((r) => r.simulated === true)) return { simulated: true, tag: " (simulated)" };
  if (records.some((r) => r.simulated === true)) return { simulated: true, tag: " (partly simulated)" };
  if (records.some((r) => r.judge_simulated === true || r.extract_simulated === true)) return { simulated: true, tag: " (simulated judge)" };
  return { simulated: false, tag: "" };
}
