/**
 * HiddenBench Figure 3: per model (one row each, highest Y^post on top), on
 * the left horizontal bars of Y^pre, Y^post and Y^full (average rule, with
 * 95% t intervals over tasks as error bars) and on the right the improvement (Y^post − Y^pre) and the gap
 * (Y^post − Y^full) on a shared −1…1 scale; models meeting the strong
 * criterion are bold. Paper values, where the text reports them, are black
 * diamonds on the bar they compare with. Rows instead of columns keep the
 * model names horizontal and readable at the notebook's fixed PNG size.
 * Simulated data is labelled.
 *
 * @example
 * const fig = hiddenProfileFigure3(hiddenProfileMetrics(records).groups, { variant: "baseline", paper: HIDDENBENCH_PAPER.figure3 });
 * fig.data.map((d) => d.name); // => ["Y pre", "Y post", "Y full (all facts)", "improvement", "gap to full", "paper", "paper"]
 */
import type { HpGroupRow } from "../measures/index.js";
import { labelSimulated, type Figure } from "../../../plot/figure.js";
import type { HpPaperModel } from "./hiddenbench-paper.js";

/** Options: which variant to draw, the paper's values by model, and whether the data is simulated (default true). */
export interface HpFigure3Options {
  variant?: string;
  paper?: Record<string, HpPaperModel>;
  simulated?: boolean;
}

/** Bar thickness (in row units) on the left (3 bars) and right (2 bars) panels. */
const W3 = 0.26;
const W2 = 0.36;

/** See module doc. */
export function hiddenProfileFigure3(groups: readonly HpGroupRow[], options: HpFigure3Options = {}): Figure {
  const rows = groups.filter((g) => g.variant === (options.variant ?? "baseline"))
    .sort((a, b) => (b.y_post.value ?? -1) - (a.y_post.value ?? -1) || (a.model < b.model ? -1 : 1));
  const pos = rows.map((_, i) => rows.length - 1 - i); // first row on top
  const label = (g: HpGroupRow) => (g.strong ? `<b>${g.model}</b>` : g.model);
  const bar = (name: string, centre: number, width: number, xs: (number | null)[], color: string, axis: "1" | "2", err?: ([number, number] | null)[]) => ({
    type: "bar", orientation: "h", name, x: xs, y: pos, base: 0, width, offset: centre - width / 2, marker: { color },
    ...(err ? { error_x: {
      type: "data", symmetric: false, visible: true, thickness: 1, width: 2,
      array: err.map((e, i) => (e && xs[i] !== null ? e[1] - (xs[i] as number) : 0)), arrayminus: err.map((e, i) => (e && xs[i] !== null ? (xs[i] as number) - e[0] : 0)),
    } } : {}),
    customdata: rows.map((g) => g.model), hovertemplate: `%{customdata}: ${name} %{x:.3f}<extra></extra>`, textposition: "none",
    xaxis: axis === "1" ? "x" : "x2", yaxis: axis === "1" ? "y" : "y2",
  });
  const acc = [
    { name: "Y pre", key: "y_pre", centre: W3, color: "#bbbbbb" },
    { name: "Y post", key: "y_post", centre: 0, color: "#1f77b4" },
    { name: "Y full (all facts)", key: "y_full", centre: -W3, color: "#2ca02c" },
  ] as const;
  const diff = [
    { name: "improvement", key: "improvement", centre: W2 / 2, color: "#9467bd" },
    { name: "gap to full", key: "gap", centre: -W2 / 2, color: "#d62728" },
  ] as const;
  const data: Record<string, unknown>[] = [
    ...acc.map((a) => bar(a.name, a.centre, W3, rows.map((g) => g[a.key].value), a.color, "1", rows.map((g) => g[a.key].ci ?? null))),
    ...diff.map((d) => bar(d.name, d.centre, W2, rows.map((g) => g[d.key]), d.color, "2")),
  ];
  if (options.paper) {
    const marks = (specs: readonly { key: string; centre: number; name: string }[], axis: "1" | "2", first: boolean) => {
      const x: number[] = [], y: number[] = [], text: string[] = [];
      rows.forEach((g, i) => {
        const p = options.paper?.[g.model] as Record<string, number | null | undefined> | undefined;
        for (const s of specs) {
          const v = p?.[s.key];
          if (v === null || v === undefined) continue;
          x.push(v);
          y.push(pos[i] + s.centre);
          text.push(`${g.model}: paper ${s.name} ${v}`);
        }
      });
      return {
        type: "scatter", mode: "markers", name: "paper", legendgroup: "paper", showlegend: first, x, y, text, hoverinfo: "text",
        marker: { symbol: "diamond", color: "black", size: 8 }, xaxis: axis === "1" ? "x" : "x2", yaxis: axis === "1" ? "y" : "y2",
      };
    };
    data.push(marks(acc, "1", true), marks(diff, "2", false));
  }
  const yaxis = { tickvals: pos, ticktext: rows.map(label), range: [-0.6, rows.length - 0.4], automargin: true, showgrid: false };
  const fig: Figure = {
    data,
    layout: {
      title: { text: "Figure 3: collective reasoning per model", x: 0.02, xanchor: "left" },
      barmode: "overlay",
      xaxis: { domain: [0, 0.6], range: [0, 1.05], title: { text: "accuracy (average rule, ± s.e.m. over tasks)" }, dtick: 0.2 },
      yaxis,
      xaxis2: { domain: [0.66, 1], range: [-1, 1], anchor: "y2", title: { text: "improvement, gap" }, dtick: 0.5, zeroline: true, zerolinecolor: "#444", zerolinewidth: 1 },
      yaxis2: { ...yaxis, anchor: "x2", matches: "y", showticklabels: false },
      legend: { orientation: "h", x: 0, y: -0.2, yanchor: "top", font: { size: 11 }, itemwidth: 30 },
      margin: { t: 50, b: 80, l: 10, r: 15 },
    },
  };
  return labelSimulated(fig, options.simulated ?? true);
}
