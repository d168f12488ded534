import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { notebookTitle, reportHtml, writeReport } from "../../src/notebook/report.js";

const evil = `<script>alert("x")</script> & co`;

describe("reportHtml(sections, opts)", () => {
  it("escapes section titles and paths in the contents, headings, links and iframes", () => {
    const html = reportHtml([{ title: evil, html: `a"b.html`, seconds: 12.4 }], { simulated: false, generated: "<now>" });
    expect(html).not.toContain("<script>");
    expect(html).toContain(`<a href="#s0">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</a> <small>(12 s)</small>`);
    expect(html).toContain(`<h2>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</h2>`);
    expect(html).toContain(`<iframe src="a&quot;b.html" title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co"`);
    expect(html).toContain("<p>Generated &lt;now&gt;.</p>");
  });
  it("opens with the simulated-data notice only for simulated runs", () => {
    const s = [{ title: "Quickstart", html: "00-quickstart.html", seconds: 1 }];
    const sim = reportHtml(s, { simulated: true, generated: "t" });
    expect(sim).toContain('<p class="sim"><strong>Simulated data.</strong>');
    expect(sim.indexOf("Simulated data.")).toBeLessThan(sim.indexOf("<ol>"));
    expect(reportHtml(s, { simulated: false, generated: "t" })).not.toContain('class="sim"');
  });
  it("keeps sections in the given order", () => {
    const html = reportHtml(
      [{ title: "B", html: "b.html", seconds: 1 }, { title: "A", html: "a.html", seconds: 2 }],
      { simulated: false, generated: "t" },
    );
    expect(html.indexOf('<section id="s0"><h2>B</h2>')).toBeLessThan(html.indexOf('<section id="s1"><h2>A</h2>'));
  });
});

describe("writeReport(sections, path, opts)", () => {
  it("writes the index page", () => {
    const path = join(mkdtempSync(join(tmpdir(), "gt-report-")), "index.html");
    writeReport([{ title: "Q", html: "q.html", seconds: 3 }], path, { simulated: true });
    const html = readFileSync(path, "utf8");
    expect(html).toContain("<h2>Q</h2>");
    expect(html).toContain("Simulated data.");
    expect(html).toMatch(/Generated \d{4}-\d\d-\d\dT/);
  });
});

describe("notebookTitle(nbPath)", () => {
  const dir = mkdtempSync(join(tmpdir(), "gt-nb-"));
  it("returns the first Markdown heading", () => {
    const p = join(dir, "01-x.ipynb");
    writeFileSync(p, JSON.stringify({ cells: [
      { cell_type: "code", source: "# not markdown" },
      { cell_type: "markdown", source: ["Intro\n", "# Phantom   \n", "text"] },
      { cell_type: "markdown", source: "# Later" },
    ] }));
    expect(notebookTitle(p)).toBe("Phantom");
  });
  it("falls back to the file name without a heading or for unreadable files", () => {
    const p = join(dir, "02-y.ipynb");
    writeFileSync(p, JSON.stringify({ cells: [{ cell_type: "markdown", source: "## second level only" }] }));
    expect(notebookTitle(p)).toBe("02-y.ipynb");
    expect(notebookTitle(join(dir, "missing.ipynb"))).toBe("missing.ipynb");
  });
});
