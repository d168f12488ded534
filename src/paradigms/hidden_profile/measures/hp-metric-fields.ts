/**
 * The hidden-profile record fields `metrics hidden_profile` reads (the
 * sessions' pre/post/full votes, fact accuracy by `hidden_entry`, parse
 * failures, the natural key and replicate of the dedupe, and the provenance
 * keys), so a log of millions of records is loaded with only these
 * (`loadLogsProjected`); `raw`, `usage`, `latency_ms`, `trial_id`,
 * `n_agents`, `rounds`, `strategy` and the version fields are left behind.
 *
 * @example
 * HP_METRIC_FIELDS.includes("vote"); // => true
 * HP_METRIC_FIELDS.includes("raw");  // => false
 */
export const HP_METRIC_FIELDS = [
  "protocol", "run_id", "model", "task_id", "session", "agent", "phase", "vote", "correct_answer", "variant",
  "hidden_entry", "parse_error", "simulated", "run_seed", "repeat",
] as const;
