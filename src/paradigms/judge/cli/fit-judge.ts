/**
 * `groupthink fit judge LOG... [--c C] [--l1-alpha A] [--target-precision P] [--seed S] [--json] [--save FILTER.json]`:
 * the formalism-trap meta-evaluator (cli.md; metrics.md §4–5; paper 003).
 * `--json` prints exactly the cli.md document; `--save` also writes the
 * vigilance filter (versioned JSON: vocabulary, split-model coefficients,
 * threshold, training provenance with input SHA-256s).
 * The document carries two documented extra keys: `filter` (the deployable
 * filter: out-of-fold threshold by the exact lower-bound rule, exact
 * intervals, calibration, split seeds, `refusal`) and `excluded_unparsed`.
 * `--save` refuses (exit 1) when no threshold qualifies or fewer than 10
 * calibration cases are flagged, unless `--force` (recorded in the file).
 * `--dictionary DICT.json` re-derives every record's clusters from its
 * `raw_labels` through that dictionary before fitting. `--ordered-swarms` keys
 * the per-swarm profiles by the ordered `auditor_list` (by default the
 * contract's multiset key merges `gpt,gemini` and `gemini,gpt`).
 *
 * @example
 * // $ groupthink fit judge data/sim/judge/corpus.jsonl --json --save filter.json
 * // {"n":22500,"positives":…,"features":…,"l2":{…},"l1":{…},"lodo":[…],…}
 */
import { jsonLine } from "../../../cli/provenance-output.js";
import { readFileSync, writeFileSync } from "node:fs";
import { UsageError, escapeTerminal } from "../../../errors.js";
import { loadLogs } from "../../../load/load-logs.js";
import { loadLogsProjected } from "../../../load/load-projected.js";
import { sha256Hex } from "../../../runner/hash.js";
import { JUDGE_FIT_DERIVED, JUDGE_FIT_FIELDS } from "../measures/judge-metric-fields.js";
import { expandLogPaths } from "../../../load/log-files.js";
import { requireRecords } from "../../../load/require-records.js";
import { judgeBuildFilter, judgeCapture, judgeFitDetailed, type JudgeFitReport } from "../measures/index.js";
import { judgeLabelled } from "../measures/labelled-records.js";
import { projectPath } from "../../../paths.js";
import { judgeApplyDictionary, judgeLoadDictionary } from "../protocol/dictionary.js";
import { intOption, parseArgs } from "../../../cli/args.js";
import { judgeL1NullSeNote } from "../measures/l1-se-note.js";
import { formatTable } from "../../../cli/format-table.js";

const fmt = (v: number | null, d = 4) => (v === null ? "—" : v.toFixed(d));

