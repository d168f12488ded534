import { describe, expect, it } from "vitest";
import { hiddenProfileMetrics, hiddenProfileByGroupSize, hiddenProfileDisclosureCurve } from "../../../src/metrics/hidden-profile/index.js";
import {
  HIDDENBENCH_PAPER, hiddenProfileAblationFigure, hiddenProfileComparisonRows, hiddenProfileDisclosureFigure, hiddenProfileFigure3,
  hiddenProfileFunnelFigure, hiddenProfileRejectionClass,
} from "../../../src/plot/hidden-profile/index.js";
import type { HiddenProfileRecord } from "../../../src/schema/records.js";

let k = 0;
const recs = (model: string, variant: string, phase: "pre" | "post" | "full", votes: string, n_agents = votes.length, task_id = "t"): HiddenProfileRecord[] =>
  [...votes].map((v, agent) => ({ protocol: "hidden_profile", run_id: "r", model, trial_id: `p${k++}`, task_id, session: 0, agent, n_agents, phase, vote: v, correct_answer: "A", variant, simulated: true }) as HiddenProfileRecord);

const records = [
  ...recs("gpt-4.1-sim", "baseline", "pre", "BBBB"), ...recs("gpt-4.1-sim", "baseline", "post", "ABBB"), ...recs("gpt-4.1-sim", "baseline", "full", "AAAB"),
  ...recs("gpt-4.1-sim", "reveal_all", "post", "AAAA"),
  ...recs("gpt-4.1-sim", "baseline", "pre", "BBB", 3, "u"), ...recs("gpt-4.1-sim", "baseline", "post", "AAB", 3, "u"),
];
const report = hiddenProfileMetrics(records);

describe("hidden-profile figures", () => {
  it("Figure 3 draws pre/post/full with s.e.m., improvement and gap, the paper's diamonds, and says simulated", () => {
    const fig = hiddenProfileFigure3(report.groups, { paper: HIDDENBENCH_PAPER.figure3 });
    expect(fig.data.map((d) => d.name)).toEqual(["Y pre (hidden)", "Y post (hidden)", "Y full (full profile)", "improvement", "gap to full", "paper (text of §5 / Tables)"]);
    expect(fig.data[1].y).toEqual([(0.25 + 2 / 3) / 2]);
    expect(fig.data[5].y).toEqual([0.072, 0.321, 0.733]);
    expect((fig.layout.title as { text: string }).text).toMatch(/\(simulated\)$/);
  });

  it("comparison rows put recovered and paper values side by side, matched by variant or group size", () => {
    const rows = hiddenProfileComparisonRows(report.groups, HIDDENBENCH_PAPER.table6, "gpt-4.1-sim");
    expect(rows[1]).toMatchObject({ condition: "Reveal-all", "Y_post (sim)": "1.000", "Y_post (paper)": "0.967 ± 0.033" });
    expect(rows[0]["Y_post (sim)"]).toBe("–"); // no "ablation-baseline" variant here
    const bySize = hiddenProfileByGroupSize(records.filter((r) => r.variant === "baseline"));
    expect(bySize.map((r) => [r.n_agents, r.y_post.value])).toEqual([[3, 2 / 3], [4, 0.25]]);
    const t4 = hiddenProfileComparisonRows(bySize, HIDDENBENCH_PAPER.table4, "gpt-4.1-sim", (g) => String(g.n_agents));
    expect(t4[0]).toMatchObject({ condition: "N = 3", "Y_post (sim)": "0.667", "Y_post (paper)": "0.514" });
    expect(hiddenProfileAblationFigure(report.groups, HIDDENBENCH_PAPER.table6, "gpt-4.1-sim", "T6").data[0].y).toEqual([null, 1, null]);
  });

  it("funnel and disclosure figures", () => {
    const fig = hiddenProfileFunnelFigure({ candidates: 4, drafted: 3, kept: 1, rejected: 3, rows: [
      { id: "a", status: "kept", stage: "validation", reason: null, pre_acc: 0, full_acc: 1, pre_sessions: 10, full_sessions: 10 },
      { id: "b", status: "rejected", stage: "draft", reason: "draft unusable: x", pre_acc: null, full_acc: null, pre_sessions: 0, full_sessions: 0 },
      { id: "c", status: "rejected", stage: "validation", reason: "hidden-profile accuracy 0.400 > 0.2 (solvable without pooling)", pre_acc: 0.4, full_acc: 1, pre_sessions: 10, full_sessions: 10 },
      { id: "d", status: "rejected", stage: "validation", reason: "full-profile accuracy 0.5 < 0.8 (x); hidden-profile accuracy 0.3 > 0.2 (y)", pre_acc: 0.3, full_acc: 0.5, pre_sessions: 10, full_sessions: 10 },
    ] });
    expect(fig.data[0].x).toEqual([4, 3, 1]);
    expect(fig.data[1].x).toEqual(["full < 0.8 & hidden > 0.2", "hidden > 0.2", "unusable draft"]);
    expect(hiddenProfileRejectionClass(null)).toBe("kept");
    expect(hiddenProfileDisclosureFigure(hiddenProfileDisclosureCurve([])).data).toHaveLength(3);
  });
});
