// Issue 24: figures are live in the Jupyter that installs here (classic Notebook 6, Debian's
// jupyter-notebook): an executed notebook opened in classic Notebook in headless Chromium shows
// live Plotly figures (plotly.js loaded once per page), not the PNG fallback.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executeNotebook, jupyterPath, kernelEnv } from "../../src/notebook/execute.js";
import { projectPath } from "../../src/paths.js";
import { chromiumPath } from "../../src/plot/export.js";

/** A port free now (the OS picks it), so that two test runs side by side never reach each other's server. */
function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once("error", rej);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as AddressInfo).port;
      srv.close(() => res(port));
    });
  });
}
let PORT = 0;
const hasNotebook = spawnSync(jupyterPath(), ["notebook", "--version"], { encoding: "utf8" }).status === 0;
const hasBuild = existsSync(projectPath("dist", "index.js"));
const ready = hasNotebook && hasBuild && existsSync(chromiumPath());
if (!ready) console.warn(`classic-live-plots.test.ts: skipped (${!hasNotebook ? "no `jupyter notebook`: apt-get install jupyter-notebook" : !hasBuild ? "run npm run build" : "no chromium"})`);

const dir = projectPath("data", "derived", `live-plots-${process.pid}`);
const nbPath = join(dir, "live.ipynb");
let server: ChildProcess | null = null;

const code = (src: string) => ({ cell_type: "code", execution_count: null, metadata: {}, outputs: [], source: src });

beforeAll(async () => {
  if (!ready) return;
  mkdirSync(dir, { recursive: true });
  const dist = projectPath("dist", "index.js");
  writeFileSync(nbPath, JSON.stringify({
    cells: [
      code(`import * as gt from ${JSON.stringify(dist)};\nawait gt.show({ data: [{ type: "bar", x: ["a", "b"], y: [1, 2] }], layout: { title: { text: "first (simulated)" } } });`),
      code(`await gt.show({ data: [{ type: "scatter", x: [1, 2, 3], y: [3, 1, 2] }], layout: { title: { text: "second (simulated)" } } });`),
    ],
    metadata: { kernelspec: { name: "tslab", display_name: "TypeScript", language: "typescript" } }, nbformat: 4, nbformat_minor: 5,
  }));
  const r = executeNotebook(nbPath, dir, { timeout: 300 });
  if (!r.ok) throw new Error(`executing the test notebook failed: ${r.problems.join("; ")}`);
  PORT = await freePort();
  server = spawn(jupyterPath(), ["notebook", "--no-browser", "--allow-root", `--port=${PORT}`, "--port-retries=0", "--ip=127.0.0.1",
    "--NotebookApp.token=", "--NotebookApp.password=", `--notebook-dir=${projectPath()}`], { env: kernelEnv(), stdio: "ignore", detached: true });
  for (let i = 0; i < 120; i++) {
    try {
      // ours: it serves this run's notebook (not merely some server on the port)
      if ((await fetch(`http://127.0.0.1:${PORT}/api/contents/${nbPath.slice(projectPath().length + 1)}`)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((res) => setTimeout(res, 500));
  }
  throw new Error(`jupyter notebook did not answer on port ${PORT}`);
}, 600_000);

afterAll(() => {
  if (server?.pid) try { process.kill(-server.pid, "SIGTERM"); } catch { /* gone */ }
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!ready)("classic Notebook 6 in headless Chromium", () => {
  it("the executed notebook is trusted, keeps the Plotly JSON and the PNG, and shows 2 live figures from one plotly.js load", async () => {
    const nb = JSON.parse(readFileSync(nbPath, "utf8")) as { cells: { outputs: { data?: Record<string, unknown> }[] }[] };
    const data = nb.cells.map((c) => c.outputs.find((o) => o.data?.["text/html"])?.data ?? {});
    for (const d of data) expect(Object.keys(d)).toEqual(expect.arrayContaining(["application/vnd.plotly.v1+json", "text/html", "text/plain"]));
    const { chromium } = (await import("playwright-core")) as unknown as typeof import("playwright-core");
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"], headless: true });
    try {
      const page = await browser.newPage();
      const rel = nbPath.slice(projectPath().length + 1);
      await page.goto(`http://127.0.0.1:${PORT}/notebooks/${rel}`, { waitUntil: "domcontentloaded", timeout: 180_000 });
      await page.waitForFunction(
        // the script replaces each div's PNG with the live figure (Plotly adds js-plotly-plot to the div)
        () => document.querySelectorAll(".groupthink-plotly.js-plotly-plot .main-svg").length >= 2, undefined, { timeout: 180_000 });
      const live = await page.evaluate(() => ({
        plots: document.querySelectorAll(".groupthink-plotly.js-plotly-plot").length,
        loads: Array.from(document.querySelectorAll("script[src]")).filter((s) => /plotly\.js-dist\/plotly\.js$/.test((s as HTMLScriptElement).src)).length,
        pngLeft: document.querySelectorAll(".groupthink-plotly > img").length,
        titles: Array.from(document.querySelectorAll(".groupthink-plotly .gtitle")).map((t) => t.textContent),
      }));
      expect(live).toEqual({ plots: 2, loads: 1, pngLeft: 0, titles: ["first (simulated)", "second (simulated)"] });
    } finally {
      await browser.close();
    }
  }, 600_000);
});
