/**
 * The command-line section of BenchForm: `groupthink metrics benchform LOG...
 * [--task T|all] [--json] [--csv]` (the generic `metrics PROTOCOL` command
 * finds it through the paradigm registry). Prints accuracy and conformity
 * rate with Wilson intervals by task, protocol, majority size, rounds and
 * persona, then the independence rate; `--json` the measures document,
 * `--csv` its long rows.
 *
 * @example
 * // $ groupthink metrics benchform runs/bf-typical --task all
 * // BenchForm (analysis.py denominators: items answered alone and under the protocol) (simulated) ...
 */
import { formatTable } from "../../cli/format-table.js";
import { intOption, parseArgs } from "../../cli/args.js";
import type { CommandHelp } from "../../cli/help.js";
import { UsageError } from "../../errors.js";
import { measureTableCsv } from "../../export/measure-table-csv.js";
import { loadLogs } from "../../load/load-logs.js";
import { requireRecords } from "../../load/require-records.js";
import type { BenchformRecord } from "./kind.js";
import { benchformMeasures } from "./measures.js";

/** The `--help` of `groupthink metrics benchform`. */
export const benchformMetricsHelp: CommandHelp = {
  usage: "groupthink metrics benchform LOG... [--task T|all] [--json] [--csv] [--seed S]",
  summary:
    "BenchForm's measures with its own denominators (analysis.py): accuracy, and the conformity rate over the items answered both alone (raw) and under the protocol — correct_guidance: right under guidance and wrong alone; wrong_guidance, trust, doubt: wrong under the protocol and right alone — and the independence rate (right alone, under trust and under doubt), by model, task (and all tasks pooled), protocol, majority size, rounds and persona, with Wilson 95% intervals; and, where both personas ran, the empowered persona against the default (difference, McNemar's exact p). Unparsed answers count as not correct, as in BenchForm, and are counted beside.",
  args: [["LOG...", "JSONL files, run folders or experiment folders with benchform records"]],
  options: [
    ["--task T", "every task and all", "only this task (or all: the pooled rows)"],
    ["--json", "", "print the measures document"],
    ["--csv", "", "print the measures as long CSV rows (table, keys, measure, value, n, ci_lo, ci_hi)"],
    ["--seed S", "0", "accepted for uniformity; nothing here is random"],
  ],
  examples: ["groupthink metrics benchform runs/bf-typical", "groupthink metrics benchform runs/bf-typical --task all --json"],
};

const f3 = (x: number | null | undefined): string => (x === null || x === undefined ? "-" : x.toFixed(3));
const ci = (c: [number, number] | null | undefined): string => (c ? `[${f3(c[0])}, ${f3(c[1])}]` : "-");

/**
 * Run `groupthink metrics benchform`; returns the exit status.
 *
 * @throws UsageError without a LOG; InputError when the logs hold no benchform record
 * @example
 * // await benchformMetricsMain(["runs/bf-typical", "--json"]); // prints {"protocol":"benchform",...}; => 0
 */
export async function benchformMetricsMain(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { json: "boolean", csv: "boolean", task: "string", seed: "number" });
  intOption(options, "seed", 0);
  if (positionals.length === 0) throw new UsageError("expected at least one LOG file or folder");
  const records = requireRecords(await loadLogs(positionals), "benchform", positionals) as unknown as BenchformRecord[];
  const full = benchformMeasures(records);
  const keep = (t: string) => options.task === undefined || t === options.task;
  const doc = { ...full, groups: full.groups.filter((g) => keep(g.task)), independence: full.independence.filter((g) => keep(g.task)), comparisons: full.comparisons.filter((g) => keep(g.task)) };
  if (options.json) return process.stdout.write(JSON.stringify(doc) + "\n"), 0;
  if (options.csv) return process.stdout.write(measureTableCsv(doc)), 0;
  const out = [`BenchForm (analysis.py denominators: items answered alone and under the protocol) ${doc.label}`.trim()];
  out.push(formatTable(
    ["model", "task", "protocol", "majority", "rounds", "mode", "n", "accuracy", "conformity", "95% CI", "unparsed"],
    doc.groups.map((g) => [g.model, g.task, g.condition, g.majority, g.rounds, g.mode, String(g.accuracy.n), f3(g.accuracy.value), f3(g.conformity_rate?.value), ci(g.conformity_rate?.ci), String(g.unparsed)]),
  ));
  if (doc.independence.length > 0) {
    out.push("", `Independence rate (right alone, under trust and under doubt) ${doc.label}`.trim());
    out.push(formatTable(["model", "task", "majority", "rounds", "mode", "n", "independence", "95% CI"], doc.independence.map((g) => [g.model, g.task, g.majority, g.rounds, g.mode, String(g.independence_rate.n), f3(g.independence_rate.value), ci(g.independence_rate.ci)])));
  }
  if (doc.comparisons.length > 0) {
    out.push("", `Empowered persona against default (items paired across both; McNemar exact p) ${doc.label}`.trim());
    out.push(formatTable(["model", "task", "protocol", "majority", "rounds", "n", "default", "empowered", "difference", "discordant", "p"], doc.comparisons.map((c) => [c.model, c.task, c.condition, c.majority, c.rounds, String(c.default_rate.n), f3(c.default_rate.value), f3(c.empowered_rate.value), f3(c.difference), String(c.discordant), c.mcnemar_p.toPrecision(3)])));
  }
  process.stdout.write(out.join("\n") + "\n");
  return 0;
}
