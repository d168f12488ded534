// Structure "snapshots" of every judge figure: trace types and counts, names, axis titles and the
// key values, written out explicitly (hand-computed from the small inputs) rather than stored.
import { describe, expect, it } from "vitest";
import { judgeCalibration, type JudgeFitReport } from "../../../../src/paradigms/judge/measures/index.js";
import {
  judgeCalibrationFigure, judgeClusterFrequencyFigure, judgeCrossDomainFigure, judgeDissonanceFigure, judgeGroundingFigure, judgeL1Figure, judgePrFigure,
} from "../../../../src/paradigms/judge/figures/index.js";
import type { Figure } from "../../../../src/plot/figure.js";
import { wilsonInterval } from "../../../../src/stats/wilson-interval.js";

const title = (o: unknown) => (o as { title?: { text?: string } } | undefined)?.title?.text;
/** The structural summary compared below. */
const shape = (f: Figure) => ({
  title: title(f.layout),
  traces: f.data.map((d) => ({ type: d.type, name: d.name, ...(d.mode ? { mode: d.mode } : {}), ...(d.orientation ? { orientation: d.orientation } : {}) })),
  axes: { x: title(f.layout.xaxis), y: title(f.layout.yaxis), y2: title(f.layout.yaxis2) },
});

// D_E: R1 = 1, R2 = 0.5 (not a capture), R3 = −1, R4 = 0.75; R4 lists B twice (one trace).
const recs = [
  { clusters: ["A", "B"], benchmark: "gaia", evidence_weighting: 5, accuracy: 0 },
  { clusters: ["A"], benchmark: "swe_bench", evidence_weighting: 3, accuracy: 0 },
  { clusters: ["CLEAN_TRAJECTORY"], benchmark: "gaia", evidence_weighting: 1, accuracy: 1 },
  { clusters: ["B", "B"], benchmark: "swe_bench", evidence_weighting: 4, accuracy: 0 },
];

