import { describe, expect, it } from "vitest";
import { judgeL1NullSeNote } from "../../../../src/paradigms/judge/measures/l1-se-note.js";

describe("judgeL1NullSeNote — why an L1 SE is null", () => {
  it("names the coefficients without an SE; null when all have one", () => {
    expect(judgeL1NullSeNote([{ feature: "A", beta: 1, se: 0.2 }, { feature: "Z", beta: 0, se: null }])).toBeNull();
    const note = judgeL1NullSeNote([{ feature: "A", beta: 2, se: null }, { feature: "B", beta: -1, se: null }])!;
    expect(note.startsWith("se — for 2 non-zero L1 coefficients (A, B): their Wald standard error is undefined")).toBe(true);
    expect(note).toContain("perfect or quasi-complete separation");
  });
});
