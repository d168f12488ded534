/**
 * The phantom protocol's declared options (what `plan` reads; the runner's
 * option parser checks argv and experiment files against this list) and its
 * default sampling parameters.
 *
 * Sampling: paper 000 does not state its decoding settings (no temperature,
 * top-p or token limit anywhere in the text); we default to temperature 0 (one
 * deterministic answer per stimulus, the usual choice for a benchmark of label
 * decisions) and set no token cap (the reply is a label; a cap would cut a
 * reasoning model's hidden reasoning and leave it no answer — `--max-tokens`
 * sets one). JSON mode is off: the App. D reply format is a bare label, and
 * the parser reads labels whatever the format.
 *
 * @example
 * PHANTOM_OPTIONS.map((o) => o.name); // => ["agents", "conditions", "trial-prefix", "prompts"]
 * PHANTOM_SAMPLING.temperature;        // => 0
 */
import { PHANTOM_CONDITIONS } from "../../../schema/vocab.js";
import type { OptionSpec, SamplingParams } from "../../../runner/types.js";

/** Every option `plan` reads. */
export const PHANTOM_OPTIONS: readonly OptionSpec[] = [
  { name: "agents", type: "integer", min: 3, default: 4, help: "agents per scenario group (paper: 4); agent j speaks public signal j mod 4" },
  { name: "conditions", type: "list", values: PHANTOM_CONDITIONS, default: PHANTOM_CONDITIONS, help: "belief-context conditions to run (informed implies private)" },
  { name: "trial-prefix", type: "string", help: "prefix of every trial id (default: the model, so logs of several models load together)" },
  { name: "prompts", type: "string", help: "folder of prompt templates (prompts.json + templates; default scenarios/phantom/prompts)" },
];

/** Default sampling (paper 000 is silent on decoding; see the file comment). */
export const PHANTOM_SAMPLING: SamplingParams = { temperature: 0 };
