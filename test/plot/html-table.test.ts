import { describe, expect, it } from "vitest";
import { formatCell, htmlTable, textTable } from "../../src/plot/html-table.js";

describe("formatCell(v)", () => {
  it("shows null and undefined as an em dash", () => {
    expect(formatCell(null)).toBe("—");
    expect(formatCell(undefined)).toBe("—");
  });
  it("shows integers as is and other numbers with up to 4 decimals, trailing zeros dropped", () => {
    expect(formatCell(2)).toBe("2");
    expect(formatCell(0)).toBe("0");
    expect(formatCell(0.123456)).toBe("0.1235");
    expect(formatCell(-0.5)).toBe("-0.5");
    expect(formatCell(0.001)).toBe("0.001");
  });
  it("uses exponent notation below 1e-3 and prints non-finite numbers verbatim", () => {
    expect(formatCell(0.0001234)).toBe("1.23e-4");
    expect(formatCell(NaN)).toBe("NaN");
    expect(formatCell(Infinity)).toBe("Infinity");
  });
  it("joins arrays (formatting each element) and JSON-encodes objects", () => {
    expect(formatCell([1, 0.5, null])).toBe("1, 0.5, —");
    expect(formatCell({ a: 1 })).toBe('{"a":1}');
    expect(formatCell(true)).toBe("true");
  });
});

describe("htmlTable(rows, caption)", () => {
  it("renders the union of keys as columns, null as an em dash, numbers formatted", () => {
    expect(htmlTable([{ model: "a", value: 0.123456 }, { model: "b", n: 3, value: null }], "Table 1")).toBe(
      '<table class="gt-table"><caption>Table 1</caption>' +
        "<thead><tr><th>model</th><th>value</th><th>n</th></tr></thead>" +
        "<tbody><tr><td>a</td><td>0.1235</td><td>—</td></tr><tr><td>b</td><td>—</td><td>3</td></tr></tbody></table>",
    );
  });
  it("escapes model text in cells, column names and the caption", () => {
    const html = htmlTable(
      [{ "<th>": `<script>alert(1)</script>`, reply: `He said "block" & left` }],
      `<img src=x onerror=alert(1)> (simulated)`,
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("<caption>&lt;img src=x onerror=alert(1)&gt; (simulated)</caption>");
    expect(html).toContain("<th>&lt;th&gt;</th>");
    expect(html).toContain("<td>&lt;script&gt;alert(1)&lt;/script&gt;</td>");
    expect(html).toContain("<td>He said &quot;block&quot; &amp; left</td>");
  });
  it("omits the caption when none is given and renders no rows as an empty body", () => {
    expect(htmlTable([])).toBe('<table class="gt-table"><thead><tr></tr></thead><tbody></tbody></table>');
  });
  it("does not change its input", () => {
    const rows = [{ a: 1 }, { b: [1, 2] }];
    const copy = structuredClone(rows);
    htmlTable(rows, "x");
    expect(rows).toEqual(copy);
  });
});

describe("textTable(rows)", () => {
  it("pads columns to their widest cell", () => {
    expect(textTable([{ a: 1, b: "xyz" }, { a: 0.25 }])).toBe("a     b\n1     xyz\n0.25  —");
  });
});
