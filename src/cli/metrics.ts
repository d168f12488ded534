/**
 * `groupthink metrics PROTOCOL LOG...`: the measures of any registered
 * paradigm. The contract's four have commands of their own (`metrics
 * phantom`, …, matched first); a paradigm folder with its own section
 * (`paradigm.metrics`) gets it; else its measures document
 * (`paradigm.measures`) as long rows; else the generic section — records,
 * parse failures and label counts per model — never silence.
 *
 * @example
 * // $ groupthink metrics benchform runs/bf-typical --json
 * // {"protocol":"benchform","label":"(simulated)","groups":[...],"independence":[...]}
 */
import { UsageError } from "../errors.js";
import { measureRows } from "../export/measure-rows.js";
import { measureTableCsv } from "../export/measure-table-csv.js";
import { loadLogs } from "../load/load-logs.js";
import { loadLogsProjected } from "../load/load-projected.js";
import { analysisOf } from "../metrics/common/analysis-registry.js";
import { requireRecords } from "../load/require-records.js";
import { simulatedLabel } from "../metrics/common/simulated-label.js";
import { getParadigm, paradigmFacets, paradigmMeasures, paradigmNames } from "../paradigms/registry.js";
import { recordModel, type AnyRecord } from "../schema/records.js";
import { intOption, parseArgs } from "./args.js";
import { formatTable } from "./format-table.js";
import { formatHelp, type CommandHelp } from "./help.js";

/**
 * The generic `--help` (a paradigm's own section has its own).
 *
 * @example
 * genericHelp().usage; // => "groupthink metrics PROTOCOL LOG... [--json] [--csv] [--bootstrap B] [--seed S]"
 */
export function genericHelp(): CommandHelp {
  return {
    usage: "groupthink metrics PROTOCOL LOG... [--json] [--csv] [--bootstrap B] [--seed S]",
    summary: `The measures of a registered paradigm (${paradigmNames().join(", ")}): its own section when its folder has one, else its measures document as rows, else record counts, parse failures and label counts per model.`,
    args: [["PROTOCOL", "a registered paradigm"], ["LOG...", "JSONL files, run folders or experiment folders"]],
    options: [["--json", "", "print the document"], ["--csv", "", "print long CSV rows"], ["--bootstrap B", "2000", "bootstrap replicates, where the paradigm's measures use them"], ["--seed S", "0", "seed of any resampling"]],
    examples: ["groupthink metrics benchform runs/bf-typical"],
  };
}

/**
 * `metrics PROTOCOL --help`: the paradigm's own section's help, else the generic one.
 *
 * @example
 * helpFor(["benchform"]).startsWith("usage: groupthink metrics benchform"); // => true
 */
export function helpFor(argv: readonly string[]): string {
  const own = argv[0] === undefined ? undefined : getParadigm(argv[0])?.metrics;
  return formatHelp(own ? own.help : genericHelp());
}

/**
 * The generic section: records, parse failures and label counts per model.
 *
 * @example
 * genericMetrics("benchform", [{ protocol: "benchform", model: "m", answer: "A" }]).groups; // => [{ model: "m", records: 1, parse_failures: 0, labels: { A: 1 } }]
 */
export function genericMetrics(protocol: string, records: readonly AnyRecord[]): { protocol: string; label: string; groups: { model: string; records: number; parse_failures: number; labels: Record<string, number> }[] } {
  const { label } = paradigmFacets(protocol);
  const by = new Map<string, AnyRecord[]>();
  for (const r of records) {
    const model = recordModel(r as never);
    const rs = by.get(model);
    if (rs) rs.push(r);
    else by.set(model, [r]); // (a push, not a copy per record: a million records in seconds, not hours)
  }
  const groups = [...by.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([model, rs]) => {
    const labels: Record<string, number> = {};
    for (const r of rs) {
      const l = r[label] === null || r[label] === undefined ? "(unparsed)" : String(r[label]);
      labels[l] = (labels[l] ?? 0) + 1;
    }
    return { model, records: rs.length, parse_failures: rs.filter((r) => typeof r.parse_error === "string").length, labels };
  });
  return { protocol, label: simulatedLabel(records), groups };
}

/** The `--help` text for `metrics PROTOCOL --help` (see {@link helpFor}). */
export const help = (argv: readonly string[]): string => helpFor(argv);

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const protocol = argv[0];
  if (protocol === undefined || protocol.startsWith("-")) throw new UsageError(`expected a PROTOCOL (${paradigmNames().join("|")})`);
  if (!paradigmNames().includes(protocol)) throw new UsageError(`unknown protocol ${JSON.stringify(protocol)} (protocols: ${paradigmNames().join(", ")})`);
  const own = getParadigm(protocol)?.metrics;
  if (own) return own.main(argv.slice(1));
  const { positionals, options } = parseArgs(argv.slice(1), { json: "boolean", csv: "boolean", bootstrap: "number", seed: "number" });
  const bootstrap = intOption(options, "bootstrap", 2000);
  const seed = intOption(options, "seed", 0);
  if (positionals.length === 0) throw new UsageError("expected at least one LOG file or folder");
  // a paradigm that declares the fields its metrics read gets only those (issue 22: logs of millions of records)
  const fields = analysisOf(protocol)?.metricFields;
  const records = requireRecords(fields ? await loadLogsProjected(positionals, protocol, fields) : await loadLogs(positionals), protocol, positionals) as AnyRecord[];
  const doc = paradigmMeasures(protocol, records, { bootstrap, seed }) ?? genericMetrics(protocol, records);
  if (options.json) return process.stdout.write(JSON.stringify(doc) + "\n"), 0;
  if (options.csv) return process.stdout.write(measureTableCsv(doc)), 0;
  const rows = measureRows(doc);
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  process.stdout.write(`${protocol} measures ${simulatedLabel(records)}`.trim() + "\n" + formatTable(cols, rows.map((r) => cols.map((c) => (r[c] === null || r[c] === undefined ? "-" : String(r[c]))))) + "\n");
  return 0;
}
