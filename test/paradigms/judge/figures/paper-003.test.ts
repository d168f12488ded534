import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { judgeFitDetailed } from "../../../../src/paradigms/judge/measures/index.js";
import { projectPath } from "../../../../src/paths.js";
import { judgePaperComparison, judgePaperValues } from "../../../../src/paradigms/judge/figures/index.js";
import { judgeSimTaxonomy, judgeSimulateCorpus, type JudgeCorpusParams } from "../../../../src/paradigms/judge/protocol/corpus.js";

const params = JSON.parse(readFileSync(projectPath("scenarios", "sim", "judge-profiles.json"), "utf8")).corpus as JudgeCorpusParams;

describe("scenarios/papers/003-judge.json", () => {
  const paper = judgePaperValues();
  const paperText = projectPath("..", "..", "shared", "papers", "003_744f464c1b0dce78.txt");
  it.skipIf(!existsSync(paperText))("holds the numbers printed in paper 003 (when the paper's text is at ../../shared/papers)", () => {
    const text = readFileSync(paperText, "utf8").replace(/\\/g, "");
    for (const v of ["0.8779", "0.7482", "0.1557", "10.57", "7.85", "22,500", "531", "20,006", "15,123", "6,436"]) expect(text).toContain(v);
    expect(paper.reported.test_auc).toBe(0.8779);
    expect(paper.reported.lodo_mean_auc).toBe(0.7482);
  });
  it("the simulator's fitted targets agree with it", () => {
    const t = paper.fitting_targets;
    expect(params.n).toBe(t.trajectories);
    expect(judgeSimTaxonomy(params).length + 1).toBe(t.canonical_clusters); // + CLEAN_TRAJECTORY
    expect([...params.domains].sort()).toEqual([...t.domains].sort());
    expect(params.thought.base).toBe(t.markers_unflagged);
    expect(params.thought.base + params.thought.performative_extra).toBeCloseTo(t.markers_flagged, 10);
    const recs = judgeSimulateCorpus(params, { n: 6000, seed: 3 });
    const d = judgeFitDetailed(recs, { seed: 0, targetPrecision: 0.5 });
    const rows = Object.fromEntries(judgePaperComparison(d.report).map((r) => [r.measure, r]));
    expect(rows["capture share"].here!).toBeGreaterThan(t.capture_share - 0.02);
    expect(rows["capture share"].here!).toBeLessThan(t.capture_share + 0.02);
    expect(Math.abs(rows["mean markers, other"].here! - t.markers_unflagged)).toBeLessThan(0.5);
    expect(Math.abs(rows["mean markers, performative"].here! - t.markers_flagged)).toBeLessThan(0.7);
    expect(rows["test ROC-AUC"].fitting_target).toBe(false);
  }, 60_000);
});
