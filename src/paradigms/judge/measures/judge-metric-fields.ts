/**
 * The judge record fields `metrics judge` reads (records, parse failures and
 * `accuracy` counts per model — a judge record without `model` is counted
 * under its `propagator` — and the provenance keys), so a log of millions of
 * records is loaded with only these (`loadLogsProjected`); the trajectory
 * text (`thought`, `judge_response`, `raw`), `clusters` and the scores are
 * left behind. {@link JUDGE_FIT_FIELDS} are the ones `fit judge` reads.
 *
 * @example
 * JUDGE_METRIC_FIELDS.includes("accuracy"); // => true
 * JUDGE_METRIC_FIELDS.includes("thought");  // => false
 */
export const JUDGE_METRIC_FIELDS = ["protocol", "run_id", "model", "propagator", "accuracy", "parse_error", "simulated"] as const;

/**
 * The judge record fields `fit judge` reads (without `--dictionary`): the capture label's two scores,
 * `clusters` (features), `benchmark` (LODO), `auditor_list` (profiles), `thought` (lexical grounding),
 * `dictionary_version` (the saved filter's provenance) and the provenance keys `run_id` and `simulated`.
 * The rest of a record (`uuid`, `judge_response`, the other rubric scores, …) is validated and dropped.
 *
 * @example
 * JUDGE_FIT_FIELDS.includes("thought");        // => true
 * JUDGE_FIT_FIELDS.includes("judge_response"); // => false
 */
export const JUDGE_FIT_FIELDS = [
  "run_id", "simulated", "accuracy", "evidence_weighting", "clusters", "benchmark", "auditor_list", "thought", "dictionary_version",
] as const;
