/**
 * A sealed run folder (a finished simulated run whose `calls.jsonl` the data scripts gzipped to
 * `calls.jsonl.gz`; scripts/data/sealed-run.ts) is opened by the journal like any other: the journal first
 * restores `calls.jsonl` from the `.gz`, so a resumed or extended `groupthink run` on that folder replays and
 * counts every earlier call instead of starting an empty journal.
 *
 * @module
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";

/**
 * Restore `calls.jsonl` from `calls.jsonl.gz` in `dir` when only the `.gz` is there (written to a temporary
 * name, then renamed, so an interrupted restore leaves the `.gz` in place); returns whether it restored. A folder
 * with a plain `calls.jsonl` (or neither file) is left as it is.
 *
 * @param dir a run folder
 * @example
 * unsealCalls("test/fixtures/view/phantom-run"); // => false  (a plain calls.jsonl: left as it is)
 * unsealCalls("/nonexistent-run"); // => false
 */
export function unsealCalls(dir: string): boolean {
  const plain = join(dir, "calls.jsonl"), gz = join(dir, "calls.jsonl.gz");
  if (existsSync(plain) || !existsSync(gz)) return false;
  const tmp = join(dir, ".calls.jsonl.unseal.tmp");
  writeFileSync(tmp, gunzipSync(readFileSync(gz)));
  renameSync(tmp, plain);
  rmSync(gz);
  return true;
}
