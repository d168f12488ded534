/**
 * Table rows setting the recovered (simulated) values beside the paper's:
 * one row per paper row, matched to our group by variant id (or, for group
 * size, by N). Values are rounded to 3 decimals for display.
 *
 * @example
 * hiddenProfileComparisonRows(report.groups, HIDDENBENCH_PAPER.table6, "gpt-4.1-sim");
 * // => [{ condition: "Baseline", "Y_post (sim)": "0.275 ± 0.05", "Y_post (paper)": "0.233 ± 0.069", ... }, ...]
 */
import type { HpGroupRow } from "../../metrics/hidden-profile/index.js";
import type { HpPaperRow } from "./hiddenbench-paper.js";

const r3 = (x: number | null | undefined): string => (x === null || x === undefined ? "–" : x.toFixed(3));
const pm = (v: number | null | undefined, s: number | null | undefined): string => (v === null || v === undefined ? "–" : s === null || s === undefined ? r3(v) : `${r3(v)} ± ${r3(s)}`);

/** See module doc. `key` picks the group matched to a paper row (default: by variant id). */
export function hiddenProfileComparisonRows<G extends HpGroupRow>(
  groups: readonly G[], paper: readonly HpPaperRow[], model: string,
  key: (g: G) => string = (g) => g.variant,
): Record<string, string | number>[] {
  return paper.map((p) => {
    const g = groups.find((x) => x.model === model && key(x) === p.id);
    return {
      condition: p.label,
      "Y_pre (sim)": r3(g?.y_pre.value),
      "Y_post (sim)": pm(g?.y_post.value, g?.y_post.sem),
      "Y_post (paper)": pm(p.y_post, p.sem),
      "majority (sim)": r3(g?.y_post_majority.value),
      "majority (paper)": r3(p.y_post_majority),
      "improvement (sim)": r3(g?.improvement),
      "improvement (paper)": r3(p.improvement),
      tasks: g?.y_post.n_tasks ?? 0,
    };
  });
}
