/**
 * A proportion k/n as a {@link Measure} with its Wilson 95% interval
 * (z = 1.959963984540054; metrics.md §2, §5); n = 0 gives `{value: null, n: 0, ci: null}`.
 *
 * @example
 * panelWilsonMeasure(3, 10); // => { value: 0.3, n: 10, ci: [0.10779126740630104, 0.6032218525388546] }
 */
import { ratioMeasure, type Measure } from "../../stats/measure.js";
import { wilsonInterval } from "../../stats/wilson-interval.js";

/**
 * The proportion `k / n` with its Wilson 95% interval, as a {@link Measure}.
 * @param k successes (integer, 0 ≤ k ≤ n)
 * @param n trials (integer ≥ 0); 0 gives `{ value: null, n: 0, ci: null }`
 * @throws RangeError when k or n is not a non-negative integer or k > n (from `wilsonInterval`)
 * @example
 * panelWilsonMeasure(0, 0); // => { value: null, n: 0, ci: null }
 */
export function panelWilsonMeasure(k: number, n: number): Measure {
  return ratioMeasure(k, n, wilsonInterval(k, n));
}
