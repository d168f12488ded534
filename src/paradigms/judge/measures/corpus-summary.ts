/**
 * A one-row overview of a judge corpus (metrics.md §4–5): trajectories,
 * captures (D_E > 0.5) and their share, distinct clusters (the size of the
 * global vocabulary the models are fitted on), domains, and whether every
 * record comes from the simulator.
 *
 * @example
 * judgeCorpusSummary([
 *   { evidence_weighting: 5, accuracy: 0, clusters: ["A"], benchmark: "gaia", simulated: true },
 *   { evidence_weighting: 2, accuracy: 1, clusters: ["A", "B"], benchmark: "swe_bench", simulated: true },
 * ]);
 * // => { trajectories: 2, captures: 1, capture_rate: 0.5, clusters: 2, domains: 2, simulated: true }
 */
import { judgeCaptureLabels, type JudgeScores } from "./dissonance.js";
import { judgeVocabulary, type HasClusters } from "./features.js";

/** What the summary reads from a record. */
export interface JudgeCorpusInput extends JudgeScores, HasClusters {
  benchmark: string;
  simulated?: boolean;
}

/** The overview row. */
export type JudgeCorpusSummary = {
  trajectories: number;
  captures: number;
  /** captures / trajectories; null for an empty corpus. */
  capture_rate: number | null;
  clusters: number;
  domains: number;
  /** True when every record has `simulated: true` (false for an empty corpus). */
  simulated: boolean;
};

/**
 * Summarise a corpus.
 * @example
 * judgeCorpusSummary([]); // => { trajectories: 0, captures: 0, capture_rate: null, clusters: 0, domains: 0, simulated: false }
 */
export function judgeCorpusSummary(records: readonly JudgeCorpusInput[]): JudgeCorpusSummary {
  const captures = judgeCaptureLabels(records).reduce<number>((s, v) => s + v, 0);
  return {
    trajectories: records.length,
    captures,
    capture_rate: records.length === 0 ? null : captures / records.length,
    clusters: judgeVocabulary(records).length,
    domains: new Set(records.map((r) => r.benchmark)).size,
    simulated: records.length > 0 && records.every((r) => r.simulated === true),
  };
}
