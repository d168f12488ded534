// The classic-Notebook HTML of a figure: the PNG for viewers without scripts, the live figure otherwise.
import { describe, expect, it } from "vitest";
import { figureHtml, plotlyRelativePath } from "../../src/plot/display-html.js";
import { projectPath } from "../../src/paths.js";

describe("figureHtml", () => {
  it("keeps the PNG inside the div (GitHub, nbviewer, an untrusted notebook show it)", () => {
    const h = figureHtml({ data: [], layout: { title: { text: 'A "b" <c>' } } }, "f1", "QUJD", "../node_modules/plotly.js-dist/plotly.js");
    expect(h.startsWith('<div id="f1" class="groupthink-plotly" style="width:100%"><img src="data:image/png;base64,QUJD" alt="A &quot;b&quot; &lt;c&gt;" style="max-width:100%"></div>')).toBe(true);
    expect(h).toContain('gtPlotly("../node_modules/plotly.js-dist/plotly.js",');
  });
  it("finds the bundle relative to the notebook folder", () => {
    expect(plotlyRelativePath(projectPath("notebooks"))).toBe("../node_modules/plotly.js-dist/plotly.js");
  });
});
