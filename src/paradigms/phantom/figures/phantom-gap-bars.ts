/**
 * Paper 000 Figure 3: PPG, CRFR and P-CRFR per model as grouped bars with
 * their scenario-bootstrap 95% intervals as error bars.
 *
 * @example
 * const fig = phantomGapBars(report);
 * fig.data.map((t) => t.name); // => ["PPG", "CRFR", "P-CRFR"]
 */
import { labelSimulated, type Figure } from "../../../plot/figure.js";
import type { PhantomReport } from "../measures/phantom-metrics.js";
import { PHANTOM_METRIC_LABELS } from "../measures/phantom-metric-names.js";
import { phantomCategoryXAxis, phantomErrorBars, phantomGroupLabel, phantomReportSimulated } from "./phantom-figure-helpers.js";

/** Figure 3 as a Plotly value (labelled "(simulated)" for simulated reports). */
export function phantomGapBars(report: PhantomReport): Figure {
  const x = report.groups.map(phantomGroupLabel);
  const data = (["ppg", "crfr", "p_crfr"] as const).map((k) => {
    const ms = report.groups.map((g) => g.metrics[k]);
    const err = phantomErrorBars(ms);
    return {
      type: "bar", name: PHANTOM_METRIC_LABELS[k], x, y: ms.map((m) => m.value),
      error_y: { type: "data", symmetric: false, array: err.plus, arrayminus: err.minus, visible: true },
    };
  });
  const fig: Figure = {
    data,
    layout: {
      title: { text: "Private–public gap and collective failure (Figure 3)" }, barmode: "group",
      xaxis: phantomCategoryXAxis(), yaxis: { title: { text: "Rate" }, rangemode: "tozero" },
      legend: { orientation: "h", x: 0, y: 1.02, xanchor: "left", yanchor: "bottom" },
      height: 520,
    },
  };
  return labelSimulated(fig, phantomReportSimulated(report));
}
