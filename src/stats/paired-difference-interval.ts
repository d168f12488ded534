import { argError } from "../errors.js";
import { WILSON_Z } from "./wilson-interval.js";
import { wilsonScoreBounds as wilsonBounds } from "./unit-wilson-interval.js";

/**
 * Newcombe's hybrid score interval (method 10) for the difference p₁ − p₂
 * of two paired proportions, e.g. a panel's `effect` = share flipping to
 * the asserted label under a condition − share doing so under silent peers,
 * on the same items. Built from the Wilson intervals [l₁, u₁], [l₂, u₂] of
 * the two margins and the correlation φ of the pairs:
 * Δ − √((p₁−l₁)² − 2φ(p₁−l₁)(u₂−p₂) + (u₂−p₂)²) to
 * Δ + √((u₁−p₁)² − 2φ(u₁−p₁)(p₂−l₂) + (p₂−l₂)²), with
 * φ = (ad − bc)/√((a+b)(c+d)(a+c)(b+d)), replaced by
 * max(ad − bc − n/2, 0)/√(…) when ad > bc, and 0 when a margin is empty.
 * Unlike a bootstrap it has positive width when every pair agrees (no
 * discordant pair: the percentile bootstrap gives [0, 0]) and holds with
 * rare flips. Replicates of a unit are averaged first: each unit gives
 * shares x, y ∈ [0, 1], and the cells are Σxy, Σx(1−y), Σ(1−x)y, Σ(1−x)(1−y).
 *
 * Reference: R. G. Newcombe, "Improved confidence intervals for the
 * difference between binomial proportions based on paired data",
 * Statistics in Medicine 17 (1998) 2635–2650, method 10.
 *
 * @param x per unit, the first outcome (or its share over the unit's replicates) in [0, 1]
 * @param y per unit, the paired second outcome, same length
 * @param z normal critical value, default {@link WILSON_Z} (95%)
 * @returns `[lower, upper]` within [−1, 1], or `null` when there is no unit
 * @throws RangeError on different lengths or a value outside [0, 1]
 * @example
 * // a = 12 pairs (1, 1), b = 9 (1, 0), c = 2 (0, 1), d = 21 (0, 0): Δ = 7/44 = 0.1591
 * const x = [...Array(21).fill(1), ...Array(23).fill(0)];
 * const y = [...Array(12).fill(1), ...Array(9).fill(0), ...Array(2).fill(1), ...Array(21).fill(0)];
 * pairedDifferenceInterval(x, y); // => [0.01124250, 0.29537178]
 */
export function pairedDifferenceInterval(x: ArrayLike<number>, y: ArrayLike<number>, z: number = WILSON_Z): [number, number] | null {
  const fn = "pairedDifferenceInterval";
  if (x.length !== y.length) throw new RangeError(argError(fn, "y", `${x.length} values (as x)`, y.length));
  if (!(z > 0 && z < Infinity)) throw new RangeError(argError(fn, "z", "a positive finite number", z));
  const n = x.length;
  let a = 0, b = 0, c = 0, d = 0;
  for (let i = 0; i < n; i++) {
    const xi = x[i], yi = y[i];
    if (!(xi >= 0 && xi <= 1)) throw new RangeError(argError(fn, `x[${i}]`, "a share in [0, 1]", xi));
    if (!(yi >= 0 && yi <= 1)) throw new RangeError(argError(fn, `y[${i}]`, "a share in [0, 1]", yi));
    a += xi * yi;
    b += xi * (1 - yi);
    c += (1 - xi) * yi;
    d += (1 - xi) * (1 - yi);
  }
  if (n === 0) return null;
  const p1 = (a + b) / n, p2 = (a + c) / n;
  const [l1, u1] = wilsonBounds(a + b, n, z);
  const [l2, u2] = wilsonBounds(a + c, n, z);
  const prod = (a + b) * (c + d) * (a + c) * (b + d);
  let phi = 0;
  if (prod > 0) {
    const det = a * d - b * c;
    phi = (det > 0 ? Math.max(det - n / 2, 0) : det) / Math.sqrt(prod);
  }
  const delta = p1 - p2;
  const lo = delta - Math.sqrt(Math.max(0, (p1 - l1) ** 2 - 2 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2) ** 2));
  const hi = delta + Math.sqrt(Math.max(0, (u1 - p1) ** 2 - 2 * phi * (u1 - p1) * (p2 - l2) + (p2 - l2) ** 2));
  return [Math.max(-1, lo), Math.min(1, hi)];
}
