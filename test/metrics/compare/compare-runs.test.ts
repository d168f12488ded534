// compareRuns against an independent paired cluster bootstrap in numpy (and, for the panel and judge
// rates and effects, which get the adjusted Wald interval instead, and the hidden-profile and phantom differences,
// which get a paired t interval, those intervals written out in numpy)
// (test/fixtures/compare/make_paired_bootstrap.py → paired_bootstrap.json), on committed
// simulator runs (typical vs susceptible) of all four paradigms.
//
// Point estimates must agree exactly (same per-unit sums, same ratios). The bootstrap and
// permutation draws differ, so interval ends agree within Monte Carlo error: a percentile
// q of B replicates has standard error ≈ √(q(1−q))/φ(z_q) · σ/√B = 2.671·σ/√B (σ = the
// bootstrap s.d. of the difference), the difference of two independent runs √2 times that;
// we allow 4 such standard errors plus the lattice step of the (discrete) bootstrap
// distribution at that quantile (a ratio of small integers moves in steps). With
// B = 20,000 and σ ≈ 0.1 that is ≈ 0.011 + the step. Monte Carlo p-values: 4·√2·√(p(1−p)/P) + 2/P;
// exact ones (2^S ≤ 10,000 relabellings) agree to 1e-12.
import { readFileSync } from "node:fs";
import { PANEL_COMPARE_MIN_UNITS } from "../../../src/paradigms/panel/paired-data.js";
import { JUDGE_AUC_DIFFERENCE_METHOD } from "../../../src/paradigms/judge/paired-data.js";
import { describe, expect, it } from "vitest";
import { loadLogs } from "../../../src/load/load-logs.js";
import { compareRuns, type CompareProtocol } from "../../../src/metrics/compare/compare-runs.js";
import { BOOTSTRAP_METHOD } from "../../../src/metrics/compare/compare-sides.js";
import { ADJUSTED_WALD_METHOD, PAIRED_T_METHOD } from "../../../src/metrics/compare/ratio-paired-data.js";
import { projectPath } from "../../../src/paths.js";

interface Case {
  protocol: CompareProtocol; reference_file: string; other_file: string; measure: string; unit_kind: string; units: number;
  reference_value: number; other_value: number; difference: number; ci: [number, number]; sd: number; gap: [number, number];
  p: number; p_method: "exact" | "monte_carlo"; permutations: number;
  /** The adjusted Wald interval, for the measures `compare` gives it (make_paired_bootstrap.py). */
  adjusted_ci?: [number, number];
  /** The paired t interval, for the hidden-profile measures. */
  t_ci?: [number, number];
}
const dir = projectPath("test/fixtures/compare");
const fx = JSON.parse(readFileSync(`${dir}/paired_bootstrap.json`, "utf8")) as { B: number; P: number; cases: Case[] };

