/**
 * An ablation bar chart (HiddenBench Tables 2–6): Y^post per condition,
 * recovered (simulated, error bar = 95% t interval over tasks) next to the
 * paper's value (error bar = the paper's ± 1 s.e.m., all it reports; the
 * y-axis title says so).
 *
 * @example
 * hiddenProfileAblationFigure(report.groups, HIDDENBENCH_PAPER.table2, "gpt-4.1-sim", "Table 2: rounds").data.length; // => 2
 */
import type { HpGroupRow } from "../measures/index.js";
import { labelSimulated, type Figure } from "../../../plot/figure.js";
import type { HpPaperRow } from "./hiddenbench-paper.js";

/** See module doc. `key` matches groups to paper rows (default: variant id). */
export function hiddenProfileAblationFigure<G extends HpGroupRow>(
  groups: readonly G[], paper: readonly HpPaperRow[], model: string, title: string,
  key: (g: G) => string = (g) => g.variant, simulated = true,
): Figure {
  const matched = paper.map((p) => groups.find((g) => g.model === model && key(g) === p.id));
  const x = paper.map((p) => p.label);
  return labelSimulated({
    data: [
      { type: "bar", name: `${model} (recovered)`, x, y: matched.map((g) => g?.y_post.value ?? null), error_y: { type: "data", symmetric: false, array: matched.map((g) => (g?.y_post.ci && g.y_post.value !== null ? g.y_post.ci[1] - g.y_post.value : 0)), arrayminus: matched.map((g) => (g?.y_post.ci && g.y_post.value !== null ? g.y_post.value - g.y_post.ci[0] : 0)), visible: true }, marker: { color: "#1f77b4" } },
      { type: "bar", name: "paper (GPT-4.1)", x, y: paper.map((p) => p.y_post), error_y: { type: "data", array: paper.map((p) => p.sem ?? 0), visible: true }, marker: { color: "#7f7f7f" } },
    ],
    layout: { title: { text: title }, barmode: "group", yaxis: { title: { text: "Y post (average rule); bars: 95% interval (recovered), ± 1 s.e.m. (paper)" }, range: [0, 1.05] } },
  }, simulated);
}
