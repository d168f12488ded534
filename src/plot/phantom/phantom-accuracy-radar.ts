/**
 * Paper 000 Figure 6b: accuracy across the five belief-context conditions
 * (Private, Observed Public, Informed Transparency, Neutral Public, Explicit
 * Vote) as one closed radar trace per model.
 *
 * @example
 * const fig = phantomAccuracyRadar(report);
 * fig.data[0].theta; // => ["Private", "Observed Public", "Informed", "Neutral Public", "Explicit Vote", "Private"]
 */
import { labelSimulated, type Figure } from "../figure.js";
import type { PhantomReport } from "../../metrics/phantom/phantom-metrics.js";
import type { PhantomMetricName } from "../../metrics/phantom/phantom-metric-names.js";
import { phantomGroupLabel, phantomReportSimulated } from "./phantom-figure-helpers.js";

/** The five conditions' accuracy measures and their axis labels. */
export const PHANTOM_CONDITION_ACCURACY: readonly [PhantomMetricName, string][] = [
  ["private_acc", "Private"], ["public_acc", "Observed Public"], ["informed_acc", "Informed"],
  ["n_acc", "Neutral Public"], ["ev_acc", "Explicit Vote"],
];

/** Figure 6b as a Plotly value. */
export function phantomAccuracyRadar(report: PhantomReport): Figure {
  const theta = PHANTOM_CONDITION_ACCURACY.map(([, label]) => label);
  const data = report.groups.map((g) => {
    const r = PHANTOM_CONDITION_ACCURACY.map(([k]) => g.metrics[k].value);
    return { type: "scatterpolar", name: phantomGroupLabel(g), r: [...r, r[0]], theta: [...theta, theta[0]], mode: "lines+markers" };
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
