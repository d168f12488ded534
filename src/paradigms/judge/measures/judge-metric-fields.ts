import type { DerivedField } from "../../../load/load-projected.js";
import { JUDGE_RIGOR_SCORE, structuralRigorScore } from "./rigor-score.js";

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
 * The judge record fields `fit judge` keeps (without `--dictionary`): the capture label's two scores,
 * `clusters` (features), `benchmark` (LODO), `auditor_list` (profiles), `dictionary_version` (the saved
 * filter's provenance) and the provenance keys `run_id` and `simulated`. The trace `thought` is scored as it
 * is read ({@link JUDGE_FIT_DERIVED}) and left behind, as is the rest of a record (`uuid`, `judge_response`,
 * the other rubric scores, …): validated and dropped.
 *
 * @example
 * JUDGE_FIT_FIELDS.includes("clusters");       // => true
 * JUDGE_FIT_FIELDS.includes("judge_response"); // => false
 */
export const JUDGE_FIT_FIELDS = ["run_id", "simulated", "accuracy", "evidence_weighting", "clusters", "benchmark", "auditor_list", "dictionary_version"] as const;

/**
 * What `fit judge` computes from each whole judge record as it is loaded: the rigor score of its `thought`
 * (lexical grounding), kept under {@link JUDGE_RIGOR_SCORE} so the ~0.5 KB trace is not kept (issue 22).
 *
 * @example
 * JUDGE_FIT_DERIVED[0][1]({ thought: "- a\n- b" }); // => 2
 */
export const JUDGE_FIT_DERIVED: readonly DerivedField[] = [[JUDGE_RIGOR_SCORE, (r) => structuralRigorScore(r.thought as string)]];
