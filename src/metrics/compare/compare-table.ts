/**
 * A comparison report as table rows (one per compared side and measure),
 * for `showTable`, HTML reports and CSV: the two values, the difference with
 * its interval and note, the raw and Holm-adjusted p-values, and the units
 * the comparison rests on and dropped.
 *
 * @example
 * const logs = await loadLogs(["test/fixtures/compare/hp-susceptible.jsonl", "test/fixtures/compare/hp-typical.jsonl"]);
 * const rows = compareTable(compareRuns("hidden_profile", logs.hidden_profile, { B: 200, measures: ["y_post"] }));
 * [rows[0].other, rows[0].reference, rows[0].measure, rows[0].units]; // => ["typical", "susceptible", "y_post", 8]
 */
import type { CompareReport } from "./compare-runs.js";

/** One row of {@link compareTable} (a type alias, so that rows pass as `Record<string, unknown>` to `showTable`). */
export type CompareTableRow = {
  other: string;
  reference: string;
  measure: string;
  reference_value: number | null;
  other_value: number | null;
  difference: number | null;
  ci_lo: number | null;
  ci_hi: number | null;
  p: number | null;
  p_holm: number | null;
  units: number;
  dropped: number;
  note: string | null;
};

/**
 * @param report from `compareRuns` (not changed)
 * @example
 * compareTable({ comparisons: [] } as never); // => []
 */
export function compareTable(report: Pick<CompareReport, "comparisons">): CompareTableRow[] {
  return report.comparisons.flatMap((c) => c.rows.map((r) => ({
    other: c.other, reference: c.reference, measure: r.measure, reference_value: r.reference_value, other_value: r.other_value,
    difference: r.difference, ci_lo: r.ci?.[0] ?? null, ci_hi: r.ci?.[1] ?? null, p: r.p, p_holm: r.p_holm,
    units: c.units, dropped: c.dropped.length, note: [r.ci_note, ...c.warnings].filter(Boolean).join("; ") || null,
  })));
}
