/**
 * `groupthink compare PROTOCOL RUN... [--by model|condition|prompt_version|run] [--reference X] [--measures A,B] [--bootstrap B] [--permutations P] [--seed S] [--json|--csv]`:
 * every other side against the reference on their shared units — the paired
 * difference, its interval over the shared units (named in `ci_method`), a paired permutation
 * p-value and Holm-adjusted p-values across the measures shown
 * (`compareRuns`; docs/compare-and-plan.md). Exit 1 when there is one side
 * only or a side shares no unit with the reference.
 *
 * @example
 * // $ groupthink compare phantom runs/typical runs/susceptible --bootstrap 2000
 * // susceptible − typical (simulated): 50 shared scenarios, 0 dropped … ppg 0.195 [0.02, 0.36] p 0.01 …
 */
import { InputError, UsageError, escapeTerminal } from "../errors.js";
import { csvWithProvenance, withProvenance } from "../export/provenance.js";
import { toCsv } from "../export/to-csv.js";
import { loadLogs } from "../load/load-logs.js";
import { requireRecords } from "../load/require-records.js";
import { COMPARE_BY, type CompareBy } from "../metrics/compare/compare-by.js";
import { COMPARE_PROTOCOLS, compareRuns, type CompareProtocol, type CompareReport } from "../metrics/compare/compare-runs.js";
import { unitPlural } from "../metrics/compare/paired-data.js";
import { intOption, parseArgs } from "./args.js";
import { formatTable } from "./format-table.js";
import type { CommandHelp } from "./help.js";

/** `groupthink compare --help`. */
export const help: CommandHelp = {
  usage: "groupthink compare PROTOCOL RUN... [--by model|condition|prompt_version|run] [--reference X] [--measures A,B,...] [--bootstrap B] [--permutations P] [--seed S] [--json|--csv]",
  summary: "Compare models (or runs, prompt versions, conditions) of one protocol on the units both sides share (phantom scenarios, panel items, hidden-profile tasks, judge trajectories, BenchForm items): for each measure the difference other − reference, a 95% interval over the shared units (each row names its interval in ci_method: a paired t over units, an adjusted Wald for paired rates, a paired cluster DeLong for AUCs, or a paired cluster bootstrap that resamples the shared units jointly for both sides; docs/intervals.md says which measure uses which), a two-sided paired permutation p-value (sides swapped within units; exact when 2^units ≤ P), and Holm-adjusted p-values across the measures shown. States the units it rests on and those dropped (on one side only). --by condition: panel round-2 conditions on the same items (reference silent_peers), hidden-profile variants. Exit 1 when there is a single side or no shared unit.",
  args: [["PROTOCOL", "a paradigm that registers compare support: phantom, panel, hidden_profile, judge or benchform"], ["RUN", "run folders, records.jsonl files or experiment folders"]],
  options: [
    ["--by FIELD", "model", "model, condition, prompt_version or run"],
    ["--reference X", "first side (sorted)", "the side every other side is compared with"],
    ["--measures A,B", "all", "only these measures (the Holm family is the measures shown)"],
    ["--bootstrap B", "10000", "paired bootstrap replicates (0 = no intervals)"],
    ["--permutations P", "10000", "random relabellings of the permutation test"],
    ["--seed S", "0", "seed of the bootstrap and permutation streams"],
    ["--json", "", "print one JSON document"],
    ["--csv", "", "print one CSV row per (comparison, measure)"],
  ],
  examples: [
    "groupthink compare phantom runs/typical runs/susceptible",
    "groupthink compare panel runs/panel --by condition --reference silent_peers --json",
  ],
};

const f3 = (x: number | null) => (x === null ? "-" : x.toFixed(3));
const fp = (x: number | null) => (x === null ? "-" : x < 1e-4 ? x.toExponential(1) : x.toFixed(4));

