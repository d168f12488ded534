/**
 * The pipeline logs of a judge data folder: `DIR/pipeline-<name>/records.jsonl`
 * for every such sub-folder, sorted by path (as `scripts/data/judge.sh` writes
 * them: one per propagator profile, plus cross-blind runs; the shared
 * {@link runLogFiles}), so notebooks need no file-system code. Corpus files in
 * `DIR` itself are not pipeline runs and are left out.
 *
 * @example
 * judgePipelineLogFiles(projectPath("data/sim/judge"));
 * // => [".../pipeline-resistant/records.jsonl", ".../pipeline-susceptible/records.jsonl", ...]
 */
import { runLogFiles } from "../../../load/log-files.js";

/**
 * List the pipeline logs of a folder.
 * @throws RangeError when the folder does not exist or holds no `pipeline-*` log
 * @example
 * judgePipelineLogFiles("/no/such/dir"); // throws RangeError
 */
export function judgePipelineLogFiles(dir: string): string[] {
  return runLogFiles(dir, { match: /^pipeline-/, caller: "judgePipelineLogFiles", what: "pipeline-*/records.jsonl" });
}
