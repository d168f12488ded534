/**
 * `groupthink kernel run NOTEBOOK... [--out DIR] [--timeout S] [--json]`: execute
 * notebooks headlessly (Debian's `jupyter nbconvert` on the packaged kernel spec,
 * which runs the project's tslab), fail on any cell error or unexecuted cell, and
 * write the executed copies with execution counts (tslab leaves them empty).
 *
 * @example
 * // $ npx groupthink kernel run notebooks/starter.ipynb --out executed
 * // starter.ipynb ok (4 code cells, 21.3 s) -> executed/starter.ipynb
 */
import { basename, resolve } from "node:path";
import { UsageError } from "../errors.js";
import { executeNotebook } from "../notebook/execute.js";
import { parseArgs } from "./args.js";
import type { CommandHelp } from "./help.js";

/** The command's --help. */
export const help: CommandHelp = {
  usage: "groupthink kernel run NOTEBOOK.ipynb... [--out DIR] [--timeout S] [--json]",
  summary: "Execute notebooks headlessly with the groupthink TypeScript kernel (jupyter nbconvert --execute; Debian's /usr/bin/jupyter, or $GROUPTHINK_JUPYTER) and write the executed copies, every cell that ran numbered 1, 2, 3 … (tslab leaves execution counts empty). A notebook with a cell error or a cell that did not run fails. Needs tslab installed in the project (npm install --save-dev tslab@1.0.22).",
  args: [["NOTEBOOK.ipynb...", "notebooks to execute (run in their own folder, so relative paths resolve)"]],
  options: [
    ["--out DIR", "executed/", "where the executed copies go"],
    ["--timeout S", "900", "seconds per cell"],
    ["--json", "", "print one JSON object: {notebooks: [{notebook, output, ok, code_cells, seconds, problems}]}"],
  ],
  exit: [["0", "every notebook ran without error"], ["1", "a notebook failed (its problems on stderr)"], ["2", "bad usage"]],
  examples: ["groupthink kernel run notebooks/starter.ipynb --out executed"],
};

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { out: "string", timeout: "number", json: "boolean" });
  if (positionals.length === 0) throw new UsageError("expected at least one NOTEBOOK.ipynb");
  const out = resolve(options.out ?? "executed");
  const runs = positionals.map((nb) => executeNotebook(resolve(nb), out, { timeout: options.timeout }));
  for (const r of runs) {
    if (!options.json) process.stderr.write(`${basename(r.notebook)} ${r.ok ? "ok" : "FAILED"} (${r.codeCells} code cells, ${r.seconds.toFixed(1)} s)${r.output ? ` -> ${r.output}` : ""}\n`);
    for (const p of r.problems) process.stderr.write(`  - ${p}\n`);
  }
  if (options.json) process.stdout.write(JSON.stringify({ notebooks: runs.map((r) => ({ notebook: r.notebook, output: r.output, ok: r.ok, code_cells: r.codeCells, seconds: r.seconds, problems: r.problems })) }) + "\n");
  return runs.every((r) => r.ok) ? 0 : 1;
}
