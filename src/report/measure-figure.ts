/**
 * Measures with their intervals as a dot plot: one trace per row key (model,
 * and condition / variant where the table has them), the measures along x,
 * the value as a dot and the 95% interval as an error bar (hidden-profile
 * summaries carry a 95% t interval over tasks since issue 21; a row with only
 * a `sem`, from an older document, draws ± 1 s.e.m. and its trace name says so). Rows without an `n` or `sem`
 * (plain counts) are left out. Returns a figure value; renders nothing.
 *
 * @example
 * measureFigure([{ table: "groups", model: "m", measure: "ppg", value: 0.5, n: 8, ci_lo: 0.25, ci_hi: 0.75 }], "Phantom measures").data;
 * // => [{ type: "scatter", mode: "markers", name: "m", x: ["ppg"], y: [0.5], error_y: { type: "data", symmetric: false, array: [0.25], arrayminus: [0.25] } }]
 */
import type { Cell } from "../export/flatten-record.js";
import type { Figure } from "../plot/figure.js";

const KEYS = ["model", "condition", "variant", "dataset"];

/**
 * Build the dot plot of measure rows (the long rows of `measureRows`).
 *
 * @param rows measure rows (not changed)
 * @param title the figure title
 * @example
 * measureFigure([], "None").data; // => []
 */
export function measureFigure(rows: readonly Readonly<Record<string, Cell>>[], title: string): Figure {
  const traces = new Map<string, { x: string[]; y: number[]; up: number[]; down: number[] }>();
  for (const r of rows) {
    if (typeof r.value !== "number") continue;
    const hasCi = typeof r.ci_lo === "number" && typeof r.ci_hi === "number";
    const hasSem = typeof r.sem === "number";
    if (!("n" in r) && !("sem" in r)) continue;
    const name0 = KEYS.filter((k) => typeof r[k] === "string").map((k) => String(r[k])).join(" · ") || String(r.table);
    const name = !hasCi && hasSem ? `${name0} (± 1 s.e.m.)` : name0;
    const t = traces.get(name) ?? { x: [], y: [], up: [], down: [] };
    t.x.push(String(r.measure));
    t.y.push(r.value);
    t.up.push(hasCi ? (r.ci_hi as number) - r.value : hasSem ? (r.sem as number) : 0);
    t.down.push(hasCi ? r.value - (r.ci_lo as number) : hasSem ? (r.sem as number) : 0);
    traces.set(name, t);
  }
  return {
    data: [...traces].map(([name, t]) => ({
      type: "scatter", mode: "markers", name, x: t.x, y: t.y,
      error_y: { type: "data", symmetric: false, array: t.up, arrayminus: t.down },
    })),
    layout: { title: { text: title }, xaxis: { type: "category", automargin: true }, yaxis: { title: { text: "value" }, zeroline: true }, legend: { orientation: "h" } },
  };
}
