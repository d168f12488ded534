/**
 * The report of one's own runs (`groupthink report`): for each protocol in
 * the input, the records per model (with parse failures and whether they are
 * simulated), the protocol's measures as a complete long table with a dot
 * plot of values and intervals, and the label counts by condition. Every
 * "simulated" label comes from the records' `simulated` flags: the notice,
 * the section badges, the captions and the figure titles. The records are
 * not changed.
 *
 * @example
 * const doc = runsReport(await loadLogs(["test/fixtures/export/tricky.jsonl"]), { bootstrap: 0 });
 * doc.sections.map((s) => [s.title, s.badge]); // => [["phantom", "simulated"], ["panel", "simulated"], ["hidden_profile", "simulated"], ["judge", "simulated"]]
 */
import type { LoadedLogs } from "../load/load-logs.js";
import { phantomMetrics } from "../metrics/phantom/phantom-metrics.js";
import { phantomReportJson } from "../metrics/phantom/phantom-report-json.js";
import { panelReport } from "../metrics/panel/panel-report.js";
import { hiddenProfileMetrics } from "../metrics/hidden-profile/hidden-profile-metrics.js";
import { measureColumns, measureRows } from "../export/measure-rows.js";
import { htmlTable } from "../plot/html-table.js";
import { labelSimulated } from "../plot/figure.js";
import { labelCountsFigure } from "../plot/label-counts.js";
import { captionFor, simulatedNote } from "../plot/simulated-note.js";
import { recordModel, type TrialRecord } from "../schema/records.js";
import type { AnyRecord } from "../schema/records.js";
import { recordKindNames } from "../schema/registry.js";
import { isProtocol, type ProtocolName } from "../schema/vocab.js";
import { measureFigure } from "./measure-figure.js";
import { comparisonBlocks } from "./comparison-blocks.js";
import type { ReportDoc, ReportSection } from "./report-doc.js";

/** Options of {@link runsReport}. */
export interface RunsReportOptions {
  /** Bootstrap replicates for the phantom and panel intervals (default 2000). */
  bootstrap?: number;
  seed?: number;
  title?: string;
  /** Shown under the title (e.g. the inputs' base names). */
  subtitle?: string;
  /** The measures document of a kind beyond the contract's four (the paradigm registry's; the CLI passes it), or null. */
  measures?: (protocol: string, records: readonly AnyRecord[], options: { bootstrap: number; seed: number }) => object | null;
  /** Label field and grouping field of such a kind's records (default its `answer`/`condition`-like fields: see the paradigm registry). */
  facets?: (protocol: string) => { label: string; by: string };
}

const LABEL: Record<ProtocolName, { label: string; by: string }> = {
  phantom: { label: "decision", by: "condition" },
  panel: { label: "verdict", by: "condition" },
  hidden_profile: { label: "vote", by: "phase" },
  judge: { label: "accuracy", by: "auditor_count" },
};

function recordsTable(records: readonly TrialRecord[]): Record<string, unknown>[] {
  const by = new Map<string, TrialRecord[]>();
  for (const r of records) {
    const m = recordModel(r);
    by.set(m, [...(by.get(m) ?? []), r]);
  }
  return [...by.keys()].sort().map((m) => {
    const rs = by.get(m) as TrialRecord[];
    return { model: m, records: rs.length, parse_failures: rs.filter((r) => typeof r.parse_error === "string").length, runs: new Set(rs.map((r) => r.run_id)).size, data: simulatedNote(rs) ?? "model" };
  });
}

function metricsDoc(p: ProtocolName, logs: LoadedLogs, B: number, seed: number): object | null {
  switch (p) {
    case "phantom":
      return phantomReportJson(phantomMetrics(logs.phantom, { bootstrap: B, seed }));
    case "panel":
      return panelReport(logs.panel, { bootstrap: B, seed });
    case "hidden_profile":
      return hiddenProfileMetrics(logs.hidden_profile);
    case "judge":
      return null;
    default:
      return null; // a registered paradigm without a built-in metrics document: its records still get the table sections
  }
}

