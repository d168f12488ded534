import { describe, expect, it } from "vitest";
import { benchformPairedData } from "../../../src/paradigms/benchform/paired-data.js";
import { compareRuns } from "../../../src/metrics/compare/compare-runs.js";
import { comparableParadigms } from "../../../src/metrics/common/analysis-registry.js";

const rec = (model: string, item: string, condition: string, answer: string | null, extra: Record<string, unknown> = {}) => ({
  protocol: "benchform", run_id: "r", model, trial_id: `${model}:${item}:${condition}:${JSON.stringify(extra)}`, item_id: item, task: "t", condition,
  majority: condition === "raw" ? null : 6, rounds: condition === "trust" || condition === "doubt" ? 1 : 0, mode: "default", answer, gold: "A", ...extra,
});

describe("benchformPairedData (compare and plan on BenchForm items)", () => {
  it("counts conformity on items answered alone, as analysis.py does, per side (hand-computed)", () => {
    // side a: i1 right alone, wrong under wrong guidance (conforms); i2 wrong alone (not in the denominator's conformers), wrong under guidance; i3 unparsed alone
    const a = [rec("a", "i1", "raw", "A"), rec("a", "i1", "wrong_guidance", "B"), rec("a", "i2", "raw", "C"), rec("a", "i2", "wrong_guidance", "B"), rec("a", "i3", "raw", null), rec("a", "i3", "wrong_guidance", "A")];
    // side b: resists on i1, i2 as a; i3 right alone, conforms
    const b = [rec("b", "i1", "raw", "A"), rec("b", "i1", "wrong_guidance", "A"), rec("b", "i2", "raw", "C"), rec("b", "i2", "wrong_guidance", "B"), rec("b", "i3", "raw", "A"), rec("b", "i3", "wrong_guidance", "C")];
    const d = benchformPairedData(a, b, ["a", "b"]);
    expect(d.unitKind).toBe("item");
    expect(d.units).toEqual(["i1", "i2", "i3"]);
    const all = Int32Array.of(0, 1, 2);
    const m = (name: string) => d.measures.find((x) => x.name === name)!;
    expect(m("conformity.wrong_guidance").stat(all, Uint8Array.of(0, 0, 0))).toBeCloseTo(1 / 3, 12); // a: i1 conforms of 3
    expect(m("conformity.wrong_guidance").stat(all, Uint8Array.of(1, 1, 1))).toBeCloseTo(1 / 3, 12); // b: i3 conforms of 3
    expect(m("accuracy.raw").stat(all, Uint8Array.of(0, 0, 0))).toBeCloseTo(1 / 3, 12); // a: i1 right alone (unparsed counts as not right)
    expect(m("accuracy.raw").stat(all, Uint8Array.of(1, 1, 1))).toBeCloseTo(2 / 3, 12);
    expect(m("conformity.trust").stat(all, Uint8Array.of(0, 0, 0))).toBeNull(); // no trust answers: no denominator
    expect(m("accuracy.raw").n).toEqual([3, 3]);
  });
  it("makes BenchForm comparable: compareRuns gives the paired difference on shared items", () => {
    expect(comparableParadigms()).toContain("benchform");
    const a = [rec("a", "i1", "raw", "A"), rec("a", "i1", "wrong_guidance", "B"), rec("a", "i2", "raw", "A"), rec("a", "i2", "wrong_guidance", "B")];
    const b = [rec("b", "i1", "raw", "A"), rec("b", "i1", "wrong_guidance", "A"), rec("b", "i2", "raw", "A"), rec("b", "i2", "wrong_guidance", "B")];
    const report = compareRuns("benchform", [...a, ...b], { by: "model", B: 200, seed: 1, permutations: 200, measures: ["conformity.wrong_guidance"] });
    const row = report.comparisons[0].rows[0];
    expect([report.reference, row.measure, row.reference_value, row.other_value, row.difference, report.comparisons[0].unit_kind]).toEqual(["a", "conformity.wrong_guidance", 1, 0.5, -0.5, "item"]);
  });
});
