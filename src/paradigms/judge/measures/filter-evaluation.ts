/**
 * How a saved vigilance filter does on a labelled log it was not fitted on
 * (`groupthink filter evaluate`; issue 15; metrics.md §4): the filter's flags
 * (raw score ≥ its threshold) against the capture labels 1[D_E > 0.5] —
 * confusion matrix, precision and recall with exact (Clopper–Pearson 95%)
 * intervals, whether the filter's stated test-split precision interval covers
 * what it achieves here; calibration of `p_capture` (reliability table, ECE);
 * and drift against the training population: feature shares (total variation
 * distance and the largest changes), the raw-score distribution over the
 * training score deciles (population stability index), and the share of
 * unknown clusters. Records whose judge reply was unparsed (`accuracy` or
 * `evidence_weighting` null) are left out and counted.
 *
 * @example
 * judgeFilterEvaluation(filter, freshRecords);
 * // => { threshold: 0.955, n: 22500, captures: 2260, flagged: 300, confusion: {…}, precision: 0.74, precision_ci: {…},
 * //      recall: 0.098, recall_ci: {…}, covered: true, calibration: {…}, drift: {…}, unknown_clusters: [] }
 */
import { clopperPearsonOrNull, type ProportionInterval } from "../../../models/clopper-pearson.js";
import { judgeCalibration, type JudgeCalibration } from "./calibration.js";
import { judgeCaptureLabels, type JudgeScores } from "./dissonance.js";
import type { HasClusters } from "./features.js";
import { judgeClusterKey, judgeScoreBins, type JudgeVigilanceFilter } from "./filter-runtime.js";
import { judgeScoreFilter } from "./vigilance-filter.js";
import { judgeLabelled, type JudgeMaybeLabelled } from "./labelled-records.js";

/** The filter's performance and drift on one log. */
export interface JudgeFilterEvaluation {
  threshold: number;
  /** Records scored (labelled). */
  n: number;
  /** Records left out: judge reply unparsed. */
  excluded_unparsed: number;
  captures: number;
  flagged: number;
  confusion: { tp: number; fp: number; tn: number; fn: number };
  precision: number | null;
  precision_ci: ProportionInterval | null;
  recall: number | null;
  recall_ci: ProportionInterval | null;
  /** Does the filter's stated (test-split) precision interval contain the precision achieved here? null when nothing is flagged. */
  covered: boolean | null;
  /** Reliability of the calibrated `p_capture` (10 bins). */
  calibration: JudgeCalibration;
  drift: {
    /** Total variation distance between the training and the new feature shares (per-feature Bernoulli shares, halved L1). */
    feature_tv: number;
    /** The 10 largest absolute changes of a feature's share. */
    top_feature_shifts: { feature: string; training: number; new: number }[];
    /** Share of new raw scores in each of the training score-decile bins (compare `population.score_bins`). */
    score_bins: number[];
    /** Population stability index of the raw scores over those bins. */
    score_psi: number;
    /** Share of (record, cluster) occurrences the filter does not know. */
    unknown_share: number;
  };
  unknown_clusters: string[];
}

/**
 * Score `records` with `filter` and compare the flags with their capture labels.
 * @param filter a filter from `loadFilter` / `judgeBuildFilter`
 * @param records judge records (clusters, evidence_weighting, accuracy, uuid)
 * @example
 * judgeFilterEvaluation(filter, []).precision; // => null (nothing flagged)
 */
export function judgeFilterEvaluation(
  filter: JudgeVigilanceFilter,
  records: readonly (JudgeMaybeLabelled & { uuid: string })[],
): JudgeFilterEvaluation {
  const labelled = judgeLabelled(records).records as unknown as (HasClusters & JudgeScores & { uuid: string })[];
  const { scores, unknown, unknown_share } = judgeScoreFilter(filter, labelled);
  const y = judgeCaptureLabels(labelled);
  let tp = 0, fp = 0, pos = 0;
  scores.forEach((s, i) => {
    if (y[i] === 1) pos++;
    if (s.flagged) y[i] === 1 ? tp++ : fp++;
  });
  const confusion = { tp, fp, tn: labelled.length - pos - fp, fn: pos - tp };
  const precision = tp + fp === 0 ? null : tp / (tp + fp);
  const stated = filter.test.precision_ci;
  // feature drift
  const idx = new Map(filter.vocabulary.map((v, j) => [judgeClusterKey(v), j]));
  const share = filter.vocabulary.map(() => 0);
  for (const r of labelled) {
    const seen = new Set<number>();
    for (const c of r.clusters) {
      const j = idx.get(judgeClusterKey(c));
      if (j !== undefined) seen.add(j);
    }
    seen.forEach((j) => (share[j] += 1 / Math.max(1, labelled.length)));
  }
  const base = filter.population.feature_share;
  let tv = 0;
  const shifts = filter.vocabulary.map((feature, j) => ({ feature, training: base[j], new: share[j] }));
  shifts.forEach((s) => (tv += Math.abs(s.new - s.training)));
  shifts.sort((a, b) => Math.abs(b.new - b.training) - Math.abs(a.new - a.training) || (a.feature < b.feature ? -1 : 1));
  // score drift: the same decile bins as the training (test-split) scores
  const bins = judgeScoreBins(scores.map((x) => x.score), filter.population.score_deciles);
  let psi = 0;
  bins.forEach((q, b) => {
    const a = Math.max(q, 1e-6), e = Math.max(filter.population.score_bins[b], 1e-6);
    psi += (a - e) * Math.log(a / e);
  });
  return {
    threshold: filter.threshold, n: labelled.length, excluded_unparsed: records.length - labelled.length,
    captures: pos, flagged: tp + fp, confusion,
    precision, precision_ci: clopperPearsonOrNull(tp, tp + fp), recall: pos === 0 ? null : tp / pos, recall_ci: clopperPearsonOrNull(tp, pos),
    covered: precision === null || stated === null ? null : precision >= stated.lo && precision <= stated.hi,
    calibration: judgeCalibration(scores.map((s) => s.p_capture), y, 10),
    drift: { feature_tv: tv / 2, top_feature_shifts: shifts.slice(0, 10), score_bins: bins, score_psi: psi, unknown_share },
    unknown_clusters: unknown,
  };
}
