import { describe, expect, it } from "vitest";
import { panelReport } from "../../../../src/paradigms/panel/measures/panel-report.js";
import { splitPanelRecords } from "../../../../src/paradigms/panel/measures/panel-records.js";
import { handLog } from "./fixture.js";

const doc = panelReport(handLog(), { bootstrap: 200, seed: 1 });
const row = (m: string, c: string) => doc.reviewers.find((r) => r.model === m && r.condition === c)!;

describe("splitPanelRecords(records)", () => {
  it("keeps the last record of a natural key and counts invalid verdicts after de-duplication", () => {
    const s = splitPanelRecords(handLog());
    expect(s.invalid).toEqual({ A: 0, C: 0, B: 1 });
    expect(s.main.find((r) => r.model === "A" && r.item_id === "b1" && r.condition === "solo")!.verdict).toBe("safe");
    expect(s.sweep).toHaveLength(9);
    expect(s.repair).toHaveLength(5);
  });
});

describe("panelReport reviewer rows (hand-computed)", () => {
  it("lists rows by model, then condition in contract order", () => {
    expect(doc.reviewers.map((r) => `${r.model}:${r.condition}`)).toEqual([
      "A:solo", "A:silent_peers", "A:wrong_peers", "A:right_peers", "A:authority",
      "B:solo", "B:silent_peers", "B:wrong_peers", "B:right_peers",
      "C:solo", "C:silent_peers", "C:wrong_peers", "C:right_peers",
    ]);
  });
  it("fa_rate and miss_rate with Wilson intervals; the reworded record does not count", () => {
    expect(row("A", "wrong_peers").fa_rate).toMatchObject({ value: 1, n: 2 });
    expect(row("A", "wrong_peers").fa_rate.ci![1]).toBe(1);
    expect(row("A", "wrong_peers").miss_rate).toMatchObject({ value: 0.5, n: 2 });
    expect(row("A", "silent_peers").fa_rate.value).toBe(0.5);
    expect(row("A", "authority").fa_rate).toEqual({ value: null, n: 0, ci: null });
    expect(row("A", "authority").miss_rate).toMatchObject({ value: 0.5, n: 2 });
    // a null verdict is in the denominator and is not a miss
    expect(row("B", "right_peers").miss_rate).toMatchObject({ value: 0, n: 2 });
  });
  it("shift and shift_silent literally (share equal to the asserted label), null for solo/silent", () => {
    expect(row("A", "wrong_peers").shift).toMatchObject({ value: 0.75, n: 4 });
    expect(row("A", "wrong_peers").shift_silent).toMatchObject({ value: 0.25, n: 4 });
    expect(row("A", "right_peers").shift).toMatchObject({ value: 1, n: 4 });
    expect(row("A", "right_peers").shift_silent).toMatchObject({ value: 0.75, n: 4 });
    expect(row("A", "authority").shift).toMatchObject({ value: 0.5, n: 2 });
    expect(row("A", "authority").shift_silent).toMatchObject({ value: 0, n: 2 });
    expect(row("A", "solo").shift).toEqual({ value: null, n: 0, ci: null });
    expect(row("A", "silent_peers").shift_silent).toEqual({ value: null, n: 0, ci: null });
    // B: correct in round 1 on b2 and h1 only
    expect(row("B", "wrong_peers").shift).toMatchObject({ value: 1, n: 2 });
    expect(row("B", "wrong_peers").shift_silent).toMatchObject({ value: 0.5, n: 2 });
  });
  it("severity_rise paired with silent_peers; silent row 0; solo row solo − silent", () => {
    expect(row("A", "wrong_peers").severity_rise).toMatchObject({ value: 4.5, n: 2 });
    expect(row("A", "wrong_peers").severity_rise.ci).toEqual([4, 5]);
    expect(row("A", "right_peers").severity_rise).toMatchObject({ value: -1, n: 2, ci: [-1, -1] });
    expect(row("A", "solo").severity_rise).toMatchObject({ value: -1, n: 2 });
    expect(row("A", "silent_peers").severity_rise).toEqual({ value: 0, n: 2, ci: [0, 0] });
    expect(row("A", "authority").severity_rise).toEqual({ value: null, n: 0, ci: null });
    expect(row("B", "wrong_peers").severity_rise).toEqual({ value: null, n: 0, ci: null });
  });
});

