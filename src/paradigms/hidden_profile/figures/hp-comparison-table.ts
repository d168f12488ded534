/**
 * Table rows setting the recovered (simulated) values beside the paper's:
 * one row per paper row, matched to our group by variant id (or, for group
 * size, by N). Recovered values are numbers (null when the group is missing
 * or the value undefined); a value the paper does not report is "not given".
 * Formatting is left to the display (`showTable`).
 *
 * @example
 * hiddenProfileComparisonRows(report.groups, HIDDENBENCH_PAPER.table6, "gpt-4.1-sim")[1];
 * // => { condition: "Reveal-all", "Y_pre (sim)": 0.1, "Y_post (sim)": 0.95, "s.e.m. (sim)": 0.03, "Y_post (paper)": 0.967, "s.e.m. (paper)": 0.033,
 * //      "majority (sim)": 1, "majority (paper)": "not given", "improvement (sim)": 0.85, "improvement (paper)": 0.933, tasks: 3 }
 */
import type { HpGroupRow } from "../measures/index.js";
import type { HpPaperRow } from "./hiddenbench-paper.js";

const given = (x: number | null | undefined): number | "not given" => (x === null || x === undefined ? "not given" : x);

/** One row of {@link hiddenProfileComparisonRows}. */
export type HpComparisonRow = {
  condition: string;
  "Y_pre (sim)": number | null;
  "Y_post (sim)": number | null;
  "s.e.m. (sim)": number | null;
  "Y_post (paper)": number | "not given";
  "s.e.m. (paper)": number | "not given";
  "majority (sim)": number | null;
  "majority (paper)": number | "not given";
  "improvement (sim)": number | null;
  "improvement (paper)": number | "not given";
  tasks: number;
};

/** See module doc. `key` picks the group matched to a paper row (default: by variant id). */
export function hiddenProfileComparisonRows<G extends HpGroupRow>(
  groups: readonly G[], paper: readonly HpPaperRow[], model: string,
  key: (g: G) => string = (g) => g.variant,
): HpComparisonRow[] {
  return paper.map((p) => {
    const g = groups.find((x) => x.model === model && key(x) === p.id);
    return {
      condition: p.label,
      "Y_pre (sim)": g?.y_pre.value ?? null,
      "Y_post (sim)": g?.y_post.value ?? null,
      "s.e.m. (sim)": g?.y_post.sem ?? null,
      "Y_post (paper)": given(p.y_post),
      "s.e.m. (paper)": given(p.sem),
      "majority (sim)": g?.y_post_majority.value ?? null,
      "majority (paper)": given(p.y_post_majority),
      "improvement (sim)": g?.improvement ?? null,
      "improvement (paper)": given(p.improvement),
      tasks: g?.y_post.n_tasks ?? 0,
    };
  });
}
