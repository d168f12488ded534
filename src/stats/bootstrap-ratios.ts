import { argError } from "../errors.js";
import { checkBootstrapOptions, type BootstrapOptions } from "./bootstrap-options.js";
import { packColumns, unpackColumn } from "./pack-columns.js";
import { percentileIntervalSorted } from "./percentile-interval.js";

/** Options of {@link bootstrapRatios}: the bootstrap options plus ratio differences to bootstrap. */
export interface BootstrapRatioOptions extends BootstrapOptions {
  /** Pairs [mA, mB] of metric indices; each adds the interval of ratio(mA) − ratio(mB). */
  diffs?: readonly (readonly [number, number])[];
}

/** Indices of the distinct columns among `arrays` (equal contents share one column). */
function dedupeColumns(arrays: readonly Float64Array[]): { columns: Float64Array[]; index: Int32Array } {
  const columns: Float64Array[] = [];
  const index = new Int32Array(arrays.length);
  outer: for (let m = 0; m < arrays.length; m++) {
    const a = arrays[m];
    for (let k = 0; k < columns.length; k++) {
      const c = columns[k];
      let same = true;
      for (let s = 0; s < a.length && same; s++) same = a[s] === c[s];
      if (same) {
        index[m] = k;
        continue outer;
      }
    }
    index[m] = columns.length;
    columns.push(a);
  }
  return { columns, index };
}

/**
 * Cluster-bootstrap percentile intervals of many ratio metrics at once — the
 * fast path for the phantom metrics (B = 10,000 over hundreds of scenarios).
 *
 * Metric m has, per cluster s, a numerator `nums[m][s]` and a denominator
 * `dens[m][s]`; its value on a resample is Σ num / Σ den over the drawn
 * clusters (with multiplicity). Every replicate draws one multiset of S
 * cluster indices, shared by all metrics, as S calls of `rng.int(S)` — the
 * same draws, in the same order, as {@link clusterBootstrap} on the same
 * generator. A replicate whose denominator sum is 0 is dropped for that
 * metric only. With `diffs`, each pair [mA, mB] adds the interval of
 * ratio(mA) − ratio(mB) per replicate (dropped when either denominator is 0),
 * e.g. PPG = Private Acc − Public Acc, Obs-N gap = PFA − N-Phan.
 *
 * Implementation: identical columns are shared; the distinct ones are packed
 * into one Float64Array, several integer columns per float64 lane where their
 * sums fit exactly ({@link packColumns}), stored lane-major; each replicate
 * draws its indices in bulk (`rng.fillInt` when present) and sums each lane
 * over the draws in draw order, the total in a register (no allocation in
 * the loop); each metric's
 * replicate values are sorted once at the end. The sums are those a
 * statistic summing the resample in order would get in {@link clusterBootstrap},
 * so both give identical intervals on the same seed.
 *
 * Reference: Davison & Hinkley (1997) §3.8; spec metrics.md §1, §5.
 *
 * @param nums M arrays of length S (numerators, e.g. counts of a condition)
 * @param dens M arrays of length S (denominators, non-negative)
 * @param options `{ B, rng, level = 0.95, diffs = [] }`
 * @returns M + D intervals: entry m (m < M) for metric m, entry M + j for `diffs[j]`;
 *   `null` when B = 0, S = 0, or no replicate had a non-zero denominator
 * @throws RangeError on mismatched lengths, non-finite values, bad diff indices, bad B or level
 * @example
 * const nums = [Float64Array.of(1, 2, 0), Float64Array.of(0, 1, 1)];
 * const dens = [Float64Array.of(2, 2, 1), Float64Array.of(2, 2, 1)];
 * bootstrapRatios(nums, dens, { B: 2000, rng: createRng(7), diffs: [[0, 1]] });
 * // => [[0, 1], [0, 1], [-1, 0.5]] (metric 0, metric 1, metric 0 − metric 1; three clusters give coarse intervals)
 */
