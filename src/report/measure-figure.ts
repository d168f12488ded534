/**
 * Measures with their intervals as small multiples: one panel per measure,
 * each with its own y range fitted to its values and interval ends (a count
 * and a share do not share one 0–1 axis), the panel's title the measure name
 * wrapped to the panel's width; in a panel one dot per row key (model, and
 * condition / variant where the table has them) with its 95% interval as an
 * error bar (hidden-profile summaries carry a 95% t interval over tasks since
 * issue 21; a row with only a `sem`, from an older document, draws ± 1 s.e.m.
 * and its trace name says so). Row keys keep one style across panels: Kelly's
 * colours, then marker symbols past 21 (`categoricalStyle`), one legend entry
 * each, the legend on the right with a margin as wide as its longest label
 * and the figure tall enough for all its entries.
 * Rows without an `n` or `sem` (plain counts) are left out. Returns a figure
 * value; renders nothing.
 *
 * @example
 * measureFigure([{ table: "groups", model: "m", measure: "ppg", value: 0.5, n: 8, ci_lo: 0.25, ci_hi: 0.75 }], "Phantom measures").data;
 * // => [{ type: "scatter", mode: "markers", name: "m", legendgroup: "m", showlegend: true, x: ["m"], y: [0.5], error_y: { type: "data", symmetric: false, array: [0.25], arrayminus: [0.25] }, marker: { color: "#222222", symbol: "circle", size: 9 }, xaxis: "x", yaxis: "y", customdata: [["ppg", 0.25, 0.75, 8]], hovertemplate: "%{x}<br>%{customdata[0]} = %{y:.4g} [%{customdata[1]:.4g}, %{customdata[2]:.4g}], n = %{customdata[3]}<extra></extra>" }]
 */
import type { Cell } from "../export/flatten-record.js";
import { categoricalStyle } from "../plot/categorical-style.js";
import type { Figure } from "../plot/figure.js";

const KEYS = ["model", "condition", "variant", "dataset"];

/** Panels per row of the grid. */
export const MEASURE_PANEL_COLUMNS = 4;
/** Characters per line of a panel title (a panel of a 1000-px figure in 4 columns at 12 px). */
export const MEASURE_TITLE_CHARS = 26;
/** Pixels per legend entry (measured: about 29 px for a marker with an error bar): the figure is at least this tall per key, so the legend is not cut. */
export const LEGEND_ROW_PX = 30;
/** Pixels per character assumed for the legend's labels (Plotly's default 12 px font; generous). */
export const LEGEND_CHAR_PX = 7.5;

/**
 * Break a label into lines of at most `width` characters, after `_`, `-`, `.`, `·` or a space where
 * possible (a word longer than `width` is cut inside), joined by `<br>`.
 * @example
 * wrapLabel("hidden_profile_post_discussion_accuracy", 16); // => "hidden_profile_<br>post_discussion_<br>accuracy"
 */
export function wrapLabel(label: string, width: number): string {
  const parts = label.split(/(?<=[_\-.· ])/);
  const lines: string[] = [];
  let line = "";
  for (let part of parts) {
    while (part.length > width) {
      if (line) { lines.push(line); line = ""; }
      lines.push(part.slice(0, width));
      part = part.slice(width);
    }
    if (line.length + part.length > width) { lines.push(line); line = ""; }
    line += part;
  }
  if (line) lines.push(line);
  return lines.map((l) => l.trimEnd()).join("<br>");
}

/**
 * A y range holding every value and interval end, padded by 8% of their span
 * (by 5% of the value, at least 0.05, when all are equal).
 * @example
 * fittedRange([0.2, 0.3, 0.4]); // => [0.184, 0.416]
 * fittedRange([12, 12]);        // => [11.4, 12.6]
 */
export function fittedRange(values: readonly number[]): [number, number] {
  const lo = Math.min(...values), hi = Math.max(...values);
  const pad = hi > lo ? 0.08 * (hi - lo) : Math.max(0.05 * Math.abs(hi), 0.05);
  return [lo - pad, hi + pad];
}

type Point = { key: string; measure: string; value: number; up: number; down: number; lo: number; hi: number; n: Cell };

