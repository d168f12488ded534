/**
 * `groupthink filter evaluate FILTER.json LOG... [--json]`: how a saved
 * vigilance filter does on a labelled judge log (issue 15): precision, recall
 * and the confusion matrix at its threshold with exact 95% intervals, whether
 * the filter's stated precision interval covers what it achieves, the
 * calibration of `p_capture` (reliability table, ECE), and drift against the
 * training population (feature shares, score distribution, unknown clusters).
 * `--json` prints the `judgeFilterEvaluation` object.
 *
 * @example
 * // $ groupthink filter evaluate filter.json fresh.jsonl
 * // precision 0.7412 [0.6889, 0.7889] (tp 292, fp 102), recall 0.1292 [0.1157, 0.1437] …
 */
import { jsonLine } from "../../../cli/provenance-output.js";
import { UsageError } from "../../../errors.js";
import { loadLogs } from "../../../load/load-logs.js";
import { judgeFilterEvaluation } from "../measures/filter-evaluation.js";
import { loadFilter } from "../measures/filter-runtime.js";
import { parseArgs } from "../../../cli/args.js";
import { formatTable } from "../../../cli/format-table.js";

const f4 = (v: number | null | undefined) => (v === null || v === undefined ? "—" : v.toFixed(4));
const ci = (c: { lo: number; hi: number } | null) => (c === null ? "" : ` [${f4(c.lo)}, ${f4(c.hi)}]`);

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { json: "boolean", seed: "number" });
  if (positionals.length < 2) throw new UsageError("expected FILTER.json and at least one labelled LOG");
  const [filterFile, ...logFiles] = positionals;
  const filter = loadFilter(filterFile);
  const logs = await loadLogs(logFiles);
  if (logs.judge.length === 0) {
    process.stderr.write(`groupthink filter evaluate: no judge records in ${logFiles.join(", ")}\n`);
    return 1;
  }
  const e = judgeFilterEvaluation(filter, logs.judge);
  if (options.json) {
    process.stdout.write(jsonLine(e, logs, { bootstrap: null, seed: options.seed ?? 0 }));
    return 0;
  }
  const c = e.confusion;
  const lines = [
    `vigilance filter ${filterFile}: threshold ${filter.threshold} (target precision ${filter.target_precision}${filter.forced ? ", saved with --force" : ""})`,
    `records ${e.n} (unparsed left out: ${e.excluded_unparsed}), captures ${e.captures}, flagged ${e.flagged}`,
    `precision ${f4(e.precision)}${ci(e.precision_ci)} (tp ${c.tp}, fp ${c.fp}); recall ${f4(e.recall)}${ci(e.recall_ci)} (fn ${c.fn}, tn ${c.tn})`,
    `stated test-split precision ${f4(filter.test.precision)}${ci(filter.test.precision_ci)}: ${e.covered === null ? "nothing flagged" : e.covered ? "covers" : "does NOT cover"} the achieved precision`,
    ``,
    `calibration of p_capture (ECE ${f4(e.calibration.ece)}; at training, test split: ${f4(filter.test.ece_before)} raw → ${f4(filter.test.ece_after)} calibrated)`,
    formatTable(["bin", "n", "mean predicted", "observed"], e.calibration.bins.filter((b) => b.n > 0).map((b) => [`${b.lo.toFixed(1)}–${b.hi.toFixed(1)}`, String(b.n), f4(b.mean_predicted), f4(b.observed_rate)])),
    ``,
    `drift: feature total variation ${f4(e.drift.feature_tv)}, score PSI ${f4(e.drift.score_psi)}, unknown cluster occurrences ${(100 * e.drift.unknown_share).toFixed(2)}%`,
    formatTable(["feature", "training share", "new share"], e.drift.top_feature_shifts.slice(0, 5).map((s) => [s.feature, f4(s.training), f4(s.new)])),
  ];
  process.stdout.write(lines.join("\n") + "\n");
  return 0;
}
