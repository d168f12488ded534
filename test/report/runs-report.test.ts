import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cli } from "../../src/cli/main.js";
import { loadLogs } from "../../src/load/load-logs.js";
import { runsReport } from "../../src/report/runs-report.js";
import { measureRows } from "../../src/export/measure-rows.js";
import { phantomMetrics } from "../../src/paradigms/phantom/measures/phantom-metrics.js";
import { phantomReportJson } from "../../src/paradigms/phantom/measures/phantom-report-json.js";
import { chromiumPath, plotlyBundlePath } from "../../src/plot/export.js";

const TRICKY = "test/fixtures/export/tricky.jsonl";
const REAL = "test/fixtures/view/judge-run/records.jsonl";
const dir = mkdtempSync(join(tmpdir(), "gt-report-"));
const shots = process.env.GROUPTHINK_SCREENSHOTS ?? dir;
const hasBrowser = existsSync(chromiumPath());

describe("runsReport(logs)", () => {
  it("labels simulated exactly when records are: all, some, none", async () => {
    const sim = runsReport(await loadLogs([TRICKY]), { bootstrap: 0 });
    expect(sim.notice).toBe("Simulated data: 16 of 16 records were produced by groupthink's simulated agent population, not by a model. They show how the analysis works; they are not evidence about real models.");
    expect(sim.sections.map((s) => [s.title, s.badge])).toEqual([["phantom", "simulated"], ["panel", "simulated"], ["hidden_profile", "simulated"], ["judge", "simulated"]]);
    const real = runsReport(await loadLogs([REAL]), { bootstrap: 0 });
    expect(real.notice).toBeNull();
    expect(real.sections.map((s) => [s.title, s.badge])).toEqual([["judge", null]]);
    const figTitles = real.sections[0].blocks.filter((b) => b.kind === "figure").map((b) => (b.kind === "figure" ? (b.figure.layout.title as { text: string }).text : ""));
    expect(figTitles).toEqual(["judge: accuracy by auditor_count"]);
    const html = real.sections[0].blocks.map((b) => (b.kind === "html" ? b.html : "")).join("");
    expect(html).not.toMatch(/simulated/);
  });
  it("puts every measure row in its table (no cut)", async () => {
    const logs = await loadLogs([TRICKY]);
    const doc = runsReport(logs, { bootstrap: 0 });
    const want = measureRows(phantomReportJson(phantomMetrics(logs.phantom, { bootstrap: 0, seed: 0 }))).length;
    const table = doc.sections[0].blocks.find((b) => b.kind === "html" && b.html.includes("phantom measures")) as { html: string };
    expect(table.html.match(/<tr>/g)!.length - 1).toBe(want);
    expect(want).toBe(21);
  });
});

describe("groupthink report", () => {
  let file = "";
  beforeAll(async () => {
    file = join(dir, "report.html");
    const err: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => (err.push(String(s)), true));
    expect(await cli(["report", TRICKY, REAL, "--out", file, "--bootstrap", "200"])).toBe(0);
    vi.restoreAllMocks();
    expect(err.join("")).toBe(`wrote ${file}: 4 protocol sections, 18 records (simulated)\n`);
  });
  it("is one file with plotly.js embedded once, no iframe, no external reference and no machine path", () => {
    const html = readFileSync(file, "utf8");
    const plotly = readFileSync(plotlyBundlePath(), "utf8");
    const head = plotly.slice(0, 200);
    expect(html.split(head).length - 1).toBe(1);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)\s*=\s*["']?(https?:|file:|\/)/i);
    expect(html).not.toContain(process.cwd());
    expect(html).not.toContain(dir);
    expect(html).toContain("Simulated data: 16 of 18 records");
  });
  it.skipIf(!hasBrowser)("draws every figure in headless Chromium without a network request", async () => {
    const { chromium } = (await import("playwright-core")) as unknown as { chromium: { launch(o: object): Promise<{ newPage(): Promise<any>; close(): Promise<void> }> } };
    const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"] });
    try {
      const page = await browser.newPage();
      await page.setViewportSize({ width: 1200, height: 1000 });
      const requests: string[] = [];
      page.on("request", (r: { url(): string }) => requests.push(r.url()));
      const errors: string[] = [];
      page.on("pageerror", (e: Error) => errors.push(e.message));
      await page.goto("file://" + file);
      await page.waitForFunction(() => document.querySelectorAll(".fig .main-svg").length > 0);
      const figs = await page.evaluate(() => [document.querySelectorAll("[data-fig]").length, document.querySelectorAll("[data-fig] .main-svg").length > 0 ? Array.from(document.querySelectorAll("[data-fig]")).filter((d) => d.querySelector(".main-svg")).length : 0]);
      expect(figs[0]).toBe(8); // 7 + the judge section's comparison forest (typical vs real-model-x share 2 trajectories; issue 21)
      expect(figs[1]).toBe(8);
      expect(errors).toEqual([]);
      expect(requests.filter((u) => !u.startsWith("file://" + file) && !u.startsWith("data:"))).toEqual([]);
      await page.screenshot({ path: join(shots, "report.png") });
      await page.evaluate(() => document.getElementById("s0")!.scrollIntoView());
      await page.screenshot({ path: join(shots, "report-phantom.png") });
    } finally {
      await browser.close();
    }
  });
});
afterAll(() => undefined);

describe("embeddablePlotly()", () => {
  it("holds no literal URL, file:// or </script, and differs from plotly.js only in those escapes", async () => {
    const { embeddablePlotly } = await import("../../src/plot/export.js");
    const s = embeddablePlotly();
    expect(s).not.toMatch(/(https?|file):\/\//);
    expect(s).not.toMatch(/<\/script/i);
    const orig = readFileSync(plotlyBundlePath(), "utf8");
    expect(s.replace(/:\\\/\\\//g, "://")).toBe(orig);
  });
});
