import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fisherExact, mcnemarExact } from "../../../../src/stats/index.js";
import { hiddenProfileFisher } from "../../../../src/paradigms/hidden_profile/measures/hp-fisher.js";
import { hiddenProfileMcnemar } from "../../../../src/paradigms/hidden_profile/measures/hp-mcnemar.js";
import { projectPath } from "../../../../src/paths.js";

const ref = JSON.parse(readFileSync(projectPath("test/fixtures/hidden-profile/hidden_profile_reference.json"), "utf8"));

describe("tests used by the hidden-profile metrics agree with scipy / statsmodels", () => {
  it.each(ref.fisher_cases as { table: number[]; p: number }[])("fisherExact($table)", ({ table, p }) => {
    const [a, b, c, d] = table;
    expect(fisherExact(a, b, c, d).p).toBeCloseTo(p, 12);
  });
  it.each(ref.mcnemar_cases as { b: number; c: number; p: number }[])("mcnemarExact($b, $c)", ({ b, c, p }) => {
    expect(mcnemarExact(b, c).p).toBeCloseTo(p, 12);
  });
});

describe("hiddenProfileFisher / hiddenProfileMcnemar, hand-computed", () => {
  const v = (phase: "pre" | "post", vote: string | null, agent = 0) => ({ task_id: "t", session: 0, agent, phase, vote, correct_answer: "A" });
  it("2×2 [[0,2],[2,0]] gives p = 1/3", () => {
    const f = hiddenProfileFisher([v("pre", "B"), v("pre", null), v("post", "A"), v("post", "A")]);
    expect(f).toMatchObject({ pre_correct: 0, pre_n: 2, post_correct: 2, post_n: 2 });
    expect(f.p).toBeCloseTo(1 / 3, 14);
  });
  it("McNemar counts only paired agents; null vote is incorrect", () => {
    const m = hiddenProfileMcnemar([v("pre", null, 0), v("post", "A", 0), v("pre", "A", 1), v("post", "B", 1), v("pre", "A", 2)]);
    expect(m).toEqual({ pairs: 2, b: 1, c: 1, p: 1 });
  });
  it("McNemar p is null without pairs", () => {
    expect(hiddenProfileMcnemar([v("pre", "A")]).p).toBeNull();
  });
});
