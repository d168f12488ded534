import { describe, expect, it } from "vitest";
import { fitLogisticL2, multiHot, predictProba, rocAuc, selectRows } from "../../src/models/index.js";
import { logisticFixture, maxAbsDiff } from "./fixtures.js";

const fx = logisticFixture();
const X = multiHot(fx.rows, fx.vocabulary);

describe("fitLogisticL2(X, y, { C, classWeight }) against scikit-learn newton-cholesky", () => {
  it("matches balanced coefficients and intercept within 2e-3 (and in fact 1e-6)", () => {
    const fit = fitLogisticL2(X, fx.y, { C: 1, classWeight: "balanced" });
    expect(fit.converged).toBe(true);
    expect(fit.backend).toBe("f64-newton-cholesky");
    const err = Math.max(maxAbsDiff(fit.coef, fx.l2.balanced.coef), Math.abs(fit.intercept - fx.l2.balanced.intercept));
    expect(err).toBeLessThan(2e-3);
    expect(err).toBeLessThan(1e-6);
  });

  it("matches unweighted coefficients (classWeight null)", () => {
    const fit = fitLogisticL2(X, fx.y, { C: 1, classWeight: null });
    const err = Math.max(maxAbsDiff(fit.coef, fx.l2.none.coef), Math.abs(fit.intercept - fx.l2.none.intercept));
    expect(err).toBeLessThan(1e-6);
  });

  it("reports an all-zero column as exactly 0", () => {
    const fit = fitLogisticL2(X, fx.y, { C: 1, classWeight: "balanced" });
    expect(fit.coef[fx.vocabulary.length - 1]).toBe(0);
  });

  it("reproduces the LODO AUCs within 2e-3, with balanced weights from the two training domains", () => {
    for (const fold of fx.lodo) {
      const train = fx.domain.flatMap((d, i) => (d === fold.domain ? [] : [i]));
      const test = fx.domain.flatMap((d, i) => (d === fold.domain ? [i] : []));
      const fit = fitLogisticL2(selectRows(X, train), train.map((i) => fx.y[i]), { C: 1, classWeight: "balanced" });
      expect(maxAbsDiff(fit.coef, fold.coef)).toBeLessThan(1e-6);
      const auc = rocAuc(predictProba(fit, selectRows(X, test)), test.map((i) => fx.y[i]));
      expect(test.length).toBe(fold.n);
      expect(Math.abs((auc as number) - fold.auc)).toBeLessThan(2e-3);
    }
  });

  it("throws RangeError for C <= 0, a single class, or bad labels", () => {
    expect(() => fitLogisticL2(X, fx.y, { C: 0 })).toThrow(RangeError);
    expect(() => fitLogisticL2(X, fx.y.map(() => 0 as const), { C: 1 })).toThrow(RangeError);
    expect(() => fitLogisticL2(X, fx.y.slice(1), { C: 1 })).toThrow(RangeError);
  });

  it("does not mutate its inputs", () => {
    const indices = X.indices.slice(), y = fx.y.slice();
    fitLogisticL2(X, fx.y, { C: 0.5, classWeight: "balanced" });
    expect(X.indices).toEqual(indices);
    expect(fx.y).toEqual(y);
  });
});
