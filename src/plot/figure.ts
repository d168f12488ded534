/**
 * A figure is a value: a Plotly `{data, layout}` object. Plot functions in
 * `src/plot/` return one and never render; {@link show} (display.ts) renders
 * in a notebook and `exportPng`/`exportHtml` (export.ts) write files.
 *
 * @example
 * const fig: Figure = { data: [{ type: "bar", x: ["a"], y: [1] }], layout: { title: { text: "A" } } };
 */
export interface Figure {
  data: Record<string, unknown>[];
  layout: Record<string, unknown>;
}

/**
 * Label every simulated figure: appends " (simulated)" to the title unless it already
 * mentions "simulated". Returns a new figure (the input is not changed), or the same one
 * when `simulated` is false or the title is already labelled.
 *
 * @param fig the figure value
 * @param simulated whether the figure's data came from the simulator
 * @example
 * labelSimulated({ data: [], layout: { title: "Figure 2" } }, true).layout.title; // => { text: "Figure 2 (simulated)" }
 */
export function labelSimulated(fig: Figure, simulated: boolean): Figure {
  if (!simulated) return fig;
  const title = (fig.layout.title as { text?: string } | string | undefined) ?? "";
  const text = typeof title === "string" ? title : (title.text ?? "");
  if (/simulated/i.test(text)) return fig;
  return { data: fig.data, layout: { ...fig.layout, title: { ...(typeof title === "object" ? title : {}), text: `${text} (simulated)`.trim() } } };
}