/** The human-readable summary of a fit. */
function summary(r: JudgeFitReport): string {
  const l2 = r.l2, ct = l2.confusion_at_t;
  const out = [
    `judge trajectories: n = ${r.n}, captures (D_E > 0.5) = ${r.positives}, features = ${r.features}`,
    ``,
    `L2 (C = ${l2.c}, balanced): test AUC ${fmt(l2.test_auc)}${l2.test_auc_ci ? ` [${fmt(l2.test_auc_ci[0])}, ${fmt(l2.test_auc_ci[1])}] (DeLong 95%, ${l2.test_positives} test positives)` : ""}; at 0.5: precision ${fmt(l2.precision_at_05)}, recall ${fmt(l2.recall_at_05)}, F1 ${fmt(l2.f1_at_05)}`,
    `vigilance threshold ${fmt(l2.threshold)}: precision ${fmt(l2.precision_at_t)}, recall ${fmt(l2.recall_at_t)}` +
      (ct ? ` (tp ${ct.tp}, fp ${ct.fp}, tn ${ct.tn}, fn ${ct.fn})` : ""),
    ``,
    `deployable filter (${r.filter.rule}; ${r.filter.splits.folds}-fold out-of-fold on ${r.filter.splits.n_dev}, test ${r.filter.splits.n_test}): ` +
      (r.filter.threshold === null ? `no threshold — ${r.filter.refusal}` :
        `threshold ${fmt(r.filter.threshold)}, ${r.filter.selection.flagged} flagged out of fold; test precision ${fmt(r.filter.test.precision)}` +
        `${r.filter.test.precision_ci ? ` [${fmt(r.filter.test.precision_ci.lo)}, ${fmt(r.filter.test.precision_ci.hi)}]` : ""}, recall ${fmt(r.filter.test.recall)}` +
        `${r.filter.test.recall_ci ? ` [${fmt(r.filter.test.recall_ci.lo)}, ${fmt(r.filter.test.recall_ci.hi)}]` : ""}`),
    `calibration (${r.filter.calibration.method}, chosen by cross-validated Brier): test ECE ${fmt(r.filter.test.ece_before)} raw → ${fmt(r.filter.test.ece_after)} calibrated`,
    ``,
    `L1 (alpha = ${r.l1.alpha}): ${r.l1.coefficients.length} non-zero coefficients; ${r.l1.not_selected?.length ?? 0} features not selected (set to 0: no estimate)`,
    `  se/z/p: Wald at the penalised fit (shrunk: intervals miss low); refit: post-selection unpenalised refit on the selected features (conditional on the selection)`,
    formatTable(["feature", "beta", "se", "z", "p", "refit beta", "refit se", "refit p"], r.l1.coefficients.map((e) => [e.feature, fmt(e.beta), fmt(e.se), fmt(e.z, 2), e.p === null ? "—" : e.p.toExponential(2),
      fmt(e.refit_beta ?? null), fmt(e.refit_se ?? null), e.refit_p == null ? "—" : e.refit_p.toExponential(2)])),
    ...(r.l1.se_null_reason ? [escapeTerminal(`  refit SEs null: ${r.l1.se_null_reason}`)] : []),
    ...[judgeL1NullSeNote(r.l1.coefficients)].filter((x): x is string => x !== null),
    ``,
    `LODO (mean AUC ${fmt(r.lodo_mean_auc)})`,
    formatTable(["domain", "n", "positives", "auc", "95% CI (DeLong)"], r.lodo.map((f) => [f.domain, String(f.n), String(f.positives ?? "-"), fmt(f.auc), f.ci ? `[${fmt(f.ci[0])}, ${fmt(f.ci[1])}]${f.ci_note ? "*" : ""}` : "-"])),
    ...(r.warnings ?? []).map((w) => escapeTerminal(`WARNING: ${w}`)),
    ``,
    `Profiles`,
    formatTable(["swarm", "n", "positives", "auc", "top"], r.profiles.map((p) => [p.swarm, String(p.n), String(p.positives), fmt(p.auc), p.top.map((t) => `${t.feature} ${fmt(t.beta, 2)}`).join("; ")])),
    ``,
    `Lexical grounding: r = ${fmt(r.grounding.r)}, p = ${r.grounding.p === null ? "—" : r.grounding.p.toExponential(2)}, mean score flagged ${fmt(r.grounding.mean_flagged, 2)} vs unflagged ${fmt(r.grounding.mean_unflagged, 2)}`,
  ];
  return out.join("\n") + "\n";
}

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, {
    c: "number", "l1-alpha": "number", "target-precision": "number", seed: "number", json: "boolean", save: "string", force: "boolean",
    dictionary: "string", "ordered-swarms": "boolean",
  });
  if (positionals.length === 0) throw new UsageError("expected at least one LOG file");
  const c = options.c ?? 1, alpha = options["l1-alpha"] ?? 1, target = options["target-precision"] ?? 0.9, seed = options.seed ?? 0;
  if (!(c > 0)) throw new UsageError(`--c must be > 0, received ${c}`);
  if (!(alpha >= 0)) throw new UsageError(`--l1-alpha must be >= 0, received ${alpha}`);
  if (!(target >= 0 && target <= 1)) throw new UsageError(`--target-precision must be in [0, 1], received ${target}`);
  intOption(options, "seed", 0);

  // without --dictionary (which re-derives clusters from `raw_labels`) only the fields the fit reads are kept, and
  // the rigor score of `thought` instead of the text: no trace, judge_response, uuid, … alive through the fit (issue 22)
  const logs = options.dictionary === undefined ? await loadLogsProjected(positionals, "judge", JUDGE_FIT_FIELDS, JUDGE_FIT_DERIVED) : await loadLogs(positionals);
  requireRecords(logs, "judge", positionals);
  const complete = judgeLabelled(logs.judge).records;
  const positives = complete.filter((r) => judgeCapture(r) === 1).length;
  if (positives === 0 || positives === complete.length) {
    process.stderr.write(`groupthink fit judge: need both captured (D_E > 0.5) and non-captured trajectories; ${positives} of ${complete.length} captured\n`);
    return 1;
  }
  const records = options.dictionary === undefined ? logs.judge : judgeApplyDictionary(logs.judge, judgeLoadDictionary(options.dictionary)) as typeof logs.judge;
  const detail = judgeFitDetailed(records, { c, l1Alpha: alpha, targetPrecision: target, seed, orderedSwarms: options["ordered-swarms"] === true });

  if (options.save !== undefined) {
    const refusal = detail.report.filter.refusal;
    if (detail.deployable.threshold === null || (refusal !== null && !options.force)) {
      process.stderr.write(`groupthink fit judge: filter not saved: ${refusal}${detail.deployable.threshold === null ? "" : " (--force saves it anyway and records that it was forced)"}\n`);
      return 1;
    }
    const inputs = expandLogPaths(positionals).map((file) => {
      const bytes = readFileSync(file);
      return { file, sha256: sha256Hex(bytes), bytes: bytes.length };
    });
    const pkg = JSON.parse(readFileSync(projectPath("package.json"), "utf8")) as { version: string };
    const filter = judgeBuildFilter(detail, { inputs, packageVersion: pkg.version, createdAt: new Date().toISOString(), force: options.force === true });
    writeFileSync(options.save, JSON.stringify(filter, null, 1) + "\n");
    const p = filter.test;
    process.stderr.write(`vigilance filter written to ${options.save} (threshold ${filter.threshold}; ${filter.selection.flagged} flagged calibration cases; ` +
      `test precision ${p.precision === null ? "—" : p.precision.toFixed(4)}${p.precision_ci ? ` [${p.precision_ci.lo.toFixed(4)}, ${p.precision_ci.hi.toFixed(4)}]` : ""}${filter.forced ? "; FORCED" : ""})\n`);
  }
  process.stdout.write(options.json ? jsonLine(detail.report, logs, { bootstrap: null, seed }) : summary(detail.report));
  return 0;
}
