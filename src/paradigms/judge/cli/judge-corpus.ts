/**
 * `groupthink judge corpus --out FILE [--n N] [--seed S]`: write a simulated
 * judge corpus (planted logistic ground truth from
 * `scenarios/sim/judge-profiles.json`; every record `simulated: true`) as JSONL.
 * Default n = 22,500 (the paper's scale).
 *
 * @example
 * // $ groupthink judge corpus --out data/sim/judge/corpus.jsonl --n 3000 --seed 0
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { UsageError } from "../../../errors.js";
import { projectPath } from "../../../paths.js";
import { judgeSimulateCorpus, type JudgeCorpusParams } from "../protocol/corpus.js";
import { parseArgs } from "../../../cli/args.js";

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { out: "string", n: "number", seed: "number", json: "boolean" });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}`);
  if (!options.out) throw new UsageError("--out FILE is required");
  const n = options.n, seed = options.seed ?? 0;
  if (n !== undefined && (!Number.isInteger(n) || n < 1)) throw new UsageError(`--n must be a positive integer, received ${n}`);
  if (!Number.isInteger(seed) || seed < 0) throw new UsageError(`--seed must be a non-negative integer, received ${seed}`);
  const params = JSON.parse(readFileSync(projectPath("scenarios", "sim", "judge-profiles.json"), "utf8")).corpus as JudgeCorpusParams;
  const records = judgeSimulateCorpus(params, { n, seed });
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, records.map((r) => JSON.stringify(r) + "\n").join(""));
  const summary = { records: records.length, seed, out: options.out };
  if (options.json) process.stdout.write(JSON.stringify(summary) + "\n");
  else process.stderr.write(`${records.length} simulated judge records written to ${options.out}\n`);
  return 0;
}
