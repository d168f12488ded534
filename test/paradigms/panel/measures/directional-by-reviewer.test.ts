import { describe, expect, it } from "vitest";
import { panelDirectionalByReviewer } from "../../../../src/paradigms/panel/measures/directional-by-reviewer.js";
import { panelReport } from "../../../../src/paradigms/panel/measures/panel-report.js";
import { handLog } from "./fixture.js";

// Worked by hand from handLog (pairs whose silent verdict differs from the asserted label):
// A flag {b1 wrong: adopted} 1/1, safe {h1 wrong: adopted, h2 wrong: no, b2 right: adopted} 2/3
// B flag {b2 wrong: adopted, h1 right: adopted, h2 right: null → no} 2/3, safe {b1 right: adopted} 1/1
// C flag {b1 wrong: adopted, b2 wrong: no} 1/2, safe {h1 wrong: no, h2 wrong: no} 0/2
describe("panelDirectionalByReviewer(records, {bootstrap, seed})", () => {
  const rows = panelDirectionalByReviewer(handLog(), { bootstrap: 500, seed: 0 });
  it("one row per reviewer with its own pools", () => {
    expect(rows.map((r) => [r.model, r.flag.value, r.flag.n, r.safe.value, r.safe.n, r.gap.n])).toEqual([
      ["A", 1, 1, 2 / 3, 3, 4], ["B", 2 / 3, 3, 1, 1, 4], ["C", 0.5, 2, 0, 2, 4],
    ]);
    expect(rows[0].gap.value).toBeCloseTo(1 / 3, 15);
    expect(rows[1].gap.value).toBeCloseTo(-1 / 3, 15);
    expect(rows[2].gap.value).toBe(0.5);
  });
  it("pools add up to the report's pooled directional measure", () => {
    const d = panelReport(handLog(), { bootstrap: 0 }).directional;
    expect(rows.reduce((a, r) => a + r.flag.n, 0)).toBe(d.flag.n);
    expect(rows.reduce((a, r) => a + r.flag.value! * r.flag.n, 0)).toBeCloseTo(d.flag.value! * d.flag.n, 12);
  });
  it("intervals by item bootstrap; a one-pair pool has a degenerate interval; B = 0 → null", () => {
    expect(rows[0].flag.ci).toEqual([1, 1]);
    expect(rows[1].safe.ci).toEqual([1, 1]);
    expect(panelDirectionalByReviewer(handLog(), { bootstrap: 0 })[0].gap.ci).toBeNull();
  });
});
