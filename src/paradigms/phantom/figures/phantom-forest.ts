/**
 * Paper 000 Figure 5: scenario-bootstrap 95% intervals of key measures,
 * forest style — one panel per measure, one row per model, a point at the
 * value with horizontal interval bars.
 *
 * @example
 * const fig = phantomForest(report);                 // CRFR, P-CRFR, PIFR, TRR
 * fig.data.length;                                   // => 4 (one trace per panel)
 * phantomForest(report, ["ppg"]).layout.xaxis;       // => { title: { text: "PPG" }, ... }
 */
import { labelSimulated, type Figure } from "../../../plot/figure.js";
import type { PhantomReport } from "../measures/phantom-metrics.js";
import { PHANTOM_METRIC_LABELS, type PhantomMetricName } from "../measures/phantom-metric-names.js";
import { argError } from "../../../errors.js";
import { phantomErrorBars, phantomGroupLabel, phantomReportSimulated, phantomRowsHeight } from "./phantom-figure-helpers.js";

/** The measures of the paper's Figure 5. */
export const PHANTOM_FOREST_METRICS: readonly PhantomMetricName[] = ["crfr", "p_crfr", "pifr", "trr"];

/**
 * Figure 5 as a Plotly value.
 * @throws RangeError when `metrics` is empty
 */
export function phantomForest(report: PhantomReport, metrics: readonly PhantomMetricName[] = PHANTOM_FOREST_METRICS): Figure {
  if (metrics.length === 0) throw new RangeError(argError("phantomForest", "metrics", "at least one metric", "[]"));
  const y = report.groups.map(phantomGroupLabel);
  const k = metrics.length;
  const gap = 0.04;
  const width = (1 - gap * (k - 1)) / k;
  const layout: Record<string, unknown> = {
    title: { text: "Scenario-bootstrap 95% intervals (Figure 5)" }, showlegend: false,
    yaxis: { title: { text: "Model", standoff: 12 }, autorange: "reversed", type: "category", automargin: true },
    height: phantomRowsHeight(y.length),
  };
  const data = metrics.map((m, i) => {
    const ms = report.groups.map((g) => g.metrics[m]);
    const err = phantomErrorBars(ms);
    const axis = i === 0 ? "" : String(i + 1);
    layout[`xaxis${axis}`] = { title: { text: PHANTOM_METRIC_LABELS[m] }, domain: [i * (width + gap), i * (width + gap) + width], zeroline: true };
    return {
      type: "scatter", mode: "markers", name: PHANTOM_METRIC_LABELS[m], x: ms.map((v) => v.value), y,
      xaxis: `x${axis}`, yaxis: "y",
      error_x: { type: "data", symmetric: false, array: err.plus, arrayminus: err.minus, visible: true },
    };
  });
  return labelSimulated({ data, layout }, phantomReportSimulated(report));
}
