/**
 * Paper 000 Figure 4: each model's PIFR as a bar stacked by gold→phantom
 * direction (the six parts of {@link phantomPifrByDirection}, summing to PIFR).
 *
 * @example
 * phantomPifrStack(report).data.length; // => 6 (one trace per direction)
 */
import { labelSimulated, type Figure } from "../../../plot/figure.js";
import type { PhantomReport } from "../measures/phantom-metrics.js";
import { PHANTOM_DIRECTIONS } from "../../../schema/vocab.js";
import { phantomPifrByDirection } from "../measures/phantom-pifr-by-direction.js";
import { phantomCategoryXAxis, phantomGroupLabel, phantomReportSimulated } from "./phantom-figure-helpers.js";

const short = (d: string): string => d.replace(/defer_or_review/g, "defer");

/** Figure 4 as a Plotly value. */
export function phantomPifrStack(report: PhantomReport): Figure {
  const parts = phantomPifrByDirection(report);
  const x = report.groups.map(phantomGroupLabel);
  const data = PHANTOM_DIRECTIONS.map((d) => ({
    type: "bar", name: short(d), x,
    y: report.groups.map((g) => parts.find((p) => p.model === g.model && p.run_id === g.run_id && p.direction === d)?.share ?? null),
  }));
  const fig: Figure = {
    data,
    layout: {
      title: { text: "PIFR by gold→phantom direction (Figure 4)" }, barmode: "stack",
      xaxis: phantomCategoryXAxis(), height: 520, yaxis: { title: { text: "PIFR (share of private/public pairs)" }, rangemode: "tozero" },
      legend: { title: { text: "gold→phantom" } },
    },
  };
  return labelSimulated(fig, phantomReportSimulated(report));
}
