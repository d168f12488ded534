import { describe, expect, it } from "vitest";
import { panelSeverityZeroTable, panelWordingRiseTable } from "../../../../src/paradigms/panel/figures/panel-extra-tables.js";
import { panelPaperAgrees, panelPaperChecks, panelPaperRole } from "../../../../src/paradigms/panel/figures/panel-paper-checks.js";

// scenarios/sim/panel-profiles.json `fitted`: 30 targets and 20 checked_not_fitted values.
describe("panelPaperChecks() — one mark per paper value", () => {
  const rows = panelPaperChecks();
  it("30 fitting targets, then the 20 checks that were not fitted", () => {
    expect(rows.filter((r) => r.role === "target")).toHaveLength(30);
    expect(rows.filter((r) => r.role === "check")).toHaveLength(20);
    expect(rows.findIndex((r) => r.role === "check")).toBe(30);
  });
  it("the severity split is a check, and it disagrees: 0.919 vs 0.857 and 0.762 vs 0.65", () => {
    expect(rows.find((r) => r.quote === "sev0-flip")).toMatchObject({ section: "§3.3", role: "check", paper: 0.857, recovered: 0.919, difference: 0.062, agrees: false });
    expect(rows.find((r) => r.quote === "sevpos-flip")).toMatchObject({ role: "check", paper: 0.65, recovered: 0.762, difference: 0.112, agrees: false });
  });
  it("the disagreeing checks are exactly these three (flag-n-gemma 35 vs 24 eligible pairs)", () => {
    expect(rows.filter((r) => r.role === "check" && r.agrees === false).map((r) => r.quote)).toEqual(["flag-n-gemma", "sev0-flip", "sevpos-flip"]);
  });
  it("agreement rule: rates within 0.05, counts within 10%, 'most (> x)', bands in points", () => {
    expect(panelPaperAgrees(0.43, 0.429)).toBe(true);
    expect(panelPaperAgrees(0.88, 0.849)).toBe(true);
    expect(panelPaperAgrees(0.88, 0.82)).toBe(false);
    expect(panelPaperAgrees(24, 26)).toBe(true);
    expect(panelPaperAgrees("most (> 0.5)", 0.5)).toBe(false);
    expect(panelPaperAgrees("+44..+88", 0.9)).toBe(false);
    expect(panelPaperAgrees(0.5, null)).toBeNull();
    expect(panelPaperRole("wording-rise-mistral", rows)).toBe("target");
    expect(panelPaperRole("wording-rise-qwen7b", rows)).toBe("check");
    expect(panelPaperRole("nope", rows)).toBeNull();
  });
});

describe("notebook 03 tables of the paper's estimands", () => {
  it("§3.3 table: recovered beside the paper, marked check", () => {
    const m = (value: number, n: number) => ({ value, n, ci: [value - 0.1, value + 0.1] as [number, number] });
    expect(panelSeverityZeroTable({ severity_zero_flips: { zero: m(0.929, 843), above: m(0.754, 504) } })).toEqual([
      { severity: "0", flip: 0.929, n: 843, low: 0.929 - 0.1, high: 0.929 + 0.1, paper: 0.857, paper_role: "check" },
      { severity: "> 0", flip: 0.754, n: 504, low: 0.754 - 0.1, high: 0.754 + 0.1, paper: 0.65, paper_role: "check" },
    ]);
  });
  it("Table 11 table: the paper's rise for the original wording only, with its role", () => {
    const r = (model: string, wording: string) => ({ model, wording, fa: { value: 1, n: 10, ci: null }, silent_fa: { value: 0.1, n: 10, ci: null }, rise: { value: 0.9, n: 20, ci: null } });
    expect(panelWordingRiseTable({ wording_rise: [r("qwen2.5-7b-sim", "original"), r("qwen2.5-7b-sim", "tally"), r("llama-3.1-8b", "original"), r("gemma-2-9b-sim", "original")] })
      .map((x) => [x.reviewer, x.wording, x.paper, x.paper_role])).toEqual([
      ["qwen2.5-7b-sim", "original", 0.88, "check"], ["qwen2.5-7b-sim", "tally", null, null], ["llama-3.1-8b", "original", "+44..+88", "check"], ["gemma-2-9b-sim", "original", null, null],
    ]);
  });
});
