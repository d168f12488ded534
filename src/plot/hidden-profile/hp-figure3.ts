/**
 * HiddenBench Figure 3: per model, bars of Y^pre, Y^post and Y^full (average
 * rule, ± s.e.m. over tasks) and, on a second axis panel, the improvement
 * (Y^post − Y^pre) and the gap (Y^post − Y^full); models meeting the strong
 * criterion are bold. Paper values, where the text reports them, are drawn as
 * black diamonds beside the recovered bars. Simulated data is labelled.
 *
 * @example
 * const fig = hiddenProfileFigure3(hiddenProfileMetrics(records).groups, { variant: "baseline", paper: HIDDENBENCH_PAPER.figure3 });
 * fig.data.length; // => 5 bar traces (+ 1 paper trace when paper values are given)
 */
import type { HpGroupRow } from "../../metrics/hidden-profile/index.js";
import { labelSimulated, type Figure } from "../figure.js";

/** Options: which variant to draw, the paper's values by model, and whether the data is simulated (default true). */
export interface HpFigure3Options {
  variant?: string;
  paper?: Record<string, { y_pre: number | null; y_post: number | null; y_full: number | null }>;
  simulated?: boolean;
}

/** See module doc. */
export function hiddenProfileFigure3(groups: readonly HpGroupRow[], options: HpFigure3Options = {}): Figure {
  const rows = groups.filter((g) => g.variant === (options.variant ?? "baseline"));
  const x = rows.map((g) => (g.strong ? `<b>${g.model}</b>` : g.model));
  const bar = (name: string, pick: (g: HpGroupRow) => { value: number | null; sem: number | null }, color: string) => ({
    type: "bar", name, x, y: rows.map((g) => pick(g).value), marker: { color },
    error_y: { type: "data", array: rows.map((g) => pick(g).sem ?? 0), visible: true }, xaxis: "x", yaxis: "y",
  });
  const data: Record<string, unknown>[] = [
    bar("Y pre (hidden)", (g) => g.y_pre, "#bbbbbb"),
    bar("Y post (hidden)", (g) => g.y_post, "#1f77b4"),
    bar("Y full (full profile)", (g) => g.y_full, "#2ca02c"),
    { type: "bar", name: "improvement", x, y: rows.map((g) => g.improvement), marker: { color: "#9467bd" }, xaxis: "x2", yaxis: "y2" },
    { type: "bar", name: "gap to full", x, y: rows.map((g) => g.gap), marker: { color: "#d62728" }, xaxis: "x2", yaxis: "y2" },
  ];
  if (options.paper) {
    const px: string[] = [], py: number[] = [], text: string[] = [];
    rows.forEach((g, i) => {
      const p = options.paper?.[g.model];
      if (!p) return;
      for (const [k, v] of [["pre", p.y_pre], ["post", p.y_post], ["full", p.y_full]] as const) {
        if (v === null) continue;
        px.push(x[i]);
        py.push(v);
        text.push(`paper ${k}: ${v}`);
      }
    });
    data.push({ type: "scatter", mode: "markers", name: "paper (text of §5 / Tables)", x: px, y: py, text, marker: { symbol: "diamond", color: "black", size: 9 }, xaxis: "x", yaxis: "y" });
  }
  const fig: Figure = {
    data,
    layout: {
      title: { text: "Collective reasoning: pre / post / full-profile accuracy (average rule, ± s.e.m. over tasks)" },
      barmode: "group",
      grid: { rows: 1, columns: 2 },
      xaxis: { domain: [0, 0.68] }, yaxis: { title: { text: "accuracy" }, range: [0, 1.05] },
      xaxis2: { domain: [0.74, 1], anchor: "y2" }, yaxis2: { title: { text: "difference" }, anchor: "x2", range: [-1, 1] },
      legend: { orientation: "h", y: -0.25 },
    },
  };
  return labelSimulated(fig, options.simulated ?? true);
}
