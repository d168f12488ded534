import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLogs } from "../../../../src/load/index.js";
import { judgeCanonicalClusters, judgeFit, judgeFitDetailed, type JudgeFitReport } from "../../../../src/paradigms/judge/measures/index.js";
import type { JudgeRecord } from "../../../../src/paradigms/judge/kind.js";

const dir = new URL("../../../fixtures/metrics/judge/", import.meta.url);
const ref = JSON.parse(readFileSync(new URL("judge-fit.json", dir), "utf8"));
let records: JudgeRecord[];
let report: JudgeFitReport;

beforeAll(async () => {
  records = (await loadLogs([fileURLToPath(new URL("judge-fit-records.jsonl", dir))])).judge;
  report = judgeFit(records, { c: 1, l1Alpha: 1, targetPrecision: 0.9, seed: 0 });
}, 120_000);

describe("judgeFit(records) against scikit-learn / statsmodels / scipy (make_judge_fit.py)", () => {
  it("counts records, captures and features", () => {
    expect([report.n, report.positives, report.features]).toEqual([ref.n, ref.positives, ref.features]);
    expect(Object.keys(report.l2.coefficients)).toEqual(ref.vocabulary);
  });
  it("L2 coefficients on all data within 2e-3 (sklearn newton-cholesky, balanced, C = 1)", () => {
    expect(report.l2.c).toBe(1);
    expect(Math.abs(report.l2.intercept - ref.l2.intercept)).toBeLessThan(2e-3);
    for (const f of ref.vocabulary) expect(Math.abs(report.l2.coefficients[f] - ref.l2.coefficients[f]), f).toBeLessThan(2e-3);
  });
  it("L1 non-zero coefficients (largest first) within 5e-3, se within 2% (statsmodels, α = 1)", () => {
    expect(report.l1.alpha).toBe(1);
    expect(report.l1.coefficients.map((e) => e.feature)).toEqual(ref.l1.coefficients.map((e: { feature: string }) => e.feature));
    expect(Math.abs(report.l1.intercept - ref.l1.intercept)).toBeLessThan(5e-3);
    report.l1.coefficients.forEach((e, k) => {
      const r = ref.l1.coefficients[k];
      expect(Math.abs(e.beta - r.beta), e.feature).toBeLessThan(5e-3);
      expect(Math.abs((e.se as number) / r.se - 1), e.feature).toBeLessThan(0.02);
      expect(Math.abs((e.z as number) - r.z), e.feature).toBeLessThan(0.05 * Math.max(1, Math.abs(r.z)));
    });
    const betas = report.l1.coefficients.map((e) => e.beta);
    expect(betas).toEqual([...betas].sort((a, b) => b - a));
  });
  it("LODO folds sorted by domain, AUCs within 2e-3, mean of the folds", () => {
    expect(report.lodo.map((f) => [f.domain, f.n])).toEqual(ref.lodo.map((f: { domain: string; n: number }) => [f.domain, f.n]));
    report.lodo.forEach((f, k) => expect(Math.abs((f.auc as number) - ref.lodo[k].auc)).toBeLessThan(2e-3));
    expect(Math.abs((report.lodo_mean_auc as number) - ref.lodo_mean_auc)).toBeLessThan(2e-3);
  });
  it("profiles: sorted swarms, < 5 minority cases skipped, in-sample AUC and top-2 positive β", () => {
    expect(report.profiles.map((p) => [p.swarm, p.n, p.positives])).toEqual(ref.profiles.map((p: { swarm: string; n: number; positives: number }) => [p.swarm, p.n, p.positives]));
    report.profiles.forEach((p, k) => {
      const r = ref.profiles[k];
      if (r.auc === null) {
        expect(p.auc).toBeNull();
        expect(p.top).toEqual([]);
        return;
      }
      expect(Math.abs((p.auc as number) - r.auc)).toBeLessThan(2e-3);
      expect(p.top.map((t) => t.feature)).toEqual(r.top.map((t: { feature: string }) => t.feature));
      p.top.forEach((t, i) => expect(Math.abs(t.beta - r.top[i].beta)).toBeLessThan(2e-3));
    });
  });
  it("lexical grounding: Pearson r, p and group means as scipy", () => {
    const g = report.grounding;
    expect(g.r as number).toBeCloseTo(ref.grounding.r, 10);
    expect(Math.abs((g.p as number) / ref.grounding.p - 1)).toBeLessThan(1e-6);
    expect(g.mean_flagged as number).toBeCloseTo(ref.grounding.mean_flagged, 12);
    expect(g.mean_unflagged as number).toBeCloseTo(ref.grounding.mean_unflagged, 12);
  });
  it("split-based numbers are consistent and reproducible for a seed", () => {
    const d = judgeFitDetailed(records, { seed: 0 });
    expect(d.report.l2.test_auc).toBe(report.l2.test_auc);
    expect(d.testScores.length).toBe(Math.round(0.2 * ref.positives) + Math.round(0.2 * (ref.n - ref.positives)));
    const ct = report.l2.confusion_at_t;
    if (ct) {
      expect(ct.tp + ct.fp + ct.tn + ct.fn).toBe(d.testScores.length);
      expect(ct.tp * 10).toBeGreaterThanOrEqual(9 * (ct.tp + ct.fp));
      expect(report.l2.precision_at_t).toBe(ct.tp / (ct.tp + ct.fp));
    }
    expect(report.l2.test_auc as number).toBeGreaterThan(0.6);
  });
  it("rejects data with one class and bad options", () => {
    const none = records.map((r) => ({ ...r, evidence_weighting: 1 }));
    expect(() => judgeFit(none)).toThrow(/both captured/);
    expect(() => judgeFit(records, { c: 0 })).toThrow(RangeError);
    expect(() => judgeFit(records, { targetPrecision: 1.5 })).toThrow(RangeError);
  });
});

describe("judgeCanonicalClusters", () => {
  it("names each key by its most frequent spelling and keeps each record's distinct names in first-seen order", () => {
    expect(judgeCanonicalClusters([{ clusters: ["b", "a b", "A_B", "b"] }, { clusters: ["A_B"] }, { clusters: [] }]))
      .toEqual([["b", "A_B"], ["A_B"], []]);
    // a tie in count goes to the smallest spelling, whichever is seen first
    expect(judgeCanonicalClusters([{ clusters: ["x y"] }, { clusters: ["X_Y"] }])).toEqual([["X_Y"], ["X_Y"]]);
    expect(judgeCanonicalClusters([{ clusters: ["X_Y"] }, { clusters: ["x y"] }])).toEqual([["X_Y"], ["X_Y"]]);
  });
  it("judgeFitDetailed does not change its input records (their clusters stay as given)", () => {
    const before = JSON.stringify(records);
    judgeFitDetailed(records, { seed: 0 });
    expect(JSON.stringify(records)).toBe(before);
  });
});