describe("judge figure structure", () => {
  it("cluster frequencies (Figure 2)", () => {
    const f = judgeClusterFrequencyFigure(recs, { simulated: true });
    expect(shape(f)).toEqual({ title: "Top 3 semantic clusters (simulated)", traces: [{ type: "bar", name: undefined, orientation: "h" }], axes: { x: "traces", y: undefined, y2: undefined } });
    expect([f.data[0].y, f.data[0].x]).toEqual([["CLEAN_TRAJECTORY", "B", "A"], [1, 2, 2]]);
    expect(f.layout.height).toBe(24 * 3 + 120);
  });
  it("cross-domain overlap (Figure 1)", () => {
    const f = judgeCrossDomainFigure(recs, { simulated: true });
    expect(shape(f)).toEqual({ title: "Cross-domain overlap of semantic clusters (simulated)", traces: [{ type: "heatmap", name: undefined }], axes: { x: undefined, y: undefined, y2: undefined } });
    expect(f.data[0]).toMatchObject({ x: ["gaia", "swe_bench"], y: ["A", "B", "CLEAN_TRAJECTORY"], z: [[0.5, 0.5], [0.5, 0.5], [0.5, 0]] });
  });
  it("D_E histogram with the capture threshold", () => {
    const f = judgeDissonanceFigure(recs, { simulated: true });
    expect(shape(f)).toEqual({ title: "Evaluative Dissonance Index D_E (red: capture, D_E > 0.5) (simulated)", traces: [{ type: "bar", name: undefined }], axes: { x: "D_E", y: "traces", y2: undefined } });
    expect(f.data[0].x).toEqual([-1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1]);
    expect(f.data[0].y).toEqual([1, 0, 0, 0, 0, 0, 1, 1, 1]);
    expect((f.data[0].marker as { color: string[] }).color.map((c) => c === "#e45756")).toEqual([false, false, false, false, false, false, false, true, true]);
    expect(f.layout.shapes).toEqual([{ type: "line", x0: 0.625, x1: 0.625, yref: "paper", y0: 0, y1: 1, line: { dash: "dot" } }]);
  });
  it("L1 coefficients (Figure 3): top positive and most negative, ±1 s.e., stars", () => {
    const report = { l1: { alpha: 1, intercept: -2, coefficients: [
      { feature: "X", beta: 2, se: 0.5, z: 4, p: 0.0001 }, { feature: "Y", beta: 0.5, se: 0.2, z: 2.5, p: 0.02 },
      { feature: "Z", beta: -1, se: 0.3, z: -3.3, p: 0.3 }, { feature: "W", beta: -2, se: null, z: null, p: null },
    ] } } as unknown as JudgeFitReport;
    const f = judgeL1Figure(report, { top: 1, bottom: 1, simulated: true });
    expect(shape(f)).toEqual({ title: "L1 logistic coefficients (α = 1), ±1 s.e. (simulated)", traces: [{ type: "bar", name: undefined, orientation: "h" }], axes: { x: "β", y: undefined, y2: undefined } });
    expect(f.data[0]).toMatchObject({ x: [-2, 2], y: ["W ", "X ***"], error_x: { type: "data", array: [0, 0.5] }, marker: { color: ["#4c78a8", "#e45756"] } });
    expect(f.layout.height).toBe(26 * 2 + 140);
    expect(judgeL1Figure(report).data[0].y).toEqual(["W ", "Z ", "Y *", "X ***"]);
  });
  it("PR curve (Figure 4) with the t = 0.5 and vigilance points", () => {
    const f = judgePrFigure([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1], 0.8, { simulated: true });
    expect(shape(f)).toEqual({
      title: "Precision–recall on the held-out split (simulated)",
      traces: [{ type: "scatter", name: "PR curve", mode: "lines" }, { type: "scatter", name: "t = 0.50", mode: "markers" }, { type: "scatter", name: "vigilance t = 0.800", mode: "markers" }],
      axes: { x: "recall", y: "precision", y2: undefined },
    });
    expect([f.data[0].x, f.data[0].y]).toEqual([[1, 1, 0.5, 0.5, 0], [0.5, 2 / 3, 0.5, 1, 1]]);
    expect([f.data[1].x, f.data[1].y, f.data[2].x, f.data[2].y]).toEqual([[0.5], [1], [0.5], [1]]);
    expect(judgePrFigure([0.1, 0.9], [0, 1], null).data).toHaveLength(2);
  });
  it("calibration view: diagonal, reliability curve with Wilson bars, bin counts, threshold line", () => {
    const f = judgeCalibrationFigure(judgeCalibration([0.1, 0.15, 0.8, 0.95], [0, 1, 1, 1], 2), 0.9, { simulated: true });
    expect(shape(f)).toEqual({
      title: "Calibration of the vigilance filter (n = 4, ECE = 0.250) (simulated)",
      traces: [{ type: "scatter", name: "perfect calibration", mode: "lines" }, { type: "scatter", name: "filter", mode: "lines+markers" }, { type: "bar", name: "traces per bin" }],
      axes: { x: "mean predicted P(capture)", y: "observed capture rate", y2: "traces" },
    });
    expect(f.layout.xaxis).toMatchObject({ anchor: "y2" }); // x ticks and title under the count panel
    expect([f.data[0].x, f.data[0].y]).toEqual([[0, 1], [0, 1]]);
    expect(f.data[1].x).toEqual([0.125, expect.closeTo(0.875, 15)]);
    expect(f.data[1].y).toEqual([0.5, 1]);
    const [lo0, hi0] = wilsonInterval(1, 2)!, [lo1] = wilsonInterval(2, 2)!;
    expect(f.data[1].error_y).toEqual({ type: "data", symmetric: false, array: [hi0 - 0.5, 0], arrayminus: [0.5 - lo0, 1 - lo1] });
    expect(f.data[1].text).toEqual(["[0.00, 0.50): n = 2", "[0.50, 1.00): n = 2"]);
    expect(f.data[2]).toMatchObject({ x: [0.25, 0.75], y: [2, 2], width: [0.45, 0.45], yaxis: "y2" });
    expect(f.layout.shapes).toEqual([{ type: "line", xref: "x", yref: "paper", x0: 0.9, x1: 0.9, y0: 0, y1: 1, line: { color: "red", dash: "dot" } }]);
    // empty bins: left out of the curve, zero bars kept; no threshold, no line
    const g = judgeCalibrationFigure(judgeCalibration([0.05, 0.95], [0, 1], 4));
    expect([g.data[1].x, g.data[1].y, g.data[2].y]).toEqual([[0.05, 0.95], [0, 1], [1, 0, 0, 1]]);
    expect(g.layout.shapes).toEqual([]);
    expect(title(g.layout)).toBe("Calibration of the vigilance filter (n = 2, ECE = 0.050)");
  });
  it("lexical grounding bars", () => {
    const f = judgeGroundingFigure({ grounding: { r: 0.41234, p: 0.001, mean_flagged: 7, mean_unflagged: 2 } } as unknown as JudgeFitReport, { simulated: true });
    expect(shape(f)).toEqual({ title: "Structural rigor score by performative flag (r = 0.412) (simulated)", traces: [{ type: "bar", name: undefined }], axes: { x: undefined, y: "mean markers per trace", y2: undefined } });
    expect([f.data[0].x, f.data[0].y]).toEqual([["performative", "other"], [7, 2]]);
  });
});
