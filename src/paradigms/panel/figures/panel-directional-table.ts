/**
 * Figure 5 of paper 002 (§3.2) as a table: the pooled flag-directed and
 * safe-directed adoption rates and their gap, each with its interval, beside
 * the paper's value and interval.
 *
 * @example
 * const m = (value) => ({ value, n: 10, ci: null });
 * panelDirectionalTable({ flag: m(0.7), safe: m(0.2), gap: m(0.5) })[2];
 * // => { pool: "gap", value: 0.5, n: 10, ci_low: null, ci_high: null, paper: 0.585, paper_ci_low: 0.567, paper_ci_high: 0.603 }
 */
import { measureRow } from "../../../metrics/common/measure-row.js";
import type { PanelDirectional } from "../measures/index.js";
import { panelPaperValues } from "./panel-paper-values.js";

type Paper = { flag: number; flagCi: readonly number[]; safe: number; safeCi: readonly number[]; gap: number; gapCi: readonly number[] };

/**
 * @param d `directional` of the panel document
 * @param paper the paper's pooled values (default {@link panelPaperValues}.directional)
 */
export function panelDirectionalTable(d: PanelDirectional, paper: Paper = panelPaperValues.directional) {
  const row = (pool: "flag" | "safe" | "gap", ci: readonly number[]) => ({ pool, ...measureRow(d[pool]), paper: paper[pool], paper_ci_low: ci[0], paper_ci_high: ci[1] });
  return [row("flag", paper.flagCi), row("safe", paper.safeCi), row("gap", paper.gapCi)];
}
