/**
 * Wording robustness (paper 002 Appendix I): the pooled flip rate to the
 * asserted label per wording of the shared message, with item-bootstrap
 * intervals; each bar is labelled with n and its difference from `original`.
 * Pass `simulated: true` to label simulated data.
 *
 * @example
 * panelWordingFigure(panelWordingRobustness(logs.panel, { bootstrap: 1000 }), { simulated: true }).layout.title;
 * // => { text: "Flip to unsafe by message wording (simulated)" }
 */
import type { PanelWordingRow } from "../measures/wording-robustness.js";
import { labelSimulated, type Figure } from "../../../plot/figure.js";
import { panelErrorBars } from "./error-bars.js";

const NAMES: Record<string, string> = { original: "original", paraphrase: "neutral paraphrase", tally: "vote tally" };

/**
 * Bar chart of the flip rate per message wording, with error bars and `n` / difference labels.
 * @param rows one row per wording, from `panelWordingRobustness` (`original` first)
 * @param o `simulated: true` labels the title as simulated data
 * @example
 * const row = (wording, value, vs) => ({ wording, rate: { value, n: 10, ci: null }, vs_original: { value: vs, n: 10, ci: null } });
 * const fig = panelWordingFigure([row("original", 0.5, 0), row("tally", 0.7, 0.2)], { simulated: true });
 * fig.layout.title;   // => { text: "Flip to unsafe by message wording (simulated)" }
 * fig.data[0].text;   // => ["n=10", "n=10, +20.0 pts vs original"]
 */
export function panelWordingFigure(rows: readonly PanelWordingRow[], o: { simulated?: boolean } = {}): Figure {
  const pts = (x: number | null) => (x === null ? "n/a" : `${x >= 0 ? "+" : ""}${(100 * x).toFixed(1)} pts`);
  return labelSimulated({
    data: [{
      type: "bar", name: "flip rate", x: rows.map((r) => NAMES[r.wording] ?? r.wording), y: rows.map((r) => r.rate.value),
      error_y: panelErrorBars(rows.map((r) => r.rate)),
      text: rows.map((r) => (r.wording === "original" ? `n=${r.rate.n}` : `n=${r.rate.n}, ${pts(r.vs_original.value)} vs original`)),
    }],
    layout: { title: { text: "Flip to unsafe by message wording" }, yaxis: { title: { text: "flip rate (benign, safe alone)" }, range: [0, 1.05] } },
  }, !!o.simulated);
}
