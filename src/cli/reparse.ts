/**
 * `groupthink reparse RUN_DIR [--json] [--dictionary DICT.json | --shipped-dictionary]`: re-derive
 * labels from the stored raw replies with the protocol's current parsers (no requests), rewrite
 * `records.jsonl` atomically and record the parser version in the manifest.
 *
 * Judge runs re-cluster their raw labels through a master dictionary: the run's own
 * (`--dictionary` it was run with, from its manifest) unless told otherwise: `--dictionary
 * DICT.json` uses that one, `--shipped-dictionary` the shipped `scenarios/judge/master-dictionary.json`.
 * A run's dictionary that can no longer be read is an error naming it and both flags.
 *
 * @example
 * // $ groupthink reparse data/runs/ph1 --json
 * // {"run_id":"…","protocol":"phantom","parser_version":"2","records":100,"changed":3,"parse_failures":1}
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "./args.js";
import { DataError, UsageError } from "../errors.js";
import { MANIFEST_FILE, readManifest } from "../runner/manifest.js";
import { reparseRun } from "../runner/reparse.js";
import { getParadigm, paradigmNames } from "../paradigms/registry.js";

/**
 * The dictionary file a reparse of `dir` uses: `--dictionary` when given, null with `--shipped-dictionary`,
 * else the run's own `dictionary` protocol option (null when it had none).
 *
 * @throws UsageError for both flags at once; DataError when the run's own dictionary file is gone
 * @example
 * reparseDictionary("data/runs/ph1", {}); // => null (not a judge run with a custom dictionary)
 */
export function reparseDictionary(dir: string, options: { dictionary?: string; shipped?: boolean }): string | null {
  if (options.dictionary !== undefined && options.shipped) throw new UsageError("--dictionary and --shipped-dictionary contradict each other");
  if (options.dictionary !== undefined) return options.dictionary;
  if (options.shipped) return null;
  const own = readManifest(dir)?.config.protocol_options?.dictionary;
  if (typeof own !== "string" || own === "") return null;
  if (!existsSync(own)) {
    throw new DataError(join(dir, MANIFEST_FILE), 1, "config.protocol_options.dictionary", `the run's dictionary ${own} cannot be read: pass --dictionary PATH (that file, moved) or --shipped-dictionary`);
  }
  return own;
}

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
  const { positionals, options } = parseArgs(argv, { json: "boolean", dictionary: "string", "shipped-dictionary": "boolean" });
  if (positionals.length !== 1) throw new UsageError("expected one RUN_DIR");
  // judge runs: the run's own dictionary, --dictionary DICT.json, or --shipped-dictionary
  const dict = reparseDictionary(positionals[0], { dictionary: options.dictionary as string | undefined, shipped: options["shipped-dictionary"] === true });
  // each paradigm that reads a dictionary when it reparses (judge) is told which; restored afterwards
  const restores = paradigmNames().flatMap((n) => { const set = getParadigm(n)?.reparseDictionary; return set ? [set(dict)] : []; });
  let r;
  try {
    r = reparseRun(positionals[0]);
  } finally {
    for (const restore of restores.reverse()) restore();
  }
  const out = { ...r, ...(dict !== null ? { dictionary: dict } : {}) };
  if (options.json) process.stdout.write(JSON.stringify(out) + "\n");
  else process.stdout.write(`${r.run_id}: reparsed ${r.records} records with ${r.protocol} parser ${r.parser_version}${dict !== null ? ` and dictionary ${dict}` : ""}; ${r.changed} changed, ${r.parse_failures} parse failures\n`);
  return 0;
}
