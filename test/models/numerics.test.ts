import { describe, expect, it } from "vitest";
import { choleskyFactor, choleskyInverseDiagonal, choleskySolve } from "../../src/models/cholesky.js";
import { lbfgs } from "../../src/models/lbfgs.js";
import { logisticLossF64 } from "../../src/models/logistic-loss-f64.js";
import { logisticHessian } from "../../src/models/logistic-hessian.js";
import { multiHot } from "../../src/models/index.js";

describe("choleskyFactor / choleskySolve / choleskyInverseDiagonal", () => {
  it("factor, solve and inverse diagonal of [[4,2],[2,3]]", () => {
    const L = choleskyFactor(new Float64Array([4, 2, 2, 3]), 2)!;
    expect(Array.from(L)).toEqual([2, 0, 1, Math.SQRT2]);
    const x = choleskySolve(L, 2, [6, 5]);
    expect(x[0]).toBeCloseTo(1, 14);
    expect(x[1]).toBeCloseTo(1, 14);
    const d = choleskyInverseDiagonal(L, 2);
    expect(d[0]).toBeCloseTo(0.375, 14);
    expect(d[1]).toBeCloseTo(0.5, 14);
  });
  it("returns null for an indefinite matrix", () => {
    expect(choleskyFactor(new Float64Array([1, 2, 2, 1]), 2)).toBeNull();
  });
});

describe("lbfgs", () => {
  it("minimises an ill-conditioned quadratic", () => {
    const r = lbfgs((x, g) => {
      g[0] = 2 * (x[0] - 1);
      g[1] = 200 * (x[1] + 2);
      return (x[0] - 1) ** 2 + 100 * (x[1] + 2) ** 2;
    }, new Float64Array(2), { gtol: 1e-10 });
    expect(r.converged).toBe(true);
    expect(r.x[0]).toBeCloseTo(1, 9);
    expect(r.x[1]).toBeCloseTo(-2, 9);
  });
});

describe("logistic loss, gradient and Hessian", () => {
  const X = multiHot([["a"], ["a", "b"], ["b"], []], ["a", "b"]);
  const y = [1, 0, 1, 0], w = new Float64Array([1, 2, 1, 0.5]);
  const theta = new Float64Array([0.3, -0.7, 1.1]);

  it("float64 gradient and Hessian agree with finite differences", () => {
    const g = new Float64Array(3), gp = new Float64Array(3), gm = new Float64Array(3);
    const f = (t: Float64Array, out: Float64Array) => logisticLossF64(X, y, w, 1, t, out);
    f(theta, g);
    const H = logisticHessian(X, w, 1, theta, [0, 1, 2]);
    const h = 1e-6;
    for (let j = 0; j < 3; j++) {
      const tp = theta.slice(), tm = theta.slice();
      tp[j] += h;
      tm[j] -= h;
      expect((f(tp, gp) - f(tm, gm)) / (2 * h)).toBeCloseTo(g[j], 7);
      for (let k = 0; k < 3; k++) expect((gp[k] - gm[k]) / (2 * h)).toBeCloseTo(H[k * 3 + j], 7);
    }
  });

});
