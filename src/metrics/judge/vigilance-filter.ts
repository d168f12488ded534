/**
 * The vigilance filter as a deployable artefact (metrics.md §4; cli.md
 * `fit judge --save` and `filter score`; paper 003, §4.4 and Figure 4): the
 * L2 capture model fitted on the training split, the threshold its held-out
 * PR curve chose for the target precision, the vocabulary it was fitted on,
 * and the provenance of its training data. Saved as versioned JSON; no
 * secrets (only file names, their SHA-256, counts and options).
 *
 * @example
 * const f = judgeBuildFilter(judgeFitDetailed(records, { seed: 0 }), { inputs, packageVersion: "0.1.0", createdAt: new Date().toISOString() });
 * judgeScoreFilter(judgeParseFilter(JSON.stringify(f), "f.json"), newRecords).scores[0];
 * // => { uuid: "…", p_capture: 0.97, flagged: false }
 */
import { DataError, argError } from "../../errors.js";
import { predictProba } from "../../models/index.js";
import { judgeFeaturesLenient, type HasClusters } from "./features.js";
import type { JudgeFitDetail } from "./judge-fit.js";

/** The filter file's schema name and version (bump the version on any incompatible change). */
export const JUDGE_FILTER_SCHEMA = "groupthink/vigilance-filter" as const;
/** The filter file's schema version (see {@link JUDGE_FILTER_SCHEMA}). */
export const JUDGE_FILTER_VERSION = 1 as const;

/** One training input file. */
export interface JudgeFilterInput {
  file: string;
  sha256: string;
  bytes: number;
}

/** A saved vigilance filter. */
export interface JudgeVigilanceFilter {
  schema: typeof JUDGE_FILTER_SCHEMA;
  version: typeof JUDGE_FILTER_VERSION;
  /** What is predicted: the capture label 1[D_E > 0.5] by L2 logistic regression on multi-hot clusters. */
  model: "l2_logistic_multi_hot";
  vocabulary: string[];
  intercept: number;
  /** One coefficient per vocabulary entry, same order. */
  coefficients: number[];
  /** Flag a trajectory when P(capture) ≥ threshold. */
  threshold: number;
  target_precision: number;
  /** Held-out measures of this model at the threshold (the 20% test split). */
  test: { auc: number | null; precision_at_t: number | null; recall_at_t: number | null; confusion_at_t: { tp: number; fp: number; tn: number; fn: number } | null };
  training: {
    inputs: JudgeFilterInput[];
    n: number;
    positives: number;
    n_train: number;
    n_test: number;
    seed: number;
    c: number;
    test_fraction: 0.2;
    package: string;
    package_version: string;
    created_at: string;
  };
}

/**
 * Build the filter from a detailed fit.
 * @param meta training provenance the caller knows (files with hashes, package version, timestamp)
 * @throws RangeError when the fit found no threshold reaching the target precision
 * @example
 * judgeBuildFilter(detail, { inputs: [], packageVersion: "0.1.0", createdAt: "2026-01-01T00:00:00Z", seed: 0, targetPrecision: 0.9 }).threshold; // => e.g. 0.93
 */
export function judgeBuildFilter(
  detail: JudgeFitDetail,
  meta: { inputs: JudgeFilterInput[]; packageVersion: string; createdAt: string; seed: number; targetPrecision: number },
): JudgeVigilanceFilter {
  const l2 = detail.report.l2;
  if (l2.threshold === null) {
    throw new RangeError(argError("judgeBuildFilter", "detail", `a threshold reaching precision ${meta.targetPrecision} on the test split`, "none"));
  }
  return {
    schema: JUDGE_FILTER_SCHEMA,
    version: JUDGE_FILTER_VERSION,
    model: "l2_logistic_multi_hot",
    vocabulary: [...detail.vocabulary],
    intercept: detail.splitModel.intercept,
    coefficients: Array.from(detail.splitModel.coef),
    threshold: l2.threshold,
    target_precision: meta.targetPrecision,
    test: { auc: l2.test_auc, precision_at_t: l2.precision_at_t, recall_at_t: l2.recall_at_t, confusion_at_t: l2.confusion_at_t },
    training: {
      inputs: meta.inputs,
      n: detail.report.n,
      positives: detail.report.positives,
      n_train: detail.split.train.length,
      n_test: detail.split.test.length,
      seed: meta.seed,
      c: l2.c,
      test_fraction: 0.2,
      package: "groupthink",
      package_version: meta.packageVersion,
      created_at: meta.createdAt,
    },
  };
}

const finite = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/**
 * Parse and check a saved filter.
 * @param file the file name, for error messages
 * @throws DataError (`FILE:1: FIELD: reason`) when the text is not a filter of this version
 * @example
 * judgeParseFilter("{}", "f.json"); // throws DataError "f.json:1: schema: …"
 */
export function judgeParseFilter(text: string, file: string): JudgeVigilanceFilter {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(text);
  } catch (e) {
    throw new DataError(file, 1, "-", `not JSON (${(e as Error).message})`);
  }
  const bad = (field: string, reason: string) => new DataError(file, 1, field, reason);
  if (typeof o !== "object" || o === null || o.schema !== JUDGE_FILTER_SCHEMA) throw bad("schema", `expected "${JUDGE_FILTER_SCHEMA}"`);
  if (o.version !== JUDGE_FILTER_VERSION) throw bad("version", `unsupported filter version ${JSON.stringify(o.version)} (this groupthink reads ${JUDGE_FILTER_VERSION})`);
  const v = o.vocabulary, c = o.coefficients;
  if (!Array.isArray(v) || !v.every((s) => typeof s === "string") || new Set(v).size !== v.length) throw bad("vocabulary", "expected distinct strings");
  if (!Array.isArray(c) || c.length !== v.length || !c.every(finite)) throw bad("coefficients", `expected ${v.length} finite numbers`);
  if (!finite(o.intercept)) throw bad("intercept", "expected a finite number");
  if (!finite(o.threshold) || o.threshold < 0 || o.threshold > 1) throw bad("threshold", "expected a number in [0, 1]");
  return o as unknown as JudgeVigilanceFilter;
}

/** One scored trajectory (cli.md `filter score`). */
export interface JudgeFilterScore {
  uuid: string;
  p_capture: number;
  flagged: boolean;
}

/**
 * Score trajectories: P(capture) from their clusters; flagged when p ≥ threshold. Clusters outside
 * the filter's vocabulary are ignored and returned in `unknown` (sorted, distinct).
 * @example
 * judgeScoreFilter(filter, [{ uuid: "t1", clusters: ["PERFORMATIVE_RIGOR"] }]);
 * // => { scores: [{ uuid: "t1", p_capture: 0.99, flagged: true }], unknown: [] }
 */
export function judgeScoreFilter(
  filter: JudgeVigilanceFilter,
  records: readonly (HasClusters & { uuid: string })[],
): { scores: JudgeFilterScore[]; unknown: string[] } {
  const { X, unknown } = judgeFeaturesLenient(records, filter.vocabulary);
  const p = predictProba({ intercept: filter.intercept, coef: filter.coefficients }, X);
  return { scores: records.map((r, i) => ({ uuid: r.uuid, p_capture: p[i], flagged: p[i] >= filter.threshold })), unknown };
}
