/**
 * `groupthink metrics phantom LOG|RUN_DIR... [--bootstrap B] [--seed S] [--by FIELD[,FIELD…]|all] [--scenarios PATH] [--json] [--csv]`:
 * the 19 phantom-consensus measures per model with scenario-bootstrap 95%
 * intervals (spec cli.md, metrics.md §1, §5), the parse-failure share per
 * condition, the per-scenario stability across replicates, the belief–action
 * co-occurrence within a decision, and with `--by` every measure broken down
 * by `domain`, `direction`, `norm_source`, `belief_target` or `outcome_risk`.
 * The taxonomy fields come from the bank (`--scenarios PATH`, default the
 * shipped `scenarios/phantom`) where a record lacks them.
 *
 * `--json` prints the cli.md document plus documented extra keys: per group
 * `parse_failures`, `stability` and `co_occurrence`; top level `breakdowns`
 * (see `phantomReportExtras`). A log without phantom records is bad input (exit 1,
 * `no phantom records in … (found: …)`). Model and scenario strings are printed
 * with terminal controls escaped.
 *
 * @example
 * // $ groupthink metrics phantom data/sim/phantom/typical --bootstrap 0 --json
 * // {"protocol":"phantom","groups":[{"model":"typical","metrics":{...},"invalid":0,"excluded_scenarios":0,"parse_failures":[...],"stability":{...},"co_occurrence":{...}}],"breakdowns":[]}
 */
import { csvText, jsonLine } from "../../../cli/provenance-output.js";
import { existsSync } from "node:fs";
import { UsageError, escapeTerminal } from "../../../errors.js";
import { measureTableCsv } from "../../../export/measure-table-csv.js";
import { loadLogsProjected } from "../../../load/load-projected.js";
import { PHANTOM_METRIC_FIELDS } from "../measures/phantom-record-fields.js";
import { requireRecords } from "../../../load/require-records.js";
import { phantomMetrics } from "../measures/phantom-metrics.js";
import { phantomReportJson } from "../measures/phantom-report-json.js";
import { phantomReportExtras } from "../measures/phantom-report-extras.js";
import { phantomJoinBank, phantomNeedsBank } from "../measures/phantom-join-bank.js";
import { PHANTOM_BREAKDOWN_FIELDS, type PhantomBreakdownField } from "../measures/phantom-scenario-table.js";
import { PHANTOM_METRICS, PHANTOM_METRIC_LABELS } from "../measures/phantom-metric-names.js";
import { checkPhantomBank } from "../protocol/load-bank.js";
import { projectPath } from "../../../paths.js";
import { intOption, parseArgs } from "../../../cli/args.js";
import { formatTable } from "../../../cli/format-table.js";
import type { CommandHelp } from "../../../cli/help.js";

const fmt = (x: number | null): string => (x === null ? "null" : x.toFixed(3));
const ci = (c: readonly [number, number] | null): string => (c ? `[${fmt(c[0])}, ${fmt(c[1])}]` : "-");

function byFields(v: string | undefined): PhantomBreakdownField[] {
  if (v === undefined) return [];
  if (v === "all") return [...PHANTOM_BREAKDOWN_FIELDS];
  const out = v.split(",").map((x) => x.trim()).filter((x) => x !== "");
  for (const f of out) if (!(PHANTOM_BREAKDOWN_FIELDS as readonly string[]).includes(f)) throw new UsageError(`--by expects one of ${PHANTOM_BREAKDOWN_FIELDS.join(", ")} (comma-separated) or all, received ${JSON.stringify(f)}`);
  if (out.length === 0) throw new UsageError(`--by expects one of ${PHANTOM_BREAKDOWN_FIELDS.join(", ")} or all`);
  return out as PhantomBreakdownField[];
}

/** `groupthink metrics phantom --help`. */
export const help: CommandHelp = {
  usage: "groupthink metrics phantom LOG... [--bootstrap B] [--seed S] [--by FIELD[,FIELD...]|all] [--scenarios PATH] [--json]",
  summary: "The 19 phantom-consensus measures per model (paper 000; metrics.md §1, §5) with scenario-bootstrap 95% intervals (a scenario's agents and replicates resampled together), the parse-failure share per condition, the per-scenario stability across replicates (repeats and run seeds), and the belief–action co-occurrence within a decision (belief error: perceived group-private decision ≠ the other agents' private plurality; action change: public ≠ own private). --by breaks every measure down by a bank field. --json prints the cli.md document plus the keys parse_failures, stability, co_occurrence (per group) and breakdowns. A log without phantom records is bad input.",
  args: [["LOG", "records.jsonl files or run/experiment folders"]],
  options: [
    ["--bootstrap B", "10000", "bootstrap replicates (0 = no intervals)"],
    ["--seed S", "0", "seed of the bootstrap streams"],
    ["--by FIELD", "", "domain, direction, norm_source, belief_target, outcome_risk (comma-separated) or all"],
    ["--scenarios PATH", "scenarios/phantom", "the bank the taxonomy fields come from where records lack them"],
    ["--json", "", "print JSON instead of tables"],
  ],
  examples: ["groupthink metrics phantom data/sim/phantom --by norm_source,direction --bootstrap 1000", "groupthink metrics phantom data/sim/phantom --bootstrap 0 --json"],
};

