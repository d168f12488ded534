/**
 * The trial-log files of a phantom data folder: `DIR/<run>/records.jsonl` for
 * every sub-folder (e.g. one per simulator profile, as `scripts/data/phantom.sh`
 * writes them) plus any `DIR/*.jsonl`, sorted by path, so notebooks need no
 * file-system code.
 *
 * @example
 * phantomLogFiles(projectPath("data/sim/phantom"));
 * // => [".../data/sim/phantom/resistant/records.jsonl", ".../data/sim/phantom/susceptible/records.jsonl", ...]
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { argError } from "../../errors.js";

/**
 * List the log files of a folder.
 * @throws RangeError when the folder does not exist or holds no log
 */
export function phantomLogFiles(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new RangeError(argError("phantomLogFiles", "dir", "an existing folder", dir));
  const files: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (name.endsWith(".jsonl") && statSync(p).isFile()) files.push(p);
    else if (statSync(p).isDirectory() && existsSync(join(p, "records.jsonl"))) files.push(join(p, "records.jsonl"));
  }
  if (files.length === 0) throw new RangeError(argError("phantomLogFiles", "dir", "a folder holding */records.jsonl or *.jsonl", dir));
  return files.sort();
}
