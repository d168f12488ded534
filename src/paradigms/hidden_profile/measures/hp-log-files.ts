/**
 * The hidden-profile run directories under a data folder (as written by
 * `scripts/data/hidden_profile.sh`): every `<run>/records.jsonl`, or
 * `<run>/smoke/records.jsonl` when `smoke` is true, sorted by run name.
 * `only` keeps the runs whose name matches. Found by the shared
 * {@link runLogFiles} (a missing folder or one without runs is a RangeError).
 *
 * @example
 * hiddenProfileRunDirs("data/sim/hidden_profile", false, /^gpt-4\.1-sim-/).length; // => 20
 */
import { basename, dirname, join } from "node:path";
import { runLogFiles } from "../../../load/log-files.js";

/** Run directories holding a `records.jsonl` (see module doc). @throws RangeError for a missing folder or one without runs */
export function hiddenProfileRunDirs(dataDir: string, smoke = false, only?: RegExp): string[] {
  return runLogFiles(dataDir, { smoke, match: only, caller: "hiddenProfileRunDirs" }).map((f) => dirname(f)).sort();
}

/**
 * The run directory of one run name among {@link hiddenProfileRunDirs}' output
 * (the directory named `run`, or its `smoke/` child), or null when absent.
 *
 * @example
 * hiddenProfileModelRun(["d/gpt-4.1-sim-rounds-5", "d/gpt-4.1-sim"], "gpt-4.1-sim"); // => "d/gpt-4.1-sim"
 * hiddenProfileModelRun(["d/gpt-4.1-sim/smoke"], "gpt-4.1-sim");                    // => "d/gpt-4.1-sim/smoke"
 */
export function hiddenProfileModelRun(runs: readonly string[], run: string): string | null {
  const name = (d: string) => (basename(d) === "smoke" ? basename(dirname(d)) : basename(d));
  return runs.find((d) => name(d) === run) ?? null;
}

/**
 * The `records.jsonl` file of each run directory, in order (for {@link loadLogs}).
 *
 * @example
 * hiddenProfileRecordFiles(["d/typical", "d/gpt-4.1-sim/smoke"]); // => ["d/typical/records.jsonl", "d/gpt-4.1-sim/smoke/records.jsonl"]
 */
export function hiddenProfileRecordFiles(runs: readonly string[]): string[] {
  return runs.map((d) => join(d, "records.jsonl"));
}