function text(report: CompareReport): string {
  const sim = report.simulated ? " (simulated)" : "";
  const blocks = report.comparisons.map((c) => {
    const dropped = c.dropped.length === 0 ? "none dropped"
      : `${c.dropped.length} dropped (${[...new Set(c.dropped.map((d) => d.reason))].map((r) => `${c.dropped.filter((d) => d.reason === r).length} ${r}`).join(", ")})`;
    const head = `${escapeTerminal(c.other)} − ${escapeTerminal(c.reference)}${sim}: ${c.units} shared ${unitPlural(c.unit_kind)}, ${escapeTerminal(dropped)}`;
    const rows = c.rows.map((r) => [
      r.measure, f3(r.reference_value), f3(r.other_value), f3(r.difference),
      r.ci ? `[${f3(r.ci[0])}, ${f3(r.ci[1])}]${r.ci_note ? " *" : ""}` : "-", fp(r.p), fp(r.p_holm),
    ]);
    const table = formatTable(["measure", escapeTerminal(c.reference), escapeTerminal(c.other), "difference", `${Math.round(report.level * 100)}% CI`, "p", "p (Holm)"], rows);
    const notes = [
      ...c.rows.filter((r) => r.ci_note).map((r) => `* ${r.measure}: ${r.ci_note}`),
      ...c.warnings.map((w) => `warning: ${w}`), ...c.notes.map((n) => `note: ${n}`),
      `p: paired permutation test (${c.rows.some((r) => r.p_method === "exact") ? "exact over all relabellings" : `${report.permutations} random relabellings`}); p (Holm): ${c.p_adjustment}`,
    ];
    return `${head}\n${table}\n${notes.join("\n")}`;
  });
  const foot = report.bootstrap > 0 ? `paired ${report.comparisons[0]?.unit_kind ?? "unit"} bootstrap B = ${report.bootstrap}, seed ${report.seed}` : "no bootstrap (--bootstrap 0)";
  const skipped = report.skipped.map((x) => `left out: ${escapeTerminal(x.reason)}\n`).join("");
  return `${blocks.join("\n\n")}\n\n${skipped}${foot}; runs read: ${report.run_ids.map(escapeTerminal).join(", ") || "-"}\n`;
}

function csv(report: CompareReport): string {
  const rows = report.comparisons.flatMap((c) => c.rows.map((r) => ({
    protocol: report.protocol, by: report.by, reference: c.reference, other: c.other, measure: r.measure,
    reference_value: r.reference_value, other_value: r.other_value, reference_n: r.reference_n, other_n: r.other_n,
    difference: r.difference, ci_lo: r.ci?.[0] ?? null, ci_hi: r.ci?.[1] ?? null, ci_note: r.ci_note,
    p: r.p, p_method: r.p_method, p_holm: r.p_holm, unit_kind: c.unit_kind, units: c.units, dropped_units: c.dropped.length,
    permutations: report.permutations,
  })));
  const cols = ["protocol", "by", "reference", "other", "measure", "reference_value", "other_value", "reference_n", "other_n", "difference", "ci_lo", "ci_hi", "ci_note", "p", "p_method", "p_holm", "unit_kind", "units", "dropped_units", "permutations"];
  return csvWithProvenance(toCsv(rows, cols), { simulated: report.simulated, bootstrap: report.bootstrap, seed: report.seed, run_ids: report.run_ids });
}

/**
 * Entry point; returns the exit status.
 * @throws UsageError for bad options; InputError when there is nothing to compare
 * @example
 * await main(["phantom", "test/fixtures/compare/phantom-typical.jsonl", "test/fixtures/compare/phantom-susceptible.jsonl", "--bootstrap", "0", "--measures", "ppg"]); // => 0
 */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, {
    by: "string", reference: "string", measures: "string", bootstrap: "number", permutations: "number", seed: "number", json: "boolean", csv: "boolean",
  });
  const [protocol, ...paths] = positionals;
  if (protocol === undefined || !(COMPARE_PROTOCOLS as readonly string[]).includes(protocol)) throw new UsageError(`expected PROTOCOL (${COMPARE_PROTOCOLS.join(", ")}) first, received ${JSON.stringify(protocol ?? "")}`);
  if (paths.length === 0) throw new UsageError("expected at least one RUN folder or log file");
  const by = (options.by ?? "model") as CompareBy;
  if (!(COMPARE_BY as readonly string[]).includes(by)) throw new UsageError(`--by expects one of ${COMPARE_BY.join(", ")}, received ${JSON.stringify(by)}`);
  if (by === "condition" && (protocol === "phantom" || protocol === "judge")) throw new UsageError(`--by condition is for panel (round-2 conditions) and hidden_profile (variants); ${protocol} has none to compare`);
  if (options.json && options.csv) throw new UsageError("--json and --csv exclude each other");
  const B = intOption(options, "bootstrap", 10_000), seed = intOption(options, "seed", 0);
  const permutations = intOption(options, "permutations", 10_000);
  if (permutations < 1) throw new UsageError("--permutations expects a positive integer");
  const measures = options.measures?.split(",").map((s) => s.trim()).filter((s) => s !== "");
  const logs = await loadLogs(paths);
  const records = requireRecords(logs, protocol, paths);
  let report: CompareReport;
  try {
    report = compareRuns(protocol as CompareProtocol, records, { by, reference: options.reference, measures, B, seed, permutations });
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    const msg = e.message.replace(/^compareRuns(\(.*?\))?: /, "");
    if (/reference|options\.measures/.test(e.message)) throw new UsageError(msg);
    throw new InputError(msg);
  }
  if (options.json) process.stdout.write(JSON.stringify(withProvenance({ ...report, inputs: paths }, { simulated: report.simulated, bootstrap: report.bootstrap, seed: report.seed, run_ids: report.run_ids })) + "\n");
  else if (options.csv) process.stdout.write(csv(report));
  else process.stdout.write(text(report));
  return 0;
}