/**
 * Entry point; returns the exit status.
 * @throws UsageError for bad options, no LOG, or an unreadable `--scenarios` bank
 * @example
 * await main(["data/sim/phantom/typical", "--bootstrap", "0", "--by", "domain"]); // => 0
 */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { bootstrap: "number", seed: "number", json: "boolean", by: "string", scenarios: "string", csv: "boolean" });
  if (positionals.length === 0) throw new UsageError("expected at least one LOG file or run folder");
  const B = intOption(options, "bootstrap", 10_000);
  const seed = intOption(options, "seed", 0);
  const by = byFields(options.by);
  const bankPath = options.scenarios ?? projectPath("scenarios/phantom");
  if (!existsSync(bankPath)) throw new UsageError(`--scenarios ${bankPath}: no such file or folder`);
  // The bank is read (and validated) only when a record lacks a taxonomy field it supplies, or when named (issue 22: a command pays for what it uses).
  const readBank = () => checkPhantomBank(bankPath, { quotas: false }).scenarios;
  const named = options.scenarios !== undefined ? readBank() : null;
  if (named !== null && named.length === 0) throw new UsageError(`--scenarios ${bankPath}: no valid phantom scenario in it`);
  // only the fields the measures read (issue 22: a million records in well under 1 GB)
  const logs = await loadLogsProjected(positionals, "phantom", PHANTOM_METRIC_FIELDS);
  const records = requireRecords(logs, "phantom", positionals);
  const bank = named ?? (phantomNeedsBank(records) ? readBank() : []);
  const report = phantomMetrics(phantomJoinBank(records, bank), { bootstrap: B, seed });
  const extras = phantomReportExtras(report, { bootstrap: B, seed, by });
  if (options.csv) {
    process.stdout.write(csvText(measureTableCsv(phantomReportJson(report)), logs, { bootstrap: B, seed }));
    return 0;
  }
  if (options.json) {
    const doc = phantomReportJson(report);
    const out = {
      ...doc,
      groups: doc.groups.map((g, i) => ({ ...g, parse_failures: extras.groups[i].parse_failures, stability: extras.groups[i].stability, co_occurrence: extras.groups[i].co_occurrence })),
      breakdowns: extras.breakdowns,
    };
    process.stdout.write(jsonLine(out, logs, { bootstrap: B, seed }));
    return 0;
  }
  const blocks = report.groups.map((g, i) => {
    const x = extras.groups[i];
    const rows = PHANTOM_METRICS.map((k) => {
      const m = g.metrics[k];
      return [PHANTOM_METRIC_LABELS[k], fmt(m.value), String(m.n), `${ci(m.ci)}${m.ci_note ? " *" : ""}`];
    });
    // issue 21: a flagged interval (zero width, < 10 scenarios) says why under the table
    const notes = PHANTOM_METRICS.filter((k) => g.metrics[k].ci_note).map((k) => `* ${PHANTOM_METRIC_LABELS[k]}: ${g.metrics[k].ci_note}`);
    const head = `${escapeTerminal(g.model)}${g.simulated ? " (simulated)" : ""}: ${g.scenarios} scenarios, ${g.invalid} invalid decisions, ${g.excluded_scenarios} scenario groups excluded from CRFR/P-CRFR`;
    const pf = formatTable(["condition", "records", "parse failures", "share"], x.parse_failures.map((r) => [r.condition, String(r.records), String(r.failures), r.share === null ? "-" : `${(100 * r.share).toFixed(1)}%`]));
    const co = x.co_occurrence;
    const coRows = [
      ["P(change | belief error)", co.change_given_error],
      ["P(change | no belief error)", co.change_given_no_error],
      ["difference", co.difference],
      ["P(belief error and change)", co.both],
    ].map(([label, x]) => { const mm = x as typeof co.both; return [label as string, fmt(mm.value), String(mm.n), `${ci(mm.ci)}${mm.ci_note ? " *" : ""}`]; });
    const coNotes = [co.change_given_error, co.change_given_no_error, co.difference, co.both].some((x) => x.ci_note)
      ? "\n* flagged interval: zero width or fewer than 10 scenarios (coverage not checked); see ci_note in --json" : "";
    const st = x.stability.summary;
    const stLine = st.replicated === 0
      ? "stability across replicates: one replicate per scenario (run with --repeats N or several seeds to measure it)"
      : `stability across replicates: ${st.changed} of ${st.cells} (agent, condition) cells changed label (${fmt(st.share)}) over ${st.replicated} replicated scenarios; most unstable: ${x.stability.scenarios.filter((r) => r.changed > 0).sort((a, b) => (b.share ?? 0) - (a.share ?? 0)).slice(0, 5).map((r) => `${escapeTerminal(r.scenario_id)} ${r.changed}/${r.cells}`).join(", ") || "none"}`;
    return [
      `${head}\n${formatTable(["metric", "value", "n", "95% CI"], rows)}${notes.length ? `\n${notes.join("\n")}` : ""}`,
      `parse failures (${escapeTerminal(g.model)})\n${pf}`,
      `belief–action co-occurrence within a decision (belief error: perceived group-private decision ≠ the other agents' private plurality; change: public ≠ own private)\n${formatTable(["measure", "value", "n", "95% CI"], coRows)}${coNotes}`,
      stLine,
    ].join("\n\n");
  });
  const parts = [blocks.join("\n\n")];
  for (const b of extras.breakdowns) {
    const rows = b.rows.map((r) => [escapeTerminal(r.model), escapeTerminal(r.level), String(r.scenarios), ...["crfr", "p_crfr", "pifr", "pba", "public_acc"].map((k) => fmt(r.metrics[k as "crfr"]?.value ?? null))]);
    parts.push(`by ${b.field}\n${formatTable(["model", b.field, "scenarios", "CRFR", "P-CRFR", "PIFR", "PBA", "Public Acc"], rows)}\n(every measure with intervals: --json)`);
  }
  const note = B > 0 ? `scenario bootstrap B = ${B}, seed ${seed}` : "no bootstrap (--bootstrap 0)";
  process.stdout.write(parts.join("\n\n") + `\n\n${note}\n`);
  return 0;
}
