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
import { rocAuc, selectRows, type SparseBinaryMatrix, fitLogisticL2, predictProba } from "../../models/index.js";
import { judgeGroupRows } from "./swarm-key.js";

/** One fold of LODO. */
export interface JudgeLodoFold {
  domain: string;
  n: number;
  auc: number | null;
}

/**
 * LODO folds sorted by domain, and the mean of the non-null AUCs (null when none).
 * A fold's AUC is null when its held-out domain has one class only or its training rows do.
 * @example
 * judgeLodo(X, y, domains, 1).mean_auc; // => e.g. 0.75
 */
export function judgeLodo(
  X: SparseBinaryMatrix,
  y: ArrayLike<0 | 1>,
  domains: readonly string[],
  c: number,
): { folds: JudgeLodoFold[]; mean_auc: number | null } {
  const folds: JudgeLodoFold[] = [];
  for (const [domain, test] of judgeGroupRows(domains)) {
    const testSet = new Set(test);
    const train: number[] = [];
    for (let i = 0; i < domains.length; i++) if (!testSet.has(i)) train.push(i);
    const yTrain = train.map((i) => y[i]);
    const yTest = test.map((i) => y[i]);
    const trainPos = yTrain.reduce<number>((s, v) => s + v, 0);
    let auc: number | null = null;
    if (trainPos > 0 && trainPos < yTrain.length) {
      const model = fitLogisticL2(selectRows(X, train), yTrain, { C: c, classWeight: "balanced" });
      auc = rocAuc(predictProba(model, selectRows(X, test)), yTest);
    }
    folds.push({ domain, n: test.length, auc });
  }
  const aucs = folds.map((f) => f.auc).filter((a): a is number => a !== null);
  return { folds, mean_auc: aucs.length === 0 ? null : aucs.reduce((s, a) => s + a, 0) / aucs.length };
}
