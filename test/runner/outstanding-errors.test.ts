import { describe, expect, it } from "vitest";
import type { ErrorEntry } from "../../src/runner/journal.js";
import { outstandingErrors } from "../../src/runner/outstanding-errors.js";

const e = (trial_id: string, error: string): ErrorEntry => ({ trial_id, job: "j", error, status: null, at: "" });
const jobs = [{ id: "j1", item: null, trialIds: ["a", "b"] }, { id: "j2", item: null, trialIds: ["c"] }];

describe("outstandingErrors(jobs, prior, session, completed)", () => {
  it("keeps the latest error of each trial still missing, in plan order", () => {
    const prior = new Map([["c", e("c", "old c")], ["a", e("a", "old a")]]);
    const session = new Map([["a", e("a", "new a")]]);
    expect(outstandingErrors(jobs, prior, session, new Set()).map((x) => x.error)).toEqual(["new a", "old c"]);
  });

  it("drops errors of trials written since, and is [] without errors", () => {
    const prior = new Map([["b", e("b", "x")]]);
    expect(outstandingErrors(jobs, prior, new Map(), new Set(["b"]))).toEqual([]);
    expect(outstandingErrors(jobs, new Map(), new Map(), new Set())).toEqual([]);
  });

  it("ignores errors of trials not in the plan", () => {
    expect(outstandingErrors(jobs, new Map([["z", e("z", "x")]]), new Map(), new Set())).toEqual([]);
  });
});