describe("compareRuns agrees with an independent numpy paired cluster bootstrap", () => {
  const byProtocol = new Map<CompareProtocol, Case[]>();
  for (const c of fx.cases) byProtocol.set(c.protocol, [...(byProtocol.get(c.protocol) ?? []), c]);
  for (const [protocol, cases] of byProtocol) {
    it(`${protocol}: ${cases.map((c) => c.measure).join(", ")}`, async () => {
      const logs = await loadLogs([`${dir}/${cases[0].reference_file}`, `${dir}/${cases[0].other_file}`]);
      const report = compareRuns(protocol, logs[protocol], { B: fx.B, permutations: fx.P, seed: 7, measures: cases.map((c) => c.measure) });
      expect(report.reference).toBe("susceptible");
      expect(report.simulated).toBe(true);
      const cmp = report.comparisons[0];
      expect(cmp.other).toBe("typical");
      expect(cmp.units).toBe(cases[0].units);
      expect(cmp.unit_kind).toBe(cases[0].unit_kind);
      expect(cmp.dropped).toEqual([]);
      for (const c of cases) {
        const row = cmp.rows.find((r) => r.measure === c.measure)!;
        expect(row, c.measure).toBeDefined();
        expect(row.reference_value!, c.measure).toBeCloseTo(c.reference_value, 12);
        expect(row.other_value!, c.measure).toBeCloseTo(c.other_value, 12);
        expect(row.difference!, c.measure).toBeCloseTo(c.difference, 12);
        if (c.t_ci) {
          // hidden profile: the paired t interval over tasks (written out in the script)
          expect(row.ci_method, c.measure).toBe(PAIRED_T_METHOD);
          expect(row.ci![0], `${c.measure} lower`).toBeCloseTo(c.t_ci[0], 9);
          expect(row.ci![1], `${c.measure} upper`).toBeCloseTo(c.t_ci[1], 9);
        } else if (c.adjusted_ci) {
          // panel rates/effects and judge rates: the adjusted Wald interval (written out in the script), not the bootstrap's
          expect(row.ci_method, c.measure).toBe(ADJUSTED_WALD_METHOD);
          expect(row.ci![0], `${c.measure} lower`).toBeCloseTo(c.adjusted_ci[0], 9);
          expect(row.ci![1], `${c.measure} upper`).toBeCloseTo(c.adjusted_ci[1], 9);
        } else {
          expect(row.ci_method, c.measure).toBe(BOOTSTRAP_METHOD);
          const mc = 4 * Math.SQRT2 * 2.671 * c.sd / Math.sqrt(fx.B);
          expect(Math.abs(row.ci![0] - c.ci[0]), `${c.measure} lower`).toBeLessThanOrEqual(mc + c.gap[0] + 1e-12);
          expect(Math.abs(row.ci![1] - c.ci[1]), `${c.measure} upper`).toBeLessThanOrEqual(mc + c.gap[1] + 1e-12);
        }
        expect(row.p_method, c.measure).toBe(c.p_method);
        if (c.p_method === "exact") expect(row.p!, c.measure).toBeCloseTo(c.p, 12);
        else expect(Math.abs(row.p! - c.p), `${c.measure} p`).toBeLessThanOrEqual(4 * Math.SQRT2 * Math.sqrt((c.p * (1 - c.p)) / fx.P) + 2 / fx.P);
      }
      // Holm over the measures shown: the adjusted p is never below the raw one and at most m·p.
      const m = cmp.rows.filter((r) => r.p !== null).length;
      expect(cmp.p_adjustment).toBe(`Holm over the ${m} measure${m === 1 ? "" : "s"} with a p-value`);
      for (const r of cmp.rows) expect(r.p_holm!).toBeGreaterThanOrEqual(r.p!);
    }, 120_000);
  }
});

