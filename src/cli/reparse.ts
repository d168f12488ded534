/**
 * `groupthink reparse RUN_DIR [--json]`: re-derive labels from the stored raw
 * replies with the protocol's current parsers (no requests), rewrite
 * `records.jsonl` atomically and record the parser version in the manifest.
 *
 * @example
 * // $ groupthink reparse data/runs/ph1 --json
 * // {"run_id":"…","protocol":"phantom","parser_version":"2","records":100,"changed":3,"parse_failures":1}
 */
import { parseArgs } from "./args.js";
import { UsageError } from "../errors.js";
import { reparseRun } from "../runner/reparse.js";

/**
 * Run `groupthink reparse` with the arguments after the command name.
 *
 * @param argv `[RUN_DIR]` or `[RUN_DIR, "--json"]`
 * @returns 0
 * @throws UsageError unless exactly one RUN_DIR is given; DataError from {@link reparseRun} (no manifest, or a record that becomes invalid)
 * @example
 * await main(["data/runs/ph1"]); // prints "ph1: reparsed 100 records with phantom parser 2; 3 changed, 1 parse failures"; => 0
 */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { json: "boolean" });
  if (positionals.length !== 1) throw new UsageError("expected one RUN_DIR");
  const r = reparseRun(positionals[0]);
  if (options.json) process.stdout.write(JSON.stringify(r) + "\n");
  else process.stdout.write(`${r.run_id}: reparsed ${r.records} records with ${r.protocol} parser ${r.parser_version}; ${r.changed} changed, ${r.parse_failures} parse failures\n`);
  return 0;
}
