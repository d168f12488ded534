/**
 * `groupthink metrics phantom LOG... [--bootstrap B] [--seed S] [--json] [--csv]`:
 * the 19 phantom-consensus measures per model with scenario-bootstrap 95%
 * intervals (spec cli.md, metrics.md §1, §5). `--json` prints exactly the
 * cli.md document; otherwise one human-readable table per model.
 *
 * @example
 * // $ groupthink metrics phantom data/sim/phantom/typical/records.jsonl --bootstrap 0 --json
 * // {"protocol":"phantom","groups":[{"model":"typical","metrics":{...},"invalid":0,"excluded_scenarios":0}]}
 */
import { UsageError, escapeTerminal } from "../errors.js";
import { measureTableCsv } from "../export/measure-table-csv.js";
import { loadLogs } from "../load/load-logs.js";
import { requireRecords } from "../load/require-records.js";
import { phantomMetrics } from "../metrics/phantom/phantom-metrics.js";
import { phantomReportJson } from "../metrics/phantom/phantom-report-json.js";
import { PHANTOM_METRICS, PHANTOM_METRIC_LABELS } from "../metrics/phantom/phantom-metric-names.js";
import { intOption, parseArgs } from "./args.js";
import { formatTable } from "./format-table.js";

const fmt = (x: number | null): string => (x === null ? "null" : x.toFixed(3));

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { bootstrap: "number", seed: "number", json: "boolean", csv: "boolean" });
  if (positionals.length === 0) throw new UsageError("expected at least one LOG file");
  const B = intOption(options, "bootstrap", 10_000);
  const seed = intOption(options, "seed", 0);
  const logs = await loadLogs(positionals);
  const report = phantomMetrics(requireRecords(logs, "phantom", positionals), { bootstrap: B, seed });
  if (options.csv) {
    process.stdout.write(measureTableCsv(phantomReportJson(report)));
    return 0;
  }
  if (options.json) {
    process.stdout.write(JSON.stringify(phantomReportJson(report)) + "\n");
    return 0;
  }
  if (report.groups.length === 0) {
    process.stdout.write("no phantom records\n");
    return 0;
  }
  const blocks = report.groups.map((g) => {
    const rows = PHANTOM_METRICS.map((k) => {
      const m = g.metrics[k];
      return [PHANTOM_METRIC_LABELS[k], fmt(m.value), String(m.n), m.ci ? `[${fmt(m.ci[0])}, ${fmt(m.ci[1])}]` : "-"];
    });
    const head = `${escapeTerminal(g.model)}${g.simulated ? " (simulated)" : ""}: ${g.scenarios} scenarios, ${g.invalid} invalid decisions, ${g.excluded_scenarios} scenarios excluded from CRFR/P-CRFR`;
    return `${head}\n${formatTable(["metric", "value", "n", "95% CI"], rows)}`;
  });
  const note = B > 0 ? `scenario bootstrap B = ${B}, seed ${seed}` : "no bootstrap (--bootstrap 0)";
  process.stdout.write(blocks.join("\n\n") + `\n\n${note}\n`);
  return 0;
}
