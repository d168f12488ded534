// Hand-computed cases for the panel notebook's table builders (src/paradigms/panel/figures/*-table.ts).
import { describe, expect, it } from "vitest";
import type { Measure } from "../../../../src/stats/measure.js";
import { panelAuthorityTable } from "../../../../src/paradigms/panel/figures/panel-authority-table.js";
import { panelCollapseTable } from "../../../../src/paradigms/panel/figures/panel-collapse-table.js";
import { panelDirectionalReviewerTable } from "../../../../src/paradigms/panel/figures/panel-directional-reviewer-table.js";
import { panelDirectionalTable } from "../../../../src/paradigms/panel/figures/panel-directional-table.js";
import { panelExampleTable } from "../../../../src/paradigms/panel/figures/panel-example-table.js";
import { panelFlipVsKTable } from "../../../../src/paradigms/panel/figures/panel-flip-k-table.js";
import { panelRepairTable } from "../../../../src/paradigms/panel/figures/panel-repair-table.js";
import { panelReviewerTable } from "../../../../src/paradigms/panel/figures/panel-reviewer-table.js";
import { panelSeverityTable } from "../../../../src/paradigms/panel/figures/panel-severity-table.js";
import { panelWordingTable } from "../../../../src/paradigms/panel/figures/panel-wording-table.js";

const m = (value: number | null, n: number, ci: [number, number] | null = null): Measure => ({ value, n, ci });

describe("panelExampleTable(example, paper)", () => {
  it("one row with the item and the paper's statement; a placeholder row for no item", () => {
    expect(panelExampleTable({ dataset: "d", item_id: "b1", flips: 2, reviewers: 3, majority: true }, "p"))
      .toEqual([{ dataset: "d", item_id: "b1", flips: 2, reviewers: 3, majority: true, paper: "p" }]);
    expect(panelExampleTable(null, "p")).toEqual([{ dataset: null, item_id: null, flips: 0, reviewers: null, majority: false, paper: "p" }]);
    expect(panelExampleTable(null)[0].paper).toBe("all 6 of 6 flip (gut-a-fish question)");
  });
});

describe("panelSeverityTable(rows, paper)", () => {
  it("flattens ΔS and looks the reviewer's statement up", () => {
    const rows = [{ model: "m", dataset: "d", silent: 1.5, rise: m(2, 3, [1, 3]) }, { model: "x", dataset: "d", silent: null, rise: m(null, 0) }];
    expect(panelSeverityTable(rows, { m: "CI excludes 0" })).toEqual([
      { reviewer: "m", dataset: "d", silent_mean: 1.5, value: 2, n: 3, ci_low: 1, ci_high: 3, paper: "CI excludes 0" },
      { reviewer: "x", dataset: "d", silent_mean: null, value: null, n: 0, ci_low: null, ci_high: null, paper: "not given" },
    ]);
  });
});

describe("panelReviewerTable(doc, paper)", () => {
  it("keeps values and the shift's n; paper FA by condition", () => {
    const row = (condition: string) => ({ model: "a", condition, fa_rate: m(0.25, 4), miss_rate: m(0.5, 2), shift: m(0.75, 4), shift_silent: m(null, 0), severity_rise: m(null, 0),
      shift_benign: m(null, 0), shift_silent_benign: m(null, 0), effect_benign: m(null, 0), shift_harmful: m(null, 0), shift_silent_harmful: m(null, 0), effect_harmful: m(null, 0) });
    expect(panelReviewerTable({ reviewers: [row("solo"), row("authority")] }, { solo: 0.364 })).toEqual([
      { reviewer: "a", condition: "solo", fa: 0.25, miss: 0.5, shift: 0.75, shift_silent: null, n_shift: 4, paper_fa: 0.364 },
      { reviewer: "a", condition: "authority", fa: 0.25, miss: 0.5, shift: 0.75, shift_silent: null, n_shift: 4, paper_fa: "not given" },
    ]);
  });
});

describe("panelFlipVsKTable(points, paper)", () => {
  it("sets the paper's k = 6 value and k = 1 statement", () => {
    const t = panelFlipVsKTable([{ k: 0, rate: m(0.1, 10) }, { k: 1, rate: m(0.2, 10) }, { k: 6, rate: m(0.9, 10, [0.8, 1]) }], { k6: 0.96, k1OverK0: 0.12 });
    expect(t.map((r) => r.paper)).toEqual(["not given", "≈ k=0 + 0.12 (k=0 value not given)", 0.96]);
    expect(t[2]).toEqual({ k: 6, value: 0.9, n: 10, ci_low: 0.8, ci_high: 1, paper: 0.96 });
  });
});

