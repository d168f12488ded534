/**
 * A {@link ReportDoc} → one self-contained, shareable HTML file: plotly.js
 * embedded once (only when some block is a figure), every figure's JSON in
 * one `<script type="application/json">` element (escaped with `embedJson`,
 * so data cannot end the element), tables complete (in scroll boxes), text
 * escaped. No iframe, no external script, style or font, no `file:` URL.
 *
 * @example
 * writeFileSync("report.html", reportHtml({ title: "Runs", notice: null, sections: [] }));
 */
import { escapeHtml } from "../plot/escape-html.js";
import { embeddablePlotly } from "../plot/export.js";
import { embedJson } from "../plot/embed-json.js";
import type { Figure } from "../plot/figure.js";
import type { ReportBlock, ReportDoc } from "./report-doc.js";

const CSS = `
body{font-family:system-ui,sans-serif;max-width:1150px;margin:1.5em auto;padding:0 1em;color:#1d1d1f}
.sim{background:#fff4d6;border:1px solid #e0b84f;padding:.6em 1em;border-radius:6px}
.badge{font-size:.6em;vertical-align:middle;background:#e0b84f;color:#222;border-radius:4px;padding:.1em .5em;margin-left:.5em}
.sub{color:#555}
nav ol{columns:2}
section{border-top:1px solid #ddd;margin-top:1.5em}
.tbl,.gt-table-box{max-height:32em;overflow:auto;margin:.6em 0;border:1px solid #eee}
table{border-collapse:collapse;font-size:.85em}
th,td{border-bottom:1px solid #e5e5e5;padding:.25em .6em;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:600;padding:.3em 0}
thead th{position:sticky;top:0;background:#fafafa}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f8;padding:.5em;border-radius:4px;font-size:.85em}
pre.err{background:#fde8e8}
.fig{width:100%;min-height:380px;margin:.6em 0}
img{max-width:100%}
`;

function blockHtml(b: ReportBlock, figs: Figure[]): string {
  switch (b.kind) {
    case "html":
      return b.html.startsWith("<table") ? `<div class="tbl">${b.html}</div>` : b.html;
    case "text":
      return `<pre${b.className ? ` class="${escapeHtml(b.className)}"` : ""}>${escapeHtml(b.text)}</pre>`;
    case "image":
      return /^data:image\/(png|jpeg|gif|svg\+xml);base64,[A-Za-z0-9+/=\s]*$/.test(b.dataUrl) ? `<img alt="${escapeHtml(b.alt)}" src="${b.dataUrl}">` : "";
    case "figure": {
      figs.push(b.figure);
      const h = typeof b.figure.layout.height === "number" ? ` style="height:${b.figure.layout.height}px"` : "";
      return `<div class="fig" data-fig="${figs.length - 1}"${h}></div>`;
    }
    default: {
      const never: never = b;
      throw new TypeError(`reportHtml: unknown block ${JSON.stringify(never)}`);
    }
  }
}

/**
 * Render a report.
 *
 * @param doc the report (not changed)
 * @example
 * reportHtml({ title: "<T>", notice: "Simulated data.", sections: [{ title: "s", blocks: [{ kind: "text", text: "</pre>" }] }] }).includes("&lt;/pre&gt;"); // => true
 */
export function reportHtml(doc: ReportDoc): string {
  const figs: Figure[] = [];
  const body = doc.sections
    .map((s, i) => {
      const badge = s.badge ? `<span class="badge">${escapeHtml(s.badge)}</span>` : "";
      return `<section id="s${i}"><h2>${escapeHtml(s.title)}${badge}</h2>\n${s.blocks.map((b) => blockHtml(b, figs)).join("\n")}</section>`;
    })
    .join("\n");
  const toc = doc.sections.length > 1 ? `<nav><ol>${doc.sections.map((s, i) => `<li><a href="#s${i}">${escapeHtml(s.title)}</a>${s.badge ? ` (${escapeHtml(s.badge)})` : ""}</li>`).join("")}</ol></nav>` : "";
  const notice = doc.notice ? `<p class="sim">${escapeHtml(doc.notice)}</p>` : "";
  const sub = doc.subtitle ? `<p class="sub">${escapeHtml(doc.subtitle)}</p>` : "";
  const plot = figs.length
    ? `<script>${embeddablePlotly()}</script>
<script type="application/json" id="gt-figs">${embedJson(figs.map((f) => ({ data: f.data, layout: f.layout })))}</script>
<script>(function(){var figs=JSON.parse(document.getElementById("gt-figs").textContent);var ds=document.querySelectorAll("[data-fig]");for(var i=0;i<ds.length;i++){var f=figs[+ds[i].getAttribute("data-fig")];Plotly.newPlot(ds[i],f.data,f.layout,{responsive:true,displaylogo:false});}})();</script>`
    : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.title)}</title><style>${CSS}</style></head><body>
<h1>${escapeHtml(doc.title)}</h1>${sub}${notice}${toc}
${body}
${plot}
</body></html>
`;
}
