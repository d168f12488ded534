import { describe, expect, it } from "vitest";
import { labelAccuracy } from "../../../src/metrics/common/label-accuracy.js";
import { expectClose, ref } from "../../stats/fixtures.js";

type WilsonCase = { k: number; n: number; interval: [number, number] };
const wilson = (k: number, n: number): [number, number] =>
  (ref.wilson as WilsonCase[]).find((c) => c.k === k && c.n === n)!.interval;

const rec = (condition: string, decision: string | null, gold = "block") => ({ condition, decision, gold });

describe("labelAccuracy(records, where, fields)", () => {
  it("3 of 10 right: value 0.3 and the statsmodels Wilson interval", () => {
    const records = [
      ...[1, 2, 3].map(() => rec("private", "block")),
      ...[1, 2, 3, 4, 5].map(() => rec("private", "proceed")),
      rec("private", null),
      rec("private", "defer_or_review"),
      rec("social", "block"), // filtered out
    ];
    const m = labelAccuracy(records, { condition: "private" });
    expect(m.value).toBe(0.3);
    expect(m.n).toBe(10);
    const [lo, hi] = wilson(3, 10);
    expectClose(m.ci![0], lo, 1e-12, 0, "lo");
    expectClose(m.ci![1], hi, 1e-12, 0, "hi");
  });
  it("counts a null label as wrong: 1 of 2 (the docstring case)", () => {
    const m = labelAccuracy([rec("private", "block"), rec("private", null)], { condition: "private" });
    expect(m.value).toBe(0.5);
    expect(m.n).toBe(2);
    expectClose(m.ci![0], wilson(1, 2)[0], 1e-12);
    expectClose(m.ci![1], wilson(1, 2)[1], 1e-12);
  });
  it("k = n and k = 0", () => {
    const all = labelAccuracy([1, 2, 3, 4, 5].map(() => rec("p", "block")));
    expect(all.value).toBe(1);
    expectClose(all.ci![0], wilson(5, 5)[0], 1e-12);
    expect(all.ci![1]).toBe(1);
    const none = labelAccuracy([1, 2, 3, 4, 5].map(() => rec("p", "proceed")));
    expect(none.value).toBe(0);
    expect(none.ci![0]).toBe(0);
    expectClose(none.ci![1], wilson(0, 5)[1], 1e-12);
  });
  it("no matching records: value null, n 0", () => {
    const m = labelAccuracy([rec("private", "block")], { condition: "informed" });
    expect(m.value).toBeNull();
    expect(m.n).toBe(0);
  });
  it("uses custom label and truth fields (hidden profile: vote vs correct_answer)", () => {
    const m = labelAccuracy(
      [{ vote: "A", correct_answer: "A" }, { vote: "B", correct_answer: "A" }],
      {},
      { label: "vote", truth: "correct_answer" },
    );
    expect(m.value).toBe(0.5);
    expect(m.n).toBe(2);
  });
  it("a missing label never matches a missing truth", () => {
    expect(labelAccuracy([{ x: 1 }], {}).value).toBe(0);
  });
  it("a misspelt vocabulary value throws naming the allowed values (it would match nothing, n = 0)", () => {
    expect(() => labelAccuracy([{ condition: "private", decision: "block", gold: "block" }], { condition: "publik" }))
      .toThrow(/^labelAccuracy\(where\.condition\): expected one of private\|observed_public\|informed\|neutral_public\|explicit_vote\|solo\|.*, received "publik"$/);
    expect(() => labelAccuracy([], { decision: "blok" })).toThrow(RangeError);
    // fields without a vocabulary (model, scenario ids) are not checked; a valid value with no records gives n = 0
    expect(labelAccuracy([], { condition: "informed", model: "anything" })).toEqual({ value: null, n: 0, ci: null });
  });
});
