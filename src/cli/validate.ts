/**
 * `groupthink validate LOG... [--json]`: check every record against the
 * trial-log contract and print record counts per protocol and model.
 * Exit 1 on the first bad line (message `FILE:LINE: FIELD: reason`, nothing on stdout).
 *
 * @example
 * // $ groupthink validate a.jsonl --json
 * // {"records":120,"counts":[{"protocol":"phantom","model":"typical","records":120}]}
 */
import { UsageError } from "../errors.js";
import { countLogs } from "../load/load-logs.js";
import { parseArgs } from "./args.js";
import { formatTable } from "./format-table.js";

/**
 * Run `groupthink validate LOG... [--json]`; returns the exit status (0 when every record is valid).
 *
 * @throws UsageError without a LOG; DataError (exit 1 through the CLI) at the first bad line
 * @example
 * await main(["data/samples/phantom-sample.jsonl", "--json"]);
 * // prints {"records":120,"counts":[{"protocol":"phantom","model":"typical","records":120}]}; => 0
 */
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
