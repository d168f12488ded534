/**
 * A proportion k/n as a {@link Measure} with its Wilson 95% interval
 * (z = 1.959963984540054; metrics.md §2, §5); n = 0 gives `{value: null, n: 0, ci: null}`.
 *
 * @example
 * panelWilsonMeasure(3, 10); // => { value: 0.3, n: 10, ci: [0.10779126740630104, 0.6032218525388546] }
 */
import { ratioMeasure, type Measure } from "../../../stats/measure.js";
import { wilsonInterval } from "../../../stats/wilson-interval.js";
import { unitWilsonInterval } from "../../../stats/unit-wilson-interval.js";
import { unitShares } from "../../../stats/unit-shares.js";
import { withIntervalNote } from "../../../stats/interval-note.js";

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

/**
 * A proportion over observations that may hold several replicates (seeds,
 * repeats) of one item: value = k/n over all observations, n = observations,
 * and the Wilson interval over items with each item's replicates averaged
 * first ({@link unitWilsonInterval}), so two runs of the same items do not
 * narrow the interval. With one observation per item it is {@link panelWilsonMeasure}.
 * `ci_note` warns at fewer than 10 items.
 *
 * @param item per observation, its item (cluster) index
 * @param hit per observation, 1 when it counts as a success, else 0
 * @example
 * // 20 items × 2 identical seeds, 17 items correct: the interval of 17/20, not 34/40
 * const item = [...Array(20).keys(), ...Array(20).keys()];
 * const hit = item.map((i) => (i < 17 ? 1 : 0));
 * panelUnitWilsonMeasure(item, hit).ci; // => [0.63958, 0.94763]
 */
export function panelUnitWilsonMeasure(item: ArrayLike<number>, hit: ArrayLike<number>): Measure {
  let k = 0;
  for (let i = 0; i < hit.length; i++) k += hit[i];
  const shares = unitShares(item, hit);
  return withIntervalNote(ratioMeasure(k, hit.length, unitWilsonInterval(shares)), shares.length, "items");
}
