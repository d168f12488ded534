/**
 * A proportion k/n as a {@link Measure} with its Wilson 95% interval
 * (z = 1.959963984540054; metrics.md §2, §5); n = 0 gives `{value: null, n: 0, ci: null}`.
 *
 * @example
 * panelWilsonMeasure(3, 10); // => { value: 0.3, n: 10, ci: [0.10779126740630179, 0.6032218525388546] }
 */
import { ratioMeasure, type Measure } from "../../stats/measure.js";
import { wilsonInterval } from "../../stats/wilson-interval.js";

export function panelWilsonMeasure(k: number, n: number): Measure {
  return ratioMeasure(k, n, wilsonInterval(k, n));
}
