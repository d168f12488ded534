/**
 * `groupthink validate LOG... [--json]`: check every record against the
 * trial-log contract and print record counts per protocol and model. Every bad
 * line is reported (`FILE:LINE: FIELD: reason` on stderr, up to 100, then
 * "… and N more"), then exit 1 with nothing on stdout. LOG may be a file, a
 * run folder or an experiment folder.
 *
 * @example
 * // $ groupthink validate a.jsonl --json
 * // {"records":120,"counts":[{"protocol":"phantom","model":"typical","records":120}]}
 */
import { jsonLine } from "./provenance-output.js";
import { UsageError } from "../errors.js";
import { loadLogs, validateLogs } from "../load/load-logs.js";
import { intOption, parseArgs } from "./args.js";
import { formatTable } from "./format-table.js";
import type { CommandHelp } from "./help.js";

/** Bad lines shown before "… and N more". */
const MAX_SHOWN = 100;

/** The `--help` of `groupthink validate`. */
export const help: CommandHelp = {
  usage: "groupthink validate LOG... [--json] [--seed S]",
  summary: `Check every record against the trial-log contract (docs/TRIAL-LOGS.md) for every registered record kind: field types, labels, cross-field rules, duplicate ids, UTF-8. Every bad line is reported on stderr as FILE:LINE: FIELD: reason (the first ${MAX_SHOWN}, then a count of the rest) before exiting 1; otherwise the record counts per protocol and model are printed.`,
  args: [["LOG...", "JSONL files, run folders (their records.jsonl) or experiment folders (every records.jsonl below)"]],
  options: [
    ["--json", "", 'print {"records": N, "counts": [{"protocol", "model", "records"}]} on stdout'],
    ["--seed S", "0", "accepted for uniformity; nothing here is random"],
  ],
  exit: [["0", "every record is valid"], ["1", "bad lines (all listed on stderr; nothing on stdout) or an unreadable input"], ["2", "bad usage"]],
  examples: ["groupthink validate runs/exp1 --json", "groupthink validate a.jsonl b.jsonl"],
};

/**
 * Run `groupthink validate LOG... [--json]`; returns the exit status (0 when every record is valid, 1 otherwise).
 *
 * @throws UsageError without a LOG; DataError (exit 1 through the CLI) for an unreadable input
 * @example
 * await main(["data/samples/phantom-sample.jsonl", "--json"]);
 * // prints {"records":120,"counts":[{"protocol":"phantom","model":"typical","records":120}]}; => 0
 */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { json: "boolean", seed: "number" });
  const seed = intOption(options, "seed", 0);
  if (positionals.length === 0) throw new UsageError("expected at least one LOG file or folder");
  const result = await validateLogs(positionals, MAX_SHOWN);
  if (result.errors.length > 0) {
    const lines = result.errors.map((e) => e.message);
    if (result.more > 0) lines.push(`… and ${result.more} more`);
    const total = result.errors.length + result.more;
    lines.push(`${total} bad line${total === 1 ? "" : "s"}; ${result.records} valid record${result.records === 1 ? "" : "s"}`);
    process.stderr.write(lines.join("\n") + "\n");
    return 1;
  }
  const { errors: _e, more: _m, ...counts } = result;
  if (options.json) process.stdout.write(jsonLine(counts, await loadLogs(positionals), { bootstrap: null, seed }));
  else {
    process.stdout.write(
      formatTable(["protocol", "model", "records"], counts.counts.map((c) => [c.protocol, c.model, String(c.records)])) +
        `\n${counts.records} valid records in ${positionals.length} input(s)\n`,
    );
  }
  return 0;
}
