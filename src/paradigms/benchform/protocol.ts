/**
 * The BenchForm protocol plug-in: BenchForm's published items (default
 * `../shared/external/benchform/` beside the checkout, or `--scenarios PATH`),
 * its options, plan, driver and parser.
 *
 * @example
 * benchformProtocol.defaultBank; // => "../shared/external/benchform"
 */
import type { Protocol } from "../../runner/types.js";
import { loadBenchformBank, type BenchformItem } from "./bank.js";
import { runBenchformJob } from "./driver.js";
import { BENCHFORM_OPTIONS, BENCHFORM_SAMPLING } from "./options.js";
import { BENCHFORM_PARSER_VERSION } from "./parse.js";
import { planBenchform } from "./plan.js";
import { reparseBenchform } from "./reparse.js";

/** The plug-in object the registry runs. */
export const benchformProtocol: Protocol<BenchformItem> = {
  name: "benchform",
  parserVersion: BENCHFORM_PARSER_VERSION,
  defaultBank: "../shared/external/benchform",
  promptsDir: "src/paradigms/benchform/prompts.ts",
  options: BENCHFORM_OPTIONS,
  sampling: BENCHFORM_SAMPLING,
  loadBank: loadBenchformBank,
  plan: planBenchform,
  runJob: runBenchformJob,
  reparse: reparseBenchform,
};
