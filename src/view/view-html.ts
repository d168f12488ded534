/**
 * The viewer page: one self-contained HTML file (no network request, no
 * `file://` or absolute path) holding the {@link ViewModel} as escaped JSON in
 * a `<script type="application/json">` element, the style sheet and the
 * script that renders it with `textContent` (see view-client.ts).
 *
 * @example
 * writeFileSync("view.html", viewHtml(await buildViewModel(["runs/phantom-typical"])));
 */
import { escapeHtml } from "../plot/escape-html.js";
import { embedJson } from "../plot/embed-json.js";
import { VIEW_CLIENT_JS } from "./view-client.js";
import { VIEW_CSS } from "./view-style.js";
import type { ViewModel } from "./view-model.js";

/**
 * Render the page.
 *
 * @param model what to show (not changed)
 * @param title the page title (escaped)
 * @example
 * viewHtml({ runs: [], trials: [], jobs: {}, strings: [] }).startsWith("<!doctype html>"); // => true
 */
export function viewHtml(model: ViewModel, title = "groupthink run viewer"): string {
  const sim = model.runs.some((r) => r.simulated);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(title + (sim ? " (simulated)" : ""))}</title><style>${VIEW_CSS}</style></head>
<body><div id="app"></div>
<script type="application/json" id="gt-data">${embedJson(model)}</script>
<script>${VIEW_CLIENT_JS}</script>
</body></html>
`;
}
