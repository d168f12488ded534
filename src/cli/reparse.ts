/**
 * `groupthink reparse RUN_DIR [--json] [--dictionary DICT.json]`: re-derive labels from the stored raw
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
import { judgeLoadDictionary } from "../runner/protocols/judge/dictionary.js";
import { judgeUseReparseDictionary } from "../runner/protocols/judge/reparse.js";

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
  const { positionals, options } = parseArgs(argv, { json: "boolean", dictionary: "string" });
  if (positionals.length !== 1) throw new UsageError("expected one RUN_DIR");
  // judge runs: --dictionary DICT.json re-clusters the raw labels through that master dictionary
  const prev = options.dictionary === undefined ? null : judgeUseReparseDictionary(judgeLoadDictionary(options.dictionary));
  let r;
  try {
    r = reparseRun(positionals[0]);
  } finally {
    if (options.dictionary !== undefined) judgeUseReparseDictionary(prev);
  }
  if (options.json) process.stdout.write(JSON.stringify(r) + "\n");
  else process.stdout.write(`${r.run_id}: reparsed ${r.records} records with ${r.protocol} parser ${r.parser_version}; ${r.changed} changed, ${r.parse_failures} parse failures\n`);
  return 0;
}
