/**
 * The static HTML report of `npm run reproduce`: an index page that opens with
 * a "simulated data" notice when the runs were simulated, and one section per
 * executed notebook (its nbconvert HTML page, embedded and linked), in
 * notebook order. All text taken from notebooks is escaped.
 *
 * @example
 * writeReport([{ title: "Quickstart", html: "00-quickstart.html", seconds: 12 }], "data/derived/report/index.html", { simulated: true });
 */
import { writeFileSync, readFileSync } from "node:fs";
import { escapeHtml } from "../plot/escape-html.js";

/** One report section. */
export interface ReportSection {
  title: string;
  /** Path of the section's HTML page, relative to the report index. */
  html: string;
  seconds: number;
}

/**
 * The first level-1 Markdown heading of a notebook, or its file name (also when unreadable).
 *
 * @example
 * notebookTitle("notebooks/01-phantom-consensus.ipynb"); // => "Phantom consensus: private judgments, public signals, collective failure"
 */
export function notebookTitle(nbPath: string): string {
  try {
    const nb = JSON.parse(readFileSync(nbPath, "utf8")) as { cells: { cell_type: string; source: string | string[] }[] };
    for (const c of nb.cells) {
      if (c.cell_type !== "markdown") continue;
      const text = Array.isArray(c.source) ? c.source.join("") : c.source;
      const m = /^#\s+(.+)$/m.exec(text);
      if (m) return m[1].trim();
    }
  } catch {
    /* fall through */
  }
  return nbPath.replace(/^.*\//, "");
}

/**
 * Render the report index page; section titles and paths are escaped.
 *
 * @param sections in notebook order
 * @param opts `simulated` adds the simulated-data notice; `generated` is the timestamp shown
 * @example
 * reportHtml([{ title: "<b>", html: "a.html", seconds: 1 }], { simulated: true, generated: "now" }).includes("&lt;b&gt;"); // => true
 */
export function reportHtml(sections: readonly ReportSection[], opts: { simulated: boolean; generated: string }): string {
  const notice = opts.simulated
    ? `<p class="sim"><strong>Simulated data.</strong> Every number and figure in this report comes from groupthink's simulated agent population (seeded profiles with known ground truth). Paper-calibrated <code>-sim</code> profiles reproduce the <em>analysis</em> step by step; they are not evidence about the real models.</p>`
    : "";
  const toc = sections.map((s, i) => `<li><a href="#s${i}">${escapeHtml(s.title)}</a> <small>(${s.seconds.toFixed(0)} s)</small></li>`).join("");
  const body = sections
    .map(
      (s, i) =>
        `<section id="s${i}"><h2>${escapeHtml(s.title)}</h2><p><a href="${escapeHtml(s.html)}">open this section on its own page</a></p>` +
        `<iframe src="${escapeHtml(s.html)}" title="${escapeHtml(s.title)}" loading="lazy"></iframe></section>`,
    )
    .join("\n");
  return `<!doctype html><html><head><meta charset="utf-8"><title>groupthink report</title><style>
body{font-family:system-ui,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em}
.sim{background:#fff4d6;border:1px solid #e0b84f;padding:.8em 1em;border-radius:6px}
iframe{width:100%;height:80vh;border:1px solid #ccc;border-radius:4px}
</style></head><body><h1>groupthink — reproduction report</h1>${notice}
<p>Generated ${escapeHtml(opts.generated)}.</p><ol>${toc}</ol>${body}</body></html>
`;
}

/**
 * Write the report index ({@link reportHtml} stamped with the current time) to `path`.
 *
 * @example
 * writeReport([{ title: "Quickstart", html: "00-quickstart.html", seconds: 12 }], "/tmp/index.html", { simulated: true });
 */
export function writeReport(sections: readonly ReportSection[], path: string, opts: { simulated: boolean }): void {
  writeFileSync(path, reportHtml(sections, { simulated: opts.simulated, generated: new Date().toISOString() }));
}
