import { describe, expect, it } from "vitest";
import { RecordShapePlan } from "../../src/export/record-shape-plan.js";

const fill = (s: RecordShapePlan): void => {
  s.add({ a: 1, tags: ["x"], u: { p: 2 } }, "p");
  s.add({ a: null, "7": "n" }, "p");
  s.add({ b: true }, "q");
  s.add({ a: 3, tags: [], u: { p: 1 } }, "p");
  s.add({ b: false, a: 2, "10": "m" }, "q");
};

describe("RecordShapePlan.json: the shape's JSON text, one column at a time", () => {
  const columns = ["a", "tags", "u.p", "7", "b", "10", "missing"];
  it("is JSON.stringify(shape(...)) byte for byte, integer-like names first as JSON.stringify orders them", () => {
    const s = new RecordShapePlan(), t = new RecordShapePlan();
    fill(s);
    fill(t);
    const want = JSON.stringify(s.shape(columns, ["p", "q"]));
    expect(want.startsWith('{"version":1,"columns":{"7":{"absent":[[0,1],[2,3]]},"10":{"absent":[[0,4]]},"a":{"absent":[[3,1]]},')).toBe(true);
    expect(t.json(columns, ["p", "q"])).toBe(want);
  });
  it("empties the plan as it goes (a second call finds every column absent)", () => {
    const s = new RecordShapePlan();
    fill(s);
    s.json(columns, ["p", "q"]);
    expect(s.json(["a"], ["p", "q"])).toBe('{"version":1,"columns":{"a":{}}}');
  });
});
