/**
 * The hidden-profile run directories under a data folder (as written by
 * `scripts/data/hidden_profile.sh`): every `<run>/records.jsonl`, or
 * `<run>/smoke/records.jsonl` when `smoke` is true, sorted by run name.
 * `only` keeps the runs whose name matches.
 *
 * @example
 * hiddenProfileRunDirs("data/sim/hidden_profile", false, /^gpt-4\.1-sim-/).length; // => 20
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Run directories holding a `records.jsonl` (see module doc). */
export function hiddenProfileRunDirs(dataDir: string, smoke = false, only?: RegExp): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && (only === undefined || only.test(d.name)))
    .map((d) => (smoke ? join(dataDir, d.name, "smoke") : join(dataDir, d.name)))
    .filter((d) => existsSync(join(d, "records.jsonl")))
    .sort();
}
