/**
 * The comparison part of a protocol's report section (`groupthink report`):
 * when the records hold two or more models, every model against the first
 * (sorted) as reference on their shared units — a forest of paired
 * differences (`compareForestFigure`) and the table behind it, with the
 * units each comparison rests on, those dropped and the Holm note. Nothing
 * when there is one model or the models share no unit.
 *
 * @example
 * const logs = await loadLogs(["test/fixtures/compare/phantom-susceptible.jsonl", "test/fixtures/compare/phantom-typical.jsonl"]);
 * comparisonBlocks("phantom", logs.phantom, { bootstrap: 200, seed: 0 }).map((b) => b.kind); // => ["figure", "html"]
 */
import { compareRuns, type CompareProtocol } from "../metrics/compare/compare-runs.js";
import { compareTable } from "../metrics/compare/compare-table.js";
import { unitPlural } from "../metrics/compare/paired-data.js";
import { compareForestFigure } from "../plot/compare/compare-forest.js";
import { htmlTable } from "../plot/html-table.js";
import type { AnyRecord } from "../schema/records.js";
import { analysisOf } from "../metrics/common/analysis-registry.js";
import type { ReportBlock } from "./report-doc.js";

/**
 * @param protocol the section's protocol
 * @param records its records (not changed)
 * @param opts bootstrap B and seed (the permutation count follows B, at least 1000)
 */
export function comparisonBlocks(protocol: string, records: readonly AnyRecord[], opts: { bootstrap: number; seed: number }): ReportBlock[] {
  const models = new Set(records.map((r) => (r as { model?: string; propagator?: string }).model ?? (r as { propagator?: string }).propagator));
  if (models.size < 2 || analysisOf(protocol)?.compare === undefined) return [];
  let report;
  try {
    report = compareRuns(protocol as CompareProtocol, records, { by: "model", B: opts.bootstrap, seed: opts.seed, permutations: Math.max(1000, opts.bootstrap) });
  } catch (e) {
    if (e instanceof RangeError) return [{ kind: "text", text: `No comparison between models: ${e.message.replace(/^compareRuns: /, "")}` }];
    throw e;
  }
  const rows = compareTable(report);
  const c0 = report.comparisons[0];
  const caption = `${protocol}: every model against ${report.reference} on shared ${unitPlural(c0?.unit_kind ?? "unit")} ` +
    `(intervals: ${[...new Set(report.comparisons.flatMap((c) => c.rows.map((r) => r.ci_method)))].join("; ") || "none"}; B = ${report.bootstrap}, seed ${report.seed}; p: paired permutation test; p_holm: ${c0?.p_adjustment ?? "Holm"} per comparison)` +
    (report.simulated ? " — simulated data" : "");
  return [{ kind: "figure", figure: compareForestFigure(report) }, { kind: "html", html: htmlTable(rows, caption) }];
}
