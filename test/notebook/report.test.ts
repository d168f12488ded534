import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { notebookTitle, reproduceReport, writeReport } from "../../src/notebook/report.js";

const evil = `<script>alert("x")</script> & co`;
const dir0 = mkdtempSync(join(tmpdir(), "gt-repro-"));
const ROOT = "/home/someone/groupthink";
function executed(name: string, simulated: boolean | null): string {
  const meta = simulated === null ? {} : { groupthink: { simulated, records: 3 } };
  const nb = { cells: [
    { cell_type: "markdown", source: [`# Notebook ${name}\n`, `Some *text* with ${evil}`] },
    { cell_type: "code", source: "await gt.show(fig);", outputs: [
      { output_type: "display_data", metadata: meta, data: { "text/html": "<p class=\"gt-data-note\">Data</p>", "text/plain": "Data" } },
      { output_type: "display_data", metadata: {}, data: { "application/vnd.plotly.v1+json": { data: [{ type: "bar", x: ["a"], y: [1] }], layout: { title: { text: "F" } } }, "image/png": "iVBORw0KGgo=", "text/plain": "<Figure: F>" } },
      { output_type: "stream", name: "stdout", text: [`read ${ROOT}/data/x.jsonl\n`, "\u001b[31mred\u001b[0m <b>\n"] },
    ] },
  ] };
  const p = join(dir0, `${name}.ipynb`);
  writeFileSync(p, JSON.stringify(nb));
  return p;
}

describe("reproduceReport(notebooks, opts)", () => {
  it("makes one section per notebook in order, labelled simulated from the notebooks' data notes", () => {
    const doc = reproduceReport([executed("a", true), executed("b", false), executed("c", null)], { roots: [ROOT], generated: "t" });
    expect(doc.sections.map((s) => [s.title, s.badge])).toEqual([["Notebook a", "simulated"], ["Notebook b", null], ["Notebook c", "data not declared"]]);
    expect(doc.notice).toMatch(/^Simulated data: 1 of 3 notebooks say \(through their data note\) that they ran on groupthink's simulated agent population/);
    expect(doc.notice).toMatch(/ 1 of them do not declare their data \(no data note\)\.$/);
    expect(reproduceReport([executed("d", false)], { roots: [ROOT] }).notice).toBeNull();
    expect(reproduceReport([executed("d2", null)], { roots: [ROOT] }).notice).toBe("Data not declared: 1 of 1 notebooks do not say whether their data are simulated (no data note).");
  });
  it("turns Plotly outputs into figures (no PNG), escapes Markdown HTML and text, strips ANSI and machine paths", () => {
    const s = reproduceReport([executed("e", true)], { roots: [ROOT] }).sections[0];
    expect(s.blocks.map((b) => b.kind)).toEqual(["html", "text", "html", "figure", "text"]);
    expect(s.blocks[0]).toEqual({ kind: "html", html: "<p>Some <em>text</em> with &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</p>\n" });
    expect(s.blocks[4]).toEqual({ kind: "text", text: "read data/x.jsonl\nred <b>\n", className: undefined });
  });
});

describe("writeReport(notebooks, path)", () => {
  it("writes one self-contained file: no iframe, plotly once, no machine path, escaped text", () => {
    const path = join(dir0, "report.html");
    writeReport([executed("f", true), executed("g", true)], path, { roots: [ROOT] });
    const html = readFileSync(path, "utf8");
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toContain(ROOT);
    expect(html).not.toContain("file://");
    expect(html.match(/Plotly\.newPlot\(ds\[i\]/g)).toHaveLength(1);
    expect(html.match(/data-fig="\d+"/g)).toEqual(['data-fig="0"', 'data-fig="1"']);
    expect(html).toContain("&lt;b&gt;");
    expect(html).toContain("Simulated data: 2 of 2 notebooks say");
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
