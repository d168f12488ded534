/**
 * The pipeline logs of a judge data folder: `DIR/pipeline-<name>/records.jsonl`
 * for every such sub-folder, sorted by path (as `scripts/data/judge.sh` writes
 * them: one per propagator profile, plus cross-blind runs), so notebooks need
 * no file-system code. Corpus files in `DIR` itself are not pipeline runs and
 * are left out.
 *
 * @example
 * judgePipelineLogFiles(projectPath("data/sim/judge"));
 * // => [".../pipeline-resistant/records.jsonl", ".../pipeline-susceptible/records.jsonl", ...]
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { argError } from "../../errors.js";

/**
 * List the pipeline logs of a folder.
 * @throws RangeError when the folder does not exist or holds no `pipeline-*` log
 * @example
 * judgePipelineLogFiles("/no/such/dir"); // throws RangeError
 */
export function judgePipelineLogFiles(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new RangeError(argError("judgePipelineLogFiles", "dir", "an existing folder", dir));
  const files = readdirSync(dir)
    .filter((name) => name.startsWith("pipeline-") && statSync(join(dir, name)).isDirectory() && existsSync(join(dir, name, "records.jsonl")))
    .map((name) => join(dir, name, "records.jsonl"))
    .sort();
  if (files.length === 0) throw new RangeError(argError("judgePipelineLogFiles", "dir", "a folder holding pipeline-*/records.jsonl", dir));
  return files;
}
