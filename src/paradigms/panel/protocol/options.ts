/**
 * The panel protocol's declared options (every option `plan` reads; the runner
 * parses argv / experiment files against this list) and its sampling defaults
 * from paper 002 (Appendix D: greedy decoding, option-letter probabilities
 * from token log-probabilities). `max_tokens` 256 is ours (the paper states
 * none; room for a chat model's preamble around the JSON object). JSON mode
 * is not asked for (the paper asks for JSON in the prompt; the parser reads
 * prose too), so endpoints without it work unchanged.
 *
 * @example
 * PANEL_OPTION_SPECS.find((o) => o.name === "conditions")?.values;
 * // => ["silent_peers", "wrong_peers", "right_peers", "authority"]
 */
import type { OptionSpec, SamplingParams } from "../../../runner/types.js";
import { PANEL_BANK_FORMATS } from "./bank.js";

/** The round-2 conditions a run can ask for. */
export const PANEL_ROUND2_CONDITIONS = ["silent_peers", "wrong_peers", "right_peers", "authority"] as const;
export type PanelRound2Condition = (typeof PANEL_ROUND2_CONDITIONS)[number];

/** The peer counts of the k sweep. */
export const PANEL_SWEEP_K = ["0", "1", "2", "3", "4", "5", "6"] as const;

/** Every option the panel protocol reads. */
export const PANEL_OPTION_SPECS: readonly OptionSpec[] = [
  { name: "conditions", type: "list", values: PANEL_ROUND2_CONDITIONS, default: PANEL_ROUND2_CONDITIONS, help: "round-2 conditions to ask (authority on harmful items only)" },
  { name: "sweep", type: "boolean", default: true, help: "peer-count sweep on benign items (k wrong peers of six, the rest abstain)" },
  { name: "sweep-k", type: "list", values: PANEL_SWEEP_K, default: PANEL_SWEEP_K, help: "the k values of the sweep" },
  { name: "wordings", type: "boolean", default: true, help: "reworded wrong-peer messages (paraphrase, vote tally) on benign items" },
  { name: "repair", type: "boolean", default: true, help: "round-3 repair prompts after wrong_peers and authority" },
  { name: "format", type: "enum", values: PANEL_BANK_FORMATS, default: "auto", help: "format of --scenarios (auto: detected from the file's columns)" },
  { name: "balance", type: "integer", min: 2, help: "seeded sample of N items, half benign and half harmful (the paper's fixed balance for WildGuard, Aegis, ToxiChat); use instead of --limit" },
  { name: "sample-seed", type: "integer", min: 0, default: 0, help: "seed of the --balance sample" },
  { name: "prompts", type: "string", help: "folder with another templates.json (default scenarios/panel/prompts)" },
  { name: "trial-prefix", type: "string", help: "trial-id prefix (default: the run's model, so reviewers' logs load together)" },
];

/** Paper 002 sampling defaults (greedy; option-letter logprobs). */
export const PANEL_SAMPLING: SamplingParams = { temperature: 0, max_tokens: 256, logprobs: true, top_logprobs: 5 };
