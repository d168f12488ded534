/**
 * The phantom record fields `metrics phantom` reads (its measures, parse
 * failures, stability, co-occurrence, breakdowns, the bank join and the
 * provenance keys), so a log of millions of records is loaded with only
 * these (`loadLogsProjected`); `raw`, `usage`, `latency_ms`, `trial_id` and
 * the version fields are left behind.
 *
 * @example
 * PHANTOM_METRIC_FIELDS.includes("raw"); // => false
 */
export const PHANTOM_METRIC_FIELDS = [
  "protocol", "run_id", "model", "scenario_id", "agent", "condition", "decision", "perceived_group",
  "gold", "phantom_target", "domain", "norm_source", "belief_target", "outcome_risk",
  "parse_error", "simulated", "run_seed", "repeat",
] as const;
