/**
 * `groupthink validate LOG... [--json]`: check every record against the
 * trial-log contract and print record counts per protocol and model.
 * Exit 1 on the first bad line (message `FILE:LINE: FIELD: reason`, nothing on stdout).
 *
 * @example
 * // $ groupthink validate a.jsonl --json
 * // {"records":40,"counts":[{"protocol":"phantom","model":"typical","records":40}]}
 */
import { UsageError } from "../errors.js";
import { countLogs } from "../load/load-logs.js";
import { parseArgs } from "./args.js";
import { formatTable } from "./format-table.js";

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { json: "boolean", seed: "number" });
  if (positionals.length === 0) throw new UsageError("expected at least one LOG file");
  const result = await countLogs(positionals);
  if (options.json) process.stdout.write(JSON.stringify(result) + "\n");
  else {
    process.stdout.write(
      formatTable(["protocol", "model", "records"], result.counts.map((c) => [c.protocol, c.model, String(c.records)])) +
        `\n${result.records} valid records in ${positionals.length} file(s)\n`,
    );
  }
  return 0;
}
