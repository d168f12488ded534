import { argError } from "../errors.js";

/**
 * Holm's step-down adjustment of p-values for a family of tests (controls the
 * family-wise error rate): sort the m defined p-values ascending, multiply the
 * k-th smallest by (m − k + 1), take the running maximum and cap at 1. `null`
 * entries (a test that could not be run) stay `null` and do not count in m.
 *
 * Reference: S. Holm, "A simple sequentially rejective multiple test
 * procedure", Scand. J. Statist. 6 (1979) 65–70; statsmodels
 * `multipletests(p, method="holm")`.
 *
 * @param p p-values in [0, 1] or null, in any order; not modified
 * @returns adjusted p-values in the input order
 * @throws RangeError when a p-value is outside [0, 1]
 * @example
 * holmAdjust([0.01, 0.04, 0.03]); // => [0.03, 0.06, 0.06]
 * holmAdjust([0.5, null]);        // => [0.5, null]
 */
export function holmAdjust(p: readonly (number | null)[]): (number | null)[] {
  const idx: number[] = [];
  p.forEach((v, i) => {
    if (v === null) return;
    if (!(v >= 0 && v <= 1)) throw new RangeError(argError("holmAdjust", `p[${i}]`, "a p-value in [0, 1] or null", v));
    idx.push(i);
  });
  idx.sort((a, b) => (p[a] as number) - (p[b] as number) || a - b);
  const out: (number | null)[] = p.map(() => null);
  const m = idx.length;
  let running = 0;
  idx.forEach((i, k) => {
    running = Math.max(running, Math.min(1, (m - k) * (p[i] as number)));
    out[i] = running;
  });
  return out;
}
