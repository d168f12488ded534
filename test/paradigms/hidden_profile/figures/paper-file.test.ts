// The paper's numbers live as data (scenarios/papers/001-hidden-profile.json); the simulator's fitted
// targets and its directly-set parameters agree with them.
import { describe, expect, it } from "vitest";
import { projectPath } from "../../../../src/paths.js";
import { HIDDENBENCH_PAPER, loadHiddenBenchPaper } from "../../../../src/paradigms/hidden_profile/figures/hiddenbench-paper.js";
import { hpSimParams } from "../../../../src/paradigms/hidden_profile/protocol/index.js";

const paper = loadHiddenBenchPaper();
const sim = hpSimParams(projectPath("scenarios"));

describe("scenarios/papers/001-hidden-profile.json", () => {
  it("holds the headline, the §3.2 verification and Tables 2-6 as printed", () => {
    expect(paper.headline).toEqual({ caption: expect.any(String), multi_agent_post: 0.301, single_agent_full: 0.807 });
    expect(paper.verification.humans).toMatchObject({ y_pre: 0.125, y_post: 0.385, y_full: 0.604, p_post_below_full: 0.003 });
    expect(paper.verification["gpt-4.1"]).toMatchObject({ y_pre: 0.008, y_post: 0.233, y_full: 0.733 });
    expect(paper.table2.rows.map((r) => r.y_post)).toEqual([0.108, 0.2, 0.233, 0.133]);
    expect(paper.table3.rows.map((r) => r.y_post)).toEqual([0.242, 0.2, 0.2, 0.017, 0.258, 0.222, 0.367, 0.467]);
    expect(paper.table4.rows.map((r) => [r.n_tasks, r.y_pre, r.y_post])).toEqual([[7, 0.167, 0.514], [58, 0.072, 0.321], [5, 0.116, 0.18], [5, 0.087, 0.283], [5, 0.017, 0.023]]);
    expect(paper.table5.rows.map((r) => r.y_post)).toEqual([0.233, 0.492, 0.342, 0.242, 0.375]);
    expect(paper.table6.rows.map((r) => r.y_post)).toEqual([0.233, 0.967, 0.1]);
    expect(HIDDENBENCH_PAPER.validationRate).toBeCloseTo(57 / 200, 12);
    // improvement = post - pre where both are printed (Table 4), up to the rounding of three printed decimals
    for (const r of paper.table4.rows) expect(Math.abs((r.y_post as number) - (r.y_pre as number) - (r.improvement as number))).toBeLessThanOrEqual(0.0015);
  });
  it("the simulator's fitting targets are the paper's numbers", () => {
    for (const [profile, t] of Object.entries(sim.targets)) {
      for (const [k, v] of Object.entries(t)) expect([profile, k, paper.figure3.models[profile][k as "y_pre"]]).toEqual([profile, k, v]);
    }
    const g = sim.profiles["gpt-4.1-sim"];
    expect(g.p_pre).toBe(paper.figure3.models["gpt-4.1-sim"].y_pre); // set directly (Table 4, N = 4)
    expect(g.p_full).toBe(paper.verification["gpt-4.1"].y_full); // set directly (§3.2)
    expect(g.p_integrate).toBe(paper.table6.rows.find((r) => r.id === "reveal_all")!.y_post); // every fact seen
    const p = sim.profiles["gemini-2.5-pro-sim"];
    expect([p.p_pre, p.p_full]).toEqual([paper.figure3.models["gemini-2.5-pro-sim"].y_pre, paper.figure3.models["gemini-2.5-pro-sim"].y_full]);
    expect(Object.keys(paper.simulator.fitting_targets).sort()).toEqual(Object.keys(paper.figure3.models).sort());
  });
});
