import type { Measure } from "../../stats/measure.js";

/**
 * Flatten a {@link Measure} into a table row: value, n, and the interval's ends.
 *
 * @example
 * measureRow({ value: 0.5, n: 2, ci: [0.1, 0.9] }); // => { value: 0.5, n: 2, ci_low: 0.1, ci_high: 0.9 }
 * measureRow({ value: null, n: 0, ci: null });      // => { value: null, n: 0, ci_low: null, ci_high: null }
 */
export function measureRow(m: Measure): { value: number | null; n: number; ci_low: number | null; ci_high: number | null } {
  return { value: m.value, n: m.n, ci_low: m.ci ? m.ci[0] : null, ci_high: m.ci ? m.ci[1] : null };
}
