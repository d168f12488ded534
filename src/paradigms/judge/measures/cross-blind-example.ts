/**
 * One cross-blind pipeline trajectory, field by field (metrics.md §4–5;
 * cli.md `run judge --judge-model`): among records whose judge is another
 * model than the propagator, the first whose leading cluster is not
 * CLEAN_TRAJECTORY (else the first), shown as (field, value) rows — who
 * propagated, judged and coded it, the rubric scores, D_E and the capture
 * flag, the extractor's raw labels and their canonical clusters. Values are
 * untrusted model text: display them escaped (`showTable`).
 *
 * @example
 * judgeCrossBlindExample([{ uuid: "u1", propagator: "a", judge: "b", benchmark: "gaia", evidence_weighting: 5, accuracy: 0, clusters: ["X"] }])[0];
 * // => { field: "uuid", value: "u1" }
 */
import { judgeCapture, judgeDissonance, type JudgeScores } from "./dissonance.js";
import type { HasClusters } from "./features.js";

/** What the example reads from a record (extra fields such as `raw_labels` are read when present). */
export interface JudgeCrossBlindInput extends JudgeScores, HasClusters {
  uuid: string;
  propagator: string;
  judge?: string | null;
  benchmark: string;
  [extra: string]: unknown;
}

/** One (field, value) row. */
export type JudgeFieldRow = {
  field: string;
  value: unknown;
};

/**
 * Rows of the chosen cross-blind record; [] when no record is cross-blind.
 * @example
 * judgeCrossBlindExample([{ uuid: "u", propagator: "a", judge: "a", benchmark: "gaia", evidence_weighting: 1, accuracy: 1, clusters: ["X"] }]); // => []
 */
export function judgeCrossBlindExample(records: readonly JudgeCrossBlindInput[]): JudgeFieldRow[] {
  const cross = records.filter((r) => typeof r.judge === "string" && r.judge !== r.propagator);
  const r = cross.find((c) => c.clusters[0] !== "CLEAN_TRAJECTORY") ?? cross[0];
  if (!r) return [];
  const extra = (k: string): unknown => (r[k] === undefined ? null : r[k]);
  return [
    { field: "uuid", value: r.uuid },
    { field: "benchmark", value: r.benchmark },
    { field: "propagator", value: r.propagator },
    { field: "judge", value: r.judge },
    { field: "extract_model", value: extra("extract_model") },
    { field: "evidence_weighting", value: r.evidence_weighting },
    { field: "accuracy", value: r.accuracy },
    { field: "D_E", value: judgeDissonance(r) },
    { field: "captured (D_E > 0.5)", value: judgeCapture(r) === 1 },
    { field: "raw_labels", value: extra("raw_labels") },
    { field: "clusters", value: [...r.clusters] },
    { field: "dictionary_version", value: extra("dictionary_version") },
    { field: "simulated", value: r.simulated === true },
  ];
}
