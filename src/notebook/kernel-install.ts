/**
 * Register the groupthink TypeScript kernel for a project (`groupthink kernel
 * install`): a Jupyter kernel spec whose launcher is the installed package's
 * `jupyter/kernels/tslab/launch.cjs`, which finds tslab in the project's
 * node_modules. Written where Jupyter looks for user kernels
 * (`$JUPYTER_DATA_DIR/kernels/NAME`, else `~/.local/share/jupyter/kernels/NAME`,
 * as `jupyter kernelspec install --user` does) or into `--jupyter-dir DIR/kernels/NAME`
 * (for `JUPYTER_PATH=DIR`). Optionally writes a starter notebook.
 *
 * @example
 * kernelName("/home/me/my-study"); // => "groupthink-my-study"
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { basename, join, resolve } from "node:path";
import { projectPath } from "../paths.js";

/** The tslab version the kernel is tested with (the package's devDependency). */
export const TSLAB_VERSION = "1.0.22";

/**
 * The kernel name for a project folder: `groupthink-` and the folder's name in lower-case letters, digits, `-`, `_`, `.`.
 *
 * @example
 * kernelName("/tmp/My Study!"); // => "groupthink-my-study"
 */
export function kernelName(project: string): string {
  const base = basename(resolve(project)).toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "");
  return `groupthink-${base || "project"}`;
}

/**
 * Where Jupyter looks for user kernel specs (`jupyter --data-dir` + `/kernels`).
 *
 * @example
 * userKernelsDir().endsWith("jupyter/kernels"); // => true
 */
export function userKernelsDir(): string {
  const data = process.env.JUPYTER_DATA_DIR;
  if (data) return join(data, "kernels");
  const xdg = process.env.XDG_DATA_HOME;
  return join(xdg && xdg.length > 0 ? xdg : join(homedir(), ".local", "share"), "jupyter", "kernels");
}

/** Options of {@link installKernel}. */
export interface KernelInstallOptions {
  /** The project folder (default the working directory); tslab must be installed there. */
  project?: string;
  /** Kernel name (default {@link kernelName} of the project). */
  name?: string;
  /** Write into `DIR/kernels/NAME` (for `JUPYTER_PATH=DIR`) instead of the user's kernels folder. */
  jupyterDir?: string;
  /** Also write a starter notebook at this path (not overwritten when it exists). */
  starter?: string;
}

/** What {@link installKernel} did. */
export interface KernelInstallResult {
  name: string;
  display_name: string;
  spec_dir: string;
  launcher: string;
  tslab: string;
  starter: string | null;
  starter_written: boolean;
}

/**
 * Write the kernel spec (and the starter notebook). Throws an Error naming the
 * install command when tslab is not installed in the project.
 *
 * @example
 * installKernel({ project: "/tmp/p", jupyterDir: "/tmp/p/.jupyter" }).spec_dir; // => "/tmp/p/.jupyter/kernels/groupthink-p"
 */
export function installKernel(opts: KernelInstallOptions = {}): KernelInstallResult {
  const project = resolve(opts.project ?? process.cwd());
  let tslab: string;
  try {
    tslab = createRequire(join(project, "package.json")).resolve("tslab/package.json");
  } catch {
    throw new Error(`tslab is not installed in ${project}: run \`npm install --save-dev tslab@${TSLAB_VERSION}\` there, then this command again`);
  }
  const launcher = projectPath("jupyter", "kernels", "tslab", "launch.cjs");
  const name = opts.name ?? kernelName(project);
  if (!/^[a-z0-9._-]+$/i.test(name)) throw new Error(`kernel name ${JSON.stringify(name)}: use letters, digits, '.', '_', '-'`);
  const dir = join(opts.jupyterDir ? join(resolve(opts.jupyterDir), "kernels") : userKernelsDir(), name);
  mkdirSync(dir, { recursive: true });
  const display = `TypeScript (groupthink, ${basename(project)})`;
  const spec = {
    argv: [process.execPath, launcher, "kernel", "--config-path", "{connection_file}"],
    display_name: display,
    language: "typescript",
    env: { GROUPTHINK_PROJECT: project },
    metadata: { groupthink: { project, tslab: JSON.parse(readFileSync(tslab, "utf8")).version as string } },
  };
  writeFileSync(join(dir, "kernel.json"), JSON.stringify(spec, null, 2) + "\n");
  let written = false;
  const starter = opts.starter ? resolve(project, opts.starter) : null;
  if (starter && !existsSync(starter)) {
    mkdirSync(resolve(starter, ".."), { recursive: true });
    writeFileSync(starter, JSON.stringify(starterNotebook(name, display), null, 1) + "\n");
    written = true;
  }
  return { name, display_name: display, spec_dir: dir, launcher, tslab: resolve(tslab, ".."), starter, starter_written: written };
}

const md = (text: string) => ({ cell_type: "markdown", metadata: {}, source: text.split(/(?<=\n)/) });
const code = (text: string) => ({ cell_type: "code", execution_count: null, metadata: {}, outputs: [], source: text.split(/(?<=\n)/) });

/**
 * The starter notebook: load the sample log shipped with the package into a
 * DataFrame, pivot it, compute one measure with its interval, plot.
 *
 * @example
 * starterNotebook("groupthink-x", "TypeScript (groupthink, x)").metadata.kernelspec.name; // => "groupthink-x"
 */
export function starterNotebook(kernel: string, display: string): { cells: unknown[]; metadata: { kernelspec: { name: string; display_name: string; language: string } }; nbformat: number; nbformat_minor: number } {
  return {
    cells: [
      md("# groupthink starter\n\nA trial log → a DataFrame → a pivot → a measure with its interval → a figure. Replace the sample with your own logs (`groupthink run … --out RUN`, then `gt.loadLogs([\"RUN\"])`). Recipes: `node_modules/groupthink/docs/DATAFRAMES.md`."),
      code('import * as gt from "groupthink";\nconst logs = await gt.loadLogs([gt.projectPath("data/samples/phantom-sample.jsonl")]);\ngt.showDataNote(logs.phantom, "the sample log shipped with groupthink");'),
      code('const df = gt.toDataFrame(logs.phantom);\ndf.addColumn("correct", df.column("decision").eq(df.column("gold")), { inplace: true });\ngt.showTable(gt.toRows(gt.pivotTable(df, { index: "model", columns: "condition", values: "correct" })), gt.captionFor("Share correct, model × condition", logs.phantom));'),
      code('const acc = gt.labelAccuracy(logs.phantom, { condition: "private" });\ngt.showTable([gt.measureRow(acc)], gt.captionFor("Private accuracy", logs.phantom));'),
      code('const fig = gt.labelCountsFigure(logs.phantom, { label: "decision", by: "condition", title: "Decisions by condition" });\nawait gt.show(gt.labelSimulated(fig, gt.simulatedNote(logs.phantom) !== null));'),
    ],
    metadata: { kernelspec: { name: kernel, display_name: display, language: "typescript" } },
    nbformat: 4,
    nbformat_minor: 5,
  };
}
