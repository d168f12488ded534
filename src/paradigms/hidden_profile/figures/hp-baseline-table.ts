/**
 * The baselines table of the hidden-profile notebook (HiddenBench §5, Figure
 * 3): per model of one variant the task count, Y^pre, Y^post, Y^full and the
 * majority-rule Y^post, each with its s.e.m. over tasks, improvement, gap,
 * the strong criterion, Fisher's p, and the paper's Y^post where its text
 * gives one (else "not given").
 *
 * @example
 * hiddenProfileBaselineTable(report.groups)[0];
 * // => { model: "gemini-2.5-pro-sim", tasks: 24, Y_pre: 0.21, sem_pre: 0.03, ..., fisher_p: 1.2e-9, paper_post: 0.671 }
 */
import type { HpGroupRow } from "../measures/index.js";
import { HIDDENBENCH_PAPER, type HpPaperModel } from "./hiddenbench-paper.js";

/**
 * @param groups `groups` of {@link hiddenProfileMetrics}
 * @param variant the variant shown (default "baseline")
 * @param paper the paper's Figure 3 values per model (default {@link HIDDENBENCH_PAPER}.figure3)
 */
export function hiddenProfileBaselineTable(groups: readonly HpGroupRow[], variant = "baseline", paper: Readonly<Record<string, HpPaperModel>> = HIDDENBENCH_PAPER.figure3) {
  return groups.filter((g) => g.variant === variant).map((g) => ({
    model: g.model, tasks: g.y_post.n_tasks,
    Y_pre: g.y_pre.value, sem_pre: g.y_pre.sem, Y_post: g.y_post.value, sem_post: g.y_post.sem, Y_full: g.y_full.value, sem_full: g.y_full.sem,
    majority_post: g.y_post_majority.value, sem_majority: g.y_post_majority.sem,
    improvement: g.improvement, gap: g.gap, strong: g.strong, fisher_p: g.fisher_p,
    paper_post: paper[g.model]?.y_post ?? "not given",
  }));
}
