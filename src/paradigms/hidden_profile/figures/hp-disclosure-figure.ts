/**
 * The disclosure-by-round view: per discussion round, the mean share of
 * hidden facts mentioned so far, the share of members stating the correct
 * option and the share of sessions whose members all state the same option —
 * so convergence before the hidden facts surface is visible. Round 0 holds
 * the pre-discussion votes.
 *
 * @example
 * hiddenProfileDisclosureFigure(hiddenProfileDisclosureCurve(ds)).data.length; // => 3
 */
import type { HpDisclosureCurveRow } from "../measures/index.js";
import { labelSimulated, type Figure } from "../../../plot/figure.js";

/** See module doc. */
export function hiddenProfileDisclosureFigure(curve: readonly HpDisclosureCurveRow[], title = "Disclosure and convergence by round", simulated = true): Figure {
  const x = curve.map((r) => r.round);
  const line = (name: string, y: (number | null)[], color: string, dash = "solid") => ({ type: "scatter", mode: "lines+markers", name, x, y, line: { color, dash } });
  return labelSimulated({
    data: [
      line("hidden facts mentioned (share)", curve.map((r) => r.disclosed_share), "#2ca02c"),
      line("members stating the correct option", curve.map((r) => r.correct_share), "#1f77b4"),
      line("sessions unanimous", curve.map((r) => r.unanimous_share), "#ff7f0e", "dash"),
    ],
    layout: { title: { text: title }, xaxis: { title: { text: "round (0 = pre-discussion vote)" } }, yaxis: { title: { text: "share" }, range: [0, 1.05] } },
  }, simulated);
}
