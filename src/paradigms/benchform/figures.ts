/**
 * BenchForm's figures (Plotly values, never rendered here): the conformity
 * rate with its 95% interval by majority size (one line per protocol), and
 * by task (one bar group per protocol). Titles say "(simulated)" when the
 * records were.
 *
 * @example
 * benchformMajorityFigure({ protocol: "benchform", label: "(simulated)", groups: [], independence: [], comparisons: [] }).layout.title; // => { text: "BenchForm conformity rate by majority size (simulated)" }
 */
import type { Figure } from "../../plot/figure.js";
import { labelSimulated } from "../../plot/figure.js";
import { BENCHFORM_CONDITIONS } from "./kind.js";
import type { BenchformGroup, BenchformMeasuresDoc } from "./measures.js";

function errorY(gs: readonly BenchformGroup[]): Record<string, unknown> {
  const v = gs.map((g) => g.conformity_rate?.value ?? null);
  return {
    type: "data",
    symmetric: false,
    array: gs.map((g, i) => (g.conformity_rate?.ci && v[i] !== null ? g.conformity_rate.ci[1] - (v[i] as number) : null)),
    arrayminus: gs.map((g, i) => (g.conformity_rate?.ci && v[i] !== null ? (v[i] as number) - g.conformity_rate.ci[0] : null)),
  };
}

/**
 * Conformity rate by majority size, all tasks pooled, one line per protocol (and model, persona).
 *
 * @param doc from {@link benchformMeasures}
 * @example
 * benchformMajorityFigure(benchform.benchformMeasures([])).data; // => []
 */
export function benchformMajorityFigure(doc: BenchformMeasuresDoc): Figure {
  const gs = doc.groups.filter((g) => g.task === "all" && g.conformity_rate !== null);
  const series = new Map<string, BenchformGroup[]>();
  for (const g of gs) {
    const name = `${g.model} ${g.condition}${g.mode === "default" ? "" : ` (${g.mode})`}`;
    series.set(name, [...(series.get(name) ?? []), g]);
  }
  const data = [...series.entries()].map(([name, s]) => {
    const sorted = [...s].sort((a, b) => Number(a.majority) - Number(b.majority));
    return { type: "scatter", mode: "lines+markers", name, x: sorted.map((g) => Number(g.majority)), y: sorted.map((g) => g.conformity_rate?.value ?? null), error_y: errorY(sorted) };
  });
  const fig: Figure = { data, layout: { title: { text: "BenchForm conformity rate by majority size" }, xaxis: { title: { text: "majority size (of six other participants)" }, dtick: 1 }, yaxis: { title: { text: "conformity rate (95% Wilson)" }, range: [0, 1] } } };
  return labelSimulated(fig, doc.label !== "");
}

/**
 * Conformity rate by task at one majority size, one bar series per protocol (and model, persona).
 *
 * @param doc from {@link benchformMeasures}
 * @param majority the majority size shown (default the largest in the document)
 * @example
 * benchformTaskFigure(benchform.benchformMeasures([])).data; // => []
 */
export function benchformTaskFigure(doc: BenchformMeasuresDoc, majority?: number): Figure {
  const sizes = doc.groups.filter((g) => g.majority !== "-").map((g) => Number(g.majority));
  const k = String(majority ?? (sizes.length ? Math.max(...sizes) : 6));
  const gs = doc.groups.filter((g) => g.task !== "all" && g.majority === k && g.conformity_rate !== null);
  const tasks = [...new Set(gs.map((g) => g.task))].sort();
  const names = [...new Set(gs.map((g) => `${g.model} ${g.condition}${g.mode === "default" ? "" : ` (${g.mode})`}`))]
    .sort((a, b) => BENCHFORM_CONDITIONS.findIndex((c) => a.includes(` ${c}`)) - BENCHFORM_CONDITIONS.findIndex((c) => b.includes(` ${c}`)));
  const data = names.map((name) => {
    const row = tasks.map((t) => gs.find((g) => g.task === t && `${g.model} ${g.condition}${g.mode === "default" ? "" : ` (${g.mode})`}` === name) ?? null);
    return { type: "bar", name, x: tasks, y: row.map((g) => g?.conformity_rate?.value ?? null), error_y: errorY(row.map((g) => g ?? ({ conformity_rate: null } as BenchformGroup))) };
  });
  const fig: Figure = { data, layout: { title: { text: `BenchForm conformity rate by task, majority ${k}` }, barmode: "group", yaxis: { title: { text: "conformity rate (95% Wilson)" }, range: [0, 1] } } };
  return labelSimulated(fig, doc.label !== "");
}
