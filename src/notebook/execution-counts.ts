/**
 * Number the code cells of an executed notebook: tslab leaves
 * `execution_count` null, so viewers show `In [ ]:` everywhere. The cells
 * that ran (up to the last code cell with any output, or every code cell
 * when the run completed) get 1, 2, 3 … in order, and so do their
 * `execute_result` outputs; cells after a failure stay unnumbered, as
 * Jupyter shows cells that never ran. Returns a new notebook; the input is
 * not changed.
 *
 * @example
 * const nb = { cells: [{ cell_type: "markdown", source: "# T" }, { cell_type: "code", source: "1", outputs: [] }, { cell_type: "code", source: "2", outputs: [] }] };
 * withExecutionCounts(nb, { completed: true }).cells.map((c) => c.execution_count ?? null); // => [null, 1, 2]
 */
import type { NotebookJson } from "./check-executed.js";

/**
 * Set execution counts on the code cells that ran.
 *
 * @param nb an executed notebook (not changed)
 * @param opts `completed`: every code cell ran (else only up to the last one with output)
 * @example
 * const nb = { cells: [{ cell_type: "code", source: "1", outputs: [{ output_type: "execute_result", data: {} }] }] };
 * withExecutionCounts(nb, { completed: true }).cells[0].outputs; // => [{ output_type: "execute_result", data: {}, execution_count: 1 }]
 */
export function withExecutionCounts(nb: NotebookJson, opts: { completed: boolean }): NotebookJson {
  const cells = nb.cells as unknown as Record<string, unknown>[];
  let last = cells.length - 1;
  if (!opts.completed) {
    last = -1;
    cells.forEach((c, i) => {
      if (c.cell_type === "code" && Array.isArray(c.outputs) && c.outputs.length > 0) last = i;
    });
  }
  let n = 0;
  const out = cells.map((c, i) => {
    if (c.cell_type !== "code") return c;
    if (i > last) return { ...c, execution_count: null };
    n++;
    const outputs = Array.isArray(c.outputs)
      ? (c.outputs as Record<string, unknown>[]).map((o) => (o.output_type === "execute_result" ? { ...o, execution_count: n } : o))
      : c.outputs;
    return { ...c, execution_count: n, outputs };
  });
  return { ...nb, cells: out as unknown as NotebookJson["cells"] };
}
