import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applyIsotonic, applyPlatt, clopperPearson, fitIsotonic, fitPlatt, multiHot, newtonCg, precisionBoundThreshold, rowWeights } from "../../src/models/index.js";
import { newtonSolve } from "../../src/models/newton-solve.js";
import { clopperPearsonLower } from "../../src/models/clopper-pearson.js";
import { thresholdCounts } from "../../src/models/threshold-counts.js";
import { createRng } from "../../src/stats/rng.js";

// Golden values from test/fixtures/models/make_calibration_fixtures.py (scipy binomtest, statsmodels Logit, sklearn IsotonicRegression).
const fx = JSON.parse(readFileSync(new URL("../fixtures/models/calibration.json", import.meta.url), "utf8"));

describe("clopperPearson(k, n)", () => {
  it("matches scipy.stats.binomtest(k, n).proportion_ci(method='exact') to 1e-10", () => {
    for (const c of fx.clopper_pearson) {
      const ci = clopperPearson(c.k, c.n);
      expect(ci.lo).toBeCloseTo(c.lo, 10);
      expect(ci.hi).toBeCloseTo(c.hi, 10);
    }
  });
  it("clopperPearsonLower is the interval's lower end, the same number", () => {
    for (const c of fx.clopper_pearson) expect(clopperPearsonLower(c.k, c.n)).toBe(clopperPearson(c.k, c.n).lo);
    for (const [k, n, a] of [[0, 5, 0.05], [5, 5, 0.05], [3, 7, 0.1], [1, 2000, 0.01], [1999, 2000, 0.05]]) expect(clopperPearsonLower(k, n, a)).toBe(clopperPearson(k, n, a).lo);
    expect(() => clopperPearsonLower(3, 2)).toThrow(RangeError);
  });
  it("rejects bad arguments", () => {
    expect(() => clopperPearson(3, 2)).toThrow(RangeError);
    expect(() => clopperPearson(1, 0)).toThrow(/n/);
    expect(() => clopperPearson(1, 2, 1)).toThrow(/alpha/);
  });
});

describe("fitPlatt / applyPlatt", () => {
  it("equals the statsmodels maximum-likelihood Logit on logit(score)", () => {
    const m = fitPlatt(fx.platt.scores, fx.platt.y);
    expect(m.a).toBeCloseTo(fx.platt.a, 7);
    expect(m.b).toBeCloseTo(fx.platt.b, 7);
    expect(applyPlatt(m, 0.5)).toBeCloseTo(1 / (1 + Math.exp(-fx.platt.b)), 7);
  });
});

describe("fitIsotonic / applyIsotonic", () => {
  it("hand case: PAVA pools the violators, interpolates between knots", () => {
    const m = fitIsotonic([0.1, 0.2, 0.3, 0.4], [0, 1, 0, 1]);
    expect(m).toEqual({ kind: "isotonic", x: [0.1, 0.2, 0.3, 0.4], y: [0, 0.5, 0.5, 1] });
    expect(applyIsotonic(m, 0.25)).toBe(0.5);
    expect(applyIsotonic(m, 0)).toBe(0);
    expect(applyIsotonic(m, 2)).toBe(1);
  });
  it("matches sklearn IsotonicRegression(out_of_bounds='clip') predictions with ties", () => {
    const m = fitIsotonic(fx.isotonic.scores, fx.isotonic.y);
    fx.isotonic.query.forEach((q: number, i: number) => expect(applyIsotonic(m, q)).toBeCloseTo(fx.isotonic.predicted[i], 12));
  });
  it("gives the same map for the cases in any order (the deployable filter passes them presorted)", () => {
    const r = createRng(11);
    for (let t = 0; t < 20; t++) {
      const n = 5 + Math.floor(r.next() * 200);
      const s = Array.from({ length: n }, () => Math.round(r.next() * 30) / 30), y = s.map((v) => (r.next() < v ? 1 : 0));
      const order = Array.from({ length: n }, (_, i) => i).sort((i, j) => s[i] - s[j] || i - j);
      expect(fitIsotonic(order.map((i) => s[i]), order.map((i) => y[i]))).toEqual(fitIsotonic(s, y));
      // presorted typed arrays (the filter's folds) skip the sort: still the same map
      expect(fitIsotonic(Float64Array.from(order, (i) => s[i]), Float64Array.from(order, (i) => y[i]))).toEqual(fitIsotonic(s, y));
    }
  });
});

