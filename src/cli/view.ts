/**
 * `groupthink view RUN_DIR... --out FILE.html`: one self-contained HTML page
 * to browse runs (a filterable table of trials; for each trial its record,
 * the requests and the replies of its dialogue). Run folders are read
 * separately, so two runs may hold the same trial ids.
 *
 * @example
 * // $ groupthink view runs/phantom-typical runs/panel-typical --out view.html
 * // (stderr) wrote view.html: 2 runs, 67 trials, 67 calls (0 with their request)
 */
import { writeFileSync } from "node:fs";
import { UsageError } from "../errors.js";
import { buildViewModel } from "../view/view-model.js";
import { viewHtml } from "../view/view-html.js";
import { parseArgs } from "./args.js";

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { out: "string", title: "string", seed: "number" });
  if (positionals.length === 0) throw new UsageError("expected at least one RUN_DIR");
  if (!options.out) throw new UsageError("option --out FILE.html is required");
  const model = await buildViewModel(positionals);
  writeFileSync(options.out, viewHtml(model, options.title));
  const calls = model.runs.reduce((a, r) => a + r.calls, 0);
  const withReq = model.runs.reduce((a, r) => a + r.with_request, 0);
  process.stderr.write(`wrote ${options.out}: ${model.runs.length} run${model.runs.length === 1 ? "" : "s"}, ${model.trials.length} trials, ${calls} calls (${withReq} with their request)\n`);
  return 0;
}
