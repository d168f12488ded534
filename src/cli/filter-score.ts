/**
 * `groupthink filter score FILTER.json LOG... [--json]`: score judge
 * trajectories with a saved vigilance filter (cli.md). Prints one JSON line
 * per record `{"uuid","p_capture","flagged"}` (flagged when p ≥ the filter's
 * threshold), in input order; without `--json` also a one-line summary on
 * stderr. Clusters the filter has never seen are ignored, with a warning on stderr.
 *
 * @example
 * // $ groupthink filter score filter.json fresh.jsonl --json
 * // {"uuid":"sim-000001","p_capture":0.12,"flagged":false}
 */
import { readFileSync } from "node:fs";
import { DataError, UsageError, warn } from "../errors.js";
import { loadLogs } from "../load/load-logs.js";
import { requireRecords } from "../load/require-records.js";
import { judgeParseFilter, judgeScoreFilter } from "../metrics/judge/index.js";
import { intOption, parseArgs } from "./args.js";

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { json: "boolean", seed: "number" });
  if (positionals.length < 2) throw new UsageError("expected FILTER.json and at least one LOG file");
  intOption(options, "seed", 0);
  const [filterFile, ...logFiles] = positionals;
  let text: string;
  try {
    text = readFileSync(filterFile, "utf8");
  } catch (e) {
    throw new DataError(filterFile, 0, "-", `cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const filter = judgeParseFilter(text, filterFile);
  const logs = await loadLogs(logFiles);
  const { scores, unknown } = judgeScoreFilter(filter, requireRecords(logs, "judge", logFiles));
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 10).join(", ") + (unknown.length > 10 ? `, … (${unknown.length - 10} more)` : "");
    warn(`${unknown.length} cluster(s) not in the filter's vocabulary were ignored: ${shown}`);
  }
  process.stdout.write(scores.map((s) => JSON.stringify(s) + "\n").join(""));
  if (!options.json) process.stderr.write(`${scores.filter((s) => s.flagged).length} of ${scores.length} trajectories flagged (threshold ${filter.threshold})\n`);
  return 0;
}
