import { describe, expect, it } from "vitest";
import { fitLogisticL1, multiHot } from "../../src/models/index.js";
import { logisticFixture, maxAbsDiff } from "./fixtures.js";

const fx = logisticFixture();
const X = multiHot(fx.rows, fx.vocabulary);

describe("fitLogisticL1(X, y, { alpha }) against statsmodels Logit.fit_regularized(method='l1')", () => {
  for (const ref of fx.l1) {
    describe(`alpha = ${ref.alpha}`, () => {
      const fit = fitLogisticL1(X, fx.y, { alpha: ref.alpha });

      it("converges to the KKT tolerance", () => {
        expect(fit.converged).toBe(true);
      });

      it("has the same active set", () => {
        const active = (c: ArrayLike<number>) => Array.from(c, (v, j) => (v !== 0 ? j : -1)).filter((j) => j >= 0);
        expect(active(fit.coef)).toEqual(active(ref.coef));
      });

      it("matches coefficients within 5e-3 (and in fact 1e-6)", () => {
        const err = Math.max(maxAbsDiff(fit.coef, ref.coef), Math.abs(fit.intercept - ref.intercept));
        expect(err).toBeLessThan(5e-3);
        expect(err).toBeLessThan(1e-6);
      });

      it("matches standard errors within 2% relative (and in fact 1e-5), null where β = 0", () => {
        let worst = Math.abs((fit.interceptSe as number) / ref.interceptSe - 1);
        ref.se.forEach((s, j) => {
          if (s === null) {
            expect(fit.se[j]).toBeNull();
            expect(fit.z[j]).toBeNull();
            expect(fit.p[j]).toBeNull();
          } else worst = Math.max(worst, Math.abs((fit.se[j] as number) / s - 1));
        });
        expect(worst).toBeLessThan(0.02);
        expect(worst).toBeLessThan(1e-5);
      });

      it("matches Wald z and two-sided p", () => {
        ref.z.forEach((z, j) => {
          if (z === null) return;
          expect(fit.z[j] as number).toBeCloseTo(z, 4);
          expect(Math.abs((fit.p[j] as number) / (ref.p[j] as number) - 1)).toBeLessThan(1e-3);
        });
      });
    });
  }

  it("a penalty above max |∂(−ℓ)/∂β| at the null model zeroes every coefficient", () => {
    const fit = fitLogisticL1(X, fx.y, { alpha: 1e6 });
    expect(Array.from(fit.coef).every((v) => v === 0)).toBe(true);
    const pos = fx.y.filter((v) => v === 1).length;
    expect(fit.intercept).toBeCloseTo(Math.log(pos / (fx.y.length - pos)), 8);
    expect(fit.interceptSe).not.toBeNull();
  });

  it("throws RangeError for a negative alpha or a single class", () => {
    expect(() => fitLogisticL1(X, fx.y, { alpha: -1 })).toThrow(RangeError);
    expect(() => fitLogisticL1(X, fx.y.map(() => 1 as const), { alpha: 1 })).toThrow(RangeError);
  });
});
