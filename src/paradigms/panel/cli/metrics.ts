/**
 * `groupthink metrics panel LOG... [--bootstrap B] [--seed S] [--json] [--csv]`: the
 * safety-panel analysis of paper 002 (spec cli.md; metrics.md §2, §5). With
 * `--json` prints exactly the cli.md document; otherwise human tables (and the
 * invalid-verdict counts per reviewer).
 *
 * @example
 * // $ groupthink metrics panel data/sim/panel/typical/records.jsonl --json --bootstrap 0
 * // {"protocol":"panel","reviewers":[...],"panel":[...],"directional":{...},"flip_vs_k":[...],"authority":[...],"repair":[...]}
 */
import { csvText, jsonLine } from "../../../cli/provenance-output.js";
import { UsageError, escapeTerminal } from "../../../errors.js";
import { measureTableCsv } from "../../../export/measure-table-csv.js";
import { loadLogsProjected } from "../../../load/load-projected.js";
import { requireRecords } from "../../../load/require-records.js";
import { panelReport } from "../measures/panel-report.js";
import { PANEL_METRIC_FIELDS } from "../measures/panel-metric-fields.js";
import { splitPanelRecords } from "../measures/panel-records.js";
import type { Measure } from "../../../stats/measure.js";
import { intOption, parseArgs } from "../../../cli/args.js";
import { formatTable } from "../../../cli/format-table.js";

const f = (x: number | null | undefined, d = 3) => (x === null || x === undefined ? "null" : x.toFixed(d));
const m = (x: Measure) => (x.value === null ? "null" : x.value.toFixed(3));
const ci = (x: Measure) => (x.ci ? `[${x.ci[0].toFixed(3)}, ${x.ci[1].toFixed(3)}]${x.ci_note ? "*" : ""}` : "-");

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { json: "boolean", csv: "boolean", seed: "number", bootstrap: "number" });
  if (positionals.length === 0) throw new UsageError("expected at least one LOG file");
  const B = intOption(options, "bootstrap", 10_000);
  const seed = intOption(options, "seed", 0);
  // only the fields the measures read (issue 22: a million records in well under 1 GB)
  const logs = await loadLogsProjected(positionals, "panel", PANEL_METRIC_FIELDS);
  requireRecords(logs, "panel", positionals);
  const doc = panelReport(logs.panel, { bootstrap: B, seed });
  if (options.csv) {
    process.stdout.write(csvText(measureTableCsv(doc), logs, { bootstrap: B, seed }));
    return 0;
  }
  if (options.json) {
    process.stdout.write(jsonLine(doc, logs, { bootstrap: B, seed }));
    return 0;
  }
  const out: string[] = [];
  out.push("Reviewers (fa/miss/shift: Wilson 95%; severity_rise: item bootstrap)");
  out.push(formatTable(
    ["model", "condition", "fa", "fa_n", "miss", "miss_n", "shift", "shift_silent", "shift_n", "sev_rise", "sev_ci"],
    doc.reviewers.map((r) => [r.model, r.condition, m(r.fa_rate), String(r.fa_rate.n), m(r.miss_rate), String(r.miss_rate.n),
      m(r.shift), m(r.shift_silent), String(r.shift.n), m(r.severity_rise), ci(r.severity_rise)]),
  ));
  out.push("", "Per class (App. E): shift = share at the asserted label among items judged correctly alone; effect = paired difference vs silent_peers (item bootstrap)");
  out.push(formatTable(
    ["model", "condition", "shift_benign", "silent_b", "effect_benign", "effect_b_ci", "n_b", "shift_harmful", "silent_h", "effect_harmful", "effect_h_ci", "n_h"],
    doc.reviewers.filter((r) => r.shift.n > 0).map((r) => [r.model, r.condition, m(r.shift_benign), m(r.shift_silent_benign), m(r.effect_benign), ci(r.effect_benign), String(r.effect_benign.n),
      m(r.shift_harmful), m(r.shift_silent_harmful), m(r.effect_harmful), ci(r.effect_harmful), String(r.effect_harmful.n)]),
  ));
  out.push("", "Panel (strict majority; prediction = Poisson–binomial from reviewer marginals)");
  out.push(formatTable(
    ["condition", "reviewers", "fa", "fa_n", "pred_fa", "sub_fa", "miss", "miss_n", "pred_miss", "sub_miss", "excluded"],
    doc.panel.map((p) => [p.condition, String(p.reviewers), m(p.fa_rate), String(p.fa_rate.n), f(p.predicted_fa), f(p.subpanel_fa),
      m(p.miss_rate), String(p.miss_rate.n), f(p.predicted_miss), f(p.subpanel_miss), String(p.excluded_items)]),
  ));
  const d = doc.directional;
  out.push("", "Directional adoption (item bootstrap)");
  out.push(formatTable(["pool", "rate", "n", "ci"], [["flag", m(d.flag), String(d.flag.n), ci(d.flag)], ["safe", m(d.safe), String(d.safe.n), ci(d.safe)], ["gap", m(d.gap), String(d.gap.n), ci(d.gap)]]));
  out.push("", "Flip to unsafe vs k asserting peers (benign items judged safe in round 1)");
  out.push(doc.flip_vs_k.length ? formatTable(["k", "rate", "n", "ci"], doc.flip_vs_k.map((x) => [String(x.k), m(x.rate), String(x.rate.n), ci(x.rate)])) : "(no sweep records)");
  out.push("", "Authority (harmful items judged unsafe in round 1)");
  out.push(doc.authority.length ? formatTable(["model", "flip", "n", "dP_auth", "|dp| flipped", "|dc| flipped"],
    doc.authority.map((a) => [a.model, m(a.flip), String(a.flip.n), f(a.delta_p_auth), f(a.abs_dp_flipped), f(a.abs_dc_flipped)])) : "(no authority records)");
  out.push("", "Repair recovery (round 3, pooled over after)");
  out.push(doc.repair.length ? formatTable(["model", "condition", "recovery", "n", "ci"], doc.repair.map((r) => [r.model, r.condition, m(r.recovery), String(r.recovery.n), ci(r.recovery)])) : "(no round-3 records)");
  const inv = splitPanelRecords(logs.panel).invalid;
  out.push("", `Invalid (null) verdicts: ${Object.keys(inv).sort().map((k) => `${escapeTerminal(k)} ${inv[k]}`).join(", ")}`);
  out.push("", "Parse failures (null verdicts) per reviewer and condition");
  out.push(formatTable(["model", "condition", "records", "failures", "share"], doc.parse_failures.map((p) => [p.model, p.condition, String(p.records), String(p.failures), f(p.share)])));
  const loud = doc.parse_failures.filter((p) => p.share !== null && p.share > 0.05);
  if (loud.length) out.push(`WARNING: parse failures above 5% in ${loud.map((p) => `${escapeTerminal(p.model)}/${p.condition} (${(100 * p.share!).toFixed(1)}%)`).join(", ")}: they count as wrong answers in every rate; see reparse`);
  // issue 21: flagged intervals (zero width, < 10 items) are marked * in the tables; say what * means
  if (out.some((l) => /\]\*/.test(l))) out.push("* interval flagged: zero width or fewer than 10 items (coverage not checked); the reason is in ci_note of --json (docs/intervals.md)");
  process.stdout.write(out.join("\n") + "\n");
  return 0;
}
