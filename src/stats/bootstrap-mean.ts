import { bootstrapRatios } from "./bootstrap-ratios.js";
import type { BootstrapOptions } from "./bootstrap-options.js";

/**
 * Item-bootstrap percentile interval of a mean: resample the items with
 * replacement B times (n calls of `rng.int(n)` per replicate), take the mean.
 * For a paired difference (e.g. severity under a condition minus under
 * `silent_peers`, by item) pass the per-item differences.
 *
 * Reference: Efron & Tibshirani (1993) §13.3; spec metrics.md §2 (severity rise ΔS).
 *
 * @param xs finite values, one per item; not modified
 * @param options `{ B, rng, level = 0.95 }`
 * @returns `[lower, upper]`, or `null` when xs is empty or B = 0
 * @throws RangeError on non-finite values, bad B or level
 * @example
 * bootstrapMean([0, 1, 2, 1, 0, 2], { B: 2000, rng: createRng(3) }); // => [0.3333333333333333, 1.6666666666666667]
 */
export function bootstrapMean(xs: ArrayLike<number>, options: BootstrapOptions): [number, number] | null {
  const values = Float64Array.from(xs);
  const ones = new Float64Array(values.length).fill(1);
  return bootstrapRatios([values], [ones], options)[0];
}
