import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { displayBundle, figureBundle, showTable, showText } from "../../src/plot/display.js";
import type { Figure } from "../../src/plot/figure.js";

const fig: Figure = { data: [{ type: "bar", x: ["a", "b"], y: [1, 2] }], layout: { title: { text: "Figure 1 (simulated)" } } };

describe("figureBundle(fig) with GROUPTHINK_NO_PNG=1", () => {
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.GROUPTHINK_NO_PNG;
    process.env.GROUPTHINK_NO_PNG = "1";
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.GROUPTHINK_NO_PNG;
    else process.env.GROUPTHINK_NO_PNG = saved;
  });

  it("holds the Plotly JSON (JupyterLab, VS Code), the classic-Notebook HTML and a text line, no PNG", async () => {
    const b = await figureBundle(fig);
    expect(Object.keys(b).sort()).toEqual(["application/vnd.plotly.v1+json", "text/html", "text/plain"]);
    expect(b["application/vnd.plotly.v1+json"]).toEqual({ data: fig.data, layout: fig.layout });
    expect(b["text/plain"]).toBe("<Figure: Figure 1 (simulated)>");
    const html = b["text/html"] as string;
    expect(html).toMatch(/^<div id="groupthink-fig-\d+-\d+" class="groupthink-plotly" style="width:100%"><\/div><script type="text\/javascript">/);
    expect(html).toContain('"node_modules/plotly.js-dist/plotly.js"'.slice(1, -1));
    expect(html).toContain("window.Plotly.newPlot(el,f.data,f.layout");
  });
  it("does not inline plotly.js (it is loaded once per notebook from the notebook server)", async () => {
    const text = JSON.stringify(await figureBundle(fig));
    expect(text.length).toBeLessThan(3000);
    expect(text).not.toMatch(/plotly\.js v\d/);
  });
  it("figure data cannot close the script element; ids are unique", async () => {
    const a = (await figureBundle({ data: [{ type: "bar", x: ["</script><b>x"], y: [1] }], layout: {} }))["text/html"] as string;
    expect(a).not.toContain("</script><b>");
    expect(a.match(/<\/script>/g)).toHaveLength(1);
    const b = (await figureBundle(fig))["text/html"] as string;
    expect(a.slice(0, 40)).not.toBe(b.slice(0, 40));
  });
  it("names a string title, and 'figure' when there is none", async () => {
    expect((await figureBundle({ data: [], layout: { title: "T" } }))["text/plain"]).toBe("<Figure: T>");
    expect((await figureBundle({ data: [], layout: {} }))["text/plain"]).toBe("<Figure: figure>");
  });
});

describe("display outside a tslab kernel", () => {
  let out: string[];
  beforeEach(() => {
    out = [];
    vi.spyOn(process.stdout, "write").mockImplementation(((s: string) => {
      out.push(String(s));
      return true;
    }) as typeof process.stdout.write);
  });
  afterEach(() => vi.restoreAllMocks());

  it("displayBundle prints the text/plain part", () => {
    displayBundle({ "text/html": "<b>x</b>", "text/plain": "x" });
    expect(out.join("")).toBe("x\n");
  });
  it("showTable prints the caption and a plain-text table", () => {
    showTable([{ model: "typical", rate: 0.25 }, { model: "<b>", rate: null }], "Table 1 (simulated)");
    expect(out.join("")).toBe("Table 1 (simulated)\nmodel    rate\ntypical  0.25\n<b>      —\n");
  });
  it("showTable accepts a DataFrame-like value and applies the row limit", () => {
    const df = { toJSON: () => [{ a: 1 }, { a: 2 }, { a: 3 }] };
    showTable(df, undefined, 2);
    expect(out.join("")).toBe("a\n1\n2\n");
  });
  it("showText prints the heading and the raw text", () => {
    showText("<script>x</script>", "Reply");
    expect(out.join("")).toBe("Reply\n<script>x</script>\n");
  });
});
