/**
 * The one-file viewer page: one self-contained HTML file (no network request,
 * no `file://` or absolute path) holding every run's facets and detail parts
 * (see view-run-data.ts) as escaped JSON in a `<script type="application/json">`
 * element, the style sheet and the script that renders it with `textContent`
 * (see view-client.ts). For a whole study, `writeViewFolder` writes a page
 * that reads the same data per run instead.
 *
 * @example
 * writeFileSync("view.html", viewHtml(await buildViewModel(["runs/phantom-typical"])));
 */
import { escapeHtml } from "../plot/escape-html.js";
import { embedJson } from "../plot/embed-json.js";
import { VIEW_CLIENT_JS } from "./view-client.js";
import { VIEW_CSS } from "./view-style.js";
import type { ViewModel, ViewRun } from "./view-model.js";
import { viewRunData } from "./view-run-data.js";

/**
 * The page around the client script, with one data element.
 *
 * @param dataId `gt-data` (everything inline) or `gt-index` (the run list; data read from `DIR/run-*.js`)
 * @param json the element's content, already escaped by embedJson
 * @param runs the runs (for the title's simulated label)
 * @param title the page title (escaped)
 * @param scriptSrc the CSP's script sources
 * @example
 * viewPage("gt-index", "{}", [], "t", "'unsafe-inline'").includes('id="gt-index"'); // => true
 */
export function viewPage(dataId: "gt-data" | "gt-index", json: string, runs: readonly ViewRun[], title: string, scriptSrc: string): string {
  const sim = runs.some((r) => r.simulated);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src ${scriptSrc}; style-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(title + (sim ? " (simulated)" : ""))}</title><style>${VIEW_CSS}</style></head>
<body><div id="app"></div>
<script type="application/json" id="${dataId}">${json}</script>
<script>${VIEW_CLIENT_JS}</script>
</body></html>
`;
}

/**
 * Render the one-file page.
 *
 * @param model what to show (not changed)
 * @param title the page title (escaped)
 * @example
 * viewHtml({ runs: [], trials: [], jobs: {}, strings: [] }).startsWith("<!doctype html>"); // => true
 */
export function viewHtml(model: ViewModel, title = "groupthink run viewer"): string {
  const parts = model.runs.map((_, i) => viewRunData(model, i));
  const data = { runs: model.runs, facets: parts.map((p) => p.facets), details: parts.flatMap((p) => p.details) };
  return viewPage("gt-data", embedJson(data), model.runs, title, "'unsafe-inline'");
}
