import { describe, expect, it } from "vitest";
import { checkExecuted, SENTINEL, withSentinel, withoutSentinel, type NotebookJson } from "../../src/notebook/check-executed.js";

const nb: NotebookJson = {
  cells: [
    { cell_type: "markdown", source: "# T" },
    { cell_type: "code", source: "const a = 1;", outputs: [] },
    { cell_type: "code", source: "a", outputs: [{ output_type: "stream", name: "stdout", text: "1\n" }] },
  ],
};
const ran = (n: NotebookJson): NotebookJson => ({
  ...n,
  cells: n.cells.map((c) => (c.id === "groupthink-sentinel" ? { ...c, outputs: [{ output_type: "stream", name: "stdout", text: `${SENTINEL}\n` }] } : c)),
});

describe("checkExecuted(nb)", () => {
  it("passes a notebook whose sentinel printed and which has no error", () => {
    expect(checkExecuted(ran(withSentinel(nb)))).toEqual({ ok: true, problems: [], codeCells: 2 });
  });
  it("fails when the sentinel did not run (cells dropped after an error)", () => {
    const r = checkExecuted(withSentinel(nb));
    expect(r.ok).toBe(false);
    expect(r.problems[0]).toMatch(/not every cell ran/);
  });
  it("fails on an error output and names the cell", () => {
    const bad = withSentinel({ cells: [...nb.cells, { cell_type: "code", source: "x", outputs: [{ output_type: "error", ename: "ReferenceError", evalue: "x is not defined" }] }] });
    const r = checkExecuted(ran(bad));
    expect(r.problems).toEqual(["cell 3: ReferenceError: x is not defined"]);
  });
  it("fails a notebook over the size limit", () => {
    expect(checkExecuted(ran(withSentinel(nb)), { bytes: 3_000_000 }).problems[0]).toMatch(/over the 2000000-byte limit/);
  });
  it("withSentinel/withoutSentinel do not mutate and round-trip", () => {
    const w = withSentinel(nb);
    expect(nb.cells.length).toBe(3);
    expect(withoutSentinel(w)).toEqual(nb);
  });
});
