import { describe, expect, it } from "vitest";
import { hiddenProfileMetrics, hiddenProfileByGroupSize, hiddenProfileDisclosureCurve } from "../../../../src/paradigms/hidden_profile/measures/index.js";
import {
  HIDDENBENCH_PAPER, hiddenProfileAblationFigure, hiddenProfileComparisonRows, hiddenProfileDisclosureFigure, hiddenProfileFigure3,
  hiddenProfileFunnelFigure, hiddenProfilePaperShapes, hiddenProfileRejectionClass,
} from "../../../../src/paradigms/hidden_profile/figures/index.js";
import type { HiddenProfileRecord } from "../../../../src/paradigms/hidden_profile/kind.js";

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
  it("Figure 3 draws pre/post/full with s.e.m., improvement and gap, the paper's diamonds on their bars, and says simulated", () => {
    const two = hiddenProfileMetrics([...records, ...recs("gemini-2.5-pro-sim", "baseline", "pre", "BBBB"), ...recs("gemini-2.5-pro-sim", "baseline", "post", "AAAB"), ...recs("gemini-2.5-pro-sim", "baseline", "full", "AAAA")]);
    const fig = hiddenProfileFigure3(two.groups, { paper: HIDDENBENCH_PAPER.figure3 });
    expect(fig.data.map((d) => d.name)).toEqual(["Y pre", "Y post", "Y full (all facts)", "improvement", "gap to full", "paper", "paper"]);
    // rows sorted by Y post, highest on top (y position 1 of 0..1)
    expect(fig.layout.yaxis).toMatchObject({ tickvals: [1, 0], ticktext: ["<b>gemini-2.5-pro-sim</b>", "gpt-4.1-sim"] }); // Gemini meets the strong criterion: bold
    expect(fig.data[1]).toMatchObject({ orientation: "h", x: [0.75, (0.25 + 2 / 3) / 2], y: [1, 0] });
    expect(fig.data[3].x).toEqual([0.75, (0.25 + 2 / 3) / 2 - 0]);
    expect(fig.data[4].x).toEqual([0.75 - 1, (0.25 + 2 / 3) / 2 - 0.75]);
    // paper diamonds: Gemini-2.5-Pro pre/post/full, then GPT-4.1 pre/post/full, each at its bar's centre
    expect(fig.data[5].x).toEqual([0.217, 0.671, 0.981, 0.072, 0.321, 0.733]);
    expect(fig.data[5].y).toEqual([1.26, 1, 0.74, 0.26, 0, -0.26]);
    expect(fig.data[6].x).toEqual([0.454, -0.31]); // Gemini-2.5-Pro improvement and gap
    expect((fig.layout.title as { text: string }).text).toMatch(/\(simulated\)$/);
  });

  it("paper shapes: each finding holds, fails, or is null when a variant is missing", () => {
    const g = (variant: string, post: string, maj?: string) => [...recs("m", variant, "post", post), ...(maj ? recs("m", variant, "post", maj, 4, "t2") : [])];
    const shapes = hiddenProfilePaperShapes(hiddenProfileMetrics([
      ...g("ablation-baseline", "ABBB"), ...g("rounds-20", "BBBB"), ...g("rounds-5", "AABB"), ...g("strategy-cooperative", "ABBB"),
    ]).groups, "m");
    const by = (f: string) => shapes.find((s) => s.finding === f);
    expect(by("accuracy falls from T = 15 to T = 20")).toMatchObject({ paper: "0.233 > 0.133", recovered: "0.250 > 0.000", holds: true });
    expect(by("T = 15 beats T = 5")).toMatchObject({ recovered: "0.250 > 0.500", holds: false });
    // 0.25 ≤ 0.2 + tolerance 0.05 holds; with tolerance 0 it does not
    expect(by("cooperative not above the paper")).toMatchObject({ recovered: "0.250 ≤ 0.250", holds: true });
    expect(hiddenProfilePaperShapes(hiddenProfileMetrics(g("strategy-cooperative", "ABBB")).groups, "m", 0).find((s) => s.finding === "cooperative not above the paper")?.holds).toBe(false);
    expect(by("one dissenter helps")).toMatchObject({ recovered: "–", holds: null });
  });

  it("comparison rows put recovered and paper values side by side, matched by variant or group size", () => {
    const rows = hiddenProfileComparisonRows(report.groups, HIDDENBENCH_PAPER.table6, "gpt-4.1-sim");
    expect(rows[1]).toMatchObject({ condition: "Reveal-all", "Y_post (sim)": 1, "s.e.m. (sim)": null, "Y_post (paper)": 0.967, "s.e.m. (paper)": 0.033, "majority (paper)": "not given", "improvement (paper)": 0.933, tasks: 1 });
    expect(rows[0]).toMatchObject({ "Y_post (sim)": null, "Y_pre (sim)": null, tasks: 0 }); // no "ablation-baseline" variant here
    const bySize = hiddenProfileByGroupSize(records.filter((r) => r.variant === "baseline"));
    expect(bySize.map((r) => [r.n_agents, r.y_post.value])).toEqual([[3, 2 / 3], [4, 0.25]]);
    const t4 = hiddenProfileComparisonRows(bySize, HIDDENBENCH_PAPER.table4, "gpt-4.1-sim", (g) => String(g.n_agents));
    expect(t4[0]).toMatchObject({ condition: "N = 3", "Y_post (sim)": 2 / 3, "Y_post (paper)": 0.514, "s.e.m. (paper)": "not given" });
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

describe("hiddenProfilePaperShapes marks which findings were fitting targets (issue 26)", () => {
  it("for gpt-4.1-sim all 14 findings rest on a fitting target; for another model none does", () => {
    const rows = hiddenProfilePaperShapes([], "gpt-4.1-sim");
    expect(rows).toHaveLength(14);
    expect(rows.every((r) => r.role === "target")).toBe(true);
    expect(rows.find((r) => r.finding === "the secretary does not help")?.fitted_to).toBe("table6 secretary");
    expect(rows.find((r) => r.finding === "reveal-all nearly closes the gap")?.fitted_to).toBe("table6 reveal-all (p_integrate 0.967, set directly)");
    expect(rows.find((r) => r.finding === "three dissenters do worse than two")?.fitted_to).toBe("table5 rows 1-3 (probe, gridlock)");
    expect(hiddenProfilePaperShapes([], "gemini-2.5-pro-sim").every((r) => r.role === "check" && r.fitted_to === null)).toBe(true);
  });
});
