import { describe, expect, it } from "vitest";
import { judgeLodo } from "../../../../src/paradigms/judge/measures/lodo.js";
import { JUDGE_MLP_BEYOND_PAPER, judgeLodoCompare, judgeLodoMlp, judgeMlpComparison } from "../../../../src/paradigms/judge/measures/mlp-meta-evaluator.js";
import { multiHot } from "../../../../src/models/multi-hot.js";
import { createRng } from "../../../../src/stats/rng.js";

/**
 * Planted sets over 12 clusters (each present with probability 0.4), three domains in turn:
 * "xor": logit ±2.5 by f00 XOR f01 (no main effects: a linear model sees nothing);
 * "linear": logit 1.5·f00 − 1.5·f01 + f02 − 0.5.
 */
function planted(kind: "xor" | "linear", n: number, seed: number) {
  const rng = createRng(seed);
  const vocab = Array.from({ length: 12 }, (_, j) => `f${String(j).padStart(2, "0")}`);
  const rows: string[][] = [], y: (0 | 1)[] = [], domains: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = vocab.filter(() => rng.next() < 0.4);
    const a = r.includes("f00") ? 1 : 0, b = r.includes("f01") ? 1 : 0;
    const eta = kind === "xor" ? (a ^ b ? 2.5 : -2.5) : 1.5 * a - 1.5 * b + (r.includes("f02") ? 1 : 0) - 0.5;
    y.push(rng.next() < 1 / (1 + Math.exp(-eta)) ? 1 : 0);
    rows.push(r);
    domains.push(`d${i % 3}`);
  }
  return { X: multiHot(rows, vocab), y, domains };
}

describe("judgeLodoCompare(X, y, domains, {c, mlp}): the MLP against the L2 logistic on the same LODO folds", () => {
  const xor = planted("xor", 600, 7);
  const cmpXor = judgeLodoCompare(xor.X, xor.y, xor.domains, { c: 1, mlp: { seed: 1 } });

  it("uses exactly judgeLodo's folds and L2 AUCs", () => {
    const l2 = judgeLodo(xor.X, xor.y, xor.domains, 1);
    expect(cmpXor.rows.map((r) => [r.domain, r.n, r.positives, r.l2_auc, r.l2_ci])).toEqual(l2.folds.map((f) => [f.domain, f.n, f.positives, f.auc, f.ci]));
    expect(cmpXor.l2_mean_auc).toBe(l2.mean_auc);
    expect(cmpXor.note).toBe(JUDGE_MLP_BEYOND_PAPER);
    expect(cmpXor.note).toMatch(/^beyond the paper/);
  });
  it("on a planted XOR interaction the MLP beats L2 on held-out AUC in every fold (its 95% interval above the L2 AUC)", () => {
    expect(cmpXor.l2_mean_auc as number).toBeLessThan(0.72);
    expect(cmpXor.mlp_mean_auc as number).toBeGreaterThan(0.85);
    for (const r of cmpXor.rows) expect((r.mlp_ci as [number, number])[0]).toBeGreaterThan(r.l2_auc as number);
  });
  it("on a planted linear set both are close (mean held-out AUC within 0.02)", () => {
    const lin = planted("linear", 600, 7);
    const cmp = judgeLodoCompare(lin.X, lin.y, lin.domains, { c: 1, mlp: { seed: 1 } });
    expect(cmp.l2_mean_auc as number).toBeGreaterThan(0.7);
    expect(Math.abs((cmp.mlp_mean_auc as number) - (cmp.l2_mean_auc as number))).toBeLessThan(0.02);
  });
  it("same seed → the same AUCs; the seed is a parameter", () => {
    const again = judgeLodoMlp(xor.X, xor.y, xor.domains, { seed: 1 });
    expect(again.folds.map((f) => f.auc)).toEqual(cmpXor.rows.map((r) => r.mlp_auc));
    expect(again.mean_auc).toBe(cmpXor.mlp_mean_auc);
    const other = judgeLodoMlp(xor.X, xor.y, xor.domains, { seed: 2, epochs: 5 });
    expect(other.folds.map((f) => f.auc)).not.toEqual(cmpXor.rows.map((r) => r.mlp_auc));
  });
  it("a held-out domain with one class, or one row, has a null AUC, as in judgeLodo", () => {
    const X = multiHot([["a"], ["b"], ["a", "b"], [], ["a"]], ["a", "b"]);
    const r = judgeLodoMlp(X, [1, 1, 0, 0, 1], ["g", "g", "g", "g", "s"], { seed: 0, epochs: 2 });
    expect(r.folds.map((f) => [f.domain, f.n, f.auc])).toEqual([["g", 4, null], ["s", 1, null]]);
    expect(r.mean_auc).toBeNull();
  });
});

describe("judgeMlpComparison(records, options)", () => {
  it("builds the judge features from records (unparsed left out) and compares on the benchmark folds", () => {
    const recs = ["d1", "d2"].flatMap((b) => [["a"], ["b"], ["a", "b"], []].map((clusters, i) => ({ benchmark: b, clusters, evidence_weighting: 5, accuracy: i < 2 ? 0 : 1 })));
    const r = judgeMlpComparison([...recs, { benchmark: "d1", clusters: null, evidence_weighting: null, accuracy: null }], { mlp: { seed: 0, epochs: 150, hidden: 8, batchSize: 4, learningRate: 0.05 } });
    expect([r.n, r.positives, r.features, r.excluded_unparsed]).toEqual([8, 4, 2, 1]);
    expect(r.rows.map((x) => [x.domain, x.l2_auc, x.mlp_auc])).toEqual([["d1", 0.5, 1], ["d2", 0.5, 1]]);
  });
  it("refuses records of one class", () => {
    expect(() => judgeMlpComparison([{ benchmark: "d", clusters: ["a"], evidence_weighting: 1, accuracy: 1 }])).toThrow(/judgeMlpComparison.*records/);
  });
});
