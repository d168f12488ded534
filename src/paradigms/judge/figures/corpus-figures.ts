/**
 * Corpus overview figures of the formalism trap (paper 003, Figures 1–2) and
 * the D_E distribution: cluster frequencies, cross-domain overlap, and the
 * histogram of the Evaluative Dissonance Index.
 *
 * @example
 * gt.show(judgeClusterFrequencyFigure(records, { top: 25, simulated: true }));
 */
import { judgeDissonance } from "../measures/index.js";
import { labelSimulated, type Figure } from "../../../plot/figure.js";

interface Rec { clusters: readonly string[]; benchmark: string; evidence_weighting: number; accuracy: number }

function counts(records: readonly Rec[]): [string, number][] {
  const m = new Map<string, number>();
  for (const r of records) for (const c of new Set(r.clusters)) m.set(c, (m.get(c) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

/**
 * Figure 2: the `top` most frequent clusters (traces carrying each), horizontal bars.
 * @example
 * judgeClusterFrequencyFigure(records).data[0].type; // => "bar"
 */
export function judgeClusterFrequencyFigure(records: readonly Rec[], options: { top?: number; simulated?: boolean } = {}): Figure {
  const top = counts(records).slice(0, options.top ?? 25).reverse();
  return labelSimulated({
    data: [{ type: "bar", orientation: "h", x: top.map((t) => t[1]), y: top.map((t) => t[0]), marker: { color: "#4c78a8" } }],
    layout: { title: { text: `Top ${top.length} semantic clusters` }, xaxis: { title: { text: "traces" } }, margin: { l: 300 }, height: 24 * top.length + 120 },
  }, options.simulated ?? false);
}

/**
 * Figure 1: share of each domain's traces carrying each of the `top` clusters (heatmap; rows = clusters).
 * @example
 * judgeCrossDomainFigure(records).data[0].type; // => "heatmap"
 */
export function judgeCrossDomainFigure(records: readonly Rec[], options: { top?: number; simulated?: boolean } = {}): Figure {
  const top = counts(records).slice(0, options.top ?? 20).map((t) => t[0]);
  const domains = [...new Set(records.map((r) => r.benchmark))].sort();
  const z = top.map((c) => domains.map((d) => {
    const rs = records.filter((r) => r.benchmark === d);
    return rs.length === 0 ? null : rs.filter((r) => r.clusters.includes(c)).length / rs.length;
  }));
  return labelSimulated({
    data: [{ type: "heatmap", x: domains, y: top, z, colorscale: "Blues", colorbar: { title: { text: "share" } } }],
    layout: { title: { text: "Cross-domain overlap of semantic clusters" }, margin: { l: 300 }, height: 22 * top.length + 140, yaxis: { autorange: "reversed" } },
  }, options.simulated ?? false);
}

/**
 * Distribution of D_E with the capture threshold 0.5 marked.
 * @example
 * judgeDissonanceFigure(records).data[0].type; // => "bar"
 */
export function judgeDissonanceFigure(records: readonly Rec[], options: { simulated?: boolean } = {}): Figure {
  const values = [-1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1];
  const n = values.map((v) => records.filter((r) => judgeDissonance(r) === v).length);
  return labelSimulated({
    data: [{ type: "bar", x: values, y: n, marker: { color: values.map((v) => (v > 0.5 ? "#e45756" : "#9ecae9")) } }],
    layout: {
      title: { text: "Evaluative Dissonance Index D_E (red: capture, D_E > 0.5)" }, xaxis: { title: { text: "D_E" }, dtick: 0.25 }, yaxis: { title: { text: "traces" } },
      shapes: [{ type: "line", x0: 0.625, x1: 0.625, yref: "paper", y0: 0, y1: 1, line: { dash: "dot" } }],
    },
  }, options.simulated ?? false);
}
