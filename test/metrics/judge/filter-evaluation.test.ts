import { describe, expect, it } from "vitest";
import { judgeFilterEvaluation } from "../../../src/metrics/judge/index.js";
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
  it("hand case: confusion, precision 2/3, recall 2/3, unknown clusters sorted", () => {
    expect(judgeFilterEvaluation(handFilter(), records)).toEqual({
      threshold: 0.5, n: 5, captures: 3, flagged: 3, confusion: { tp: 2, fp: 1, tn: 1, fn: 1 },
      precision: 2 / 3, recall: 2 / 3, unknown_clusters: ["Y", "Z"],
    });
  });
  it("nothing flagged → precision null; no capture → recall null", () => {
    const e = judgeFilterEvaluation(handFilter({ threshold: 1 }), [records[1], records[3]]);
    expect(e).toMatchObject({ n: 2, captures: 0, flagged: 0, confusion: { tp: 0, fp: 0, tn: 2, fn: 0 }, precision: null, recall: null });
  });
  it("empty log", () => {
    expect(judgeFilterEvaluation(handFilter(), [])).toMatchObject({ n: 0, captures: 0, flagged: 0, precision: null, recall: null, unknown_clusters: [] });
  });
});
