import { describe, expect, it } from "vitest";
import { fittedRange, LEGEND_CHAR_PX, LEGEND_ROW_PX, MEASURE_TITLE_CHARS, measureFigure, wrapLabel } from "../../src/report/measure-figure.js";
import { categoricalStyle, KELLY_COLORS } from "../../src/plot/categorical-style.js";

type Row = Record<string, string | number | null>;
/** 19 measures on different scales (shares, counts, differences, a z-like score) × `models` models. */
function rows(models: number): Row[] {
  const measures = Array.from({ length: 19 }, (_, j) => `measure_${j}_${"x".repeat(j)}`);
  const out: Row[] = [];
  for (let i = 0; i < models; i++) {
    measures.forEach((measure, j) => {
      const scale = j % 4 === 0 ? 1 : j % 4 === 1 ? 40 : j % 4 === 2 ? 0.05 : 3;
      const offset = j % 4 === 2 ? -0.02 : 0;
      const value = offset + scale * ((i * 7 + j * 3) % 11) / 11;
      out.push({ table: "groups", model: `org-${i}/a-rather-long-model-name-${"v".repeat(i % 5)}`, measure, value, n: 40, ci_lo: value - 0.1 * scale, ci_hi: value + 0.07 * scale });
    });
  }
  return out;
}
const layoutOf = (fig: ReturnType<typeof measureFigure>) => fig.layout as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("measureFigure(rows, title): one panel per measure", () => {
  const fig = measureFigure(rows(12), "Phantom measures");
  const L = layoutOf(fig);
  const measures = [...new Set(rows(1).map((r) => String(r.measure)))];

  it("lays 19 measures out as a 5 × 4 grid of independent panels, one trace per model and measure", () => {
    expect(L.grid).toMatchObject({ rows: 5, columns: 4, pattern: "independent" });
    expect(fig.data).toHaveLength(19 * 12);
    expect(new Set(fig.data.map((t) => t.yaxis)).size).toBe(19);
  });
  it("every panel's y range holds all its values and interval ends, and is that measure's own (not one 0–1 axis)", () => {
    const ranges: [number, number][] = [];
    measures.forEach((measure, m) => {
      const ax = m === 0 ? "" : String(m + 1);
      const range = L[`yaxis${ax}`].range as [number, number];
      const traces = fig.data.filter((t) => t.yaxis === `y${ax}`);
      expect(traces.length).toBe(12);
      for (const t of traces) {
        const y = (t.y as number[])[0];
        const e = t.error_y as { array: number[]; arrayminus: number[] };
        expect((t.customdata as unknown[][])[0][0]).toBe(measure);
        expect(range[0]).toBeLessThanOrEqual(y - e.arrayminus[0]);
        expect(range[1]).toBeGreaterThanOrEqual(y + e.array[0]);
      }
      ranges.push(range);
    });
    // the count measures (scale 40) and the small differences (scale 0.05) get ranges of their own size
    expect(ranges[1][1] - ranges[1][0]).toBeGreaterThan(30);
    expect(ranges[2][1] - ranges[2][0]).toBeLessThan(0.1);
    expect(ranges[2][0]).toBeLessThan(0);
  });
  it("panel titles are the measure names, wrapped so no line is longer than a panel holds", () => {
    const titles = (L.annotations as { text: string; xref: string }[]);
    expect(titles.map((a) => a.text.replaceAll("<br>", ""))).toEqual(measures);
    for (const a of titles) for (const line of a.text.split("<br>")) expect(line.length).toBeLessThanOrEqual(MEASURE_TITLE_CHARS);
    expect(titles[18].text.split("<br>").length).toBeGreaterThan(1);
    expect(titles[3].xref).toBe("x4 domain");
  });
  it("the right margin holds the longest legend label (Plotly's 12 px font at ≤ 7.5 px a character)", () => {
    const names = [...new Set(fig.data.map((t) => String(t.name)))];
    const longest = Math.max(...names.map((s) => s.length));
    expect(L.margin.r).toBeGreaterThanOrEqual(LEGEND_CHAR_PX * longest + 40);
    expect(L.legend).toMatchObject({ orientation: "v", x: 1.02 });
  });
  it("the figure is tall enough for every legend entry (20 models, 2 measures: 20 × 30 px + room)", () => {
    const f = measureFigure(rows(20).filter((r) => r.measure === "measure_0_" || r.measure === "measure_1_x"), "M");
    expect((f.layout as { height: number }).height).toBeGreaterThanOrEqual(20 * LEGEND_ROW_PX + 100);
    expect(L.height).toBe(120 + 240 * 5);
  });
  it("one legend entry per model; a model keeps its colour and marker in every panel", () => {
    expect(fig.data.filter((t) => t.showlegend).map((t) => t.name)).toEqual([...new Set(fig.data.map((t) => t.name))]);
    const style = new Map<string, string>();
    for (const t of fig.data) {
      const m = t.marker as { color: string; symbol: string };
      const s = `${m.color}|${m.symbol}`;
      expect(style.get(String(t.name)) ?? s).toBe(s);
      style.set(String(t.name), s);
    }
  });
  it.each([12, 20, 30])("%i models get distinct (colour, marker) pairs; up to 21, distinct colours", (k) => {
    const f = measureFigure(rows(k), "M");
    const first = f.data.filter((t) => t.showlegend).map((t) => t.marker as { color: string; symbol: string });
    expect(first).toHaveLength(k);
    expect(new Set(first.map((m) => `${m.color}|${m.symbol}`)).size).toBe(k);
    expect(new Set(first.map((m) => m.color)).size).toBe(Math.min(k, 21));
  });
});

describe("categoricalStyle(i), wrapLabel, fittedRange", () => {
  it("Kelly's 21 colours (white left out) are distinct; past them the symbol and dash change", () => {
    expect(new Set(KELLY_COLORS).size).toBe(21);
    expect(KELLY_COLORS).not.toContain("#F2F3F4");
    expect(categoricalStyle(20)).toEqual({ color: "#2B3D26", symbol: "circle", dash: "solid" });
    expect(categoricalStyle(22)).toEqual({ color: "#F3C300", symbol: "square", dash: "dash" });
    const pairs = new Set(Array.from({ length: 126 }, (_, i) => { const s = categoricalStyle(i); return `${s.color}|${s.symbol}`; }));
    expect(pairs.size).toBe(126);
    expect(() => categoricalStyle(-1)).toThrow(/categoricalStyle\(i\): expected a non-negative integer/);
  });
  it("wrapLabel breaks after separators, cuts over-long words, keeps short labels", () => {
    expect(wrapLabel("ppg", 26)).toBe("ppg");
    expect(wrapLabel("a_b c", 2)).toBe("a_<br>b<br>c");
    expect(wrapLabel("abcdefgh", 3)).toBe("abc<br>def<br>gh");
  });
  it("fittedRange pads the span by 8% (5% of the value, ≥ 0.05, when flat)", () => {
    expect(fittedRange([0, 10])).toEqual([-0.8, 10.8]);
    expect(fittedRange([0, 0])).toEqual([-0.05, 0.05]);
    expect(fittedRange([-2, -2])).toEqual([-2.1, -1.9]);
  });
});
