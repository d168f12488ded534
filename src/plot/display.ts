/**
 * The notebook display adapter (tslab): figures go out as a MIME bundle with
 * `application/vnd.plotly.v1+json` (rendered interactively by JupyterLab and
 * VS Code, without inlining plotly.js), `text/html` for classic Notebook 6 (the
 * live figure, plotly.js loaded once per notebook from the notebook server, the
 * PNG inside for viewers that run no script; `display-html.ts`), a static
 * `image/png` rendered through Chromium when available (set `GROUPTHINK_NO_PNG=1`
 * to skip), and a `text/plain` line. Tables go out as escaped HTML plus plain text, every row
 * (in a scroll box). {@link showDataNote} states what data a notebook shows
 * and whether they are simulated, derived from the records' `simulated`
 * flags (and tells the reproduce report, through the output's metadata).
 * Outside a tslab kernel the functions print a plain-text summary.
 *
 * @example
 * await show(fig);                         // in a notebook cell
 * showTable(rows, "Table 1 (simulated)");  // escaped HTML table
 */
import { createRequire } from "node:module";
import type { Figure } from "./figure.js";
import { canExport, exportPng } from "./export.js";
import { htmlTable, textTable } from "./html-table.js";
import { escapeHtml } from "./escape-html.js";
import { simulatedNote } from "./simulated-note.js";
import { figureHtml, plotlyRelativePath } from "./display-html.js";

type Writer = (data: { data: Record<string, unknown>; metadata: Record<string, unknown>; transient: Record<string, unknown> }, update: boolean) => void;

function tslabWriter(): Writer | null {
  try {
    const req = createRequire(import.meta.url);
    const j = req("tslab/dist/jupyter.js") as { lastWriteDisplayData: Writer | null };
    return j.lastWriteDisplayData ?? null;
  } catch {
    return null;
  }
}

/**
 * Send one MIME bundle to the notebook (or print its text/plain part outside a kernel).
 *
 * @param data the MIME bundle
 * @param metadata the output's metadata (kept in the .ipynb; default none)
 * @example
 * displayBundle({ "text/html": "<b>x</b>", "text/plain": "x" }); // outside a kernel prints "x"
 */
export function displayBundle(data: Record<string, unknown>, metadata: Record<string, unknown> = {}): void {
  const w = tslabWriter();
  if (w) w({ data, metadata, transient: {} }, false);
  else process.stdout.write(String(data["text/plain"] ?? "") + "\n");
}

function figTitle(fig: Figure): string {
  const t = fig.layout.title as { text?: string } | string | undefined;
  return typeof t === "string" ? t : (t?.text ?? "figure");
}

let figureCount = 0;

/**
 * The MIME bundle for a figure: Plotly JSON, the classic-Notebook HTML (live figure with the PNG inside), PNG fallback (when a browser is installed
 * and `GROUPTHINK_NO_PNG` is not set) and a text line. plotly.js itself is not inlined.
 *
 * @throws Error from {@link exportPng} when the browser fails to start or render
 * @example
 * // GROUPTHINK_NO_PNG=1
 * Object.keys(await figureBundle({ data: [], layout: { title: "T" } }));
 * // => ["application/vnd.plotly.v1+json", "text/plain", "text/html"]   (text/plain: "<Figure: T>")
 */
export async function figureBundle(fig: Figure): Promise<Record<string, unknown>> {
  const bundle: Record<string, unknown> = {
    "application/vnd.plotly.v1+json": { data: fig.data, layout: fig.layout },
    "text/plain": `<Figure: ${figTitle(fig)}>`,
  };
  if (process.env.GROUPTHINK_NO_PNG !== "1" && canExport()) {
    // honour a figure's own layout size (tall figures ask for more room); else the export default
    const size = (v: unknown) => (typeof v === "number" && v > 0 ? v : undefined);
    const png = await exportPng(fig, { width: size(fig.layout.width), height: size(fig.layout.height) });
    bundle["image/png"] = Buffer.from(png).toString("base64");
  }
  figureCount++;
  bundle["text/html"] = figureHtml(fig, `groupthink-fig-${process.pid}-${figureCount}`, (bundle["image/png"] as string | undefined) ?? null, plotlyRelativePath());
  return bundle;
}