describe("precisionBoundThreshold", () => {
  it("hand case: the smallest threshold whose exact lower bound reaches the target", () => {
    // 20 positives above 0.5, 20 negatives below: flagging p ≥ 0.5 gives 20/20, lower bound 0.025^(1/20) = 0.8316
    const s = Array.from({ length: 40 }, (_, i) => i / 40), y = s.map((v) => (v >= 0.5 ? 1 : 0));
    const r = precisionBoundThreshold(s, y, 0.8);
    expect(r.threshold).toBe(0.5);
    expect(r.flagged).toBe(20);
    expect(r.precision_ci!.lo).toBeCloseTo(Math.pow(0.025, 1 / 20), 12);
    expect(precisionBoundThreshold(s, y, 0.85).threshold).toBeNull(); // 20/20 is not enough for 0.85
    expect(precisionBoundThreshold(s, y, 0.85).best!.lower).toBeCloseTo(Math.pow(0.025, 1 / 20), 12);
  });
  it("a single flagged case never qualifies for a high target (lower bound 0.025)", () => {
    expect(precisionBoundThreshold([0.99, 0.1, 0.2], [1, 0, 0], 0.9).threshold).toBeNull();
  });
  it("gives exactly what computing every candidate's lower bound gives (it skips bounds that cannot matter)", () => {
    const brute = (s: number[], y: number[], target: number) => {
      const t = thresholdCounts(s, y);
      let chosen = -1, best: { lower: number; threshold: number; flagged: number } | null = null;
      for (let k = 0; k < t.thresholds.length; k++) {
        const fl = t.tps[k] + t.fps[k], lower = clopperPearson(t.tps[k], fl).lo;
        if (best === null || lower > best.lower) best = { lower, threshold: t.thresholds[k], flagged: fl };
        if (lower >= target) chosen = k;
      }
      return { threshold: chosen < 0 ? null : t.thresholds[chosen], best };
    };
    const rng = createRng(4);
    for (let rep = 0; rep < 24; rep++) {
      // up to 3,000 cases (a judge calibration fold's size) and, from rep 12, scores on a finer grid: more thresholds
      const n = rep < 12 ? 50 + rng.int(400) : 400 + rng.int(2600), slope = rng.next() * 4, grid = rep < 12 ? 100 : 2000;
      // scores rounded: many ties; positives likelier at high scores, the strength varying by rep
      const s = Array.from({ length: n }, () => Math.round(rng.next() * grid) / grid);
      const y = s.map((v) => (rng.next() < 1 / (1 + Math.exp(-slope * (v - 0.5) * 4)) ? 1 : 0));
      for (const target of [0.5, 0.7, 0.9, 0.99]) {
        const got = precisionBoundThreshold(s, y, target), want = brute(s, y, target);
        expect({ threshold: got.threshold, best: got.best }, `rep ${rep}, target ${target}`).toEqual(want);
      }
    }
  });
});

describe("newtonCg", () => {
  it("reaches the same optimum as the dense Newton-Cholesky solver", () => {
    const rng = createRng(7);
    const rows = Array.from({ length: 400 }, () => [`c${rng.int(30)}`, `c${rng.int(30)}`]);
    const vocab = Array.from({ length: 30 }, (_, j) => `c${j}`).sort();
    const X = multiHot(rows, vocab);
    const y = rows.map((r) => (r.includes("c3") || rng.next() < 0.1 ? 1 : 0)) as (0 | 1)[];
    const w = rowWeights(y, 1, "balanced");
    const a = newtonCg(X, y, w, 1, new Float64Array(31), { gtol: 1e-10 });
    const b = newtonSolve(X, y, w, 1, new Float64Array(31), { gtol: 1e-10 });
    expect(a.converged).toBe(true);
    a.theta.forEach((v, j) => expect(Math.abs(v - b.theta[j])).toBeLessThan(1e-8));
  });
});
