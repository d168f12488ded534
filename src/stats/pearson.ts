import { argError } from "../errors.js";
import { regularizedBeta } from "./incomplete-beta.js";

function allEqual(xs: ArrayLike<number>): boolean {
  for (let i = 1; i < xs.length; i++) if (xs[i] !== xs[0]) return false;
  return true;
}

/**
 * Pearson product-moment correlation r = Σ(x−x̄)(y−ȳ) / √(Σ(x−x̄)² Σ(y−ȳ)²)
 * with its two-sided p-value from Student's t with n − 2 degrees of freedom,
 * t = r√((n−2)/(1−r²)), computed as I_{1−r²}((n−2)/2, ½).
 *
 * Reference: scipy `stats.pearsonr(xs, ys)`; spec metrics.md §4 (lexical grounding).
 *
 * @param xs first variable; not modified
 * @param ys second variable, same length
 * @returns `r` (null when n < 2 or either variable is constant; exactly ±1 when n = 2), `p` (null
 *   when r is null or n < 3; 0 when |r| = 1), and `n`
 * @throws RangeError when the lengths differ
 * @example
 * pearson([1, 2, 3, 4, 5], [2, 4, 5, 4, 5]); // => { r: 0.7745966692414834, p: 0.12402706265755518, n: 5 }
 * pearson([1, 2, 3], [7, 7, 7]);             // => { r: null, p: null, n: 3 }
 */
export function pearson(xs: ArrayLike<number>, ys: ArrayLike<number>): { r: number | null; p: number | null; n: number } {
  const n = xs.length;
  if (ys.length !== n) throw new RangeError(argError("pearson", "ys", `an array of length ${n} (as xs)`, `length ${ys.length}`));
  if (n < 2 || allEqual(xs) || allEqual(ys)) return { r: null, p: null, n };
  if (n === 2) return { r: Math.sign(xs[1] - xs[0]) * Math.sign(ys[1] - ys[0]), p: null, n };
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += xs[i];
    my += ys[i];
  }
  mx /= n;
  my /= n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i] - mx;
    const dy = ys[i] - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  const r = Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx) / Math.sqrt(syy)));
  if (n < 3) return { r, p: null, n };
  const ar = Math.abs(r);
  if (ar === 1) return { r, p: 0, n };
  const p = regularizedBeta((1 - ar) * (1 + ar), (n - 2) / 2, 0.5, r * r);
  return { r, p: Math.min(1, p), n };
}
