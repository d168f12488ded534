/**
 * The reproduction report of `npm run reproduce`: ONE self-contained HTML
 * file built from the executed notebooks (see `src/report/`): a section per
 * notebook in order (Markdown, code, tables, interactive figures with
 * plotly.js embedded once), no iframe, no external script, no machine path
 * (the project folder is written relative). It opens with a simulated-data
 * notice exactly when some notebook's `showDataNote` says its data are
 * simulated, and names the notebooks that do not declare their data.
 *
 * @example
 * writeReport(["data/derived/report/00-quickstart.ipynb"], "data/derived/report.html");
 */
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { projectPath } from "../paths.js";
import { notebookHeading, notebookSection } from "../report/notebook-section.js";
import { reportHtml } from "../report/report-html.js";
import type { ReportDoc } from "../report/report-doc.js";

/**
 * The first level-1 Markdown heading of a notebook, or its file name (also when unreadable).
 *
 * @example
 * notebookTitle("notebooks/01-phantom-consensus.ipynb"); // => "Phantom consensus: private judgments, public signals, collective failure"
 */
export function notebookTitle(nbPath: string): string {
  try {
    const nb = JSON.parse(readFileSync(nbPath, "utf8")) as Parameters<typeof notebookHeading>[0];
    const h = notebookHeading(nb);
    if (h) return h;
  } catch {
    /* fall through */
  }
  return nbPath.replace(/^.*\//, "");
}

/**
 * The report of executed notebooks, as a value.
 *
 * @param notebooks executed `.ipynb` paths, in order
 * @param opts `roots`: folders to write relative (default: the project folder); `generated`: the timestamp shown
 * @example
 * const doc = reproduceReport(["data/derived/report/00-quickstart.ipynb"]);
 * // doc.sections[0].badge is "simulated" when the notebook's showDataNote says its data are
 */
export function reproduceReport(notebooks: readonly string[], opts: { roots?: string[]; generated?: string } = {}): ReportDoc {
  const roots = opts.roots ?? [projectPath()];
  const sections = notebooks.map((p) => notebookSection(JSON.parse(readFileSync(p, "utf8")), { roots, title: basename(p) }));
  const sim = sections.filter((s) => s.badge === "simulated").length;
  const undeclared = sections.filter((s) => s.badge === "data not declared").length;
  const rest = undeclared ? ` ${undeclared} of them do not declare their data (no data note).` : "";
  const notice = sim === 0 ? (undeclared ? `Data not declared: ${undeclared} of ${sections.length} notebooks do not say whether their data are simulated (no data note).` : null)
    : `Simulated data: ${sim} of ${sections.length} notebooks say (through their data note) that they ran on groupthink's simulated agent population (seeded profiles with known ground truth). Paper-calibrated -sim profiles reproduce the analysis step by step; they are not evidence about the real models.${rest}`;
  return { title: "groupthink — reproduction report", subtitle: `Generated ${opts.generated ?? new Date().toISOString()} from ${sections.length} executed notebooks.`, notice, sections };
}

/**
 * Write the one-file report of executed notebooks to `path`.
 *
 * @example
 * writeReport(["/tmp/nb/00-quickstart.ipynb"], "/tmp/report.html");
 */
export function writeReport(notebooks: readonly string[], path: string, opts: { roots?: string[] } = {}): void {
  writeFileSync(path, reportHtml(reproduceReport(notebooks, opts)));
}
