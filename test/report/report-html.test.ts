import { describe, expect, it } from "vitest";
import { reportHtml } from "../../src/report/report-html.js";
import { scrubPaths } from "../../src/report/notebook-section.js";
import { measureFigure } from "../../src/report/measure-figure.js";

const evil = `<script>alert("x")</script>`;

describe("reportHtml(doc)", () => {
  it("escapes titles, badges, notices and text blocks; leaves plotly out when there is no figure", () => {
    const html = reportHtml({ title: evil, notice: evil, subtitle: evil, sections: [{ title: evil, badge: evil, blocks: [{ kind: "text", text: "</pre>" + evil }] }] });
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("<pre>&lt;/pre&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</pre>");
    expect(html).not.toContain("Plotly");
    expect(html.match(/<script/g)).toBeNull();
  });
  it("keeps only base64 image data URLs", () => {
    const html = reportHtml({ title: "t", notice: null, sections: [{ title: "s", blocks: [
      { kind: "image", dataUrl: "data:image/png;base64,iVBORw0KGgo=", alt: "ok" },
      { kind: "image", dataUrl: "javascript:alert(1)", alt: "bad" },
      { kind: "image", dataUrl: 'data:image/png;base64,x" onerror="alert(1)', alt: "bad2" },
    ] }] });
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain('<img alt="ok" src="data:image/png;base64,iVBORw0KGgo=">');
  });
  it("numbers figure slots in order and embeds their JSON once, escaped", () => {
    const fig = { data: [{ type: "bar", x: ["</script>"], y: [1] }], layout: { title: { text: "F" } } };
    const html = reportHtml({ title: "t", notice: null, sections: [{ title: "s", blocks: [{ kind: "figure", figure: fig }, { kind: "figure", figure: fig }] }] });
    expect(html.match(/data-fig="\d"/g)).toEqual(['data-fig="0"', 'data-fig="1"']);
    expect(html.match(/id="gt-figs"/g)).toHaveLength(1);
    expect(html).toContain('"x":["\\u003c/script\\u003e"]');
  });
});

describe("scrubPaths(text, roots)", () => {
  it("writes paths under a root relative, file:// URLs too, and the bare root as .", () => {
    expect(scrubPaths("open file:///work/main/data/x.html or /work/main/a.json in /work/main", ["/work/main/"])).toBe("open data/x.html or a.json in .");
    expect(scrubPaths("/", ["/"])).toBe("/");
  });
});

describe("measureFigure(rows, title)", () => {
  it("draws one trace per key with asymmetric interval bars (or ± sem), leaving plain counts out", () => {
    const fig = measureFigure([
      { table: "groups", model: "a", measure: "ppg", value: 0.5, n: 8, ci_lo: 0.25, ci_hi: 0.875 },
      { table: "groups", model: "a", measure: "invalid", value: 2 },
      { table: "groups", model: "b", variant: "baseline", measure: "y_pre", value: 0.2, sem: 0.05, n_tasks: 4 },
      { table: "groups", model: "b", measure: "crfr", value: null, n: 0, ci_lo: null, ci_hi: null },
    ], "M");
    // one panel per measure since issue 24: the measure is the panel (axis y / y2), the key the dot
    expect(fig.data.map((t) => [t.name, t.x, t.y, t.error_y, t.yaxis, (t.customdata as unknown[][])[0][0]])).toEqual([
      ["a", ["a"], [0.5], { type: "data", symmetric: false, array: [0.375], arrayminus: [0.25] }, "y", "ppg"],
      ["b · baseline (± 1 s.e.m.)", ["b · baseline (± 1 s.e.m.)"], [0.2], { type: "data", symmetric: false, array: [0.05], arrayminus: [0.05] }, "y2", "y_pre"],
    ]);
  });
  it("a hidden-profile summary with its 95% interval (issue 21) draws the interval, not ± sem", () => {
    const fig = measureFigure([{ table: "groups", model: "b", variant: "baseline", measure: "y_post", value: 0.4, sem: 0.05, n_tasks: 20, ci_lo: 0.3, ci_hi: 0.5 }], "M");
    expect(fig.data[0]).toMatchObject({ name: "b · baseline", error_y: { array: [0.09999999999999998], arrayminus: [0.10000000000000003] } });
  });
});
