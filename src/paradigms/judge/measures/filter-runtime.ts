/**
 * The vigilance filter at deployment time (issue 15): read a saved filter
 * file, check it, and score one trajectory — importable by a TypeScript
 * service without the notebook or fitting stack (this module imports only
 * `node:crypto`, `node:fs` and the calibration maps; no danfo, plotly or tfjs).
 *
 * A trajectory needs only its `clusters` (the model's only features); label
 * fields (`accuracy`, `evidence_weighting`) are never read. Cluster names are
 * matched by their key `judgeClusterKey` (Unicode NFKC, trimmed, upper-case,
 * runs of whitespace or `-` as one `_`), the same function the fit used, so
 * `social conformity`, `Social_Conformity` and `SOCIAL_CONFORMITY` are one
 * feature. `p_capture` is the calibrated probability (Platt or isotonic, as
 * chosen at fit time); `flagged` compares the model's raw score with the
 * threshold chosen on out-of-fold scores.
 *
 * @example
 * import { loadFilter, scoreTrajectory } from "groupthink";
 * const filter = loadFilter("filter.json");
 * scoreTrajectory(filter, { clusters: ["SOCIAL_CONFORMITY", "DECOY_ADOPTION"] });
 * // => { p_capture: 0.61, score: 0.987, flagged: true, unknown: [], unknown_share: 0, clusters: 2 }
 */
import { sha256Hex } from "../../../runner/hash.js";
import { readFileSync } from "node:fs";
import { DataError } from "../../../errors.js";
import { applyIsotonic, type IsotonicMap } from "../../../models/isotonic.js";
import { applyPlatt, type PlattMap } from "../../../models/platt.js";

/** The filter file's schema name. */
export const JUDGE_FILTER_SCHEMA = "groupthink/vigilance-filter" as const;
/** The filter file's schema version (2: out-of-fold threshold, calibration, vocabulary hash). */
export const JUDGE_FILTER_VERSION = 2 as const;
/** Name of the cluster-key normalisation (recorded in the file; scoring refuses another). */
export const JUDGE_CLUSTER_KEY_VERSION = "nfkc-trim-upper-underscore/1" as const;

/**
 * The key a cluster name is matched by, at fit and at score time.
 * @example
 * judgeClusterKey("  social  conformity "); // => "SOCIAL_CONFORMITY"
 * judgeClusterKey("__proto__");              // => "__PROTO__"
 */
export function judgeClusterKey(name: string): string {
  return name.normalize("NFKC").trim().toUpperCase().replace(/[\s-]+/g, "_");
}

/**
 * SHA-256 (hex) of the ordered vocabulary keys, one per line: detects a reordered or edited vocabulary.
 * @example
 * judgeVocabularyHash(["A", "B"]) === judgeVocabularyHash(["B", "A"]); // => false
 */
export function judgeVocabularyHash(vocabulary: readonly string[]): string {
  return sha256Hex(vocabulary.map(judgeClusterKey).join("\n"));
}

/** An exact binomial interval. */
export interface JudgeInterval {
  lo: number;
  hi: number;
}

/** Counts, precision and recall at the threshold, with exact (Clopper–Pearson 95%) intervals. */
export interface JudgeOperatingPoint {
  n: number;
  positives: number;
  flagged: number;
  confusion: { tp: number; fp: number; tn: number; fn: number };
  precision: number | null;
  precision_ci: JudgeInterval | null;
  recall: number | null;
  recall_ci: JudgeInterval | null;
}

/**
 * Shares of `scores` in the 10 bins cut at the training score deciles (bin b holds
 * deciles[b] < s ≤ deciles[b + 1]; bin 0 also s ≤ deciles[1]). Ties make bins uneven, so drift
 * compares these shares with the training split's own, not with 0.1.
 * @example
 * judgeScoreBins([0.1, 0.9], [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]); // => [0.5, 0, 0, 0, 0, 0, 0, 0, 0.5, 0]
 */
export function judgeScoreBins(scores: readonly number[], deciles: readonly number[]): number[] {
  const bins = new Array<number>(10).fill(0);
  for (const s of scores) {
    let b = 0;
    while (b < 9 && s > deciles[b + 1]) b++;
    bins[b] += 1 / scores.length;
  }
  return bins;
}

/** One row of a reliability table. */
export interface JudgeReliabilityRow {
  lo: number;
  hi: number;
  n: number;
  mean_predicted: number | null;
  observed_rate: number | null;
}

