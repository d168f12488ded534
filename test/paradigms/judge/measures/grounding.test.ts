import { describe, expect, it } from "vitest";
import { judgeGrounding, judgeGroundingColumns, structuralRigorScore, type GroundingInput } from "../../../../src/paradigms/judge/measures/index.js";
import { JUDGE_RIGOR_SCORE } from "../../../../src/paradigms/judge/measures/rigor-score.js";

describe("judgeGrounding(records)", () => {
  it("hand-computed: scores [2, 0, 1], flags [1, 0, 0]", () => {
    // r = cov/(sx sy): x̄ = 1, ȳ = 1/3; Σ(x−x̄)(y−ȳ) = 1·2/3 + (−1)(−1/3) + 0 = 1;
    // Σ(x−x̄)² = 2, Σ(y−ȳ)² = 2/3 → r = 1/√(4/3) = √3/2; t = r√1/√(1−r²) = √3, df 1 → p = 1/3.
    const g = judgeGrounding([
      { thought: "- a\n- b", clusters: ["PERFORMATIVE_RIGOR"] },
      { thought: "plain", clusters: ["CLEAN_TRAJECTORY"] },
      { thought: "- a", clusters: ["X"] },
    ]);
    expect(g.r as number).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(g.p as number).toBeCloseTo(1 / 3, 10);
    expect([g.mean_flagged, g.mean_unflagged, g.n]).toEqual([2, 0.5, 3]);
  });
  it("null r and p when a variable is constant; null mean for an empty group", () => {
    const g = judgeGrounding([{ thought: "[a]", clusters: ["X"] }, { thought: "", clusters: ["Y"] }]);
    expect([g.r, g.p, g.mean_flagged, g.mean_unflagged]).toEqual([null, null, null, 0.5]);
    expect(judgeGrounding([])).toEqual({ r: null, p: null, mean_flagged: null, mean_unflagged: null, n: 0 });
  });
  it("a rigor score computed at load (JUDGE_RIGOR_SCORE) is used instead of scoring the trace", () => {
    const scored = [{ thought: "- a\n- b", clusters: ["PERFORMATIVE_RIGOR"] }, { thought: "plain", clusters: ["X"] }, { thought: "- a", clusters: ["X"] }]
      .map((r) => ({ clusters: r.clusters, [JUDGE_RIGOR_SCORE]: structuralRigorScore(r.thought) }) as unknown as GroundingInput);
    expect(judgeGrounding(scored)).toEqual(judgeGrounding([
      { thought: "- a\n- b", clusters: ["PERFORMATIVE_RIGOR"] }, { thought: "plain", clusters: ["X"] }, { thought: "- a", clusters: ["X"] },
    ]));
    expect(judgeGrounding([{ thought: "[a] [b]", clusters: ["X"], [JUDGE_RIGOR_SCORE]: 0 }, { thought: "", clusters: ["THEATER"], [JUDGE_RIGOR_SCORE]: 5 }]).mean_flagged).toBe(5);
  });
  it("columns", () => {
    expect(judgeGroundingColumns([{ thought: "[a] {b}", clusters: ["STRUCTURAL_X"] }])).toEqual({ score: [2], flagged: [true] });
  });
});
