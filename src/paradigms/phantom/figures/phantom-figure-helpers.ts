/**
 * Small helpers shared by the phantom figures: whether a report is entirely
 * simulated (its figures are then labelled "(simulated)"), asymmetric
 * error-bar arrays from measures, and the axis/height settings that keep long
 * model names legible.
 *
 * @example
 * phantomReportSimulated(report); // => true when every group's records are simulated
 * phantomErrorBars([{ value: 0.5, n: 10, ci: [0.4, 0.7] }]); // => { plus: [0.2], minus: [0.1] } (up to rounding)
 * phantomCategoryXAxis().tickangle; // => -35
 * phantomRowsHeight(12);           // => 480
 */
import type { Measure } from "../../../stats/measure.js";
import type { PhantomReport } from "../measures/phantom-metrics.js";

/** True when the report has groups and every one is simulated. */
export function phantomReportSimulated(report: PhantomReport): boolean {
  return report.groups.length > 0 && report.groups.every((g) => g.simulated);
}

/** Plotly `error_y`/`error_x` arrays (0 where a measure has no interval). */
export function phantomErrorBars(measures: readonly Measure[]): { plus: number[]; minus: number[] } {
  const plus = measures.map((m) => (m.value === null || !m.ci ? 0 : m.ci[1] - m.value));
  const minus = measures.map((m) => (m.value === null || !m.ci ? 0 : m.value - m.ci[0]));
  return { plus, minus };
}

/** The label of a group on a figure axis: model, plus the run when grouped by run. */
export function phantomGroupLabel(g: { model: string; run_id: string | null }): string {
  return g.run_id === null ? g.model : `${g.model} [${g.run_id}]`;
}

/** A model (category) x axis whose long names are slanted and given the room they need. */
export function phantomCategoryXAxis(title = "Model"): { title: { text: string; standoff: number }; type: "category"; tickangle: number; automargin: true } {
  return { title: { text: title, standoff: 12 }, type: "category", tickangle: -35, automargin: true };
}

/** Figure height (px) for a figure with one row per model: 28 px a row plus title and axis room, at least 420. */
export function phantomRowsHeight(rows: number): number {
  return Math.max(420, 144 + 28 * rows);
}
