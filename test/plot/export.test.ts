import { existsSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { canExport, chromiumPath, closeRenderer, exportHtml, exportPng, plotlyBundlePath } from "../../src/plot/export.js";
import type { Figure } from "../../src/plot/figure.js";

const fig: Figure = {
  data: [{ type: "bar", x: ["</script><script>alert(1)</script>"], y: [1] }],
  layout: { title: { text: "A & B" } },
};

describe("exportHtml(fig, title)", () => {
  const html = exportHtml(fig, `<script>alert("t")</script>`);
  it("escapes the title", () => {
    expect(html).toContain("<title>&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt;</title>");
  });
  it("cannot be broken out of by </script> in the figure data", () => {
    const tail = html.slice(html.lastIndexOf('<div id="gd"></div>'));
    expect(tail.match(/<\/script>/g)).toHaveLength(1);
    expect(tail).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e");
  });
  it("keeps the data recoverable as JSON", () => {
    const m = /const f=(.*?);Plotly\.newPlot/.exec(html);
    expect(JSON.parse(m![1])).toEqual({ data: fig.data, layout: fig.layout });
  });
  it("inlines plotly.js so the page is self-contained", () => {
    expect(existsSync(plotlyBundlePath())).toBe(true);
    expect(html.length).toBeGreaterThan(1_000_000);
    expect(html).not.toMatch(/<script src=/);
  });
});

describe("chromiumPath() / canExport()", () => {
  it("defaults to /usr/bin/chromium and reports whether it exists", () => {
    if (process.env.GROUPTHINK_CHROMIUM === undefined) expect(chromiumPath()).toBe("/usr/bin/chromium");
    expect(canExport()).toBe(existsSync(chromiumPath()));
  });
});

describe.skipIf(!existsSync("/usr/bin/chromium"))("exportPng(fig, size)", () => {
  afterAll(() => closeRenderer());
  it("returns PNG bytes", async () => {
    const png = await exportPng(fig, { width: 200, height: 150 });
    expect(Array.from(png.slice(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR width and height (big-endian) at bytes 16..23
    const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([200, 150]);
  });
});
