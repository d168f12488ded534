import { describe, expect, it } from "vitest";
import { judgeFilterEvaluation } from "../../../../src/paradigms/judge/measures/index.js";
import { handFilter } from "./hand-filter.js";


// p = σ(10·A − 10·B): A alone → 0.99995 (flagged), B alone → 0.00005, neither → 0.5 (flagged: p ≥ t).
// Capture ⇔ evidence_weighting − 1 − 4·accuracy > 2.
const records = [
  { uuid: "1", clusters: ["A"], evidence_weighting: 5, accuracy: 0 as const }, // capture, flagged → TP
  { uuid: "2", clusters: ["A"], evidence_weighting: 1, accuracy: 1 as const }, // no capture, flagged → FP
  { uuid: "3", clusters: ["B"], evidence_weighting: 5, accuracy: 0 as const }, // capture, not flagged → FN
  { uuid: "4", clusters: ["B", "Z"], evidence_weighting: 2, accuracy: 1 as const }, // no capture, not flagged → TN
  { uuid: "5", clusters: ["Z", "Y"], evidence_weighting: 4, accuracy: 0 as const }, // capture (4−1 > 2), p = 0.5 flagged → TP
];

describe("judgeFilterEvaluation(filter, records)", () => {
  it("hand case: confusion, precision 2/3, recall 2/3 with exact intervals (scipy binomtest), unknown clusters sorted", () => {
    const e = judgeFilterEvaluation(handFilter(), records);
    expect(e).toMatchObject({
      threshold: 0.5, n: 5, excluded_unparsed: 0, captures: 3, flagged: 3, confusion: { tp: 2, fp: 1, tn: 1, fn: 1 },
      precision: 2 / 3, recall: 2 / 3, unknown_clusters: ["Y", "Z"], covered: true,
    });
    // scipy.stats.binomtest(2, 3).proportion_ci(method="exact") = (0.09429932405071303, 0.9915962413403874)
    expect(e.precision_ci!.lo).toBeCloseTo(0.09429932405071303, 10);
    expect(e.precision_ci!.hi).toBeCloseTo(0.9915962413403874, 10);
    expect(e.recall_ci!.lo).toBeCloseTo(0.09429932405071303, 10);
    // 3 of the 7 distinct (record, cluster) occurrences are unknown
    expect(e.drift.unknown_share).toBeCloseTo(3 / 7, 15);
    // feature shares: A in 2 of 5, B in 2 of 5; training 0.5 each → TV = (0.1 + 0.1) / 2
    expect(e.drift.feature_tv).toBeCloseTo(0.1, 12);
    expect(e.calibration.n).toBe(5);
  });
  it("records with an unparsed judge reply are left out and counted", () => {
    const e = judgeFilterEvaluation(handFilter(), [...records, { uuid: "6", clusters: ["A"], evidence_weighting: null, accuracy: null, parse_error: "x" } as never]);
    expect([e.n, e.excluded_unparsed]).toEqual([5, 1]);
  });
  it("nothing flagged → precision null; no capture → recall null", () => {
    const e = judgeFilterEvaluation(handFilter({ threshold: 1 }), [records[1], records[3]]);
    expect(e).toMatchObject({ n: 2, captures: 0, flagged: 0, confusion: { tp: 0, fp: 0, tn: 2, fn: 0 }, precision: null, recall: null });
  });
  it("empty log", () => {
    expect(judgeFilterEvaluation(handFilter(), [])).toMatchObject({ n: 0, captures: 0, flagged: 0, precision: null, recall: null, unknown_clusters: [] });
  });
});
