import { describe, expect, it } from "vitest";
import { logisticGradientAtZero, logisticLossF64, sigmoid, softplus } from "../../src/models/logistic-loss-f64.js";
import { multiHot } from "../../src/models/index.js";
import { logisticHessian } from "../../src/models/logistic-hessian.js";
import { logisticNewtonSystem } from "../../src/models/logistic-newton-system.js";
import { createRng } from "../../src/stats/rng.js";
import type { SparseBinaryMatrix } from "../../src/models/sparse-binary-matrix.js";

/** The loss written with the two named functions, row by row (what the fused loop must reproduce bit for bit). */
function reference(X: SparseBinaryMatrix, y: number[], w: Float64Array, ridge: number, theta: Float64Array, grad: Float64Array): number {
  let f = 0, g0 = 0;
  for (let j = 1; j <= X.nCols; j++) { f += 0.5 * ridge * theta[j] * theta[j]; grad[j] = ridge * theta[j]; }
  for (let i = 0; i < X.nRows; i++) {
    let eta = theta[0];
    for (let k = X.indptr[i]; k < X.indptr[i + 1]; k++) eta += theta[X.indices[k] + 1];
    f += w[i] * (softplus(eta) - (y[i] === 1 ? eta : 0));
    const r = w[i] * (sigmoid(eta) - y[i]);
    g0 += r;
    for (let k = X.indptr[i]; k < X.indptr[i + 1]; k++) grad[X.indices[k] + 1] += r;
  }
  grad[0] = g0;
  return f;
}

describe("logisticLossF64", () => {
  it("hand case: two rows at θ = 0 give 2·log 2 and gradient [0, −½]", () => {
    const g = new Float64Array(2);
    expect(logisticLossF64(multiHot([["a"], []], ["a"]), [1, 0], new Float64Array([1, 1]), 0, new Float64Array(2), g)).toBe(2 * Math.LN2);
    expect(Array.from(g)).toEqual([0, -0.5]);
  });
  it("equals softplus/sigmoid row by row bit for bit (one exp a row), at η = 0, huge |η| and random θ", () => {
    const r = createRng(3);
    for (let t = 0; t < 30; t++) {
      const n = 1 + Math.floor(r.next() * 300), p = 1 + Math.floor(r.next() * 20);
      const rows = Array.from({ length: n }, () => Array.from({ length: Math.floor(r.next() * 4) }, () => String(Math.floor(r.next() * p))));
      const X = multiHot(rows, Array.from({ length: p }, (_, j) => String(j)));
      const y = Array.from({ length: n }, () => (r.next() < 0.4 ? 1 : 0));
      const w = Float64Array.from({ length: n }, () => r.next() * 3);
      const scale = [0, 1e-300, 1, 40, 800][t % 5];
      const theta = Float64Array.from({ length: p + 1 }, () => (r.next() - 0.5) * scale);
      const g1 = new Float64Array(p + 1), g2 = new Float64Array(p + 1);
      expect(logisticLossF64(X, y, w, t % 2, theta, g1)).toBe(reference(X, y, w, t % 2, theta, g2));
      expect(Array.from(g1)).toEqual(Array.from(g2));
    }
  });
  it("logisticGradientAtZero is logisticLossF64's gradient at θ = 0, bit for bit", () => {
    const g = new Float64Array(2);
    logisticGradientAtZero(multiHot([["a"], []], ["a"]), [1, 0], new Float64Array([1, 1]), g);
    expect(Array.from(g)).toEqual([0, -0.5]);
    const r = createRng(4);
    for (let t = 0; t < 20; t++) {
      const n = 1 + Math.floor(r.next() * 200), p = 1 + Math.floor(r.next() * 15);
      const X = multiHot(Array.from({ length: n }, () => Array.from({ length: Math.floor(r.next() * 4) }, () => String(Math.floor(r.next() * p)))), Array.from({ length: p }, (_, j) => String(j)));
      const y = Array.from({ length: n }, () => (r.next() < 0.3 ? 1 : 0)), w = Float64Array.from({ length: n }, () => r.next() * 5);
      const want = new Float64Array(p + 1);
      logisticLossF64(X, y, w, t % 2, new Float64Array(p + 1), want);
      expect(Array.from(logisticGradientAtZero(X, y, w, Float64Array.from({ length: p + 1 }, () => 7)))).toEqual(Array.from(want));
    }
  });
  it("prob: σ(η) per row as sigmoid gives it; the Hessian and the Newton system read it to the same bits", () => {
    const r = createRng(8);
    for (let t = 0; t < 10; t++) {
      const n = 1 + Math.floor(r.next() * 200), p = 1 + Math.floor(r.next() * 12);
      const X = multiHot(Array.from({ length: n }, () => Array.from({ length: Math.floor(r.next() * 4) }, () => String(Math.floor(r.next() * p)))), Array.from({ length: p }, (_, j) => String(j)));
      const y = Array.from({ length: n }, () => (r.next() < 0.3 ? 1 : 0)), w = Float64Array.from({ length: n }, () => 0.1 + r.next());
      const theta = Float64Array.from({ length: p + 1 }, () => (r.next() - 0.5) * 6);
      const prob = new Float64Array(n);
      logisticLossF64(X, y, w, 1, theta, new Float64Array(p + 1), prob);
      for (let i = 0; i < n; i++) {
        let eta = theta[0];
        for (let k = X.indptr[i]; k < X.indptr[i + 1]; k++) eta += theta[X.indices[k] + 1];
        expect(prob[i]).toBe(sigmoid(eta));
      }
      const all = Int32Array.from({ length: p + 1 }, (_, j) => j);
      expect(Array.from(logisticHessian(X, w, 1, theta, all, prob))).toEqual(Array.from(logisticHessian(X, w, 1, theta, all)));
      const a = logisticNewtonSystem(X, w, 1, all), b = logisticNewtonSystem(X, w, 1, all);
      expect(a.factor(theta, prob)).toBe(true);
      expect(b.factor(theta)).toBe(true);
      const rhs = Float64Array.from(all, (j) => Math.cos(j));
      expect(Array.from(a.solve(rhs))).toEqual(Array.from(b.solve(rhs)));
    }
  });
});
