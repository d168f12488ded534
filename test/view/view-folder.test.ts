import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeViewFolder } from "../../src/view/view-folder.js";
import { cli } from "../../src/cli/main.js";
import { chromiumPath } from "../../src/plot/export.js";
import { writeSyntheticStudy } from "./synthetic-study.js";

const FIX = "test/fixtures/view";
const hasBrowser = existsSync(chromiumPath());
const dir = mkdtempSync(join(tmpdir(), "gt-view-folder-"));

type Page = {
  goto(u: string): Promise<unknown>; click(s: string): Promise<void>; selectOption(s: string, v: string): Promise<unknown>; fill(s: string, v: string): Promise<void>;
  textContent(s: string): Promise<string | null>; evaluate<R, A = undefined>(f: (a: A) => R, a?: A): Promise<R>; waitForFunction(f: string, a: null, o: { timeout: number }): Promise<unknown>;
  waitForSelector(s: string, o: { timeout: number }): Promise<unknown>; $$(s: string): Promise<unknown[]>; focus(s: string): Promise<void>; keyboard: { press(k: string): Promise<void> };
  on(e: "request", f: (r: { url(): string }) => void): void; setViewportSize(s: { width: number; height: number }): Promise<void>; close(): Promise<void>;
};
let browser: { newPage(): Promise<Page>; close(): Promise<void> } | null = null;

/**
 * Wait until `what` is true in the page. Each check is one `page.evaluate` of the function (no string is
 * evaluated in the page); Playwright's `waitForFunction` with a string polls
 * through `eval`, which the viewer's CSP (no 'unsafe-eval') refuses once a first check has failed, so it
 * failed only when the machine was slow.
 */
