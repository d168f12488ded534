/**
 * `groupthink metrics hidden_profile LOG... [--seed S] [--json] [--csv]`: the
 * hidden-profile analysis of cli.md (per model and variant: Y^pre, Y^post,
 * Y^full under the average and majority rules with s.e.m. over tasks,
 * improvement, gap, strong criterion, Fisher's p; per model and task the
 * validation row; in the text output also the parse-failure share per model
 * and variant, with a warning when one passes 5%). `--seed` is accepted and
 * unused (nothing is random).
 *
 * @example
 * // $ groupthink metrics hidden_profile data/sim/hidden_profile/typical/records.jsonl --json
 * // {"protocol":"hidden_profile","groups":[...],"tasks":[...],"fact_accuracy":[...]}
 * // (extra key `fact_accuracy`: per-fact pre-vote accuracy, hiddenProfileFactAccuracy)
 */
import { csvText, jsonLine } from "../../../cli/provenance-output.js";
import { measureTableCsv } from "../../../export/measure-table-csv.js";
import { UsageError, escapeTerminal } from "../../../errors.js";
import { loadLogsProjected } from "../../../load/load-projected.js";
import { HP_METRIC_FIELDS } from "../measures/hp-metric-fields.js";
import { requireRecords } from "../../../load/require-records.js";
import { HP_PARSE_FAILURE_ALERT, hiddenProfileParseFailures, type HpSummary } from "../measures/index.js";
import { hiddenProfileMetricsOfUnique } from "../measures/hidden-profile-metrics.js";
import { hiddenProfileFactAccuracy } from "../measures/hp-fact-accuracy.js";
import { dedupeHiddenProfile } from "../measures/dedupe-hidden-profile.js";
import { intOption, parseArgs } from "../../../cli/args.js";
import { formatTable } from "../../../cli/format-table.js";

const f3 = (x: number | null): string => (x === null ? "null" : x.toFixed(3));
const s = (y: HpSummary): string => (y.value === null ? "null" : !y.ci ? f3(y.value) : `${f3(y.value)} [${f3(y.ci[0])}, ${f3(y.ci[1])}]${y.ci_note ? "*" : ""}`);

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { json: "boolean", csv: "boolean", seed: "number" });
  if (positionals.length === 0) throw new UsageError("expected at least one LOG file");
  const seed = intOption(options, "seed", 0);
  // only the fields the measures read (issue 22: a million records in well under 1 GB)
  const logs = await loadLogsProjected(positionals, "hidden_profile", HP_METRIC_FIELDS);
  // de-duplicated once, for the measures and the fact accuracy both
  const unique = dedupeHiddenProfile(requireRecords(logs, "hidden_profile", positionals));
  const doc = hiddenProfileMetricsOfUnique(unique);
  if (options.csv) {
    process.stdout.write(csvText(measureTableCsv(doc), logs, { bootstrap: null, seed }));
    return 0;
  }
  // extra key (issue 26): per-fact pre-vote accuracy of every run, not only `tasks validate`
  const fact_accuracy = hiddenProfileFactAccuracy(unique);
  if (options.json) {
    process.stdout.write(jsonLine({ ...doc, fact_accuracy }, logs, { bootstrap: null, seed }));
    return 0;
  }
  const simulated = logs.hidden_profile.some((r) => r.simulated === true);
  const out: string[] = [];
  out.push(`Hidden profile (average rule, mean [95% t interval over tasks])${simulated ? " (simulated)" : ""}`);
  out.push(formatTable(
    ["model", "variant", "tasks", "y_pre", "y_post", "y_full", "maj_pre", "maj_post", "maj_full", "improvement", "gap", "strong", "fisher_p"],
    doc.groups.map((g) => [
      g.model, g.variant, String(Math.max(g.y_pre.n_tasks, g.y_post.n_tasks, g.y_full.n_tasks)), s(g.y_pre), s(g.y_post), s(g.y_full),
      s(g.y_pre_majority), s(g.y_post_majority), s(g.y_full_majority), f3(g.improvement), f3(g.gap), String(g.strong),
      g.fisher_p === null ? "null" : g.fisher_p.toPrecision(3),
    ]),
  ));
  const notes = doc.groups.flatMap((g) => [
    ...(g.warnings ?? []).map((w) => `WARNING: ${g.model} / ${g.variant}: ${w}`),
    ...[g.y_pre, g.y_post, g.y_full].filter((y) => y.ci_note).slice(0, 1).map((y) => `* ${g.model} / ${g.variant}: ${y.ci_note}`),
  ]);
  for (const n of notes) out.push(escapeTerminal(n));
  out.push("");
  out.push("Task validation (pre ≤ 0.2, full ≥ 0.8, ≥ 10 sessions each)");
  out.push(formatTable(["model", "task_id", "pre_acc", "full_acc", "valid"], doc.tasks.map((t) => [t.model, t.task_id, f3(t.pre_acc), f3(t.full_acc), String(t.valid)])));
  out.push("");
  out.push("Per-fact pre-vote accuracy (shared facts + one dealt hidden entry alone; settles = > 20% correct over ≥ 10 votes)");
  out.push(formatTable(["model", "task_id", "hidden_entry", "n", "correct", "accuracy", "settles"],
    fact_accuracy.map((r) => [r.model, r.task_id, r.hidden_entry.join(" | ").slice(0, 60), String(r.n), String(r.correct), f3(r.accuracy), String(r.settles)])));
  const pf = hiddenProfileParseFailures(logs.hidden_profile);
  out.push("");
  out.push("Parse failures (vote null with parse_error; counted as wrong votes)");
  out.push(formatTable(["model", "variant", "records", "parse_failures", "share"], pf.map((r) => [r.model, r.variant, String(r.records), String(r.parse_failures), f3(r.share)])));
  for (const r of pf.filter((x) => x.loud)) {
    out.push(`WARNING: ${r.model} / ${r.variant}: ${(100 * r.share).toFixed(1)}% of votes could not be parsed (more than ${100 * HP_PARSE_FAILURE_ALERT}%): the accuracies count them as wrong; check the replies (raw) or run reparse`);
  }
  process.stdout.write(out.join("\n") + "\n");
  return 0;
}
