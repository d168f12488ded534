/**
 * `groupthink kernel install [--project DIR] [--name NAME] [--jupyter-dir DIR] [--starter FILE.ipynb] [--json]`:
 * register the TypeScript kernel for a project (see `src/notebook/kernel-install.ts`).
 *
 * @example
 * // $ npm install groupthink && npm install --save-dev tslab@1.0.22
 * // $ npx groupthink kernel install --starter notebooks/starter.ipynb
 * // kernel groupthink-my-study registered in ~/.local/share/jupyter/kernels/groupthink-my-study ...
 */
import { InputError } from "../errors.js";
import { installKernel, TSLAB_VERSION } from "../notebook/kernel-install.js";
import { parseArgs } from "./args.js";
import type { CommandHelp } from "./help.js";

/** The command's --help. */
export const help: CommandHelp = {
  usage: "groupthink kernel install [--project DIR] [--name NAME] [--jupyter-dir DIR] [--starter FILE.ipynb] [--json]",
  summary: `Register the groupthink TypeScript kernel (tslab) for a project: writes a Jupyter kernel spec named groupthink-<folder> to the user's kernels folder ($JUPYTER_DATA_DIR/kernels, else ~/.local/share/jupyter/kernels, as jupyter kernelspec install --user does) or to DIR/kernels with --jupyter-dir (then start Jupyter with JUPYTER_PATH=DIR). The kernel runs the project's own tslab (install it first: npm install --save-dev tslab@${TSLAB_VERSION}) and notebooks import "groupthink". --starter writes a first notebook (a sample log into a DataFrame, a pivot, a measure, a figure) unless the file exists. Run notebooks headlessly with groupthink kernel run. Jupyter refuses to start as root without --allow-root (jupyter notebook --allow-root).`,
  options: [
    ["--project DIR", "the working directory", "the project whose node_modules hold groupthink and tslab"],
    ["--name NAME", "groupthink-<folder>", "kernel name"],
    ["--jupyter-dir DIR", "", "write the spec to DIR/kernels/NAME instead of the user's kernels folder"],
    ["--starter FILE", "", "also write a starter notebook (path relative to the project)"],
    ["--json", "", "print what was written as one JSON object"],
  ],
  exit: [["0", "kernel registered"], ["1", "tslab is not installed in the project, or a file could not be written"], ["2", "bad usage"]],
  examples: ["groupthink kernel install --starter notebooks/starter.ipynb", "groupthink kernel install --jupyter-dir .jupyter --name my-study"],
};

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const { options } = parseArgs(argv, { project: "string", name: "string", "jupyter-dir": "string", starter: "string", json: "boolean" });
  let r;
  try {
    r = installKernel({ project: options.project, name: options.name, jupyterDir: options["jupyter-dir"], starter: options.starter });
  } catch (e) {
    throw new InputError((e as Error).message);
  }
  if (options.json) process.stdout.write(JSON.stringify(r) + "\n");
  else {
    process.stdout.write(`kernel ${r.name} ("${r.display_name}") registered in ${r.spec_dir} (tslab in ${r.tslab})\n`);
    if (r.starter) process.stdout.write(r.starter_written ? `starter notebook written: ${r.starter}\n` : `starter notebook kept (exists): ${r.starter}\n`);
    process.stdout.write(`open it: jupyter notebook${process.getuid?.() === 0 ? " --allow-root" : ""}${options["jupyter-dir"] ? ` (with JUPYTER_PATH=${options["jupyter-dir"]})` : ""}, kernel "${r.display_name}"; headless: groupthink kernel run NOTEBOOK\n`);
  }
  return 0;
}
