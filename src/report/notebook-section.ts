/**
 * One executed notebook → one report section: Markdown cells rendered by
 * markdown-it with raw HTML disabled (so it is escaped), code cells as
 * escaped source, and their outputs — a Plotly figure as an interactive
 * figure (its PNG fallback dropped), groupthink's escaped HTML tables as
 * they are, other images as data URLs, text and errors escaped (ANSI colour
 * codes removed). Machine paths (the project folder, given as `roots`) are
 * written relative. The section is labelled "simulated" when a
 * `showDataNote` output in the notebook says its data are, nothing when its
 * notes say they are not, and "data not declared" when it has no data note.
 *
 * @example
 * notebookSection({ cells: [{ cell_type: "markdown", source: "# Quickstart\nText" }] }, { roots: [] }).title; // => "Quickstart"
 */
import { createRequire } from "node:module";
import type MarkdownIt from "markdown-it";
import type { Figure } from "../plot/figure.js";
import type { ReportBlock, ReportSection } from "./report-doc.js";

type Output = { output_type: string; data?: Record<string, unknown>; metadata?: Record<string, unknown>; text?: string | string[]; name?: string; ename?: string; evalue?: string; traceback?: string[] };
type Cell = { cell_type: string; source: string | string[]; outputs?: Output[] };

// loaded on first use: importing groupthink does not pay for the Markdown parser
let mdInstance: InstanceType<typeof MarkdownIt> | null = null;
const md = (): InstanceType<typeof MarkdownIt> => {
  if (!mdInstance) {
    const Ctor = createRequire(import.meta.url)("markdown-it") as typeof MarkdownIt;
    mdInstance = new Ctor({ html: false, linkify: false });
  }
  return mdInstance;
};
const join = (s: string | string[] | undefined): string => (Array.isArray(s) ? s.join("") : (s ?? ""));
// eslint-disable-next-line no-control-regex
const stripAnsi = (s: string): string => s.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");

/**
 * Replace each root folder (and `file://` + root) in a text by a relative path.
 *
 * @example
 * scrubPaths("read /work/main/data/x.jsonl", ["/work/main"]); // => "read data/x.jsonl"
 */
export function scrubPaths(text: string, roots: readonly string[]): string {
  let out = text;
  for (const r of roots) {
    if (!r || r === "/") continue;
    const root = r.replace(/\/+$/, "");
    out = out.split(`file://${root}/`).join("").split(`${root}/`).join("").split(root).join(".");
  }
  return out;
}

function outputBlocks(o: Output, roots: readonly string[]): ReportBlock[] {
  if (o.output_type === "stream") return [{ kind: "text", text: scrubPaths(stripAnsi(join(o.text)), roots), className: o.name === "stderr" ? "err" : undefined }];
  if (o.output_type === "error") return [{ kind: "text", text: scrubPaths(stripAnsi(`${o.ename}: ${o.evalue}\n${(o.traceback ?? []).join("\n")}`), roots), className: "err" }];
  const d = o.data ?? {};
  const plotly = d["application/vnd.plotly.v1+json"] as Figure | undefined;
  if (plotly && Array.isArray(plotly.data)) return [{ kind: "figure", figure: { data: plotly.data, layout: plotly.layout ?? {} } }];
  if (typeof d["text/html"] === "string" || Array.isArray(d["text/html"])) return [{ kind: "html", html: scrubPaths(join(d["text/html"] as string | string[]), roots) }];
  for (const t of ["image/png", "image/jpeg"]) if (typeof d[t] === "string") return [{ kind: "image", dataUrl: `data:${t};base64,${String(d[t]).replace(/\s/g, "")}`, alt: "figure" }];
  if (d["text/plain"] !== undefined) return [{ kind: "text", text: scrubPaths(join(d["text/plain"] as string | string[]), roots) }];
  return [];
}

/**
 * The first level-1 Markdown heading of a notebook, or null.
 *
 * @example
 * notebookHeading({ cells: [{ cell_type: "markdown", source: "# Title\ntext" }] }); // => "Title"
 */
export function notebookHeading(nb: { cells: readonly Cell[] }): string | null {
  for (const c of nb.cells) {
    if (c.cell_type !== "markdown") continue;
    const m = /^#\s+(.+)$/m.exec(join(c.source));
    if (m) return m[1].trim();
  }
  return null;
}

/**
 * Build the section of one executed notebook.
 *
 * @param nb the executed notebook JSON (not changed)
 * @param opts `roots`: machine folders to write relative; `title` when the notebook has no heading; `code`: show code cells (default true)
 * @example
 * notebookSection({ cells: [{ cell_type: "markdown", source: "# T\n<b>x</b>" }] }, { roots: [] }).blocks;
 * // => [{ kind: "html", html: "<p>&lt;b&gt;x&lt;/b&gt;</p>\n" }]   (the heading is the section title)
 */
export function notebookSection(nb: { cells: readonly Cell[] }, opts: { roots: readonly string[]; title?: string; code?: boolean }): ReportSection {
  const blocks: ReportBlock[] = [];
  let simulated: boolean | null = null;
  const heading = notebookHeading(nb);
  let headingShown = false;
  for (const c of nb.cells) {
    if (c.cell_type === "markdown") {
      let text = join(c.source);
      // the first level-1 heading is the section title: not repeated
      if (heading !== null && !headingShown && /^#\s+.+$/m.test(text)) { text = text.replace(/^#\s+.+$/m, ""); headingShown = true; }
      if (text.trim()) blocks.push({ kind: "html", html: scrubPaths(md().render(text), opts.roots) });
    }
    else if (c.cell_type === "code") {
      const src = join(c.source);
      if (opts.code !== false && src.trim()) blocks.push({ kind: "text", text: scrubPaths(src, opts.roots), className: "code" });
      for (const o of c.outputs ?? []) {
        const note = (o.metadata?.groupthink as { simulated?: unknown } | undefined)?.simulated;
        if (typeof note === "boolean") simulated = (simulated ?? false) || note;
        blocks.push(...outputBlocks(o, opts.roots));
      }
    }
  }
  return { title: heading ?? opts.title ?? "notebook", badge: simulated === true ? "simulated" : simulated === false ? null : "data not declared", blocks };
}
