/**
 * Model figures of the formalism trap (paper 003, Figure 3 and Figure 4) and
 * table rows for Tables 1–4: L1 coefficients with ±1 s.e. and significance
 * stars, the PR curve with the 0.5 and vigilance thresholds, the filter's
 * calibration view, and the architecture vulnerability matrix.
 *
 * @example
 * gt.show(judgeL1Figure(report, { simulated: true }));
 */
import type { JudgeCalibration, JudgeFitReport } from "../measures/index.js";
import { prCurve, confusionAt, precisionRecallF1 } from "../../../models/index.js";
import { labelSimulated, type Figure } from "../../../plot/figure.js";

/**
 * Significance stars of a Wald p-value (* < 0.05, ** < 0.01, *** < 0.001).
 * @example
 * judgeStars(0.004); // => "**"
 */
export function judgeStars(p: number | null): string {
  return p === null ? "" : p < 0.001 ? "***" : p < 0.01 ? "**" : p < 0.05 ? "*" : "";
}

/**
 * Figure 3: the `top` largest positive and `bottom` most negative L1 coefficients, ±1 s.e., stars.
 * @example
 * judgeL1Figure(report).data[0].error_x; // => { type: "data", array: [se…] }
 */
export function judgeL1Figure(report: JudgeFitReport, options: { top?: number; bottom?: number; simulated?: boolean } = {}): Figure {
  const c = report.l1.coefficients;
  const pos = c.filter((e) => e.beta > 0).slice(0, options.top ?? 10);
  const neg = c.filter((e) => e.beta < 0).slice(-(options.bottom ?? 5));
  const rows = [...pos, ...neg].reverse();
  return labelSimulated({
    data: [{
      type: "bar", orientation: "h", x: rows.map((e) => e.beta), y: rows.map((e) => `${e.feature} ${judgeStars(e.p)}`),
      error_x: { type: "data", array: rows.map((e) => e.se ?? 0) }, marker: { color: rows.map((e) => (e.beta > 0 ? "#e45756" : "#4c78a8")) },
    }],
    layout: { title: { text: `L1 logistic coefficients (α = ${report.l1.alpha}), ±1 s.e.` }, xaxis: { title: { text: "β" } }, margin: { l: 340 }, height: 26 * rows.length + 140 },
  }, options.simulated ?? false);
}

/**
 * Figure 4: the test-split PR curve with the points at t = 0.5 and at the vigilance threshold.
 * @example
 * judgePrFigure(detail.testScores, detail.testLabels, report.l2.threshold).data.length; // => 3
 */
export function judgePrFigure(scores: ArrayLike<number>, y: ArrayLike<number>, threshold: number | null, options: { simulated?: boolean } = {}): Figure {
  const pr = prCurve(scores, y);
  const at = (t: number) => precisionRecallF1(confusionAt(scores, y, t));
  const a = at(0.5);
  const data: Record<string, unknown>[] = [
    { type: "scatter", mode: "lines", x: pr.recall, y: pr.precision, name: "PR curve", line: { shape: "hv" } },
    { type: "scatter", mode: "markers", x: [a.recall], y: [a.precision], name: "t = 0.50", marker: { size: 12, color: "orange" } },
  ];
  if (threshold !== null) {
    const v = at(threshold);
    data.push({ type: "scatter", mode: "markers", x: [v.recall], y: [v.precision], name: `vigilance t = ${threshold.toFixed(3)}`, marker: { size: 16, symbol: "star", color: "red" } });
  }
  return labelSimulated({ data, layout: { title: { text: "Precision–recall on the held-out split" }, xaxis: { title: { text: "recall" }, range: [0, 1] }, yaxis: { title: { text: "precision" }, range: [0, 1.02] } } }, options.simulated ?? false);
}

/**
 * Table 4 rows: swarm, n, positives, primary/secondary vulnerability with β, AUC.
 * @example
 * judgeProfileRows(report)[0]; // => { swarm: "claude", n: 1169, positives: 170, primary: "EPISTEMIC_FAILURE", beta1: 2.58, … }
 */