/**
 * Display a figure in the notebook (its {@link figureBundle}).
 *
 * @example
 * await show(labelCountsFigure(records, { label: "decision", by: "condition" }));
 */
export async function show(fig: Figure): Promise<void> {
  displayBundle(await figureBundle(fig));
}

/** Anything with rows: an array of objects, or a danfo DataFrame (`toJSON()` rows). */
export type TableLike = readonly Record<string, unknown>[] | { toJSON(): unknown };

function rowsOf(t: TableLike): Record<string, unknown>[] {
  if (Array.isArray(t)) return t as Record<string, unknown>[];
  const j = (t as { toJSON(): unknown }).toJSON();
  return Array.isArray(j) ? (j as Record<string, unknown>[]) : [];
}

/**
 * Display rows (or a DataFrame) as an escaped HTML table with a caption: every row (a tall
 * table scrolls), unless `limit` asks for fewer. Outside a kernel prints the caption and a
 * plain-text table.
 *
 * @param table rows or a DataFrame (not changed)
 * @param caption optional caption (escaped); derive its simulated label with `captionFor(text, records)`
 * @param limit most rows shown (default all); a note counts the rest
 * @example
 * showTable([{ model: "typical", rate: 0.25 }], "Table 1 (simulated)");
 * // outside a kernel prints "Table 1 (simulated)\nmodel    rate\ntypical  0.25"
 */
export function showTable(table: TableLike, caption?: string, limit = Infinity): void {
  const all = rowsOf(table);
  const rows = all.slice(0, limit);
  const more = all.length > rows.length ? `<p><em>… ${all.length - rows.length} more rows</em></p>` : "";
  const box = rows.length > 25 ? ' style="max-height:30em;overflow:auto"' : "";
  displayBundle({
    "text/html": `<div class="gt-table-box"${box}>${htmlTable(rows, caption)}</div>` + more,
    "text/plain": (caption ? caption + "\n" : "") + textTable(rows),
  });
}

/**
 * Display Markdown-free text as an escaped HTML paragraph (e.g. a model's raw reply).
 *
 * @example
 * showText("<script>x</script>", "Reply"); // HTML shows the text literally; outside a kernel prints "Reply\n<script>x</script>"
 */
export function showText(text: string, heading?: string): void {
  const h = heading ? `<p><strong>${escapeHtml(heading)}</strong></p>` : "";
  displayBundle({ "text/html": `${h}<pre style="white-space:pre-wrap">${escapeHtml(text)}</pre>`, "text/plain": (heading ? heading + "\n" : "") + text });
}

/**
 * State what data the notebook shows: "Data: NAME — N records, simulated by groupthink's
 * agent population" (or "from a model", or "partly simulated: k of N records"), derived from
 * the records' `simulated` flags. The output's metadata `{groupthink: {simulated, records}}`
 * lets the reproduce report label the notebook without reading its text.
 *
 * @param records the records the notebook analyses (not changed)
 * @param name what they are, e.g. "the sample log"
 * @example
 * showDataNote([{ simulated: true }, { simulated: true }], "the sample log");
 * // outside a kernel prints "Data: the sample log — 2 records, simulated by groupthink's agent population (not a model)."
 */
export function showDataNote(records: readonly { simulated?: unknown }[], name: string): void {
  const note = simulatedNote(records);
  const n = records.length;
  const k = records.filter((r) => r.simulated === true).length;
  const what = note === "simulated" ? "simulated by groupthink's agent population (not a model)"
    : note === "partly simulated" ? `partly simulated: ${k} of ${n} records come from groupthink's agent population`
    : "answered by a model (no simulated record)";
  const text = `Data: ${name} — ${n} record${n === 1 ? "" : "s"}, ${what}.`;
  const style = note ? ' style="background:#fff4d6;border:1px solid #e0b84f;padding:.4em .8em;border-radius:6px"' : "";
  displayBundle({ "text/html": `<p class="gt-data-note"${style}>${escapeHtml(text)}</p>`, "text/plain": text }, { groupthink: { simulated: note !== null, records: n } });
}
