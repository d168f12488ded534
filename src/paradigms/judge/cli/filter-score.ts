/**
 * `groupthink filter score FILTER.json LOG... [--json] [--max-unknown-share X]`:
 * score judge trajectories with a saved vigilance filter (cli.md; issue 15).
 * Reads only `uuid` and `clusters` of each record (no label fields needed).
 * Prints one JSON line per record `{"uuid","p_capture","flagged","score","unknown_share"}`
 * in input order — `p_capture` the calibrated probability, `flagged` when the
 * model's raw `score` ≥ the filter's threshold (extra keys `score` and
 * `unknown_share` documented here). On stderr: a warning when the records'
 * `dictionary_version` differs from the filter's, the share of (record,
 * cluster) occurrences unknown to the filter, and a summary line without
 * `--json`. When more than `--max-unknown-share` (default 0.5) of the
 * occurrences are unknown the file is another vocabulary: exit 1, nothing on stdout.
 *
 * @example
 * // $ groupthink filter score filter.json fresh.jsonl --json
 * // {"uuid":"sim-000001","p_capture":0.04,"flagged":false,"score":0.41,"unknown_share":0}
 */
import { DataError, UsageError, warn } from "../../../errors.js";
import { judgeScoreFilter } from "../measures/vigilance-filter.js";
import { loadFilter } from "../measures/filter-runtime.js";
import { intOption, parseArgs } from "../../../cli/args.js";
import { judgeReadTrajectories } from "./judge-score-input.js";

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { json: "boolean", seed: "number", "max-unknown-share": "number" });
  if (positionals.length < 2) throw new UsageError("expected FILTER.json and at least one LOG file");
  intOption(options, "seed", 0);
  const maxUnknown = options["max-unknown-share"] ?? 0.5;
  if (!(maxUnknown >= 0 && maxUnknown <= 1)) throw new UsageError(`--max-unknown-share must be in [0, 1], received ${maxUnknown}`);
  const [filterFile, ...logFiles] = positionals;
  const filter = loadFilter(filterFile);
  const records = await judgeReadTrajectories(logFiles);
  const { scores, unknown, unknown_share } = judgeScoreFilter(filter, records);
  if (unknown_share > maxUnknown) {
    throw new DataError(logFiles.join(", "), 0, "clusters",
      `${(100 * unknown_share).toFixed(1)}% of cluster occurrences are unknown to the filter (more than ${100 * maxUnknown}%): another vocabulary or dictionary? (filter dictionary_version ${JSON.stringify(filter.dictionary_version)})`);
  }
  const versions = [...new Set(records.map((r) => r.dictionary_version).filter((v) => v !== undefined))];
  if (filter.dictionary_version !== null && versions.some((v) => v !== filter.dictionary_version)) {
    warn(`records were clustered with dictionary version(s) ${versions.map((v) => JSON.stringify(v)).join(", ")}, the filter with ${JSON.stringify(filter.dictionary_version)}: re-cluster them (groupthink reparse RUN_DIR --dictionary …) for comparable features`);
  }
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 10).map((s) => JSON.stringify(s)).join(", ") + (unknown.length > 10 ? `, … (${unknown.length - 10} more)` : "");
    warn(`${unknown.length} cluster name(s) not in the filter's vocabulary were ignored (${(100 * unknown_share).toFixed(2)}% of occurrences): ${shown}`);
  }
  process.stdout.write(scores.map((s) => JSON.stringify(s) + "\n").join(""));
  if (!options.json) process.stderr.write(`${scores.filter((s) => s.flagged).length} of ${scores.length} trajectories flagged (threshold ${filter.threshold})\n`);
  return 0;
}
