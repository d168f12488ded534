import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildViewModel } from "../../src/view/view-model.js";
import { viewHtml } from "../../src/view/view-html.js";
import { cli } from "../../src/cli/main.js";
import { chromiumPath } from "../../src/plot/export.js";

const FIX = "test/fixtures/view";
const hasBrowser = existsSync(chromiumPath());
const dir = mkdtempSync(join(tmpdir(), "gt-view-"));
const shots = process.env.GROUPTHINK_SCREENSHOTS ?? dir;

type Page = {
  goto(u: string): Promise<unknown>; click(s: string): Promise<void>; selectOption(s: string, v: string): Promise<unknown>;
  textContent(s: string): Promise<string | null>; evaluate<R>(f: () => R): Promise<R>; screenshot(o: { path: string; fullPage?: boolean }): Promise<unknown>;
  on(e: "request", f: (r: { url(): string }) => void): void; $$(s: string): Promise<unknown[]>; setViewportSize(s: { width: number; height: number }): Promise<void>;
};
let browser: { newPage(): Promise<Page>; close(): Promise<void> } | null = null;
let file = "";

beforeAll(async () => {
  // a panel run and a hidden-profile run made by the runner itself (in-process simulator)
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  for (const p of ["panel", "hidden_profile"]) expect(await cli(["run", p, "--model", "sim:typical", "--out", join(dir, `${p}-run`), "--limit", "1"])).toBe(0);
  vi.restoreAllMocks();
  const model = await buildViewModel([`${FIX}/phantom-run`, `${FIX}/judge-run`, join(dir, "panel-run"), join(dir, "hidden_profile-run")]);
  file = join(dir, "view.html");
  writeFileSync(file, viewHtml(model));
  if (!hasBrowser) return;
  const { chromium } = (await import("playwright-core")) as unknown as { chromium: { launch(o: object): Promise<NonNullable<typeof browser>> } };
  browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
});
afterAll(async () => { await browser?.close(); });

describe("viewHtml(model) as a file", () => {
  it("is self-contained: no absolute path of this machine, no URL, no file: reference", () => {
    const html = readFileSync(file, "utf8");
    expect(html).not.toContain(dir);
    expect(html).not.toContain(process.cwd());
    expect(html).not.toContain("/absolute/machine/path");
    expect(html).not.toMatch(/(src|href)\s*=\s*["']?(https?:|file:|\/\/)/i);
    expect(html).not.toContain("file://");
  });
  it("embeds model text only as escaped JSON: the reply's </script> cannot close the data element", () => {
    const html = readFileSync(file, "utf8");
    const data = html.slice(html.indexOf('<script type="application/json" id="gt-data">'), html.indexOf("</script>"));
    expect(data).toContain("\\u003c/script\\u003e\\u003cscript\\u003ewindow.__pwned=1");
    expect(html.match(/<script/g)).toHaveLength(2);
  });
});

describe.skipIf(!hasBrowser)("the viewer in headless Chromium", () => {
  it("lists every trial, filters by condition, label and parse failures, and shows requests, replies and escapes", async () => {
    const page = await browser!.newPage();
    await page.setViewportSize({ width: 1400, height: 900 });
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.goto("file://" + file);
    const total = (await page.$$("tbody tr")).length;
    const model = await buildViewModel([`${FIX}/phantom-run`, `${FIX}/judge-run`, join(dir, "panel-run"), join(dir, "hidden_profile-run")]);
    expect(total).toBe(model.trials.length);
    expect(await page.textContent(".count")).toBe(`${total} of ${total} trials`);
    expect(await page.textContent(".sim")).toBe("Simulated data: 3 of 4 run(s) were answered by groupthink's simulator, not by a model.");

    await page.selectOption('select[data-filter="condition"]', "private");
    const nPrivate = model.trials.filter((t) => t.condition === "private").length;
    expect(nPrivate).toBe(4);
    expect(await page.textContent(".count")).toBe(`${nPrivate} of ${total} trials`);
    await page.selectOption('select[data-filter="condition"]', "");
    await page.click("#parse-failures");
    const nFail = model.trials.filter((t) => t.parse_error !== null).length;
    expect(await page.textContent(".count")).toBe(`${nFail} of ${total} trials`);
    await page.click("#parse-failures");
    await page.selectOption('select[data-filter="label"]', "(unparsed)");
    expect((await page.$$("tbody tr")).length).toBe(model.trials.filter((t) => t.label === "(unparsed)").length);
    await page.selectOption('select[data-filter="label"]', "");
    await page.selectOption('select[data-filter="run"]', "judge-run");
    expect(await page.textContent(".count")).toBe(`2 of ${total} trials`);
    await page.selectOption('select[data-filter="run"]', "");

    // the nasty trial: its reply shown literally, nothing executed, the terminal escape visible
    await page.click('tr[data-trial="0"]');
    const own = await page.textContent(".call.own");
    expect(own).toContain('</script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"> \\x1b[31mRED\\x1b[0m');
    expect(own).toContain("Scenario ph-001 (private): a vendor asks to <b>skip</b> the second sign-off.");
    expect(own).toContain("temperature=0.7");
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.evaluate(() => document.querySelectorAll("img").length)).toBe(0);
    await page.screenshot({ path: join(shots, "view-phantom.png") });

    // a call journaled without its request says so
    const noReq = model.trials.findIndex((t) => t.own_call === "a3:explicit_vote");
    await page.click(`tr[data-trial="${noReq}"]`);
    expect(await page.textContent(".call.own")).toContain("request not stored in this journal");

    // judge stages and panel rounds read as one dialogue
    const judge = model.trials.findIndex((t) => t.protocol === "judge");
    await page.click(`tr[data-trial="${judge}"]`);
    expect(await page.evaluate(() => Array.from(document.querySelectorAll(".call h4")).map((h) => h.textContent))).toEqual(["propagate", "judge", "extract"]);
    const hp = model.trials.findIndex((t) => t.protocol === "hidden_profile" && t.condition === "post");
    await page.click(`tr[data-trial="${hp}"]`);
    const hpCalls = (await page.$$(".call")).length;
    expect(hpCalls).toBe(model.jobs[model.trials[hp].job as string].length);
    expect(hpCalls).toBeGreaterThan(10);
    await page.screenshot({ path: join(shots, "view-hidden-profile.png") });

    expect(requests.filter((u) => u !== "file://" + file)).toEqual([]);
  });
});

describe("groupthink view", () => {
  it("writes the page and reports what it holds; a missing run folder is bad input", async () => {
    const err: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => (err.push(String(s)), true));
    const out = join(dir, "cli.html");
    expect(await cli(["view", `${FIX}/phantom-run`, "--out", out])).toBe(0);
    expect(err.join("")).toBe(`wrote ${out}: 1 run, 20 trials, 20 calls (18 with their request)\n`);
    mkdirSync(join(dir, "empty"), { recursive: true });
    expect(await cli(["view", join(dir, "empty"), "--out", out])).toBe(1);
    expect(await cli(["view", `${FIX}/phantom-run`])).toBe(2);
    vi.restoreAllMocks();
  });
});
