/**
 * Execute notebooks headlessly with Debian's Jupyter (`/usr/bin/jupyter
 * nbconvert`) on the project-local tslab kernel (`jupyter/kernels/tslab`,
 * found through `JUPYTER_PATH`; its launcher finds tslab in the project's
 * node_modules, so PATH is left as it is), verify every cell ran without
 * error, number the cells that ran, write the executed notebook to an output
 * folder, and mark it trusted for this user ({@link trustNotebook}; classic Notebook runs the live figures' scripts only in
 * trusted notebooks).
 *
 * @example
 * const r = executeNotebook("notebooks/00-quickstart.ipynb", "data/derived/notebooks");
 * r.ok; // => true
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { projectPath } from "../paths.js";
import { withExecutionCounts } from "./execution-counts.js";
import { checkExecuted, withSentinel, withoutSentinel, type NotebookCheck, type NotebookJson } from "./check-executed.js";

/** Result of one notebook run. */
export interface NotebookRun extends NotebookCheck {
  notebook: string;
  output: string;
  html: string | null;
  seconds: number;
}

/**
 * The jupyter executable (Debian's, which has nbconvert), overridable with GROUPTHINK_JUPYTER.
 *
 * @example
 * jupyterPath(); // => "/usr/bin/jupyter"
 */
export function jupyterPath(): string {
  return process.env.GROUPTHINK_JUPYTER ?? (existsSync("/usr/bin/jupyter") ? "/usr/bin/jupyter" : "jupyter");
}

/**
 * Environment for the kernel: the project kernel spec first on JUPYTER_PATH (PATH unchanged:
 * the spec's launcher finds tslab itself).
 *
 * @param extra variables added last (e.g. `{ GROUPTHINK_SMOKE: "1" }`)
 * @example
 * kernelEnv().JUPYTER_PATH; // => "/work/main/jupyter" (the project's jupyter/ first)
 */
export function kernelEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    JUPYTER_PATH: [projectPath("jupyter"), process.env.JUPYTER_PATH].filter(Boolean).join(":"),
    ...extra,
  };
}

/**
 * Mark a notebook trusted for this user, as `jupyter trust` does (nbformat's notary signs it into
 * the user's signature database): classic Notebook runs the scripts of a trusted notebook's outputs
 * (the live figures) only. Best effort, with Debian's python3 and nbformat; returns whether it worked.
 *
 * @example
 * trustNotebook("data/derived/notebooks/00-quickstart.ipynb"); // => true (where python3 has nbformat)
 */
export function trustNotebook(path: string): boolean {
  const py = existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
  const code = "import sys, nbformat\nfrom nbformat.sign import NotebookNotary\nnb = nbformat.read(sys.argv[1], as_version=4)\nNotebookNotary().sign(nb)";
  return spawnSync(py, ["-c", code, path], { encoding: "utf8", timeout: 60_000 }).status === 0;
}

/**
 * Execute one notebook; the executed copy goes to `outDir/<name>.ipynb` (and `.html` when `html` is set).
 * @param notebook path of the source notebook
 * @param outDir output folder (created)
 * @param opts timeout per cell in seconds (default 900), extra env, html export
 * @returns the run with `ok: false` and its problems when a cell failed or nbconvert did not run; never throws for a failing notebook
 * @example
 * executeNotebook("notebooks/00-quickstart.ipynb", "/tmp/nb").problems; // => []
 */
export function executeNotebook(
  notebook: string,
  outDir: string,
  opts: { timeout?: number; env?: Record<string, string>; html?: boolean } = {},
): NotebookRun {
  const t0 = Date.now();
  mkdirSync(outDir, { recursive: true });
  const name = basename(notebook);
  const work = mkdtempSync(join(tmpdir(), "gt-nb-"));
  const nbDir = resolve(notebook, "..");
  // run next to the source so relative imports (../dist) resolve; the temp copy carries the sentinel
  const runCopy = join(nbDir, `.run-${process.pid}-${name}`);
  const src = JSON.parse(readFileSync(notebook, "utf8")) as NotebookJson;
  writeFileSync(runCopy, JSON.stringify(withSentinel(src)));
  const executedPath = join(work, name);
  try {
    const r = spawnSync(
      jupyterPath(),
      [
        "nbconvert", "--to", "notebook", "--execute", "--allow-errors",
        "--ExecutePreprocessor.kernel_name=tslab",
        `--ExecutePreprocessor.timeout=${opts.timeout ?? 900}`,
        "--output-dir", work, "--output", name, runCopy,
      ],
      { env: kernelEnv(opts.env), encoding: "utf8", cwd: nbDir, maxBuffer: 64 << 20 },
    );
    if (!existsSync(executedPath)) {
      return { notebook, output: "", html: null, seconds: (Date.now() - t0) / 1000, ok: false, codeCells: 0, problems: [`nbconvert failed (status ${r.status}): ${(r.stderr ?? "").slice(-2000)}`] };
    }
    const executed = JSON.parse(readFileSync(executedPath, "utf8")) as NotebookJson;
    const check0 = checkExecuted(executed);
    const clean = withExecutionCounts(withoutSentinel(executed), { completed: check0.ok });
    const output = join(outDir, name);
    writeFileSync(output, JSON.stringify(clean, null, 1) + "\n");
    trustNotebook(output);
    const check = checkExecuted(executed, { bytes: statSync(output).size });
    void check0;
    let html: string | null = null;
    if (opts.html) {
      const h = spawnSync(jupyterPath(), ["nbconvert", "--to", "html", "--output-dir", outDir, output], { env: kernelEnv(), encoding: "utf8" });
      const p = output.replace(/\.ipynb$/, ".html");
      if (h.status === 0 && existsSync(p)) html = p;
      else check.problems.push(`html export failed: ${(h.stderr ?? "").slice(-500)}`);
      check.ok = check.problems.length === 0;
    }
    return { notebook, output, html, seconds: (Date.now() - t0) / 1000, ...check };
  } finally {
    rmSync(runCopy, { force: true });
    rmSync(work, { recursive: true, force: true });
  }
}