function genericSection(p: string, records: readonly TrialRecord[], opts: RunsReportOptions, B: number, seed: number): ReportSection {
  const sim = simulatedNote(records);
  const blocks: ReportSection["blocks"] = [{ kind: "html", html: htmlTable(recordsTable(records), captionFor(`Records of ${p} by model`, records)) }];
  const doc = opts.measures?.(p, records as readonly AnyRecord[], { bootstrap: B, seed }) ?? null;
  if (doc) {
    const rows = measureRows(doc);
    const cols = measureColumns(rows);
    blocks.push({ kind: "figure", figure: labelSimulated(measureFigure(rows, `${p} measures: value and 95% interval`), sim !== null) });
    blocks.push({ kind: "html", html: htmlTable(rows.map((r) => Object.fromEntries(cols.map((c) => [c, r[c] ?? null]))), captionFor(`${p} measures, every row (as groupthink metrics ${p} --csv)`, records)) });
  } else {
    blocks.push({ kind: "text", text: `The ${p} paradigm registers no measures: records and label counts only.` });
  }
  const lc = opts.facets?.(p) ?? { label: "parse_error", by: "model" };
  blocks.push({ kind: "figure", figure: labelSimulated(labelCountsFigure(records, { ...lc, title: `${p}: ${lc.label} by ${lc.by}` }), sim !== null) });
  return { title: p, badge: sim, blocks };
}

/**
 * Build the report of the loaded logs.
 *
 * @param logs validated records by protocol (not changed)
 * @param opts bootstrap, seed, title
 * @example
 * runsReport({ phantom: [], panel: [], hidden_profile: [], judge: [] }).sections; // => []
 */
export function runsReport(logs: LoadedLogs, opts: RunsReportOptions = {}): ReportDoc {
  const B = opts.bootstrap ?? 2000;
  const seed = opts.seed ?? 0;
  const sections: ReportSection[] = [];
  const all: TrialRecord[] = [];
  for (const p of [...new Set([...recordKindNames(), ...Object.keys(logs)])]) {
    const records = (logs[p] ?? []) as TrialRecord[];
    if (records.length === 0) continue;
    if (!isProtocol(p)) {
      // a paradigm beyond the contract's four: a generic section (records, its measures if it registers any, label counts), never silence
      all.push(...records);
      sections.push(genericSection(p, records, opts, B, seed));
      continue;
    }
    all.push(...records);
    const sim = simulatedNote(records);
    const blocks: ReportSection["blocks"] = [{ kind: "html", html: htmlTable(recordsTable(records), captionFor(`Records of ${p} by model`, records)) }];
    const doc = metricsDoc(p, logs, B, seed);
    if (doc) {
      const rows = measureRows(doc);
      const cols = measureColumns(rows);
      const ordered = rows.map((r) => Object.fromEntries(cols.map((c) => [c, r[c] ?? null])));
      const how = p === "hidden_profile" ? "value ± one standard error over tasks" : B > 0 ? `95% intervals (Wilson, or scenario/item bootstrap B = ${B}, seed ${seed})` : "no bootstrap intervals";
      blocks.push({ kind: "figure", figure: labelSimulated(measureFigure(rows, `${p} measures: ${how}`), sim !== null) });
      blocks.push({ kind: "html", html: htmlTable(ordered, captionFor(`${p} measures, every row (as groupthink metrics ${p} --csv)`, records)) });
    } else {
      blocks.push({ kind: "text", text: `The ${p} measures come from fitting the vigilance filter: groupthink fit judge LOG...` });
    }
    blocks.push(...comparisonBlocks(p, records, { bootstrap: B, seed }));
    const lc = LABEL[p];
    blocks.push({ kind: "figure", figure: labelSimulated(labelCountsFigure(records, { ...lc, title: `${p}: ${lc.label} by ${lc.by}` }), sim !== null) });
    sections.push({ title: p, badge: sim, blocks });
  }
  const note = simulatedNote(all);
  const nSim = all.filter((r) => r.simulated === true).length;
  const notice = note === null ? null : `Simulated data: ${nSim} of ${all.length} records were produced by groupthink's simulated agent population, not by a model. They show how the analysis works; they are not evidence about real models.`;
  return { title: opts.title ?? "groupthink report", subtitle: opts.subtitle, notice, sections };
}
