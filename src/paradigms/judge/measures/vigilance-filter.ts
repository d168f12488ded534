/**
 * The vigilance filter as a deployable artefact (metrics.md §4; cli.md
 * `fit judge --save` and `filter score`; paper 003, §4.4; issue 15): the L2
 * capture model fitted on the development split, the threshold chosen on
 * out-of-fold scores by the exact lower-bound rule, the calibration map, the
 * vocabulary with its hash and the dictionary version, the test-split
 * operating point with exact intervals and reliability tables, the split
 * seeds, and the training population (feature shares, score deciles) for
 * drift checks. Saved as versioned JSON; no secrets (only file names, their
 * SHA-256, counts and options). Reading and scoring live in
 * `filter-runtime.ts` (light: no fitting stack).
 *
 * @example
 * const f = judgeBuildFilter(judgeFitDetailed(records, { seed: 0, targetPrecision: 0.7 }), { inputs, packageVersion: "0.1.0", createdAt: new Date().toISOString(), force: false });
 * judgeScoreFilter(parseFilter(JSON.stringify(f), "f.json"), newRecords).scores[0];
 * // => { uuid: "…", p_capture: 0.12, score: 0.71, flagged: false, unknown_share: 0 }
 */
import { argError } from "../../../errors.js";
import type { HasClusters } from "./features.js";
import type { JudgeFitDetail } from "./judge-fit.js";
import {
  JUDGE_CLUSTER_KEY_VERSION, JUDGE_FILTER_SCHEMA, JUDGE_FILTER_VERSION, judgeScoreBins, judgeVocabularyHash, parseFilter, scoreTrajectory,
  type JudgeVigilanceFilter,
} from "./filter-runtime.js";

export { JUDGE_FILTER_SCHEMA, JUDGE_FILTER_VERSION, type JudgeVigilanceFilter } from "./filter-runtime.js";

/** One training input file. */
export interface JudgeFilterInput {
  file: string;
  sha256: string;
  bytes: number;
}

/**
 * Build the filter from a detailed fit.
 * @param meta training provenance the caller knows (files with hashes, package version, timestamp) and `force`
 * @throws RangeError when no threshold qualifies, or (without `force`) when the report's `filter.refusal` says why not
 * @example
 * judgeBuildFilter(detail, { inputs: [], packageVersion: "0.1.0", createdAt: "2026-01-01T00:00:00Z", force: false }).threshold; // => e.g. 0.955
 */
export function judgeBuildFilter(
  detail: JudgeFitDetail,
  meta: { inputs: JudgeFilterInput[]; packageVersion: string; createdAt: string; force?: boolean },
): JudgeVigilanceFilter {
  const d = detail.deployable, fr = detail.report.filter;
  if (d.threshold === null) throw new RangeError(argError("judgeBuildFilter", "detail", "a threshold reaching the target precision", fr.refusal));
  if (fr.refusal !== null && !meta.force) throw new RangeError(argError("judgeBuildFilter", "meta.force", `true to save although ${fr.refusal}`, meta.force));
  const sorted = Array.from(d.testScores).sort((a, b) => a - b);
  const deciles = Array.from({ length: 11 }, (_, q) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.round((q / 10) * (sorted.length - 1)))]));
  let clusters = 0;
  detail.featureShare.forEach((s) => (clusters += s));
  return {
    schema: JUDGE_FILTER_SCHEMA,
    version: JUDGE_FILTER_VERSION,
    model: "l2_logistic_multi_hot",
    vocabulary: [...detail.vocabulary],
    vocabulary_hash: judgeVocabularyHash(detail.vocabulary),
    cluster_key: JUDGE_CLUSTER_KEY_VERSION,
    dictionary_version: detail.dictionaryVersion,
    intercept: d.model.intercept,
    coefficients: Array.from(d.model.coef),
    threshold: d.threshold,
    target_precision: d.target_precision,
    rule: fr.rule,
    calibration: d.calibration,
    selection: d.selection,
    test: d.test,
    splits: d.splits,
    forced: fr.refusal !== null,
    min_flagged: fr.min_flagged,
    population: { n: detail.report.n, positives: detail.report.positives, feature_share: detail.featureShare, score_deciles: deciles, score_bins: judgeScoreBins(Array.from(d.testScores), deciles), mean_clusters: clusters },
    training: { inputs: meta.inputs, c: detail.report.l2.c, package: "groupthink", package_version: meta.packageVersion, created_at: meta.createdAt },
  };
}

/** One scored trajectory (cli.md `filter score`, with the documented extra keys `score` and `unknown_share`). */
export interface JudgeFilterScore {
  uuid: string;
  p_capture: number;
  flagged: boolean;
  score: number;
  unknown_share: number;
}

/**
 * Score trajectories from their clusters; `unknown` lists the distinct unknown names (sorted) and
 * `unknown_share` the share of all distinct (record, cluster) occurrences that are unknown.
 * @example
 * judgeScoreFilter(filter, [{ uuid: "t1", clusters: ["PERFORMATIVE_RIGOR"] }]);
 * // => { scores: [{ uuid: "t1", p_capture: 0.4, flagged: true, score: 0.99, unknown_share: 0 }], unknown: [], unknown_share: 0 }
 */
export function judgeScoreFilter(
  filter: JudgeVigilanceFilter,
  records: readonly (HasClusters & { uuid: string })[],
): { scores: JudgeFilterScore[]; unknown: string[]; unknown_share: number } {
  const unknown = new Set<string>();
  let occ = 0, unk = 0;
  const scores = records.map((r) => {
    const s = scoreTrajectory(filter, r);
    s.unknown.forEach((u) => unknown.add(u));
    occ += s.clusters;
    unk += s.unknown.length;
    return { uuid: r.uuid, p_capture: s.p_capture, flagged: s.flagged, score: s.score, unknown_share: s.unknown_share };
  });
  return { scores, unknown: [...unknown].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)), unknown_share: occ === 0 ? 0 : unk / occ };
}