describe("panelWordingTable(rows, paper)", () => {
  it("flattens the rate and the difference from the original", () => {
    const t = panelWordingTable([
      { wording: "original", rate: m(0.5, 4, [0.2, 0.8]), vs_original: m(0, 4, [0, 0]) },
      { wording: "vote", rate: m(0.75, 4, null), vs_original: m(0.25, 4, null) },
    ], "p");
    expect(t[1]).toEqual({ wording: "vote", value: 0.75, n: 4, ci_low: null, ci_high: null, vs_original: 0.25, vs_original_low: null, vs_original_high: null, paper: "p" });
    expect(t[0].vs_original_high).toBe(0);
  });
});

describe("panelDirectionalTable(d, paper)", () => {
  it("three rows flag, safe, gap with the paper's values and intervals", () => {
    const t = panelDirectionalTable({ flag: m(0.7, 10, [0.4, 0.9]), safe: m(0.2, 10), gap: m(0.5, 20) });
    expect(t.map((r) => r.pool)).toEqual(["flag", "safe", "gap"]);
    expect(t[0]).toEqual({ pool: "flag", value: 0.7, n: 10, ci_low: 0.4, ci_high: 0.9, paper: 0.753, paper_ci_low: 0.736, paper_ci_high: 0.77 });
    expect([t[1].paper, t[1].paper_ci_low, t[1].paper_ci_high]).toEqual([0.168, 0.16, 0.176]);
    expect([t[2].paper, t[2].paper_ci_low, t[2].paper_ci_high]).toEqual([0.585, 0.567, 0.603]);
  });
});

describe("panelDirectionalReviewerTable(rows, paper)", () => {
  it("values, n and the gap's interval per reviewer", () => {
    expect(panelDirectionalReviewerTable([{ model: "m", flag: m(0.8, 5), safe: m(null, 0), gap: m(null, 5, null) }], { m: "large gap" }))
      .toEqual([{ reviewer: "m", flag: 0.8, flag_n: 5, safe: null, safe_n: 0, gap: null, gap_low: null, gap_high: null, paper: "large gap" }]);
    expect(panelDirectionalReviewerTable([{ model: "z", flag: m(1, 1), safe: m(0, 1), gap: m(1, 2, [0.5, 1]) }], {})[0])
      .toMatchObject({ gap: 1, gap_low: 0.5, gap_high: 1, paper: "not given" });
  });
});

describe("panelCollapseTable(rows, paper)", () => {
  it("wrong-peer false alarms also as flagged of total (3 of 4)", () => {
    expect(panelCollapseTable([{ dataset: "d", silent_fa: m(0.25, 4), wrong_fa: m(0.75, 4), silent_miss: m(0, 2), wrong_miss: m(null, 0) }], "p"))
      .toEqual([{ dataset: "d", silent_fa: 0.25, wrong_fa: 0.75, wrong_flagged: 3, wrong_benign: 4, silent_miss: 0, wrong_miss: null, paper: "p" }]);
    expect(panelCollapseTable([{ dataset: "e", silent_fa: m(null, 0), wrong_fa: m(null, 0), silent_miss: m(null, 0), wrong_miss: m(null, 0) }], "p")[0])
      .toMatchObject({ wrong_flagged: null, wrong_benign: 0 });
  });
});

describe("panelAuthorityTable(doc, paper)", () => {
  it("flip measure beside the paper's flip rate, then the probability shifts", () => {
    const doc = { authority: [{ model: "m", flip: m(0.5, 2, [0.1, 0.9]), delta_p_auth: 0.3, abs_dp_flipped: 0.6, abs_dc_flipped: null }] };
    expect(panelAuthorityTable(doc, { m: 0.4 })).toEqual([{ reviewer: "m", value: 0.5, n: 2, ci_low: 0.1, ci_high: 0.9, paper_flip: 0.4, delta_p_auth: 0.3, abs_dp_flipped: 0.6, abs_dc_flipped: null }]);
    expect(panelAuthorityTable(doc)[0].paper_flip).toBe("not given");
  });
});

describe("panelRepairTable(doc, paper)", () => {
  it("the paper's value only for the reviewer it reports", () => {
    const rec = (model: string, condition: string) => ({ model, condition, recovery: m(0.5, 2) });
    const doc = { repair: [rec("q", "repair_vigilance"), rec("q", "repair_other"), rec("m", "repair_vigilance")] };
    expect(panelRepairTable(doc, { model: "q", repair_vigilance: 0.19 }).map((r) => r.paper)).toEqual([0.19, "not given", "not given (q only)"]);
    expect(panelRepairTable(doc)[0]).toEqual({ reviewer: "q", prompt: "repair_vigilance", value: 0.5, n: 2, ci_low: null, ci_high: null, paper: "not given (qwen2.5-7b-sim only)" });
  });
});
