/**
 * The per-scenario sums of a subset of a group's scenarios (a breakdown cell),
 * as a fresh {@link PhantomScenarioSums}; the input is not changed.
 *
 * @example
 * phantomSubsetSums(sums, [0, 2]).size; // => 2
 */
import { PHANTOM_DEN_SERIES, PHANTOM_NUM_SERIES, type PhantomScenarioSums } from "./phantom-scenario-sums.js";

/**
 * Select scenarios by index (order and repeats kept).
 * @throws RangeError when an index is out of range
 */
export function phantomSubsetSums(sums: PhantomScenarioSums, indices: readonly number[]): PhantomScenarioSums {
  for (const i of indices) {
    if (!Number.isInteger(i) || i < 0 || i >= sums.size) throw new RangeError(`phantomSubsetSums(indices): expected integers in [0, ${sums.size}), received ${i}`);
  }
  const pick = (xs: Float64Array): Float64Array => Float64Array.from(indices, (i) => xs[i]);
  return {
    num: Object.fromEntries(PHANTOM_NUM_SERIES.map((k) => [k, pick(sums.num[k])])) as PhantomScenarioSums["num"],
    den: Object.fromEntries(PHANTOM_DEN_SERIES.map((k) => [k, pick(sums.den[k])])) as PhantomScenarioSums["den"],
    size: indices.length,
    ...(sums.cluster ? { cluster: Int32Array.from(indices, (i) => sums.cluster![i]) } : {}),
  };
}
