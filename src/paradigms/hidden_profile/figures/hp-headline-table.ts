/**
 * The paper's headline (abstract: 30.1% multi-agent accuracy with
 * distributed information vs 80.7% single-agent with complete information,
 * 15 models × 65 tasks) and §3.2 verification numbers (humans and GPT-4.1 on
 * three tasks) beside ours: the headline against the mean over the given
 * models' baseline rows, the verification against one model's baseline row
 * (Y^pre, Y^post, Y^full, Fisher's p pre vs post).
 *
 * @example
 * const y = (value) => ({ value, sem: null, n_tasks: 1 });
 * const g = (model, post) => ({ model, variant: "baseline", y_pre: y(0.1), y_post: y(post), y_full: y(0.8), fisher_p: 0.01 });
 * hiddenProfileHeadlineTable([g("a", 0.2), g("b", 0.4)], ["a", "b"], "a")[0];
 * // => { measure: "multi-agent Y_post (distributed information)", paper: 0.301, ours: 0.3, ours_from: "mean of 2 baselines: a, b" }
 */
import type { HpGroupRow } from "../measures/index.js";
import { HIDDENBENCH_PAPER } from "./hiddenbench-paper.js";

/** One row: a measure, the paper's value and ours (null when not available). */
export type HpHeadlineRow = {
  measure: string;
  paper: number | string | null;
  ours: number | null;
  ours_from: string;
};

const mean = (xs: readonly (number | null)[]): number | null => {
  const v = xs.filter((x): x is number => x !== null);
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
};

/**
 * @param groups metric rows (`hiddenProfileMetrics(...).groups`)
 * @param models the models whose baselines make our headline
 * @param model the model set beside the §3.2 GPT-4.1 numbers
 * @param variant the baseline variant (default "baseline")
 */
export function hiddenProfileHeadlineTable(groups: readonly HpGroupRow[], models: readonly string[], model: string, variant = "baseline"): HpHeadlineRow[] {
  const base = groups.filter((g) => g.variant === variant && models.includes(g.model));
  const from = `mean of ${base.length} baselines: ${base.map((g) => g.model).join(", ")}`;
  const g = groups.find((x) => x.model === model && x.variant === variant);
  const one = `${model}, ${variant}`;
  const v = HIDDENBENCH_PAPER.verification;
  return [
    { measure: "multi-agent Y_post (distributed information)", paper: HIDDENBENCH_PAPER.headline.multi_agent_post, ours: mean(base.map((b) => b.y_post.value)), ours_from: from },
    { measure: "single agent Y_full (complete information)", paper: HIDDENBENCH_PAPER.headline.single_agent_full, ours: mean(base.map((b) => b.y_full.value)), ours_from: from },
    { measure: "§3.2 humans Y_pre", paper: v.humans.y_pre, ours: null, ours_from: "no human groups here" },
    { measure: "§3.2 humans Y_post", paper: v.humans.y_post, ours: null, ours_from: "no human groups here" },
    { measure: "§3.2 humans Y_full", paper: v.humans.y_full, ours: null, ours_from: "no human groups here" },
    { measure: "§3.2 GPT-4.1 Y_pre", paper: v["gpt-4.1"].y_pre, ours: g?.y_pre.value ?? null, ours_from: one },
    { measure: "§3.2 GPT-4.1 Y_post", paper: v["gpt-4.1"].y_post, ours: g?.y_post.value ?? null, ours_from: one },
    { measure: "§3.2 GPT-4.1 Y_full", paper: v["gpt-4.1"].y_full, ours: g?.y_full.value ?? null, ours_from: one },
    { measure: "§3.2 GPT-4.1 Fisher p (pre vs post)", paper: v["gpt-4.1"].p_pre_to_post, ours: g?.fisher_p ?? null, ours_from: one },
  ];
}

/**
 * Which paper numbers were the simulator's fitting targets, per profile, and which were not fitted
 * (from the paper file): fitted values agree by construction; the rest are checks or not reproduced.
 *
 * @example
 * hiddenProfileFittingTargetsTable().at(-1)?.status; // => "not fitted"
 */
export function hiddenProfileFittingTargetsTable(): { profile: string; numbers: string; status: "fitting target" | "not fitted" }[] {
  return [
    ...Object.entries(HIDDENBENCH_PAPER.fittingTargets).map(([profile, ts]) => ({ profile, numbers: ts.join("; "), status: "fitting target" as const })),
    ...HIDDENBENCH_PAPER.notFitted.map((n) => ({ profile: "-", numbers: n, status: "not fitted" as const })),
  ];
}
