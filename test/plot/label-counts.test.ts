import { describe, expect, it } from "vitest";
import { labelCountsFigure } from "../../src/plot/label-counts.js";

const records = [
  { condition: "private", decision: "block" },
  { condition: "private", decision: "block" },
  { condition: "private", decision: "proceed" },
  { condition: "social", decision: "proceed" },
  { condition: "social", decision: null },
  { condition: "social", decision: "proceed" },
  { condition: "social" },
];

describe("labelCountsFigure(records, {label, by, title})", () => {
  it("counts each label within each group (hand-computed), null and absent as (unparsed)", () => {
    const fig = labelCountsFigure(records, { label: "decision", by: "condition" });
    expect(fig.data).toEqual([
      { type: "bar", name: "block", x: ["private", "social"], y: [2, 0] },
      { type: "bar", name: "proceed", x: ["private", "social"], y: [1, 2] },
      { type: "bar", name: "(unparsed)", x: ["private", "social"], y: [0, 2] },
    ]);
  });
  it("totals equal the number of records", () => {
    const fig = labelCountsFigure(records, { label: "decision", by: "condition" });
    const total = fig.data.reduce((s, t) => s + (t.y as number[]).reduce((a, b) => a + b, 0), 0);
    expect(total).toBe(records.length);
  });
  it("puts records without a group under (none)", () => {
    const fig = labelCountsFigure([{ decision: "block" }], { label: "decision", by: "condition" });
    expect(fig.data).toEqual([{ type: "bar", name: "block", x: ["(none)"], y: [1] }]);
  });
  it("titles the figure '<label> by <by>' unless a title is given, and groups bars", () => {
    expect(labelCountsFigure(records, { label: "decision", by: "condition" }).layout).toEqual({
      title: { text: "decision by condition" },
      barmode: "group",
      xaxis: { title: { text: "condition" } },
      yaxis: { title: { text: "records" } },
    });
    expect(labelCountsFigure(records, { label: "decision", by: "condition", title: "Decisions" }).layout.title).toEqual({ text: "Decisions" });
  });
  it("returns no traces for no records", () => {
    expect(labelCountsFigure([], { label: "decision", by: "condition" }).data).toEqual([]);
  });
});
