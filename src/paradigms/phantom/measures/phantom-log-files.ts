/**
 * The trial-log files of a phantom data folder: `DIR/<run>/records.jsonl` for
 * every sub-folder (e.g. one per simulator profile, as `scripts/data/phantom.sh`
 * writes them) plus any `DIR/*.jsonl`, sorted by path (the shared
 * {@link runLogFiles}), so notebooks need no file-system code.
 *
 * @example
 * phantomLogFiles(projectPath("data/sim/phantom"));
 * // => [".../data/sim/phantom/resistant/records.jsonl", ".../data/sim/phantom/susceptible/records.jsonl", ...]
 */
import { runLogFiles } from "../../../load/log-files.js";

/**
 * List the log files of a folder.
 * @throws RangeError when the folder does not exist or holds no log
 */
export function phantomLogFiles(dir: string): string[] {
  return runLogFiles(dir, { jsonl: true, caller: "phantomLogFiles", what: "*/records.jsonl or *.jsonl" });
}
