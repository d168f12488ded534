/**
 * Table 1 of paper 003 (metrics.md §4 "L1 inference model"): the non-zero L1
 * coefficients whose two-tailed Wald p-value is below `pMax`, in the report's
 * order (β descending), with their standard error, z, p and significance stars.
 *
 * @example
 * judgeL1Table(report, 0.001)[0];
 * // => { feature: "SOCIAL_CONFORMITY", beta: 2.43, se: 0.21, z: 11.6, p: 5.4e-31, stars: "***" }
 */
import { argError } from "../../../errors.js";
import type { JudgeFitReport } from "../measures/index.js";
import { judgeStars } from "./model-figures.js";

/** One row of the L1 table. */
export type JudgeL1Row = {
  feature: string;
  beta: number;
  se: number | null;
  z: number | null;
  p: number | null;
  stars: string;
};

/**
 * Rows with p < pMax (coefficients without a p-value are left out).
 * @param pMax the p-value cut, in (0, 1] (default 0.001, the paper's Table 1)
 * @throws RangeError when pMax is not in (0, 1]
 * @example
 * judgeL1Table({ l1: { alpha: 1, intercept: 0, coefficients: [{ feature: "A", beta: 2, se: 0.5, z: 4, p: 6e-5 }, { feature: "B", beta: 1, se: 1, z: 1, p: 0.3 }] } } as JudgeFitReport, 0.05);
 * // => [{ feature: "A", beta: 2, se: 0.5, z: 4, p: 6e-5, stars: "***" }]
 */
export function judgeL1Table(report: Pick<JudgeFitReport, "l1">, pMax = 0.001): JudgeL1Row[] {
  if (typeof pMax !== "number" || !(pMax > 0 && pMax <= 1)) throw new RangeError(argError("judgeL1Table", "pMax", "a number in (0, 1]", pMax));
  return report.l1.coefficients
    .filter((e) => e.p !== null && e.p < pMax)
    .map((e) => ({ feature: e.feature, beta: e.beta, se: e.se, z: e.z, p: e.p, stars: judgeStars(e.p) }));
}
