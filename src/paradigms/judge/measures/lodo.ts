/**
 * Leave-one-domain-out transfer (metrics.md §4 "LODO"; paper 003, §3.5 and
 * Table 3): for each domain (`benchmark`), fit the L2 model (same C, balanced
 * weights from the training domains) on the other domains and compute the
 * ROC-AUC on the held-out one. The vocabulary is the global one.
 *
 * @example
 * judgeLodo(X, y, ["gaia", "swe_bench", "gaia"], 1);
 * // => { folds: [{ domain: "gaia", n: 2, auc: … }, { domain: "swe_bench", n: 1, auc: null }], mean_auc: … }
 */
import { delongAuc, rocAuc, selectRows, type SparseBinaryMatrix, fitLogisticL2, predictProba, type LogisticL2Options } from "../../../models/index.js";
import { judgeGroupRows } from "./swarm-key.js";

/** One fold of LODO. */
export interface JudgeLodoFold {
  domain: string;
  n: number;
  auc: number | null;
  /** Extra key (issue 21): positives of the held-out domain. */
  positives?: number;
  /** Extra key: DeLong 95% interval of the fold's AUC (logit scale, t at the Welch–Satterthwaite df); null when a class has < 2 cases. */
  ci?: [number, number] | null;
  /** Extra key: present when the interval rests on few positives / negatives or has zero width. */
  ci_note?: string;
}

/**
 * The fewest positives (and negatives) of a split for its AUC interval to be
 * taken at face value (DeLong's coverage is checked from 10 positives up,
 * docs/intervals.md); below it `fit judge` warns.
 *
 * @example
 * JUDGE_MIN_SPLIT_POSITIVES; // => 10
 */
export const JUDGE_MIN_SPLIT_POSITIVES = 10;

/**
 * The AUC of a split with its DeLong interval and a note when it rests on
 * fewer than {@link JUDGE_MIN_SPLIT_POSITIVES} positives or negatives or has zero width.
 *
 * @example
 * judgeAucWithInterval([0.9, 0.8, 0.1, 0.2], [1, 1, 0, 0]);
 * // => { auc: 1, positives: 2, ci: [1, 1], ci_note: "zero-width: all 2 positives score above every negative; not a 95% interval" }
 */
export function judgeAucWithInterval(scores: ArrayLike<number>, y: ArrayLike<number>): { auc: number | null; positives: number; ci: [number, number] | null; ci_note?: string } {
  let positives = 0;
  for (let i = 0; i < y.length; i++) positives += y[i];
  const negatives = y.length - positives;
  const auc = rocAuc(scores, y);
  const d = delongAuc(scores, y);
  const ci = d ? d.ci : null;
  let note: string | undefined;
  if (ci && ci[0] === ci[1]) note = `zero-width: all ${positives} positives score ${ci[0] === 1 ? "above" : "below"} every negative; not a 95% interval`;
  else if (auc !== null && Math.min(positives, negatives) < JUDGE_MIN_SPLIT_POSITIVES) {
    note = `only ${positives} positive${positives === 1 ? "" : "s"} and ${negatives} negative${negatives === 1 ? "" : "s"} (< ${JUDGE_MIN_SPLIT_POSITIVES}): the AUC is unreliable${ci ? "" : " and has no interval"}`;
  }
  return { auc, positives, ci, ...(note ? { ci_note: note } : {}) };
}

/**
 * LODO folds sorted by domain, and the mean of the non-null AUCs (null when none).
 * A fold's AUC is null when its held-out domain has one class only or its training rows do.
 * `start` warm-starts each fold's fit (e.g. from the all-data model; the same optimum in fewer steps).
 * @example
 * judgeLodo(X, y, domains, 1).mean_auc; // => e.g. 0.75
 */
export function judgeLodo(
  X: SparseBinaryMatrix,
  y: ArrayLike<0 | 1>,
  domains: readonly string[],
  c: number,
  start?: LogisticL2Options["start"],
): { folds: JudgeLodoFold[]; mean_auc: number | null } {
  return judgeLodoWith(y, domains, (train, yTrain, test) =>
    predictProba(fitLogisticL2(selectRows(X, train), yTrain, { C: c, classWeight: "balanced", start }), selectRows(X, test)));
}

/** Fits on the training rows and returns scores of the test rows (row ids into the full design). */
export type JudgeFoldScorer = (train: number[], yTrain: (0 | 1)[], test: number[], domain: string) => ArrayLike<number>;

/**
 * The leave-one-domain-out loop shared by the judge meta-evaluators (the
 * paper's L2 logistic in `judgeLodo`, the MLP in `judgeLodoMlp`): domains in
 * ascending order; per domain the other domains' rows train and the domain's
 * rows are scored by `score`; a fold's AUC (with its DeLong interval) is null
 * when the training rows hold one class (no model) or the held-out rows do.
 * The mean is over non-null AUCs.
 * @example
 * judgeLodoWith([1, 0, 1, 0], ["a", "a", "b", "b"], (_train, _yTrain, test) => Float64Array.from(test, (i) => 1 - (i % 2))).mean_auc;
 * // => 1
 * @example
 * judgeLodoWith([1, 1], ["a", "b"], () => [0.5]).folds.map((f) => f.auc); // => [null, null]
 */
export function judgeLodoWith(y: ArrayLike<0 | 1>, domains: readonly string[], score: JudgeFoldScorer): { folds: JudgeLodoFold[]; mean_auc: number | null } {
  const folds: JudgeLodoFold[] = [];
  for (const [domain, test] of judgeGroupRows(domains)) {
    const testSet = new Set(test);
    const train: number[] = [];
    for (let i = 0; i < domains.length; i++) if (!testSet.has(i)) train.push(i);
    const yTrain = train.map((i) => y[i]);
    const yTest = test.map((i) => y[i]);
    const trainPos = yTrain.reduce<number>((s, v) => s + v, 0);
    let fold: JudgeLodoFold = { domain, n: test.length, auc: null, positives: yTest.reduce<number>((a, v) => a + v, 0), ci: null };
    if (trainPos > 0 && trainPos < yTrain.length) {
      const r = judgeAucWithInterval(score(train, yTrain, test, domain), yTest);
      fold = { domain, n: test.length, auc: r.auc, positives: r.positives, ci: r.ci, ...(r.ci_note ? { ci_note: r.ci_note } : {}) };
    }
    folds.push(fold);
  }
  const aucs = folds.map((f) => f.auc).filter((a): a is number => a !== null);
  return { folds, mean_auc: aucs.length === 0 ? null : aucs.reduce((s, a) => s + a, 0) / aucs.length };
}
