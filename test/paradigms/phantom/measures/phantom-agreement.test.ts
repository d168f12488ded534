// Cohen's kappa against sklearn.metrics.cohen_kappa_score (golden values: test/fixtures/phantom/kappa/make_kappa.py).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cohenKappa, phantomAgreement, type AnnotationCell } from "../../../../src/paradigms/phantom/measures/phantom-agreement.js";
import { projectPath } from "../../../../src/paths.js";
import { createRng } from "../../../../src/stats/rng.js";

const fx = JSON.parse(readFileSync(projectPath("test/fixtures/phantom/kappa/kappa.json"), "utf8")) as {
  items: string[]; a: AnnotationCell[]; b: AnnotationCell[];
  expected: Record<string, { n: number; kappa: number }>; overall: { n: number; kappa: number };
  edge: { a: string[]; b: string[]; kappa: number }[];
};

describe("Cohen's kappa (sklearn golden values)", () => {
  it("edge cases equal cohen_kappa_score", () => {
    for (const e of fx.edge) expect(cohenKappa(e.a, e.b)).toBeCloseTo(e.kappa, 12);
    expect(cohenKappa(["yes", "no"], ["yes", "no"])).toBe(1);
    expect(cohenKappa(["yes", "yes"], ["yes", "yes"])).toBeNull();
    expect(cohenKappa([], [])).toBeNull();
    expect(() => cohenKappa(["a"], [])).toThrow(RangeError);
  });
  it("per rubric item and pooled over 150 scenarios x 7 items equal cohen_kappa_score (blank cells skipped)", () => {
    const rep = phantomAgreement(fx.a, fx.b, { B: 0, items: fx.items });
    for (const row of rep.items) {
      expect(row.n, row.item).toBe(fx.expected[row.item].n);
      expect(row.kappa!, row.item).toBeCloseTo(fx.expected[row.item].kappa, 12);
    }
    expect(rep.overall.n).toBe(fx.overall.n);
    expect(rep.overall.kappa!).toBeCloseTo(fx.overall.kappa, 12);
    expect(rep.unmatched).toBe(fx.items.length * 150 - fx.overall.n);
    const dis = fx.a.filter((c, i) => fx.b[i].answer !== "" && fx.b[i].answer !== c.answer).length;
    expect(rep.disagreements).toHaveLength(dis);
  });
  it("scenario-bootstrap intervals are seeded and contain the point values", () => {
    const a = phantomAgreement(fx.a, fx.b, { B: 300, rng: createRng(4), items: fx.items });
    const b = phantomAgreement(fx.a, fx.b, { B: 300, rng: createRng(4), items: fx.items });
    expect(a).toEqual(b);
    for (const r of [...a.items, a.overall]) {
      expect(r.ci![0]).toBeLessThanOrEqual(r.kappa!);
      expect(r.ci![1]).toBeGreaterThanOrEqual(r.kappa!);
    }
  });
});