describe("panelReport panel rows (hand-computed)", () => {
  const p = (c: string) => doc.panel.find((r) => r.condition === c)!;
  it("observed, predicted and subpanel rates, exclusions", () => {
    expect(doc.panel.map((r) => r.condition)).toEqual(["solo", "silent_peers", "wrong_peers", "right_peers", "authority"]);
    expect(p("wrong_peers")).toMatchObject({ reviewers: 3, fa_rate: { value: 1, n: 2 }, miss_rate: { value: 0.5, n: 2 }, excluded_items: 0 });
    expect(p("wrong_peers").predicted_fa).toBeCloseTo(1, 15);
    expect(p("wrong_peers").predicted_miss).toBeCloseTo(0.5, 15);
    expect(p("wrong_peers").subpanel_fa).toBe(1);
    expect(p("silent_peers")).toMatchObject({ fa_rate: { value: 0, n: 2 }, miss_rate: { value: 0, n: 2 } });
    expect(p("silent_peers").predicted_fa).toBeCloseTo(0.25, 15);
    expect(p("silent_peers").predicted_miss).toBeCloseTo(0, 15);
    expect(p("right_peers")).toMatchObject({ fa_rate: { value: 0, n: 2 }, miss_rate: { value: 0, n: 1 }, excluded_items: 1 });
    expect(p("authority")).toEqual({
      condition: "authority", reviewers: 3, fa_rate: { value: null, n: 0, ci: null }, miss_rate: { value: null, n: 0, ci: null },
      predicted_fa: null, predicted_miss: null, subpanel_fa: null, subpanel_miss: null, excluded_items: 2,
    });
  });
});

describe("panelReport directional, flip_vs_k, authority, repair (hand-computed)", () => {
  it("directional pools", () => {
    expect(doc.directional.flag).toMatchObject({ value: 4 / 6, n: 6 });
    expect(doc.directional.safe).toMatchObject({ value: 3 / 6, n: 6 });
    expect(doc.directional.gap.value).toBeCloseTo(1 / 6, 15);
    expect(doc.directional.gap.n).toBe(12);
    expect(doc.directional.gap.ci).not.toBeNull();
  });
  it("flip_vs_k pooled over reviewers on benign items judged safe in round 1", () => {
    expect(doc.flip_vs_k.map((x) => [x.k, x.rate.value, x.rate.n])).toEqual([[0, 1 / 3, 3], [6, 1, 3]]);
    expect(doc.flip_vs_k[1].rate.ci).toEqual([1, 1]);
  });
  it("authority row", () => {
    expect(doc.authority).toHaveLength(1);
    const a = doc.authority[0];
    expect(a.model).toBe("A");
    expect(a.flip).toMatchObject({ value: 0.5, n: 2 });
    expect(a.delta_p_auth).toBeCloseTo(0.45, 12);
    expect(a.abs_dp_flipped).toBeCloseTo(0.7, 12);
    expect(a.abs_dc_flipped).toBeCloseTo(0.1, 12);
  });
  it("repair recovery pooled over after", () => {
    expect(doc.repair.map((r) => [r.model, r.condition, r.recovery.value, r.recovery.n])).toEqual([
      ["A", "repair_independence", 0.5, 2], ["A", "repair_accountability", 0, 1], ["B", "repair_vigilance", null, 0],
    ]);
  });
  it("is reproducible for a seed and gives null intervals with B = 0", () => {
    expect(panelReport(handLog(), { bootstrap: 200, seed: 1 })).toEqual(doc);
    const d0 = panelReport(handLog(), { bootstrap: 0 });
    expect(d0.directional.gap.ci).toBeNull();
    expect(d0.reviewers.find((r) => r.model === "A" && r.condition === "wrong_peers")!.severity_rise.ci).toBeNull();
    expect(d0.reviewers.find((r) => r.model === "A" && r.condition === "wrong_peers")!.fa_rate.ci).not.toBeNull();
  });
});
