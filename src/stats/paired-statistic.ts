/**
 * A statistic of paired unit data: computed over the units `rows[j]`, taking
 * each unit's data from side `pick[j]` (0 = reference, 1 = the other side).
 * The paired bootstrap calls it with all-0 and all-1 picks on a resample; the
 * paired permutation test calls it with random picks on every unit. Returns
 * `null` when undefined (e.g. a zero denominator).
 *
 * @example
 * const x = [[1, 0, 1], [1, 1, 1]]; // per side, per unit
 * const meanOf: PairedStatistic = (rows, pick) => {
 *   let s = 0; for (let j = 0; j < rows.length; j++) s += x[pick[j]][rows[j]]; return s / rows.length;
 * };
 * meanOf(Int32Array.of(0, 1, 2), Uint8Array.of(1, 1, 1)); // => 1
 */
export type PairedStatistic = (rows: Int32Array, pick: Uint8Array) => number | null;
