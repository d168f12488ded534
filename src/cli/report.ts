/**
 * `groupthink report LOG|RUN... --out report.html [--bootstrap B] [--seed S] [--title T]`:
 * one shareable, self-contained HTML file (plotly.js embedded once,
 * interactive figures, complete tables) with, per protocol in the input, the
 * records by model, every measure with its interval, and the label counts.
 * Labelled simulated exactly when input records are.
 *
 * @example
 * // $ groupthink report runs/phantom-typical --out report.html
 * // (stderr) wrote report.html: 1 protocol section, 40 records (simulated)
 */
import { writeFileSync } from "node:fs";
import { basename, dirname } from "node:path";
import { UsageError } from "../errors.js";
import { loadLogs } from "../load/load-logs.js";
import { allRecords } from "../load/all-records.js";
import { paradigmFacets, paradigmMeasures } from "../paradigms/registry.js";
import { reportHtml } from "../report/report-html.js";
import { runsReport } from "../report/runs-report.js";
import { intOption, parseArgs } from "./args.js";

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { out: "string", bootstrap: "number", seed: "number", title: "string" });
  if (positionals.length === 0) throw new UsageError("expected at least one LOG file or RUN directory");
  if (!options.out) throw new UsageError("option --out report.html is required");
  const B = intOption(options, "bootstrap", 2000);
  const seed = intOption(options, "seed", 0);
  const logs = await loadLogs(positionals);
  const subtitle = `Inputs: ${positionals.map((p) => { const q = p.replace(/\/+$/, ""); return basename(q) === "records.jsonl" ? `${basename(dirname(q))}/records.jsonl` : basename(q); }).join(", ")}. Generated ${new Date().toISOString()} by groupthink.`;
  const doc = runsReport(logs, { bootstrap: B, seed, title: options.title, subtitle, measures: paradigmMeasures, facets: paradigmFacets });
  writeFileSync(options.out, reportHtml(doc));
  const n = doc.sections.length;
  const records = allRecords(logs).length;
  process.stderr.write(`wrote ${options.out}: ${n} protocol section${n === 1 ? "" : "s"}, ${records} records${doc.notice ? " (simulated)" : ""}\n`);
  return 0;
}