/** A saved vigilance filter (version 2). */
export interface JudgeVigilanceFilter {
  schema: typeof JUDGE_FILTER_SCHEMA;
  version: typeof JUDGE_FILTER_VERSION;
  /** L2 logistic regression on the multi-hot clusters (the final model is fitted on the development split). */
  model: "l2_logistic_multi_hot";
  /** Feature names (the most frequent spelling of each key in the training data). */
  vocabulary: string[];
  vocabulary_hash: string;
  cluster_key: typeof JUDGE_CLUSTER_KEY_VERSION;
  /** The master dictionary version of the training records (null when absent or mixed). */
  dictionary_version: number | string | null;
  intercept: number;
  coefficients: number[];
  /** Flag when the model's raw score σ(b + x·β) ≥ threshold. */
  threshold: number;
  target_precision: number;
  rule: string;
  /** The calibration map from raw score to P(capture), chosen on the out-of-fold scores. */
  calibration: { method: "platt" | "isotonic"; map: PlattMap | IsotonicMap; brier: { platt: number; isotonic: number; raw: number } };
  /** The out-of-fold (calibration) cases the threshold was chosen on. */
  selection: JudgeOperatingPoint;
  /** The 20% test split, never used for fitting, threshold or calibration. */
  test: JudgeOperatingPoint & {
    auc: number | null;
    reliability_before: JudgeReliabilityRow[];
    reliability_after: JudgeReliabilityRow[];
    ece_before: number | null;
    ece_after: number | null;
  };
  splits: { seed: number; test_fraction: number; folds: number; fold_seed: number; n_dev: number; n_test: number };
  /** true when saved with `--force` below the minimum of flagged calibration cases. */
  forced: boolean;
  min_flagged: number;
  /** The training population, for drift checks (`filter evaluate`). */
  population: { n: number; positives: number; feature_share: number[]; score_deciles: number[]; score_bins: number[]; mean_clusters: number };
  training: { inputs: { file: string; sha256: string; bytes: number }[]; c: number; package: string; package_version: string; created_at: string };
}

const finite = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Parse and validate a filter file's text.
 * @param file the file name, for messages
 * @throws DataError (`FILE:1: FIELD: reason`) on anything that is not a valid version-2 filter
 * @example
 * parseFilter("{}", "f.json"); // throws DataError "f.json:1: schema: …"
 */
export function parseFilter(text: string, file: string): JudgeVigilanceFilter {
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch (e) {
    throw new DataError(file, 1, "-", `not JSON (${(e as Error).message})`);
  }
  const bad = (field: string, reason: string) => new DataError(file, 1, field, reason);
  if (!isObj(o) || o.schema !== JUDGE_FILTER_SCHEMA) throw bad("schema", `expected "${JUDGE_FILTER_SCHEMA}"`);
  if (o.version !== JUDGE_FILTER_VERSION) throw bad("version", `unsupported filter version ${JSON.stringify(o.version)} (this groupthink reads ${JUDGE_FILTER_VERSION}; refit with \`groupthink fit judge … --save\`)`);
  if (o.cluster_key !== JUDGE_CLUSTER_KEY_VERSION) throw bad("cluster_key", `expected "${JUDGE_CLUSTER_KEY_VERSION}"`);
  const v = o.vocabulary, c = o.coefficients;
  if (!Array.isArray(v) || !v.every((s) => typeof s === "string")) throw bad("vocabulary", "expected an array of strings");
  if (new Set(v.map(judgeClusterKey)).size !== v.length) throw bad("vocabulary", "two entries share a cluster key");
  if (o.vocabulary_hash !== judgeVocabularyHash(v)) throw bad("vocabulary_hash", "does not match the vocabulary (reordered or edited vocabulary)");
  if (!Array.isArray(c) || c.length !== v.length || !c.every(finite)) throw bad("coefficients", `expected ${v.length} finite numbers`);
  if (!finite(o.intercept)) throw bad("intercept", "expected a finite number");
  if (!finite(o.threshold) || o.threshold < 0 || o.threshold > 1) throw bad("threshold", "expected a number in [0, 1]");
  const cal = o.calibration;
  if (!isObj(cal) || !isObj(cal.map)) throw bad("calibration", "expected {method, map}");
  const m = cal.map;
  if (cal.method === "platt") {
    if (m.kind !== "platt" || !finite(m.a) || !finite(m.b)) throw bad("calibration.map", "expected {kind: \"platt\", a, b}");
  } else if (cal.method === "isotonic") {
    const xs = m.x, ys = m.y;
    if (m.kind !== "isotonic" || !Array.isArray(xs) || !Array.isArray(ys) || xs.length === 0 || xs.length !== ys.length || !xs.every(finite) || !ys.every(finite)) {
      throw bad("calibration.map", "expected {kind: \"isotonic\", x, y} of equal non-zero length");
    }
    for (let i = 1; i < xs.length; i++) if (xs[i] < xs[i - 1] || ys[i] < ys[i - 1]) throw bad(`calibration.map.x[${i}]`, "knots must be non-decreasing");
  } else throw bad("calibration.method", "expected \"platt\" or \"isotonic\"");
  if (!isObj(o.population) || !Array.isArray(o.population.feature_share) || o.population.feature_share.length !== v.length) {
    throw bad("population.feature_share", `expected ${v.length} shares`);
  }
  const pop = o.population as Record<string, unknown>;
  if (!Array.isArray(pop.score_deciles) || pop.score_deciles.length !== 11 || !Array.isArray(pop.score_bins) || pop.score_bins.length !== 10) {
    throw bad("population.score_bins", "expected 11 score deciles and 10 bin shares");
  }
  return o as unknown as JudgeVigilanceFilter;
}