describe("compareRuns: units, sides and failures", () => {
  it("drops units on one side only, says why, and states the units it rests on", async () => {
    const logs = await loadLogs([`${dir}/phantom-susceptible.jsonl`, `${dir}/phantom-typical.jsonl`]);
    const fewer = logs.phantom.filter((r) => !(r.model === "typical" && (r.scenario_id === "ph-001" || r.scenario_id === "ph-002")));
    const cmp = compareRuns("phantom", fewer, { B: 200, permutations: 100, measures: ["ppg"] }).comparisons[0];
    expect(cmp.units).toBe(18);
    expect(cmp.dropped).toEqual([{ unit: "ph-001", reason: "only in susceptible" }, { unit: "ph-002", reason: "only in susceptible" }]);
  });
  it("refuses one side, an unknown reference and sides without a shared unit", async () => {
    const logs = await loadLogs([`${dir}/phantom-susceptible.jsonl`, `${dir}/phantom-typical.jsonl`]);
    const typical = logs.phantom.filter((r) => r.model === "typical");
    expect(() => compareRuns("phantom", typical, { B: 0 })).toThrow(/need at least two models to compare, found 1 \(typical\)/);
    expect(() => compareRuns("phantom", logs.phantom, { B: 0, reference: "x" })).toThrow(/reference "x" is not among/);
    const disjoint = logs.phantom.filter((r) => (r.model === "typical" ? r.scenario_id < "ph-010" : r.scenario_id >= "ph-010"));
    expect(() => compareRuns("phantom", disjoint, { B: 0 })).toThrow(/typical and susceptible share no scenario: nothing to compare/);
  });
  it("leaves out a side that shares no unit with the reference when others do, and says so", async () => {
    const logs = await loadLogs([`${dir}/phantom-susceptible.jsonl`, `${dir}/phantom-typical.jsonl`]);
    const third = logs.phantom.filter((r) => r.model === "typical").map((r) => ({ ...r, model: "zeta", trial_id: `z-${r.trial_id}`, scenario_id: `x-${r.scenario_id}` }));
    const report = compareRuns("phantom", [...logs.phantom, ...third], { B: 100, permutations: 100, measures: ["ppg"] });
    expect(report.comparisons.map((c) => c.other)).toEqual(["typical"]);
    expect(report.skipped).toEqual([{ side: "zeta", reason: "zeta and susceptible share no scenario: nothing to compare (40 scenarios are on one side only)" }]);
  });
  it("warns below 10 shared units and flags a zero-width interval", async () => {
    const logs = await loadLogs([`${dir}/phantom-susceptible.jsonl`, `${dir}/phantom-typical.jsonl`]);
    const two = logs.phantom.filter((r) => r.scenario_id === "ph-001" || r.scenario_id === "ph-002");
    const cmp = compareRuns("phantom", two, { B: 500, permutations: 100 }).comparisons[0];
    expect(cmp.warnings[0]).toMatch(/only 2 shared scenarios \(< 10\)/);
    for (const r of cmp.rows) if (r.ci && r.ci[0] === r.ci[1]) expect(r.ci_note).toMatch(/^zero width/);
    expect(cmp.rows.some((r) => r.ci_note !== null)).toBe(true);
  });
  it("panel --by condition compares conditions on the same items, reference silent_peers", async () => {
    const logs = await loadLogs([`${dir}/panel-typical.jsonl`]);
    const report = compareRuns("panel", logs.panel, { by: "condition", B: 200, permutations: 200 });
    expect(report.reference).toBe("silent_peers");
    expect(report.comparisons.map((c) => c.other)).toEqual(["authority", "right_peers", "wrong_peers"]);
    const wrong = report.comparisons.find((c) => c.other === "wrong_peers")!;
    expect(wrong.units).toBe(30);
    expect(wrong.rows.map((r) => r.measure)).toContain("fa_rate");
    // 30 items: above the panel's threshold (10, with the adjusted Wald interval the compare-coverage bench measured), so no warning;
    // the interval used is named for every row and in the notes
    expect(PANEL_COMPARE_MIN_UNITS.units).toBe(10);
    expect(wrong.warnings).toEqual([]);
    expect(new Set(wrong.rows.map((r) => r.ci_method))).toEqual(new Set([ADJUSTED_WALD_METHOD]));
    // every panel measure has its own interval, so the note names no bootstrapped "others"
    expect(wrong.notes).toContain(`interval of fa_rate, miss_rate, effect_benign, effect_harmful: ${ADJUSTED_WALD_METHOD}`);
    expect(wrong.notes.join("\n")).not.toContain(BOOTSTRAP_METHOD);
    const nine = compareRuns("panel", logs.panel.filter((r) => Number(r.item_id.replace(/\D/g, "")) % 4 === 0), { by: "condition", B: 200, permutations: 200 }).comparisons.find((c) => c.other === "wrong_peers")!;
    expect(nine.units).toBe(8);
    expect(nine.warnings).toEqual([`only 8 shared items (< 10): ${PANEL_COMPARE_MIN_UNITS.why}`]);
  });
  it("judge: test_auc is compared when both sides' splits hold both classes", () => {
    // Two judges over 40 trajectories; the capture label is carried by a cluster, more sharply for "b".
    const recs = [];
    for (let i = 0; i < 40; i++) {
      for (const model of ["a", "b"]) {
        const cap = (i % 3 === 0) !== (model === "a" && i % 7 === 0);
        recs.push({
          protocol: "judge", run_id: `r-${model}`, model, trial_id: `${model}:judge:t${i}:gpt`, uuid: `${model}:judge:t${i}:gpt`,
          benchmark: "gaia", propagator: model, auditor_count: 1, auditor_list: ["gpt"], thought: "x", accuracy: cap ? 0 : 1,
          evidence_weighting: cap ? 5 : 2, clusters: i % 3 === 0 ? ["SOCIAL_CONFORMITY"] : i % 2 ? ["CLEAN_TRAJECTORY"] : ["HEDGING"],
        });
      }
    }
    const cmp = compareRuns("judge", recs as never, { B: 300, permutations: 300 }).comparisons[0];
    expect(cmp.units).toBe(40);
    const auc = cmp.rows.find((r) => r.measure === "test_auc")!;
    expect(auc.other_value).toBe(1);
    expect(auc.reference_n).toBe(8);
    expect(cmp.notes.join(" ")).toMatch(/8 of 40 shared trajectories held out/);
    expect(auc.ci_method).toBe(JUDGE_AUC_DIFFERENCE_METHOD);
    // 8 test trajectories: every side's split has fewer than 10 of each class, said in the notes
    expect(cmp.notes.join(" ")).toMatch(/test_auc: a's test split has \d positives, a's test split has \d negatives, b's test split has \d positives, b's test split has \d negatives \(< 10\)/);
  });
});
