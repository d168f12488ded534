import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { executeNotebook, jupyterPath, kernelEnv } from "../../src/notebook/execute.js";
import { projectPath } from "../../src/paths.js";

const hasJupyter = existsSync(jupyterPath()) && existsSync(projectPath("node_modules", ".bin", "tslab"));
const hasBuild = existsSync(projectPath("dist", "stats", "mean.js"));
if (!hasJupyter) console.warn("test/notebook/execute.test.ts: skipped: no jupyter at /usr/bin/jupyter (or no tslab in node_modules)");
else if (!hasBuild) console.warn("test/notebook/execute.test.ts: skipped: run `npm run build` first (the notebook imports dist/)");

function notebook(dir: string, name: string, cells: string[]): string {
  const nb = {
    nbformat: 4,
    nbformat_minor: 5,
    metadata: { kernelspec: { name: "tslab", display_name: "TypeScript", language: "typescript" } },
    cells: cells.map((source, i) => ({ cell_type: "code", id: `c${i}`, metadata: {}, execution_count: null, outputs: [], source })),
  };
  const p = join(dir, name);
  writeFileSync(p, JSON.stringify(nb));
  return p;
}

describe("kernelEnv(extra)", () => {
  it("puts the project kernel spec on JUPYTER_PATH and leaves PATH alone (the launcher finds tslab)", () => {
    const env = kernelEnv({ GROUPTHINK_SMOKE: "1" });
    expect(env.JUPYTER_PATH!.split(":")[0]).toBe(projectPath("jupyter"));
    expect(env.PATH).toBe(process.env.PATH);
    expect(env.GROUPTHINK_SMOKE).toBe("1");
  });
});

describe.skipIf(!hasJupyter || !hasBuild)("executeNotebook(notebook, outDir) with the tslab kernel", () => {
  const dir = mkdtempSync(join(tmpdir(), "gt-nb-test-"));
  const dist = JSON.stringify(projectPath("dist", "stats", "mean.js"));

  it("runs a 2-cell notebook: ok, outputs kept, sentinel removed", () => {
    const src = notebook(dir, "two.ipynb", [`import { mean } from ${dist};\nconst m = mean([1, 2, 3, 6]);`, `console.log("mean =", m);`]);
    const r = executeNotebook(src, join(dir, "out"), { timeout: 120 });
    expect(r.problems).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.codeCells).toBe(2);
    expect(r.output).toBe(join(dir, "out", "two.ipynb"));
    const executed = JSON.parse(readFileSync(r.output, "utf8"));
    expect(executed.cells).toHaveLength(2);
    const text = executed.cells[1].outputs.map((o: { text?: string | string[] }) => [o.text ?? ""].flat().join("")).join("");
    expect(text).toContain("mean = 3");
    expect(existsSync(join(dir, ".run-" + process.pid + "-two.ipynb"))).toBe(false);
  });

  it("returns ok: false for a cell that throws; the executed copy shows the error under that cell, later cells empty", () => {
    // tslab reports an uncaught error (and a type error) as a stderr stream, not an `error` output, and
    // drops the queued cells: the sentinel check fails the run and names the last cell that wrote to stderr.
    const src = notebook(dir, "bad.ipynb", [`const a = 1;`, `throw new Error("boom in cell one");`, `console.log("after");`]);
    const r = executeNotebook(src, join(dir, "out"), { timeout: 120 });
    expect(r.ok).toBe(false);
    expect(r.codeCells).toBe(3);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatch(/^not every cell ran \(the sentinel cell after the last cell printed nothing\); last stderr in cell 1: .*boom in cell one/);
    const executed = JSON.parse(readFileSync(r.output, "utf8"));
    const text = (i: number): string => executed.cells[i].outputs.map((o: { text?: string | string[] }) => [o.text ?? ""].flat().join("")).join("");
    expect(text(1)).toContain("Error: boom in cell one");
    expect(text(2)).toBe("");
  });
});
