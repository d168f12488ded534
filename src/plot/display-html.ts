/**
 * The `text/html` part of a figure's notebook bundle, for classic Jupyter
 * Notebook 6 (which renders neither `application/vnd.plotly.v1+json` nor a
 * plotly mime renderer): a `<div>` holding the static PNG (what a viewer that
 * runs no scripts shows: GitHub, nbviewer, an untrusted notebook) and a script
 * that replaces it with the live Plotly figure.
 *
 * plotly.js is loaded once per notebook page: the first figure's script adds
 * one `<script src>` for the package's `plotly.js-dist` bundle, served by the
 * notebook server's `/files/` route (the path relative to the notebook's folder
 * is written into the output when the cell runs; the server must be started at
 * or above the folder holding node_modules, as `jupyter notebook` in the project
 * is); figures drawn before it loads wait in a queue. Nothing is inlined, so
 * executed notebooks stay small. Where no script runs, the PNG stays.
 *
 * @example
 * figureHtml({ data: [], layout: { title: "T" } }, "gt-fig-1", null, "../node_modules/plotly.js-dist/plotly.js").startsWith('<div id="gt-fig-1" class="groupthink-plotly"'); // => true
 */
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { Figure } from "./figure.js";
import { embedJson } from "./embed-json.js";
import { escapeHtml } from "./escape-html.js";
import { plotlyBundlePath } from "./export.js";

/**
 * The plotly.js bundle's path relative to a folder (the notebook's, i.e. the kernel's working directory), with `/`.
 *
 * @example
 * plotlyRelativePath("/p/notebooks").endsWith("node_modules/plotly.js-dist/plotly.js"); // => true
 */
export function plotlyRelativePath(from: string = process.cwd()): string {
  // node's module lookup from the folder upward, without resolving symlinks (a linked node_modules stays under the server root)
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", "plotly.js-dist", "plotly.js");
    if (existsSync(candidate)) return relative(from, candidate).split("\\").join("/");
    if (dirname(dir) === dir) break;
  }
  return relative(from, plotlyBundlePath()).split("\\").join("/");
}

// Loads plotly.js once per page from the notebook server (classic Notebook: Jupyter.notebook gives the
// base URL and the notebook's path), then draws the queued figures. Idempotent across figures.
const LOADER =
  "function gtPlotly(rel,cb){var w=window;if(w.Plotly&&w.Plotly.newPlot){cb();return;}(w.__groupthinkPlotlyQueue=w.__groupthinkPlotlyQueue||[]).push(cb);" +
  "if(w.__groupthinkPlotlyLoading)return;var J=w.Jupyter&&w.Jupyter.notebook;if(!J||typeof J.notebook_path!=='string')return;" +
  "var parts=J.notebook_path.split('/').slice(0,-1).concat(rel.split('/')),out=[];parts.forEach(function(p){if(p==='..')out.pop();else if(p&&p!=='.')out.push(p);});" +
  "var base=(J.base_url||'/').replace(/\\/?$/,'/');var s=document.createElement('script');s.src=base+'files/'+out.map(encodeURIComponent).join('/');" +
  "s.onload=function(){var q=w.__groupthinkPlotlyQueue||[];w.__groupthinkPlotlyQueue=[];q.forEach(function(f){f();});};w.__groupthinkPlotlyLoading=true;document.head.appendChild(s);}";

/**
 * A figure as HTML: the PNG fallback (when given) inside a div the script fills with the live figure.
 *
 * @param fig the figure value (its data are embedded with `embedJson`, so they cannot close the script)
 * @param id the div's id (unique within the notebook)
 * @param png base64 PNG shown until (or instead of) the live figure, or null
 * @param plotlyRel the plotly.js bundle's path relative to the notebook's folder ({@link plotlyRelativePath})
 * @example
 * figureHtml({ data: [], layout: {} }, "x", "AAAA", "p.js").includes('<img src="data:image/png;base64,AAAA"'); // => true
 */
export function figureHtml(fig: Figure, id: string, png: string | null, plotlyRel: string): string {
  const img = png ? `<img src="data:image/png;base64,${png}" alt="${escapeHtml(figureAlt(fig))}" style="max-width:100%">` : "";
  const spec = embedJson({ data: fig.data, layout: fig.layout });
  return (
    `<div id="${escapeHtml(id)}" class="groupthink-plotly" style="width:100%">${img}</div>` +
    `<script type="text/javascript">(function(){${LOADER}var f=${spec};gtPlotly(${embedJson(plotlyRel)},function(){var el=document.getElementById(${embedJson(id)});if(!el)return;` +
    "el.innerHTML='';window.Plotly.newPlot(el,f.data,f.layout,{responsive:true,displaylogo:false});});})();</script>"
  );
}

function figureAlt(fig: Figure): string {
  const t = fig.layout.title as { text?: string } | string | undefined;
  return typeof t === "string" ? t : (t?.text ?? "figure");
}
