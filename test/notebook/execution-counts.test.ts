import { describe, expect, it } from "vitest";
import { withExecutionCounts } from "../../src/notebook/execution-counts.js";
import type { NotebookJson } from "../../src/notebook/check-executed.js";

const nb = (): NotebookJson => ({
  cells: [
    { cell_type: "markdown", source: "# T" },
    { cell_type: "code", source: "1", execution_count: null, outputs: [{ output_type: "execute_result", data: { "text/plain": "1" } }] },
    { cell_type: "code", source: "x", execution_count: null, outputs: [] },
    { cell_type: "code", source: "y", execution_count: null, outputs: [{ output_type: "stream", name: "stdout", text: "y" }] },
    { cell_type: "code", source: "z", execution_count: null, outputs: [] },
  ],
} as unknown as NotebookJson);
const counts = (n: NotebookJson) => (n.cells as unknown as { execution_count?: number | null }[]).map((c) => c.execution_count ?? null);

describe("withExecutionCounts(nb, opts)", () => {
  it("numbers every code cell 1, 2, 3 … when the run completed, execute_result outputs too", () => {
    const out = withExecutionCounts(nb(), { completed: true });
    expect(counts(out)).toEqual([null, 1, 2, 3, 4]);
    expect((out.cells[1] as unknown as { outputs: { execution_count: number }[] }).outputs[0].execution_count).toBe(1);
  });
  it("numbers only up to the last cell with output after a failure", () => {
    expect(counts(withExecutionCounts(nb(), { completed: false }))).toEqual([null, 1, 2, 3, null]);
  });
  it("does not change its input", () => {
    const a = nb();
    withExecutionCounts(a, { completed: true });
    expect(counts(a)).toEqual([null, null, null, null, null]);
  });
});
