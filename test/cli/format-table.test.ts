import { describe, expect, it } from "vitest";
import { formatTable } from "../../src/cli/format-table.js";

describe("formatTable(header, rows)", () => {
  it("left-aligns text columns and right-aligns numeric ones, with a rule under the header", () => {
    expect(formatTable(["model", "n"], [["typical", "40"]])).toBe("model     n\n-------  --\ntypical  40");
  });
  it("treats null, '-' and percentages as numeric cells", () => {
    expect(formatTable(["m", "rate"], [["a", "12.5%"], ["bb", "null"], ["c", "-"]])).toBe(
      "m    rate\n--  -----\na   12.5%\nbb   null\nc       -",
    );
  });
  it("prints only the header and rule for no rows", () => {
    expect(formatTable(["a", "b"], [])).toBe("a  b\n-  -");
  });
});

describe("formatTable: untrusted text", () => {
  it("shows control characters and escape sequences as escapes, keeping alignment on the escaped text", async () => {
    const { formatTable } = await import("../../src/cli/format-table.js");
    const t = formatTable(["model", "n"], [["a\u001b[31mred\u0007", "1"], ["b\u202eevil\r", "22"]]);
    expect(t).toBe(["model              n", "----------------  --", "a\\x1b[31mred\\x07   1", "b\\u202eevil\\x0d   22"].join("\n"));
  });
});
