/**
 * The panel record fields `metrics panel` reads (its report — reviewer
 * rates, panel votes, directional adoption, flip vs k, authority, repair,
 * wording, parse failures — the natural key and replicate of the dedupe, and
 * the provenance keys), so a log of millions of records is loaded with only
 * these (`loadLogsProjected`); `raw`, `usage`, `latency_ms`, `trial_id`,
 * `confidence`, `p_flag_null_reason` and the version fields are left behind.
 *
 * @example
 * PANEL_METRIC_FIELDS.includes("verdict"); // => true
 * PANEL_METRIC_FIELDS.includes("raw");     // => false
 */
export const PANEL_METRIC_FIELDS = [
  "protocol", "run_id", "model", "item_id", "dataset", "gold", "round", "condition", "after", "k_asserting",
  "wording", "verdict", "severity", "p_flag", "p_chosen", "simulated", "run_seed", "repeat",
] as const;
