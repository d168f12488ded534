/**
 * Y over tasks (metrics.md §3, §5): a session's score under a group rule, a
 * task's mean = mean over its sessions, Y = mean over tasks, s.e.m. = sample
 * s.d. (n − 1) over task means / √n (null when fewer than 2 tasks), and the
 * 95% interval Y ± t_{0.975, n−1}·s.e.m. over tasks ({@link tInterval}; a
 * task's sessions, seeds and repeats are averaged within the task first, so
 * the task is the unit). ±1.96·s.e.m. covers 84% at 5 tasks; the t interval
 * ~94% (docs/intervals.md). `ci_note` warns below 10 tasks or at zero width.
 *
 * @example
 * hiddenProfileSummary([
 *   { task_id: "t1", n: 4, correct: 1 }, { task_id: "t1", n: 4, correct: 3 },
 *   { task_id: "t2", n: 2, correct: 2 },
 * ], "average");
 * // => { value: 0.75, sem: 0.25, n_tasks: 2, ci: [0, 1], ci_note: "only 2 tasks (< 10): coverage not checked at this size" }
 */
import type { Rational } from "../../../models/decimal-rational.js";
import { mean } from "../../../stats/mean.js";
import { exactMean, exactMeanOfFractions } from "./hp-exact.js";
import { standardError } from "../../../stats/index.js";
import { tInterval } from "../../../stats/t-interval.js";
import { intervalNote } from "../../../stats/interval-note.js";
import type { HpSession } from "./hp-sessions.js";
import { averageRuleScore, majorityRuleScore } from "./hp-sessions.js";

/** A group rule of the paper (§A.2). */
export type HpRule = "average" | "majority";

/** `S` of cli.md: mean over tasks of per-task means, its standard error and the task count. */
export type HpSummary = {
  value: number | null;
  sem: number | null;
  n_tasks: number;
  /** 95% t interval over tasks (n − 1 df); null with fewer than 2 tasks. */
  ci: [number, number] | null;
  /** Present when the interval has zero width or rests on fewer than 10 tasks. */
  ci_note?: string;
};

/** Per-task mean scores of sessions (tasks in first-seen order). */
export function hiddenProfileTaskMeans(sessions: readonly Pick<HpSession, "task_id" | "n" | "correct">[], rule: HpRule): Map<string, number> {
  const score = rule === "average" ? averageRuleScore : majorityRuleScore;
  const byTask = new Map<string, number[]>();
  for (const s of sessions) {
    const xs = byTask.get(s.task_id) ?? [];
    xs.push(score(s));
    byTask.set(s.task_id, xs);
  }
  const out = new Map<string, number>();
  for (const [t, xs] of byTask) out.set(t, mean(xs) as number);
  return out;
}

/** Summarise sessions of one (model, variant, phase) under a rule (see module doc). */
export function hiddenProfileSummary(sessions: readonly Pick<HpSession, "task_id" | "n" | "correct">[], rule: HpRule): HpSummary {
  const taskMeans = [...hiddenProfileTaskMeans(sessions, rule).values()];
  const t = tInterval(taskMeans);
  const ci: [number, number] | null = t ? [Math.max(0, t[0]), Math.min(1, t[1])] : null; // Y is a share
  const note = intervalNote(ci, taskMeans.length, "tasks");
  const out: HpSummary = { value: mean(taskMeans), sem: standardError(taskMeans), n_tasks: taskMeans.length, ci };
  return note === undefined ? out : { ...out, ci_note: note };
}

/**
 * The exact average-rule Y (a BigInt rational) of sessions; null for none.
 * @example
 * hiddenProfileExactY([{ task_id: "t", n: 3, correct: 1 }]); // => { num: 1n, den: 3n }
 */
export function hiddenProfileExactY(sessions: readonly Pick<HpSession, "task_id" | "n" | "correct">[]): Rational | null {
  const byTask = new Map<string, [number, number][]>();
  for (const s of sessions) {
    const xs = byTask.get(s.task_id) ?? [];
    xs.push([s.correct, s.n]);
    byTask.set(s.task_id, xs);
  }
  return exactMean([...byTask.values()].map((xs) => exactMeanOfFractions(xs)));
}
