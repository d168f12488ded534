/**
 * The options of `groupthink run benchform` (BenchForm's `eval.py`
 * arguments: protocols, `--majority_num` 3-6, `--previous_discussions_rounds`
 * up to 5, `--mode default|empowered`) and the sampling defaults (eval.py
 * samples the GPT models at temperature 0.7).
 *
 * @example
 * BENCHFORM_OPTIONS.map((o) => o.name); // => ["protocols", "majority", "rounds", "mode", "tasks"]
 */
import type { OptionSpec, SamplingParams } from "../../runner/types.js";
import { BENCHFORM_CONDITIONS } from "./kind.js";

/** Every option `plan` reads. */
export const BENCHFORM_OPTIONS: readonly OptionSpec[] = [
  { name: "protocols", type: "list", values: BENCHFORM_CONDITIONS, default: BENCHFORM_CONDITIONS, help: "BenchForm protocols to run (raw is the baseline every measure pairs with)" },
  { name: "majority", type: "list", values: ["3", "4", "5", "6"], default: ["6"], help: "majority sizes: how many of the six other participants give the majority answer (several in one run share one raw answer)" },
  { name: "rounds", type: "integer", min: 1, max: 5, default: 5, help: "prior discussion rounds shown under trust and doubt" },
  { name: "mode", type: "enum", values: ["default", "empowered"], default: "default", help: "the subject's persona: default, or the empowered persona (mitigation)" },
  { name: "tasks", type: "list", help: "only these tasks (file names without .jsonl); default every task of the bank" },
];

/** Sampling defaults (BenchForm's eval.py: temperature 0.7). */
export const BENCHFORM_SAMPLING: SamplingParams = { temperature: 0.7, max_tokens: 256 };
