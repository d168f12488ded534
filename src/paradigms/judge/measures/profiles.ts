/**
 * Architecture vulnerability profiling (metrics.md §4 and §5; paper 003,
 * §3.6 and Table 4): one L2 model (same C, balanced weights) per swarm
 * composition on all of its records; in-sample ROC-AUC; the two largest
 * positive coefficients (ties in vocabulary order). A swarm with fewer than
 * 5 minority-class cases is listed with `auc` null and `top` [].
 *
 * @example
 * judgeProfiles(X, y, swarms, vocabulary, 1);
 * // => [{ swarm: "claude,gpt", n: 120, positives: 14, auc: 0.86, top: [{ feature: "X", beta: 2.1 }, …] }, …]
 */
import { rocAuc, selectRows, type SparseBinaryMatrix, fitLogisticL2, predictProba, type LogisticL2Options } from "../../../models/index.js";
import { judgeGroupRows } from "./swarm-key.js";

/** One swarm's profile. */
export interface JudgeProfile {
  swarm: string;
  n: number;
  positives: number;
  auc: number | null;
  top: { feature: string; beta: number }[];
}

/** Fewest minority-class cases for a swarm to be fitted. */
export const JUDGE_PROFILE_MIN_MINORITY = 5;

/**
 * The `k` largest strictly positive coefficients, ties in vocabulary (index) order.
 * @example
 * judgeTopPositive(Float64Array.from([1, 3, 3, -1]), ["a", "b", "c", "d"], 2);
 * // => [{ feature: "b", beta: 3 }, { feature: "c", beta: 3 }]
 */
export function judgeTopPositive(coef: ArrayLike<number>, vocabulary: readonly string[], k: number): { feature: string; beta: number }[] {
  const idx: number[] = [];
  for (let j = 0; j < coef.length; j++) if (coef[j] > 0) idx.push(j);
  idx.sort((a, b) => coef[b] - coef[a] || a - b);
  return idx.slice(0, k).map((j) => ({ feature: vocabulary[j], beta: coef[j] }));
}

/**
 * Profiles sorted by swarm key.
 * @param swarms one swarm key per row (see `judgeSwarmKey`)
 * @param start warm start of each swarm's fit (e.g. the all-data model; the same optimum in fewer steps)
 * @example
 * judgeProfiles(X, y, ["a", "a"], vocab, 1)[0].auc; // => null (fewer than 5 minority cases)
 */
export function judgeProfiles(
  X: SparseBinaryMatrix,
  y: ArrayLike<0 | 1>,
  swarms: readonly string[],
  vocabulary: readonly string[],
  c: number,
  start?: LogisticL2Options["start"],
): JudgeProfile[] {
  return judgeGroupRows(swarms).map(([swarm, rows]) => {
    const ys = rows.map((i) => y[i]);
    const positives = ys.reduce<number>((s, v) => s + v, 0);
    if (Math.min(positives, rows.length - positives) < JUDGE_PROFILE_MIN_MINORITY) {
      return { swarm, n: rows.length, positives, auc: null, top: [] };
    }
    const Xs = selectRows(X, rows);
    const model = fitLogisticL2(Xs, ys, { C: c, classWeight: "balanced", start });
    return {
      swarm,
      n: rows.length,
      positives,
      auc: rocAuc(predictProba(model, Xs), ys),
      top: judgeTopPositive(model.coef, vocabulary, 2),
    };
  });
}