/**
 * Read and validate a filter file.
 * @throws DataError when the file cannot be read or is not a valid filter
 * @example
 * loadFilter("filter.json").threshold; // => 0.97
 */
export function loadFilter(path: string): JudgeVigilanceFilter {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new DataError(path, 0, "-", `cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  return parseFilter(text, path);
}

/** The score of one trajectory. */
export interface JudgeTrajectoryScore {
  /** Calibrated P(capture). */
  p_capture: number;
  /** The model's raw score σ(b + x·β) (compared with the threshold). */
  score: number;
  flagged: boolean;
  /** Cluster names (as given) the filter does not know, distinct. */
  unknown: string[];
  /** Share of the trajectory's distinct clusters that are unknown (0 for an empty list). */
  unknown_share: number;
  /** Distinct cluster keys of the trajectory. */
  clusters: number;
}

const keyIndex = new WeakMap<JudgeVigilanceFilter, Map<string, number>>();
function indexOf(filter: JudgeVigilanceFilter): Map<string, number> {
  let m = keyIndex.get(filter);
  if (!m) {
    m = new Map(filter.vocabulary.map((name, j) => [judgeClusterKey(name), j]));
    keyIndex.set(filter, m);
  }
  return m;
}

/**
 * Calibrated probability of a raw score under the filter's calibration map.
 * @example
 * calibrateScore(filter, 0.99); // => e.g. 0.62
 */
export function calibrateScore(filter: JudgeVigilanceFilter, score: number): number {
  const m = filter.calibration.map;
  return m.kind === "platt" ? applyPlatt(m, score) : applyIsotonic(m, score);
}

/**
 * Score one trajectory from its clusters only.
 * @throws DataError-free: a trajectory without a `clusters` array is a TypeError naming the argument
 * @example
 * scoreTrajectory(filter, { clusters: ["clean_trajectory"] }).flagged; // => false
 */
export function scoreTrajectory(filter: JudgeVigilanceFilter, trajectory: { clusters: readonly string[] }): JudgeTrajectoryScore {
  if (!trajectory || !Array.isArray(trajectory.clusters)) throw new TypeError("scoreTrajectory(trajectory): expected an object with a clusters array");
  const idx = indexOf(filter);
  const seen = new Set<string>();
  const unknown: string[] = [];
  let eta = filter.intercept;
  for (const name of trajectory.clusters) {
    if (typeof name !== "string") throw new TypeError(`scoreTrajectory(trajectory.clusters): expected strings, received ${typeof name}`);
    const key = judgeClusterKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    const j = idx.get(key);
    if (j === undefined) unknown.push(name);
    else eta += filter.coefficients[j];
  }
  const score = eta >= 0 ? 1 / (1 + Math.exp(-eta)) : Math.exp(eta) / (1 + Math.exp(eta));
  return { p_capture: calibrateScore(filter, score), score, flagged: score >= filter.threshold, unknown, unknown_share: seen.size === 0 ? 0 : unknown.length / seen.size, clusters: seen.size };
}
