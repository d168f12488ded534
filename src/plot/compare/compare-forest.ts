/**
 * A forest of paired differences against a reference (`compareRuns`): one
 * row per measure, one trace per compared side, the difference other −
 * reference as a dot with its paired-bootstrap interval as a horizontal
 * error bar, a vertical line at 0, and Holm-adjusted p-values in the hover
 * text. Rows without a difference are left out. The title says which side is
 * the reference and, when any record is simulated, that the data are
 * simulated. Returns a figure value; renders nothing.
 *
 * @example
 * const fig = compareForestFigure({ protocol: "phantom", reference: "a", simulated: true, bootstrap: 1000, comparisons: [
 *   { other: "b", unit_kind: "scenario", units: 50, rows: [{ measure: "ppg", difference: 0.2, ci: [0.05, 0.35], p_holm: 0.02 }] }] });
 * fig.data[0].x; // => [0.2]
 * fig.layout.title.text; // => "phantom: paired differences vs a (simulated)<br><sub>95% paired scenario bootstrap, B = 1000; p (Holm) on hover</sub>"
 */
import { unitPlural } from "../../metrics/compare/paired-data.js";
import type { Figure } from "../figure.js";

/** The parts of a comparison report the forest reads (a `CompareReport` fits). */
export interface CompareForestInput {
  protocol: string;
  reference: string;
  simulated: boolean;
  bootstrap: number;
  comparisons: readonly {
    other: string;
    unit_kind: string;
    units: number;
    rows: readonly { measure: string; difference: number | null; ci: readonly [number, number] | null; p_holm: number | null }[];
  }[];
}

/**
 * @param report a comparison report (not changed)
 * @example
 * compareForestFigure({ protocol: "panel", reference: "a", simulated: false, bootstrap: 0, comparisons: [] }).data; // => []
 */
export function compareForestFigure(report: CompareForestInput): Figure {
  const data = report.comparisons.map((c) => {
    const rows = c.rows.filter((r) => r.difference !== null);
    return {
      type: "scatter", mode: "markers", orientation: "h", name: `${c.other} − ${report.reference} (${c.units} ${unitPlural(c.unit_kind)})`,
      x: rows.map((r) => r.difference as number), y: rows.map((r) => r.measure),
      error_x: {
        type: "data", symmetric: false,
        array: rows.map((r) => (r.ci ? r.ci[1] - (r.difference as number) : 0)),
        arrayminus: rows.map((r) => (r.ci ? (r.difference as number) - r.ci[0] : 0)),
      },
      text: rows.map((r) => `p (Holm) ${r.p_holm === null ? "-" : r.p_holm.toPrecision(2)}`),
      hovertemplate: "%{y}: %{x:.3f}<br>%{text}<extra>%{fullData.name}</extra>",
    };
  });
  const unit = report.comparisons[0]?.unit_kind ?? "unit";
  const how = report.bootstrap > 0 ? `95% paired ${unit} bootstrap, B = ${report.bootstrap}` : "no intervals";
  const n = Math.max(1, ...report.comparisons.map((c) => c.rows.length));
  return {
    data,
    layout: {
      title: { text: `${report.protocol}: paired differences vs ${report.reference}${report.simulated ? " (simulated)" : ""}<br><sub>${how}; p (Holm) on hover</sub>` },
      xaxis: { title: { text: `difference (other − ${report.reference})` }, zeroline: true, zerolinewidth: 2 },
      yaxis: { type: "category", automargin: true, autorange: "reversed" },
      shapes: [{ type: "line", xref: "x", yref: "paper", x0: 0, x1: 0, y0: 0, y1: 1, line: { dash: "dot", width: 1 } }],
      height: Math.max(320, 120 + 26 * n), showlegend: true, legend: { orientation: "h", y: -0.25 },
    },
  };
}
