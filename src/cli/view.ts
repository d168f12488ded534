/**
 * `groupthink view RUN_DIR... --out FILE.html|DIR`: browse runs (a filterable
 * list of trials; for each trial its record, the requests and the replies of
 * its dialogue). `--out` ending in `.html` writes one self-contained page
 * (right for a run or two); any other `--out` writes a folder (`index.html`
 * and per-run data files read on demand; right for a study of many runs), which
 * also opens from `file://`. Run folders are read separately, so two runs may
 * hold the same trial ids.
 *
 * @example
 * // $ groupthink view runs/phantom-typical runs/panel-typical --out view.html
 * // (stderr) wrote view.html: 2 runs, 67 trials, 67 calls (0 with their request)
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { UsageError } from "../errors.js";
import { buildViewModel, type ViewRun } from "../view/view-model.js";
import { viewHtml } from "../view/view-html.js";
import { writeViewFolder } from "../view/view-folder.js";
import { parseArgs } from "./args.js";
import type { CommandHelp } from "./help.js";

/** `--help` text. */
export const help: CommandHelp = {
  usage: "groupthink view RUN_DIR... --out FILE.html|DIR [--title T]",
  summary: "Browse runs without a server (no network, model text escaped): a virtual list of every trial, one line each, filterable by run, model, condition, label, parse failures and text; for each trial its record and the full requests and replies of its dialogue (phantom conditions, panel rounds, hidden-profile rounds, judge stages). --out FILE.html writes one self-contained page (a run or two); --out DIR writes DIR/index.html and per-run data files read as needed (a whole study), which opens from file:// too.",
  args: [["RUN_DIR...", "run folders written by groupthink run"]],
  options: [["--out FILE.html|DIR", "", "output page (ending in .html) or folder (required)"], ["--title T", "", "page title"], ["--seed S", "0", "accepted for uniformity; nothing here is random"]],
  examples: ["groupthink view data/runs/demo --out view.html", "groupthink view data/sim/*/ --out study-view"],
};

function summary(out: string, runs: readonly ViewRun[], trials: number): string {
  const calls = runs.reduce((a, r) => a + r.calls, 0);
  const withReq = runs.reduce((a, r) => a + r.with_request, 0);
  return `wrote ${out}: ${runs.length} run${runs.length === 1 ? "" : "s"}, ${trials} trials, ${calls} calls (${withReq} with their request)\n`;
}

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { out: "string", title: "string", seed: "number" });
  if (positionals.length === 0) throw new UsageError("expected at least one RUN_DIR");
  if (!options.out) throw new UsageError("option --out FILE.html|DIR is required");
  if (/\.html?$/i.test(options.out)) {
    const model = await buildViewModel(positionals);
    writeFileSync(options.out, viewHtml(model, options.title));
    process.stderr.write(summary(options.out, model.runs, model.trials.length));
    if (model.trials.length > 20_000) process.stderr.write(`note: one page of ${model.trials.length} trials opens slowly; --out DIR (no .html) writes a folder read run by run\n`);
    return 0;
  }
  const s = await writeViewFolder(positionals, options.out, options.title);
  process.stderr.write(summary(join(options.out, "index.html"), s.runs, s.trials));
  return 0;
}
