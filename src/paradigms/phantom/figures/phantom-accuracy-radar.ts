/**
 * Paper 000 Figure 6b: accuracy across the five belief-context conditions
 * (Private, Observed Public, Informed Transparency, Neutral Public, Explicit
 * Vote) as one closed radar trace per model. Every trace gets its own colour
 * (hues spread evenly over the circle, so no two models share one however many
 * there are; Plotly's default cycle repeats after ten) and, beyond ten traces,
 * a different marker symbol and dash too.
 *
 * @example
 * const fig = phantomAccuracyRadar(report);
 * fig.data[0].theta; // => ["Private", "Observed Public", "Informed", "Neutral Public", "Explicit Vote", "Private"]
 */
import { labelSimulated, type Figure } from "../../../plot/figure.js";
import type { PhantomReport } from "../measures/phantom-metrics.js";
import type { PhantomMetricName } from "../measures/phantom-metric-names.js";
import { phantomGroupLabel, phantomReportSimulated } from "./phantom-figure-helpers.js";

/** The five conditions' accuracy measures and their axis labels. */
export const PHANTOM_CONDITION_ACCURACY: readonly [PhantomMetricName, string][] = [
  ["private_acc", "Private"], ["public_acc", "Observed Public"], ["informed_acc", "Informed"],
  ["n_acc", "Neutral Public"], ["ev_acc", "Explicit Vote"],
];

const DASHES = ["solid", "dash", "dot", "dashdot"] as const;
const SYMBOLS = ["circle", "square", "diamond", "triangle-up"] as const;

/**
 * The colour of trace i of n: hue 360·i/n (distinct for every i < n), fixed saturation and lightness.
 * @example
 * phantomTraceColor(0, 12); // => "hsl(0, 65%, 45%)"
 * phantomTraceColor(6, 12); // => "hsl(180, 65%, 45%)"
 */
export function phantomTraceColor(i: number, n: number): string {
  return `hsl(${Math.round((360 * i) / Math.max(1, n))}, 65%, 45%)`;
}

/** Figure 6b as a Plotly value. */
export function phantomAccuracyRadar(report: PhantomReport): Figure {
  const theta = PHANTOM_CONDITION_ACCURACY.map(([, label]) => label);
  const n = report.groups.length;
  const data = report.groups.map((g, i) => {
    const r = PHANTOM_CONDITION_ACCURACY.map(([k]) => g.metrics[k].value);
    const color = phantomTraceColor(i, n);
    return {
      type: "scatterpolar", name: phantomGroupLabel(g), r: [...r, r[0]], theta: [...theta, theta[0]], mode: "lines+markers",
      line: { color, dash: DASHES[Math.floor(i / 10) % DASHES.length] }, marker: { color, symbol: SYMBOLS[Math.floor(i / 10) % SYMBOLS.length] },
    };
  });
  const fig: Figure = {
    data,
    layout: {
      title: { text: "Accuracy across belief-context conditions (Figure 6b)" },
      polar: { radialaxis: { title: { text: "Accuracy" }, range: [0, 1] } },
    },
  };
  return labelSimulated(fig, phantomReportSimulated(report));
}
