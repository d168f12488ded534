import { argError } from "../errors.js";

/**
 * Average outcomes within units: the mean outcome of each unit id, units in
 * order of first appearance. Replicates of one unit (seeds, repeats of the
 * same item) become one share, so an interval over the shares counts units,
 * not replicates ({@link unitWilsonInterval}, {@link pairedDifferenceInterval}).
 *
 * @param unit per observation, its unit id (e.g. the item index)
 * @param outcome per observation, a number (0/1 for events)
 * @returns one mean per distinct unit
 * @throws RangeError on different lengths
 * @example
 * unitShares([0, 0, 1, 2, 2], [1, 0, 1, 0, 0]); // => [0.5, 1, 0]
 */
export function unitShares(unit: ArrayLike<number>, outcome: ArrayLike<number>): number[] {
  if (unit.length !== outcome.length) throw new RangeError(argError("unitShares", "outcome", `${unit.length} values (as unit)`, outcome.length));
  const at = new Map<number, number>();
  const sum: number[] = [], cnt: number[] = [];
  for (let i = 0; i < unit.length; i++) {
    let k = at.get(unit[i]);
    if (k === undefined) {
      k = sum.length;
      at.set(unit[i], k);
      sum.push(0);
      cnt.push(0);
    }
    sum[k] += outcome[i];
    cnt[k]++;
  }
  return sum.map((s, k) => s / cnt[k]);
}
