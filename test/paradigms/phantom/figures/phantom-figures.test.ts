import { describe, expect, it } from "vitest";
import { phantomMetrics } from "../../../../src/paradigms/phantom/measures/phantom-metrics.js";
import { phantomGapBars } from "../../../../src/paradigms/phantom/figures/phantom-gap-bars.js";
import { phantomPifrStack } from "../../../../src/paradigms/phantom/figures/phantom-pifr-stack.js";
import { phantomForest } from "../../../../src/paradigms/phantom/figures/phantom-forest.js";
import { phantomCrfrHeatmap } from "../../../../src/paradigms/phantom/figures/phantom-crfr-heatmap.js";
import { phantomAccuracyRadar } from "../../../../src/paradigms/phantom/figures/phantom-accuracy-radar.js";
import type { Figure } from "../../../../src/plot/figure.js";
import { generatePhantomLogs, TYPICAL_RATES } from "../../../fixtures/phantom/generate-phantom.js";
import { handCase } from "../measures/hand-cases.js";

const simulated = phantomMetrics(
  generatePhantomLogs({ models: { typical: TYPICAL_RATES, susceptible: { ...TYPICAL_RATES, a: 0.45 } }, scenarios: 60, seed: 4 }),
  { bootstrap: 300, seed: 0 },
);

/** The structure of a figure: trace types, names and lengths, axis titles. */
function structure(fig: Figure) {
  const axes = Object.fromEntries(
    Object.entries(fig.layout)
      .filter(([k]) => /^(x|y)axis\d*$|^polar$/.test(k))
      .map(([k, v]) => [k, JSON.stringify((v as { title?: unknown; radialaxis?: { title?: unknown } }).title ?? (v as { radialaxis?: { title?: unknown } }).radialaxis?.title)]),
  );
  return {
    title: (fig.layout.title as { text: string }).text,
    traces: fig.data.map((t) => ({ type: t.type, name: t.name ?? null, points: ((t.y ?? t.r ?? t.z) as unknown[]).length })),
    axes,
  };
}

describe("phantom figures", () => {
  it("Figure 3: three grouped bar traces with asymmetric CI error bars", () => {
    const fig = phantomGapBars(simulated);
    expect(structure(fig)).toMatchSnapshot();
    expect(fig.layout.barmode).toBe("group");
    const crfr = fig.data[1] as { x: string[]; y: number[]; error_y: { array: number[]; arrayminus: number[] } };
    expect(crfr.x).toEqual(["susceptible", "typical"]);
    const m = simulated.groups[0].metrics.crfr;
    expect(crfr.y[0]).toBe(m.value);
    expect(crfr.error_y.array[0]).toBeCloseTo(m.ci![1] - m.value!, 12);
    expect(crfr.error_y.arrayminus[0]).toBeCloseTo(m.value! - m.ci![0], 12);
  });

  it("Figure 4: six stacked direction traces summing to PIFR", () => {
    const fig = phantomPifrStack(simulated);
    expect(structure(fig)).toMatchSnapshot();
    expect(fig.layout.barmode).toBe("stack");
    const total = fig.data.reduce((t, tr) => t + ((tr.y as number[])[1] ?? 0), 0);
    expect(total).toBeCloseTo(simulated.groups[1].metrics.pifr.value!, 12);
  });

  it("Figure 5: one forest panel per key metric on its own x axis", () => {
    const fig = phantomForest(simulated);
    expect(structure(fig)).toMatchSnapshot();
    expect(fig.data.map((t) => t.xaxis)).toEqual(["x", "x2", "x3", "x4"]);
    expect(() => phantomForest(simulated, [])).toThrow(RangeError);
  });

  it("Figure 6a: a model × norm-source CRFR heatmap", () => {
    const fig = phantomCrfrHeatmap(simulated);
    expect(structure(fig)).toMatchSnapshot();
    const z = fig.data[0].z as (number | null)[][];
    expect(z).toHaveLength(2);
    expect(z[0]).toHaveLength(5);
  });

  it("Figure 6b: one closed radar trace per model over the five conditions", () => {
    const fig = phantomAccuracyRadar(simulated);
    expect(structure(fig)).toMatchSnapshot();
    const t = fig.data[1] as { r: number[]; theta: string[] };
    expect(t.r[0]).toBe(simulated.groups[1].metrics.private_acc.value);
    expect(t.r[5]).toBe(t.r[0]);
  });

  it("labels simulated data only", () => {
    expect((phantomGapBars(simulated).layout.title as { text: string }).text).toMatch(/\(simulated\)$/);
    const real = phantomMetrics(handCase(), { bootstrap: 0 });
    for (const f of [phantomGapBars, phantomPifrStack, phantomForest, phantomCrfrHeatmap, phantomAccuracyRadar]) {
      expect((f(real).layout.title as { text: string }).text).not.toMatch(/simulated/);
    }
  });

  it("keeps long model names legible: slanted, auto-margined category x axes (Figures 3, 4) and auto-margined y axes (Figures 5, 6a)", () => {
    for (const f of [phantomGapBars, phantomPifrStack]) {
      expect(f(simulated).layout.xaxis).toMatchObject({ type: "category", tickangle: -35, automargin: true, title: { text: "Model" } });
    }
    for (const f of [phantomForest, phantomCrfrHeatmap]) {
      const fig = f(simulated);
      expect(fig.layout.yaxis).toMatchObject({ automargin: true, autorange: "reversed" });
      expect(fig.layout.height).toBe(420); // two models: the minimum
    }
    // the legend of Figure 3 sits above the plot, clear of the slanted tick labels
    expect(phantomGapBars(simulated).layout.legend).toMatchObject({ orientation: "h", yanchor: "bottom", y: 1.02 });
  });
});
