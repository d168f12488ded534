/**
 * Export figures through Debian's Chromium (`/usr/bin/chromium`, or
 * `GROUPTHINK_CHROMIUM`) driven by playwright-core: PNG via `Plotly.toImage`
 * in one reused page, and self-contained HTML. One browser is started lazily
 * and reused; {@link closeRenderer} ends it.
 *
 * @example
 * const png = await exportPng(fig, { width: 700, height: 420 }); // => Uint8Array (PNG bytes)
 * await closeRenderer();
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Figure } from "./figure.js";
import { escapeHtml } from "./escape-html.js";
import { embedJson } from "./embed-json.js";

const require = createRequire(import.meta.url);

/**
 * Path of the browser executable used for export.
 *
 * @example
 * chromiumPath(); // => "/usr/bin/chromium" unless GROUPTHINK_CHROMIUM is set
 */
export function chromiumPath(): string {
  return process.env.GROUPTHINK_CHROMIUM ?? "/usr/bin/chromium";
}

/**
 * Path of the plotly.js bundle shipped by `plotly.js-dist`.
 *
 * @example
 * plotlyBundlePath(); // => ".../node_modules/plotly.js-dist/plotly.js"
 */
export function plotlyBundlePath(): string {
  return require.resolve("plotly.js-dist/plotly.js");
}

type Page = { evaluate<R, A>(fn: (a: A) => R | Promise<R>, arg: A): Promise<R>; addScriptTag(o: { path: string }): Promise<unknown>; setContent(html: string): Promise<void> };
type Browser = { newPage(): Promise<Page>; close(): Promise<void> };

let pagePromise: Promise<Page> | null = null;
let browser: Browser | null = null;

const FLAGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

async function getPage(): Promise<Page> {
  if (!pagePromise) {
    pagePromise = (async () => {
      const exe = chromiumPath();
      if (!existsSync(exe)) throw new Error(`exportPng: no browser at ${exe} (apt-get install chromium, or set GROUPTHINK_CHROMIUM)`);
      const { chromium } = (await import("playwright-core")) as unknown as { chromium: { launch(o: object): Promise<Browser> } };
      browser = await chromium.launch({ executablePath: exe, args: FLAGS, headless: true });
      const page = await browser.newPage();
      await page.setContent("<!doctype html><html><body><div id='gd'></div></body></html>");
      await page.addScriptTag({ path: plotlyBundlePath() });
      return page;
    })();
    pagePromise.catch(() => { pagePromise = null; });
  }
  return pagePromise;
}

/**
 * True when a browser for export is installed.
 *
 * @example
 * canExport(); // => true when /usr/bin/chromium exists
 */
export function canExport(): boolean {
  return existsSync(chromiumPath());
}

/**
 * Render a figure to PNG bytes.
 * @param fig the figure value
 * @param size pixel size (default 760 × 440) and scale (default 1)
 * @throws Error when no browser is installed at {@link chromiumPath}
 * @example
 * const png = await exportPng(fig, { width: 200, height: 150 });
 * Array.from(png.slice(1, 4)); // => [80, 78, 71]  ("PNG")
 */
export async function exportPng(fig: Figure, size: { width?: number; height?: number; scale?: number } = {}): Promise<Uint8Array> {
  const page = await getPage();
  const width = size.width ?? 760;
  const height = size.height ?? 440;
  const scale = size.scale ?? 1;
  const dataUrl = await page.evaluate(
    async (a: { fig: Figure; width: number; height: number; scale: number }) => {
      const P = (globalThis as unknown as { Plotly: { toImage(f: unknown, o: unknown): Promise<string> } }).Plotly;
      return P.toImage({ data: a.fig.data, layout: a.fig.layout }, { format: "png", width: a.width, height: a.height, scale: a.scale });
    },
    { fig, width, height, scale },
  );
  return new Uint8Array(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64"));
}

/**
 * plotly.js as text to inline in a `<script>` element: `</script` written `<\/script`, and
 * the URL prefixes inside its string literals (map-tile servers, an origin check) written
 * `https:\/\/`, `file:\/\/` — the same strings to JavaScript, but the file then holds no
 * literal URL or `file://` text for a reader or a checker to mistake for a load.
 *
 * @example
 * embeddablePlotly().includes("file://"); // => false
 */
export function embeddablePlotly(): string {
  return readFileSync(plotlyBundlePath(), "utf8")
    .replace(/<\/script/gi, "<\\/script")
    .replace(/\b(https?|file):\/\//g, "$1:\\/\\/");
}

/**
 * A self-contained HTML page for a figure: plotly.js inlined ({@link embeddablePlotly}), the
 * title escaped, and the figure JSON written with `embedJson` so data cannot close the script element.
 * @param fig the figure value
 * @param title the page title (escaped)
 * @example
 * writeFileSync("fig.html", exportHtml(fig, "Figure 3"));
 */
export function exportHtml(fig: Figure, title = "groupthink figure"): string {
  const plotly = embeddablePlotly();
  const json = embedJson({ data: fig.data, layout: fig.layout });
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><script>${plotly}</script></head><body><div id="gd"></div><script>const f=${json};Plotly.newPlot("gd",f.data,f.layout);</script></body></html>`;
}

/**
 * Close the export browser, if started (the next export starts a new one).
 *
 * @example
 * await closeRenderer();
 */
export async function closeRenderer(): Promise<void> {
  const b = browser;
  browser = null;
  pagePromise = null;
  if (b) await b.close();
}
