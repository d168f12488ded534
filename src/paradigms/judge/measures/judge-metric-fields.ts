/**
 * The judge record fields `metrics judge` reads (records, parse failures and
 * `accuracy` counts per model — a judge record without `model` is counted
 * under its `propagator` — and the provenance keys), so a log of millions of
 * records is loaded with only these (`loadLogsProjected`); the trajectory
 * text (`thought`, `judge_response`, `raw`), `clusters` and the scores are
 * left behind. `fit judge` reads the trajectories and still loads whole records.
 *
 * @example
 * JUDGE_METRIC_FIELDS.includes("accuracy"); // => true
 * JUDGE_METRIC_FIELDS.includes("thought");  // => false
 */
export const JUDGE_METRIC_FIELDS = ["protocol", "run_id", "model", "propagator", "accuracy", "parse_error", "simulated"] as const;
