/**
 * Viewer benchmark (issue 22, "a viewer for a study"): writes a simulated
 * study (default 12 runs × 9,600 = 115,200 phantom trials, with each trial's
 * request and reply journaled), builds the viewer folder (`view --out DIR`)
 * and, with `--one-file`, the one-file page too, printing build time, peak
 * RSS and bytes; then opens the folder in headless Chromium from file:// and
 * prints the time until every run's facets are read and each filter's
 * duration as measured inside the page (performance.now() around the filter
 * and the redraw of the visible lines), with the number of lines in the DOM.
 * Target: every filter < 200 ms on 100,000 trials. Asserts nothing.
 * Run: `npx tsx bench/view.ts [runs] [trials-per-run] [--one-file]`
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeSyntheticStudy } from "../test/view/synthetic-study.js";
import { writeViewFolder } from "../src/view/view-folder.js";
import { buildViewModel } from "../src/view/view-model.js";
import { viewHtml } from "../src/view/view-html.js";
import { chromiumPath } from "../src/plot/export.js";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const RUNS = Number(args[0] ?? 12), PER = Number(args[1] ?? 9600);
const dir = mkdtempSync(join(tmpdir(), "gt-bench-view-"));
const mb = (b: number) => (b / 1e6).toFixed(1) + " MB";
let peak = 0;
const tick = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 50);

const runs = writeSyntheticStudy(join(dir, "runs"), RUNS, PER);
console.log(`simulated study: ${RUNS} runs × ${PER} = ${RUNS * PER} trials (${mb(runs.reduce((a, r) => a + statSync(join(r, "records.jsonl")).size + statSync(join(r, "calls.jsonl")).size, 0))} of records + calls)`);

if (process.argv.includes("--one-file")) {
  peak = 0;
  const t = performance.now();
  const html = viewHtml(await buildViewModel(runs));
  writeFileSync(join(dir, "one.html"), html);
  console.log(`one-file page: ${((performance.now() - t) / 1000).toFixed(1)} s to build, ${mb(Buffer.byteLength(html))}, peak RSS ${mb(peak)}`);
}
peak = 0;
const t0 = performance.now();
const s = await writeViewFolder(runs, join(dir, "view"));
console.log(`folder: ${((performance.now() - t0) / 1000).toFixed(1)} s to build, ${s.files} files, ${mb(s.bytes)} in all, ${mb(s.facet_bytes)} read to list every trial, peak RSS ${mb(peak)}`);
clearInterval(tick);

type Page = {
  goto(u: string): Promise<unknown>; setViewportSize(s: { width: number; height: number }): Promise<void>; selectOption(s: string, v: string): Promise<unknown>;
  fill(s: string, v: string): Promise<void>; evaluate<R, A>(f: (a: A) => R, a?: A): Promise<R>; waitForFunction(f: string, a: null, o: { timeout: number }): Promise<unknown>;
  click(s: string): Promise<void>; waitForSelector(s: string, o: { timeout: number }): Promise<unknown>;
};
const { chromium } = (await import("playwright-core")) as unknown as { chromium: { launch(o: object): Promise<{ newPage(): Promise<Page>; close(): Promise<void> }> } };
const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
await page.setViewportSize({ width: 1400, height: 900 });
const tOpen = performance.now();
await page.goto("file://" + join(dir, "view", "index.html"));
await page.waitForFunction(`window.__gtView.loaded === ${RUNS}`, null, { timeout: 600_000 });
const readAt = await page.evaluate(() => (window as unknown as { __gtView: { readAt: number[] } }).__gtView.readAt);
console.log(`open: ${((performance.now() - tOpen) / 1000).toFixed(2)} s until all ${RUNS} runs' facets are read and listed; in the page, run facets read at ${readAt.join(", ")} ms`);
const stat = () => page.evaluate(() => { const v = (window as unknown as { __gtView: { filterMs: number; matches: number } }).__gtView; return { ms: v.filterMs, matches: v.matches, rows: document.querySelectorAll("tbody tr").length }; });
const steps: [string, () => Promise<unknown>][] = [
  ["model = sim-model-3", () => page.selectOption('select[data-filter="model"]', "sim-model-3")],
  ["+ condition = informed", () => page.selectOption('select[data-filter="condition"]', "informed")],
  ["+ label = block", () => page.selectOption('select[data-filter="label"]', "block")],
  ["all filters cleared", async () => { await page.selectOption('select[data-filter="model"]', ""); await page.selectOption('select[data-filter="condition"]', ""); await page.selectOption('select[data-filter="label"]', ""); }],
  ["text \"ledger\"", () => page.fill('input[type="search"]', "ledger")],
  ["text \"ph-0042:a2\"", () => page.fill('input[type="search"]', "ph-0042:a2")],
  ["text cleared", () => page.fill('input[type="search"]', "")],
  ["parse failures only", () => page.click("#parse-failures")],
];
for (const [name, act] of steps) {
  await act();
  const r = await stat();
  console.log(`filter ${name.padEnd(26)} ${r.ms.toFixed(1).padStart(7)} ms  ${String(r.matches).padStart(7)} matches  ${r.rows} lines in the DOM`);
}
const tDetail = performance.now();
await page.click("tbody tr:nth-child(3)");
await page.waitForSelector(".call.own", { timeout: 60_000 });
console.log(`open a trial (reads its detail part): ${(performance.now() - tDetail).toFixed(0)} ms`);
await browser.close();
rmSync(dir, { recursive: true, force: true });