export function bootstrapRatios(
  nums: readonly Float64Array[],
  dens: readonly Float64Array[],
  options: BootstrapRatioOptions,
): ([number, number] | null)[] {
  const fn = "bootstrapRatios";
  const level = checkBootstrapOptions(fn, options);
  const { B, rng, diffs = [] } = options;
  const M = nums.length;
  if (dens.length !== M) throw new RangeError(argError(fn, "dens", `${M} arrays (as nums)`, `${dens.length} arrays`));
  const S = M === 0 ? 0 : nums[0].length;
  for (let m = 0; m < M; m++) {
    for (const [name, arr] of [["nums", nums[m]], ["dens", dens[m]]] as const) {
      if (!(arr instanceof Float64Array) || arr.length !== S) {
        throw new RangeError(argError(fn, `${name}[${m}]`, `a Float64Array of length ${S}`, arr?.length));
      }
      for (let s = 0; s < S; s++) {
        if (!Number.isFinite(arr[s])) throw new RangeError(argError(fn, `${name}[${m}][${s}]`, "a finite number", arr[s]));
      }
    }
  }
  const D = diffs.length;
  for (let j = 0; j < D; j++) {
    const pair = diffs[j];
    if (!Array.isArray(pair) || pair.length !== 2 || !pair.every((i) => Number.isInteger(i) && i >= 0 && i < M)) {
      throw new RangeError(argError(fn, `options.diffs[${j}]`, `a pair of metric indices in [0, ${M})`, pair));
    }
  }
  const out: ([number, number] | null)[] = new Array(M + D).fill(null);
  if (B === 0 || S === 0) return out;

  const { columns, index } = dedupeColumns([...nums, ...dens]);
  const K = columns.length;
  const numCol = index.subarray(0, M);
  const denCol = index.subarray(M);
  const pc = packColumns(columns, S);
  const { lanes, packed } = pc;
  // Lane-major copy: each lane's sum runs over the draws with the total in a register.
  const laneMajor = new Float64Array(S * lanes);
  for (let s = 0; s < S; s++) for (let l = 0; l < lanes; l++) laneMajor[l * S + s] = packed[s * lanes + l];

  const draws = new Int32Array(S);
  const laneSums = new Float64Array(lanes);
  const sums = new Float64Array(K);
  const values = Array.from({ length: M + D }, () => new Float64Array(B));
  const kept = new Int32Array(M + D);
  const ratio = new Float64Array(M);
  const defined = new Uint8Array(M);
  const diffA = Int32Array.from(diffs, (d) => d[0]);
  const diffB = Int32Array.from(diffs, (d) => d[1]);

  for (let b = 0; b < B; b++) {
    if (rng.fillInt) rng.fillInt(draws, S);
    else for (let i = 0; i < S; i++) draws[i] = rng.int(S);
    for (let l = 0; l < lanes; l++) {
      const off = l * S;
      let acc = 0;
      for (let i = 0; i < S; i++) acc += laneMajor[off + draws[i]];
      laneSums[l] = acc;
    }
    for (let k = 0; k < K; k++) sums[k] = unpackColumn(pc, laneSums, k);
    for (let m = 0; m < M; m++) {
      const den = sums[denCol[m]];
      if (den === 0) {
        defined[m] = 0;
        continue;
      }
      defined[m] = 1;
      ratio[m] = sums[numCol[m]] / den;
      values[m][kept[m]++] = ratio[m];
    }
    for (let j = 0; j < D; j++) {
      const ma = diffA[j];
      const mb = diffB[j];
      if (defined[ma] && defined[mb]) values[M + j][kept[M + j]++] = ratio[ma] - ratio[mb];
    }
  }
  for (let m = 0; m < M + D; m++) {
    if (kept[m] > 0) out[m] = percentileIntervalSorted(values[m].subarray(0, kept[m]).sort(), level);
  }
  return out;
}
