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
import { measureColumns, measureRows } from "../export/measure-rows.js";
import { htmlTable } from "../plot/html-table.js";
import { labelSimulated } from "../plot/figure.js";
import { labelCountsFigure } from "../plot/label-counts.js";
import { captionFor, simulatedNote } from "../plot/simulated-note.js";
import { recordModel, type TrialRecord } from "../schema/records.js";
import type { AnyRecord } from "../schema/records.js";
import { recordKindNames } from "../schema/registry.js";
import { analysisOf } from "../metrics/common/analysis-registry.js";
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
  /** The measures document of a kind (default: the paradigm's registered analysis), or null. */
  measures?: (protocol: string, records: readonly AnyRecord[], options: { bootstrap: number; seed: number }) => object | null;
  /** Label field and grouping field of such a kind's records (default its `answer`/`condition`-like fields: see the paradigm registry). */
  facets?: (protocol: string) => { label: string; by: string };
}


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
    // every registered paradigm gets a section: records, its measures if it registers any, comparisons, label counts — never silence
    all.push(...records);
    const analysis = analysisOf(p);
    const sim = simulatedNote(records);
    const blocks: ReportSection["blocks"] = [{ kind: "html", html: htmlTable(recordsTable(records), captionFor(`Records of ${p} by model`, records)) }];
    const doc = opts.measures ? opts.measures(p, records as readonly AnyRecord[], { bootstrap: B, seed }) : (analysis?.measures?.(records as readonly AnyRecord[], { bootstrap: B, seed }) ?? null);
    if (doc) {
      const rows = measureRows(doc);
      const cols = measureColumns(rows);
      const ordered = rows.map((r) => Object.fromEntries(cols.map((c) => [c, r[c] ?? null])));
      const how = analysis?.measuresCaption?.({ bootstrap: B, seed }) ?? (B > 0 ? `95% intervals (Wilson, or scenario/item bootstrap B = ${B}, seed ${seed})` : "no bootstrap intervals");
      blocks.push({ kind: "figure", figure: labelSimulated(measureFigure(rows, `${p} measures: ${how}`), sim !== null) });
      blocks.push({ kind: "html", html: htmlTable(ordered, captionFor(`${p} measures, every row (as groupthink metrics ${p} --csv)`, records)) });
    } else {
      blocks.push({ kind: "text", text: analysis?.noMeasuresNote ?? `The ${p} paradigm registers no measures: records and label counts only.` });
    }
    if (analysis?.compare) blocks.push(...comparisonBlocks(p, records, { bootstrap: B, seed }));
    const lc = opts.facets?.(p) ?? analysis?.facets ?? { label: "parse_error", by: "model" };
    blocks.push({ kind: "figure", figure: labelSimulated(labelCountsFigure(records, { ...lc, title: `${p}: ${lc.label} by ${lc.by}` }), sim !== null) });
    sections.push({ title: p, badge: sim, blocks });
  }
  const note = simulatedNote(all);
  const nSim = all.filter((r) => r.simulated === true).length;
  const notice = note === null ? null : `Simulated data: ${nSim} of ${all.length} records were produced by groupthink's simulated agent population, not by a model. They show how the analysis works; they are not evidence about real models.`;
  return { title: opts.title ?? "groupthink report", subtitle: opts.subtitle, notice, sections };
}