export function judgeProfileRows(report: JudgeFitReport): Record<string, string | number | null>[] {
  return report.profiles.map((p) => ({
    swarm: p.swarm, n: p.n, positives: p.positives,
    primary: p.top[0]?.feature ?? null, beta1: p.top[0]?.beta ?? null,
    secondary: p.top[1]?.feature ?? null, beta2: p.top[1]?.beta ?? null, auc: p.auc,
  }));
}

/**
 * Lexical grounding: mean structural rigor score by performative flag (bars).
 * @example
 * judgeGroundingFigure(report).data[0].type; // => "bar"
 */
export function judgeGroundingFigure(report: JudgeFitReport, options: { simulated?: boolean } = {}): Figure {
  const g = report.grounding;
  return labelSimulated({
    data: [{ type: "bar", x: ["performative", "other"], y: [g.mean_flagged, g.mean_unflagged], marker: { color: ["#e45756", "#9ecae9"] } }],
    layout: { title: { text: `Structural rigor score by performative flag (r = ${g.r === null ? "—" : g.r.toFixed(3)})` }, yaxis: { title: { text: "mean markers per trace" } } },
  }, options.simulated ?? false);
}

/**
 * Calibration view of the vigilance filter: reliability diagram (observed capture rate against mean
 * predicted probability per bin, 95% Wilson bars, the diagonal of perfect calibration) over a bar
 * chart of the bin counts; the vigilance threshold as a vertical line when given.
 * @example
 * judgeCalibrationFigure(judgeCalibration(detail.testScores, detail.testLabels), report.l2.threshold).data.map((d) => d.name);
 * // => ["perfect calibration", "filter", "traces per bin"]
 */
export function judgeCalibrationFigure(cal: JudgeCalibration, threshold: number | null = null, options: { simulated?: boolean } = {}): Figure {
  const filled = cal.bins.filter((b) => b.n > 0);
  const data: Record<string, unknown>[] = [
    { type: "scatter", mode: "lines", x: [0, 1], y: [0, 1], name: "perfect calibration", line: { dash: "dash", color: "gray" }, xaxis: "x", yaxis: "y" },
    {
      type: "scatter", mode: "lines+markers", name: "filter", xaxis: "x", yaxis: "y",
      x: filled.map((b) => b.mean_predicted), y: filled.map((b) => b.observed_rate),
      error_y: {
        type: "data", symmetric: false,
        array: filled.map((b) => (b.ci as [number, number])[1] - (b.observed_rate as number)),
        arrayminus: filled.map((b) => (b.observed_rate as number) - (b.ci as [number, number])[0]),
      },
      text: filled.map((b) => `[${b.lo.toFixed(2)}, ${b.hi.toFixed(2)}): n = ${b.n}`), marker: { color: "#e45756" },
    },
    {
      type: "bar", name: "traces per bin", xaxis: "x", yaxis: "y2", x: cal.bins.map((b) => (b.lo + b.hi) / 2), y: cal.bins.map((b) => b.n),
      width: cal.bins.map((b) => (b.hi - b.lo) * 0.9), marker: { color: "#9ecae9" },
    },
  ];
  const shapes = threshold === null ? [] : [{ type: "line", xref: "x", yref: "paper", x0: threshold, x1: threshold, y0: 0, y1: 1, line: { color: "red", dash: "dot" } }];
  return labelSimulated({
    data,
    layout: {
      title: { text: `Calibration of the vigilance filter (n = ${cal.n}, ECE = ${cal.ece === null ? "—" : cal.ece.toFixed(3)})` },
      // the shared x axis sits under the bin-count panel, so its title does not overlap the bars
      xaxis: { title: { text: "mean predicted P(capture)" }, range: [0, 1], anchor: "y2" },
      yaxis: { title: { text: "observed capture rate" }, range: [0, 1.02], domain: [0.32, 1] },
      yaxis2: { title: { text: "traces" }, domain: [0, 0.24], anchor: "x" },
      shapes, height: 560,
    },
  }, options.simulated ?? false);
}