async function waitUntil(page: Page, what: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await page.evaluate(what).catch(() => false)) return;
    if (Date.now() > until) throw new Error(`waitUntil: ${what.toString()} still false after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
let study = "";
let studyRuns: string[] = [];

beforeAll(async () => {
  // 10 simulated runs × 10,000 trials (no journal: the list and the filters read only the facets)
  studyRuns = writeSyntheticStudy(join(dir, "runs"), 10, 10_000, false);
  study = join(dir, "study");
  await writeViewFolder(studyRuns, study);
  if (!hasBrowser) return;
  const { chromium } = (await import("playwright-core")) as unknown as { chromium: { launch(o: object): Promise<NonNullable<typeof browser>> } };
  browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
}, 600_000);
afterAll(async () => { await browser?.close(); });

describe("writeViewFolder(paths, outDir)", () => {
  it("writes index.html, one facets file per run and detail parts; model text only as escaped JSON inside them", async () => {
    const out = join(dir, "small");
    const s = await writeViewFolder([`${FIX}/phantom-run`, `${FIX}/judge-run`], out, "t", 8);
    expect(readdirSync(join(out, "data")).sort()).toEqual(["run-0-0.js", "run-0-1.js", "run-0-2.js", "run-0.js", "run-1-0.js", "run-1.js"]);
    expect([s.trials, s.files, s.runs.map((r) => r.name)]).toEqual([22, 7, ["phantom-run", "judge-run"]]);
    const part = readFileSync(join(out, "data", "run-0-0.js"), "utf8");
    // the nasty reply (trial 0) is in part 0 and in the facets' search text: escaped, so no <, > or & is left to close anything
    expect(part).toContain("\\u003c/script\\u003e\\u003cscript\\u003ewindow.__pwned=1");
    for (const f of readdirSync(join(out, "data"))) expect(readFileSync(join(out, "data", f), "utf8")).not.toMatch(/[<>&]/);
    const facets = readFileSync(join(out, "data", "run-0.js"), "utf8");
    expect(facets.startsWith("if (window.__gtView) window.__gtView.add({\"kind\":\"facets\",\"run\":0,")).toBe(true);
    const html = readFileSync(join(out, "index.html"), "utf8");
    expect(html).not.toContain(process.cwd());
    expect(html).not.toContain("/absolute/machine/path");
    expect(html).not.toMatch(/(src|href)\s*=\s*["']?(https?:|file:|\/\/)/i);
    expect(html.match(/<script/g)).toHaveLength(2);
    // a second build over fewer runs leaves no stale part behind
    await writeViewFolder([`${FIX}/judge-run`], out);
    expect(readdirSync(join(out, "data")).sort()).toEqual(["run-0-0.js", "run-0.js"]);
  });
});

describe("groupthink view --out DIR", () => {
  it("writes the folder when --out does not end in .html", async () => {
    const err: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => (err.push(String(s)), true));
    const out = join(dir, "cli-folder");
    expect(await cli(["view", `${FIX}/phantom-run`, "--out", out])).toBe(0);
    vi.restoreAllMocks();
    expect(err.join("")).toBe(`wrote ${join(out, "index.html")}: 1 run, 20 trials, 20 calls (18 with their request)\n`);
    expect(readdirSync(join(out, "data")).sort()).toEqual(["run-0-0.js", "run-0.js"]);
  });
});

describe.skipIf(!hasBrowser)("the viewer folder in headless Chromium, from file://", () => {
  it("reads the detail part of a trial when opened; the </script> reply stays text; no request leaves the folder", async () => {
    const out = join(dir, "nasty");
    await writeViewFolder([`${FIX}/phantom-run`, `${FIX}/judge-run`], out, "t", 8);
    const page = await browser!.newPage();
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.goto("file://" + join(out, "index.html"));
    await waitUntil(page, () => (window as unknown as { __gtView: { loaded: number } }).__gtView.loaded === 2, 60_000);
    expect(await page.textContent(".count")).toBe("22 of 22 trials");
    await page.click('tr[data-trial="0"]');
    await page.waitForSelector(".call.own", { timeout: 60_000 });
    expect(await page.textContent(".call.own")).toContain('</script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"> \\x1b[31mRED\\x1b[0m');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.evaluate(() => document.querySelectorAll("img").length)).toBe(0);
    // a trial of the judge run (part 0 of run 1)
    await page.click('tr[data-trial="20"]');
    await page.waitForSelector(".call h4", { timeout: 60_000 });
    expect(await page.evaluate(() => Array.from(document.querySelectorAll(".call h4")).map((h) => h.textContent))).toEqual(["propagate", "judge", "extract"]);
    const local = requests.filter((u) => u.startsWith("file://" + out + "/"));
    expect(requests.filter((u) => !local.includes(u))).toEqual([]);
    expect(new Set(local.map((u) => u.slice(out.length + 8)))).toEqual(new Set(["index.html", "data/run-0.js", "data/run-1.js", "data/run-0-0.js", "data/run-1-0.js"]));
    await page.close();
  });

  it("folds the repeated history of a multi-round dialogue into one line per call, opened on demand", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(await cli(["run", "hidden_profile", "--model", "sim:typical", "--out", join(dir, "hp-run"), "--limit", "1"])).toBe(0);
    vi.restoreAllMocks();
    const out = join(dir, "hp-view");
    await writeViewFolder([join(dir, "hp-run")], out);
    const calls = readFileSync(join(dir, "hp-run", "calls.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as { job: string; request: { messages: { role: string; content: string }[] } });
    const page = await browser!.newPage();
    await page.goto("file://" + join(out, "index.html"));
    await waitUntil(page, () => (window as unknown as { __gtView: { loaded: number } }).__gtView.loaded === 1, 60_000);
    await page.selectOption('select[data-filter="condition"]', "post");
    await page.click("tbody tr:first-child");
    await page.waitForSelector(".call.own", { timeout: 60_000 });
    const job = (await page.textContent(".detail h3"))!.replace(/^Dialogue \(\d+ calls? of job /, "").replace(/\)$/, "");
    const jobCalls = calls.filter((c) => c.job === job);
    expect(jobCalls.length).toBeGreaterThan(10);
    // every call is there; each message of the job is drawn once at most, the rest folded
    expect((await page.$$(".call")).length).toBe(jobCalls.length);
    const drawn = await page.evaluate(() => document.querySelectorAll(".call > .msg:not(.reply)").length);
    const all = jobCalls.reduce((a, c) => a + c.request.messages.length, 0);
    const distinct = new Set(jobCalls.flatMap((c) => c.request.messages.map((m) => m.role + "\u0000" + m.content))).size;
    expect(drawn).toBeLessThan(all);
    expect(drawn).toBeGreaterThanOrEqual(distinct);
    const folds = await page.evaluate(() => Array.from(document.querySelectorAll(".earlier summary")).map((s) => s.textContent));
    expect(folds.length).toBeGreaterThan(0);
    expect(folds[0]).toMatch(/^\d+ earlier messages, as shown above$/);
    // opening a fold draws its messages
    const n = Number(folds[0]!.split(" ")[0]);
    await page.click(".earlier summary");
    // the fold is filled by its "toggle" event, which the browser dispatches as a task after the click
    // returns: wait for the first message (the handler appends them all at once), then count them
    await waitUntil(page, () => document.querySelector(".earlier")!.querySelectorAll(".msg").length > 0, 60_000);
    expect(await page.evaluate(() => document.querySelector(".earlier")!.querySelectorAll(".msg").length)).toBe(n);
    await page.close();
  });

  it("lists 100,000 simulated trials with at most 100 lines in the page and filters them by model, condition, label, text and parse failures", async () => {
    // the expected counts, read from the records themselves
    const recs = studyRuns.flatMap((r) => readFileSync(join(r, "records.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>));
    expect(recs).toHaveLength(100_000);
    const label = (r: Record<string, unknown>) => (r.decision === null ? "(unparsed)" : String(r.decision));
    const page = await browser!.newPage();
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto("file://" + join(study, "index.html"));
    await waitUntil(page, () => (window as unknown as { __gtView: { loaded: number } }).__gtView.loaded === 10, 300_000);
    const ms: string[] = [];
    const check = async (what: string, n: number) => {
      const s = await page.evaluate(() => { const v = (window as unknown as { __gtView: { filterMs: number; matches: number } }).__gtView; return { ms: v.filterMs, matches: v.matches, rows: document.querySelectorAll("tbody tr").length }; });
      ms.push(`${what}: ${s.ms.toFixed(1)} ms`);
      expect(await page.textContent(".count")).toBe(`${n} of 100000 trials`);
      expect(s.matches).toBe(n);
      expect(s.rows).toBe(Math.min(n, s.rows));
      expect(s.rows).toBeLessThanOrEqual(n <= 200 ? n : 100);
      if (n > 0) expect(s.rows).toBeGreaterThan(Math.min(n, 20));
    };
    await check("all", 100_000);
    await page.selectOption('select[data-filter="model"]', "sim-model-3");
    const m3 = recs.filter((r) => r.model === "sim-model-3");
    expect(m3).toHaveLength(20_000);
    await check("model", m3.length);
    await page.selectOption('select[data-filter="condition"]', "informed");
    const inf = m3.filter((r) => r.condition === "informed");
    expect(inf).toHaveLength(4000);
    await check("model+condition", inf.length);
    await page.selectOption('select[data-filter="label"]', "block");
    await check("model+condition+label", inf.filter((r) => label(r) === "block").length);
    for (const f of ["model", "condition", "label"]) await page.selectOption(`select[data-filter="${f}"]`, "");
    await check("cleared", 100_000);
    await page.fill('input[type="search"]', "LEDGER");
    await check("text", recs.filter((r) => String(r.trial_id).toLowerCase().includes("ledger") || String(r.raw).toLowerCase().includes("ledger")).length);
    await page.fill('input[type="search"]', "ph-0042:a2");
    await check("text id", 50);
    await page.fill('input[type="search"]', "");
    await page.click("#parse-failures");
    await check("parse failures", recs.filter((r) => r.parse_error !== null).length);
    await page.click("#parse-failures");
    console.log(`viewer filters on 100,000 simulated trials (ms inside the page; target < 200, bench/view.ts): ${ms.join(", ")}`);

    // scrolled to the end: the last trial is drawn, still a window of lines
    await page.evaluate(() => { const l = document.querySelector(".list") as HTMLElement; l.scrollTop = l.scrollHeight; });
    await waitUntil(page, () => document.querySelector("tbody tr:last-child")?.getAttribute("data-trial") === "99999", 30_000);
    expect(await page.evaluate(() => document.querySelectorAll("tbody tr").length)).toBeLessThanOrEqual(100);
    // keys: Home opens the first trial, ArrowDown the next, End the last
    await page.focus(".list");
    await page.keyboard.press("Home");
    expect(await page.evaluate(() => document.querySelector("tr.selected")?.getAttribute("data-trial"))).toBe("0");
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.querySelector("tr.selected")?.getAttribute("data-trial"))).toBe("1");
    expect(await page.textContent(".detail h2")).toBe(String(recs[1].trial_id));
    await page.keyboard.press("End");
    expect(await page.evaluate(() => document.querySelector("tr.selected")?.getAttribute("data-trial"))).toBe("99999");
    await page.close();
  });
});
