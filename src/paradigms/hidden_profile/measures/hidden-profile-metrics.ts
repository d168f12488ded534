/**
 * The `groupthink metrics hidden_profile` document (cli.md): per (model,
 * variant) Y^pre, Y^post, Y^full under the average and the majority rule
 * (mean ± s.e.m. over tasks), improvement, gap, the strong criterion and
 * Fisher's p; per (model, task_id) the validation row. Records are
 * de-duplicated on their natural key first (metrics.md §5). Groups are
 * sorted by model then variant, tasks by model then task_id (code-unit order).
 *
 * @example
 * const logs = await loadLogs(["data/sim/hidden_profile/typical/records.jsonl"]);
 * hiddenProfileMetrics(logs.hidden_profile).groups[0].y_post; // => { value: 0.31, sem: 0.04, n_tasks: 24, ci: [0.23, 0.39] }
 */
import type { HiddenProfileRecord } from "../../../paradigms/hidden_profile/kind.js";
import type { HpPhase } from "../../../schema/vocab.js";
import { dedupeHiddenProfile } from "./dedupe-hidden-profile.js";
import { hiddenProfileFisher } from "./hp-fisher.js";
import { hiddenProfileSessions, type HpSession } from "./hp-sessions.js";
import { strongCollectiveReasoning } from "./hp-strong.js";
import { hiddenProfileExactY, hiddenProfileSummary, type HpSummary } from "./hp-summary.js";
import { hiddenProfileTaskValidity } from "./hp-task-validity.js";

/** One (model, variant) row of the document. */
export type HpGroupRow = {
  model: string;
  variant: string;
  y_pre: HpSummary;
  y_post: HpSummary;
  y_full: HpSummary;
  y_pre_majority: HpSummary;
  y_post_majority: HpSummary;
  y_full_majority: HpSummary;
  improvement: number | null;
  gap: number | null;
  strong: boolean | null;
  fisher_p: number | null;
  /** Present when `strong` or `fisher_p` rests on fewer than 2 tasks (no task-level replication: a single task's luck). */
  warnings?: string[];
};

/** One (model, task_id) validation row of the document. */
export type HpTaskRow = {
  model: string;
  task_id: string;
  pre_acc: number | null;
  full_acc: number | null;
  valid: boolean | null;
};

/** The whole document. */
export interface HiddenProfileReport {
  protocol: "hidden_profile";
  groups: HpGroupRow[];
  tasks: HpTaskRow[];
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const diff = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : a - b);

function groupBy<T>(xs: readonly T[], key: (x: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const x of xs) {
    const k = key(x);
    const arr = m.get(k);
    if (arr) arr.push(x);
    else m.set(k, [x]);
  }
  return m;
}

/** Group rows for the sessions and records of one (model, variant). */
function groupRow(model: string, variant: string, sessions: HpSession[], records: HiddenProfileRecord[]): HpGroupRow {
  const of = (phase: HpPhase) => sessions.filter((s) => s.phase === phase);
  const [pre, post, full] = [of("pre"), of("post"), of("full")];
  const y_pre = hiddenProfileSummary(pre, "average");
  const y_post = hiddenProfileSummary(post, "average");
  const y_full = hiddenProfileSummary(full, "average");
  const tasks = Math.min(y_pre.n_tasks, y_post.n_tasks);
  const strong = strongCollectiveReasoning(hiddenProfileExactY(pre), hiddenProfileExactY(post), hiddenProfileExactY(full));
  const fisher_p = hiddenProfileFisher(records).p;
  const warnings: string[] = [];
  if (tasks < 2 && (strong !== null || fisher_p !== null)) {
    warnings.push(`strong and fisher_p rest on ${tasks} task${tasks === 1 ? "" : "s"} (< 2): they describe that task, not the model; run more tasks`);
  }
  return {
    model, variant, y_pre, y_post, y_full,
    y_pre_majority: hiddenProfileSummary(pre, "majority"),
    y_post_majority: hiddenProfileSummary(post, "majority"),
    y_full_majority: hiddenProfileSummary(full, "majority"),
    improvement: diff(y_post.value, y_pre.value),
    gap: diff(y_post.value, y_full.value),
    strong,
    fisher_p,
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}

/** See module doc. The input is not modified. */
export function hiddenProfileMetrics(records: readonly HiddenProfileRecord[]): HiddenProfileReport {
  return hiddenProfileMetricsOfUnique(dedupeHiddenProfile(records));
}

/**
 * {@link hiddenProfileMetrics} of records already de-duplicated by {@link dedupeHiddenProfile}, for a caller
 * that needs the unique records too (the CLI's fact accuracy): one de-duplication, not two. Given records
 * with repeats, it counts every repeat; use {@link hiddenProfileMetrics} then.
 *
 * @example
 * const unique = dedupeHiddenProfile(logs.hidden_profile);
 * hiddenProfileMetricsOfUnique(unique); // deep-equals hiddenProfileMetrics(logs.hidden_profile)
 */
export function hiddenProfileMetricsOfUnique(recs: readonly HiddenProfileRecord[]): HiddenProfileReport {
  const sessions = hiddenProfileSessions(recs);
  const recsByGroup = groupBy(recs, (r) => JSON.stringify([r.model, r.variant]));
  const sessByGroup = groupBy(sessions, (s) => JSON.stringify([s.model, s.variant]));
  const groups = [...recsByGroup.keys()]
    .map((k) => JSON.parse(k) as [string, string])
    .sort((a, b) => cmp(a[0], b[0]) || cmp(a[1], b[1]))
    .map(([m, v]) => {
      const k = JSON.stringify([m, v]);
      return groupRow(m, v, sessByGroup.get(k) ?? [], recsByGroup.get(k) ?? []);
    });
  const sessByTask = groupBy(sessions, (s) => JSON.stringify([s.model, s.task_id]));
  const tasks = [...sessByTask.entries()]
    .map(([k, ss]) => {
      const [model, task_id] = JSON.parse(k) as [string, string];
      const v = hiddenProfileTaskValidity(ss);
      return { model, task_id, pre_acc: v.pre_acc, full_acc: v.full_acc, valid: v.valid };
    })
    .sort((a, b) => cmp(a.model, b.model) || cmp(a.task_id, b.task_id));
  return { protocol: "hidden_profile", groups, tasks };
}
