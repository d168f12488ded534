/**
 * Paper 000 Figure 6a: CRFR by perceived norm source, a model × norm-source
 * heatmap (darker = more scenario-level collective failure); empty cells null.
 *
 * @example
 * const fig = phantomCrfrHeatmap(report);
 * fig.data[0].x; // => ["descriptive", "injunctive", "informational", "authority", "consensus"]
 */
import { labelSimulated, type Figure } from "../../../plot/figure.js";
import type { PhantomReport } from "../measures/phantom-metrics.js";
import { phantomBreakdown } from "../measures/phantom-breakdown.js";
import { NORM_SOURCES } from "../../../schema/vocab.js";
import { phantomGroupLabel, phantomReportSimulated, phantomRowsHeight } from "./phantom-figure-helpers.js";

/** Figure 6a as a Plotly value (point values; n per cell in the hover text). */
export function phantomCrfrHeatmap(report: PhantomReport): Figure {
  const rows = phantomBreakdown(report, "norm_source", { metrics: ["crfr"] });
  const cell = (g: PhantomReport["groups"][number], ns: string) => rows.find((r) => r.model === g.model && r.run_id === g.run_id && r.level === ns)?.metrics.crfr;
  const z = report.groups.map((g) => NORM_SOURCES.map((ns) => cell(g, ns)?.value ?? null));
  const n = report.groups.map((g) => NORM_SOURCES.map((ns) => cell(g, ns)?.n ?? 0));
  const fig: Figure = {
    data: [{
      type: "heatmap", x: [...NORM_SOURCES], y: report.groups.map(phantomGroupLabel), z, customdata: n,
      colorscale: "Reds", zmin: 0, colorbar: { title: { text: "CRFR" } },
      texttemplate: "%{z:.2f}", hovertemplate: "%{y} · %{x}<br>CRFR %{z:.3f} (n = %{customdata})<extra></extra>",
    }],
    layout: {
      title: { text: "CRFR by perceived norm source (Figure 6a)" },
      xaxis: { title: { text: "Norm source" }, automargin: true },
      yaxis: { title: { text: "Model", standoff: 12 }, autorange: "reversed", automargin: true },
      height: phantomRowsHeight(report.groups.length),
    },
  };
  return labelSimulated(fig, phantomReportSimulated(report));
}