/**
 * Build the small-multiple figure of measure rows (the long rows of `measureRows`).
 *
 * @param rows measure rows (not changed)
 * @param title the figure title
 * @example
 * measureFigure([], "None").data; // => []
 */
export function measureFigure(rows: readonly Readonly<Record<string, Cell>>[], title: string): Figure {
  const points: Point[] = [];
  for (const r of rows) {
    if (typeof r.value !== "number") continue;
    const hasCi = typeof r.ci_lo === "number" && typeof r.ci_hi === "number";
    const hasSem = typeof r.sem === "number";
    if (!("n" in r) && !("sem" in r)) continue;
    const name0 = KEYS.filter((k) => typeof r[k] === "string").map((k) => String(r[k])).join(" · ") || String(r.table);
    const key = !hasCi && hasSem ? `${name0} (± 1 s.e.m.)` : name0;
    const up = hasCi ? (r.ci_hi as number) - r.value : hasSem ? (r.sem as number) : 0;
    const down = hasCi ? r.value - (r.ci_lo as number) : hasSem ? (r.sem as number) : 0;
    points.push({ key, measure: String(r.measure), value: r.value, up, down, lo: r.value - down, hi: r.value + up, n: r.n ?? r.n_tasks ?? null });
  }
  const measures = [...new Set(points.map((p) => p.measure))];
  const keys = [...new Set(points.map((p) => p.key))];
  const cols = Math.max(1, Math.min(MEASURE_PANEL_COLUMNS, measures.length));
  const nRows = Math.max(1, Math.ceil(measures.length / cols));
  const data: Record<string, unknown>[] = [];
  const layout: Record<string, unknown> = {
    title: { text: title },
    grid: { rows: nRows, columns: cols, pattern: "independent", roworder: "top to bottom", xgap: 0.25, ygap: 0.35 },
    showlegend: true,
    legend: { orientation: "v", x: 1.02, xanchor: "left", y: 1, yanchor: "top", title: { text: KEYS.filter((k) => rows.some((r) => typeof r[k] === "string")).join(" · ") || "table" } },
    height: Math.max(120 + 240 * nRows, 140 + LEGEND_ROW_PX * keys.length),
    margin: { t: 90, b: 40, l: 60, r: Math.ceil(60 + LEGEND_CHAR_PX * Math.max(0, ...keys.map((k) => k.length))) },
  };
  const annotations: Record<string, unknown>[] = [];
  const legendShown = new Set<string>();
  measures.forEach((measure, m) => {
    const ax = m === 0 ? "" : String(m + 1);
    const inPanel = points.filter((p) => p.measure === measure);
    for (const p of inPanel) {
      const style = categoricalStyle(keys.indexOf(p.key));
      data.push({
        type: "scatter", mode: "markers", name: p.key, legendgroup: p.key, showlegend: !legendShown.has(p.key),
        x: [p.key], y: [p.value],
        error_y: { type: "data", symmetric: false, array: [p.up], arrayminus: [p.down] },
        marker: { color: style.color, symbol: style.symbol, size: 9 },
        xaxis: `x${ax}`, yaxis: `y${ax}`,
        customdata: [[measure, p.lo, p.hi, p.n]],
        hovertemplate: "%{x}<br>%{customdata[0]} = %{y:.4g} [%{customdata[1]:.4g}, %{customdata[2]:.4g}], n = %{customdata[3]}<extra></extra>",
      });
      legendShown.add(p.key);
    }
    layout[`xaxis${ax}`] = { type: "category", showticklabels: false, categoryorder: "array", categoryarray: keys };
    layout[`yaxis${ax}`] = { range: fittedRange(inPanel.flatMap((p) => [p.value, p.lo, p.hi])), automargin: true, zeroline: false };
    annotations.push({
      text: wrapLabel(measure, MEASURE_TITLE_CHARS), showarrow: false, xref: `x${ax} domain`, yref: `y${ax} domain`,
      x: 0.5, y: 1.02, xanchor: "center", yanchor: "bottom", font: { size: 12 },
    });
  });
  layout.annotations = annotations;
  return { data, layout };
}
