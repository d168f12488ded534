import { argError } from "../errors.js";
import { checkBootstrapOptions, type BootstrapOptions } from "./bootstrap-options.js";
import { packColumns } from "./pack-columns.js";
import { percentileIntervalSorted } from "./percentile-interval.js";
import { ratioPercentileInterval } from "./ratio-percentile-interval.js";

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

/** Draws (replicates × S) of one block of {@link bootstrapRatios}: bounds its draw buffer (512 KB). */
const BLOCK_CELLS = 1 << 17;

/**
 * Scratch kept between calls (a report runs bootstrapRatios tens of times): fresh memory costs a page
 * fault per 4 KB on first touch (measured 5–8 µs each on the 2-core test machine: allocating and filling
 * a call's buffers at B = 10,000 cost more than its draws), reused memory none. Every element used is
 * written before it is read. A buffer is taken while in use (a re-entrant call allocates its own) and
 * kept only up to SPARE_MAX elements, so a huge B does not pin its memory after the call.
 */
const SPARE_MAX = 1 << 20;
let spareF64: Float64Array | null = null;
let spareI32: Int32Array | null = null;

function takeF64(n: number): Float64Array {
  const s = spareF64;
  spareF64 = null;
  return s !== null && s.length >= n ? s : new Float64Array(n);
}

function takeI32(n: number): Int32Array {
  const s = spareI32;
  spareI32 = null;
  return s !== null && s.length >= n ? s : new Int32Array(n);
}

function giveBack(f: Float64Array, i: Int32Array | null): void {
  if (f.length <= SPARE_MAX && (spareF64 === null || f.length > spareF64.length)) spareF64 = f;
  if (i !== null && i.length <= SPARE_MAX && (spareI32 === null || i.length > spareI32.length)) spareI32 = i;
}

/**
 * Every lane's sums of the nb replicates of a block in one pass over their draws, for 5 or 6 lanes:
 * out[l·B + at + b] = Σ_i packed6[draws[b·S + i]·6 + l] over i in draw order (each lane's sum the same
 * additions in the same order as a loop over that lane alone), the six running sums in registers;
 * `packed6` is cluster-major with 6 slots a cluster (a sixth lane of zeros when L = 5).
 */
function sumSixLanes(packed6: Float64Array, L: number, S: number, draws: Int32Array, nb: number, out: Float64Array, B: number, at: number): void {
  for (let b = 0, p = 0; b < nb; b++) {
    let a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0;
    for (let i = 0; i < S; i++, p++) {
      const q = draws[p] * 6;
      a0 += packed6[q];
      a1 += packed6[q + 1];
      a2 += packed6[q + 2];
      a3 += packed6[q + 3];
      a4 += packed6[q + 4];
      a5 += packed6[q + 5];
    }
    out[at + b] = a0;
    out[B + at + b] = a1;
    out[2 * B + at + b] = a2;
    out[3 * B + at + b] = a3;
    out[4 * B + at + b] = a4;
    if (L === 6) out[5 * B + at + b] = a5;
  }
}

/** out[at + b] = Σ_i lane[off + draws[b·S + i]] over i in draw order, for the nb replicates of a block. */
function sumLane(lane: Float64Array, off: number, S: number, draws: Int32Array, nb: number, out: Float64Array, at: number): void {
  for (let b = 0, p = 0; b < nb; b++) {
    let acc = 0;
    for (let i = 0; i < S; i++, p++) acc += lane[off + draws[p]];
    out[at + b] = acc;
  }
}

/** Math.floor, read once: a call of it in a loop is then a few bytes of bytecode rather than fourteen. */
const floor = Math.floor;

/**
 * One column's B sums out of its lane's sums ({@link unpackColumn} over every replicate): floor(x / scale)
 * mod modulus, the mod written v − floor(v / modulus) · modulus (exact: non-negative integers below 2^53,
 * powers of two) rather than `%`, which on doubles is a call to C's fmod per element. Under 81 bytes of
 * bytecode (Math.floor as `floor`), so V8 compiles it at its first profiler tick rather than its fourth
 * (a short process pays each hot loop's interpreted start: issue 22).
 */
function unpackInto(laneSums: Float64Array, scale: number, modulus: number, out: Float64Array): void {
  for (let b = 0; b < out.length; b++) {
    const v = floor(laneSums[b] / scale);
    out[b] = v - floor(v / modulus) * modulus;
  }
}

/** The number of distinct multisets of S draws from S clusters, C(2S − 1, S) (exact for the small S it is used on). */
function multisets(S: number): number {
  let c = 1;
  for (let i = 1; i <= S; i++) c = (c * (S - 1 + i)) / i;
  return c;
}

/**
 * True when every replicate's value is a function of its multiset of clusters alone and there are few
 * multisets: at most 13 clusters (so a multiset's code Σ (S+1)^draw is an exact float), at most B / 8
 * multisets, every column integer-valued with sums far below 2^53 (sums exact whatever the order), and
 * every denominator non-negative (so no ratio is −0 and equal values are indistinguishable).
 */
function fewResamples(columns: readonly Float64Array[], denCol: Int32Array, S: number, B: number): boolean {
  if (S > 13 || multisets(S) > B / 8) return false;
  for (const c of columns) {
    for (let s = 0; s < S; s++) if (!Number.isInteger(c[s]) || Math.abs(c[s]) * S >= 2 ** 50) return false;
  }
  for (let m = 0; m < denCol.length; m++) {
    const c = columns[denCol[m]];
    for (let s = 0; s < S; s++) if (c[s] < 0) return false;
  }
  return true;
}

/**
 * {@link bootstrapRatios} when {@link fewResamples} holds (e.g. the panel's few items: S = 5 has 126
 * multisets for 10,000 replicates): the same draws, in the same blocks, each replicate only counted under
 * its multiset; each multiset's sums (exact integers, so those of any order of its draws) give its ratios
 * once; each metric's kept values, in ascending order, each as many times as its multiset was drawn, are
 * the array the sort of every replicate's value gives: the interval reads its ranks from the counts.
 *
 * A replicate's multiset is its code Σ (S+1)^draw, an exact integer whatever the order of the draws, whose
 * base-(S+1) digits are the clusters' counts. With the generator's `sumDraws` the codes are drawn and summed
 * in one pass (the draws are those of `fillInt`, the sums of (S+1)^draw in draw order), so no replicate's
 * draws are written out or read back (issue 22: a short process runs this loop before V8 compiles it); a new
 * multiset's column sums are Σ count · value over the clusters, equal to the draws' sum in any order.
 */
function byMultiset(
  columns: readonly Float64Array[], numCol: Int32Array, denCol: Int32Array, diffs: readonly (readonly [number, number])[],
  S: number, options: BootstrapRatioOptions, out: ([number, number] | null)[], level: number,
): ([number, number] | null)[] {
  const { B, rng } = options;
  const K = columns.length, M = numCol.length, D = diffs.length;
  const radix = S + 1;
  const pow = new Float64Array(S);
  for (let i = 0; i < S; i++) pow[i] = radix ** i;
  // a multiset's group: a direct table over the codes when they are few (S ≤ 6: at most 7^6), else a Map
  const table = radix ** S <= 1 << 17 ? new Int32Array(radix ** S).fill(-1) : null;
  const groupOf = new Map<number, number>();
  const weight: number[] = [];
  const sums: number[] = []; // group g's column sums at g·K + k
  const BLOCK = Math.max(1, Math.min(B, Math.floor(BLOCK_CELLS / S)));
  const codes = new Float64Array(BLOCK);
  const draws = rng.sumDraws ? null : new Int32Array(BLOCK * S);
  for (let b0 = 0; b0 < B; b0 += BLOCK) {
    const nb = Math.min(BLOCK, B - b0);
    const c = nb === BLOCK ? codes : codes.subarray(0, nb);
    if (rng.sumDraws) rng.sumDraws(pow, 1, S, c);
    else {
      const d = draws!.subarray(0, nb * S);
      if (rng.fillInt) rng.fillInt(d, S);
      else for (let i = 0; i < nb * S; i++) d[i] = rng.int(S);
      for (let b = 0, p = 0; b < nb; b++) {
        let code = 0;
        for (let i = 0; i < S; i++, p++) code += pow[d[p]];
        c[b] = code;
      }
    }
    for (let b = 0; b < nb; b++) {
      const code = c[b];
      const g = table !== null ? table[code] : groupOf.get(code) ?? -1;
      if (g !== -1) {
        weight[g]++;
        continue;
      }
      if (table !== null) table[code] = weight.length;
      else groupOf.set(code, weight.length);
      weight.push(1);
      for (let k = 0; k < K; k++) {
        const col = columns[k];
        let acc = 0;
        for (let i = 0, rest = code; i < S; i++) {
          const count = rest % radix;
          rest = (rest - count) / radix;
          acc += count * col[i];
        }
        sums.push(acc);
      }
    }
  }
  const G = weight.length;
  const value = new Float64Array(G);
  const order: number[] = [];
  const upTo = new Float64Array(G); // upTo[j]: replicates in order[0..j], the ranks below which order[j]'s value ends
  for (let m = 0; m < M + D; m++) {
    const a = m < M ? m : diffs[m - M][0];
    const b = m < M ? -1 : diffs[m - M][1];
    order.length = 0;
    for (let g = 0; g < G; g++) {
      const den = sums[g * K + denCol[a]];
      if (den === 0) continue;
      if (b === -1) value[g] = sums[g * K + numCol[a]] / den;
      else {
        const den2 = sums[g * K + denCol[b]];
        if (den2 === 0) continue;
        value[g] = sums[g * K + numCol[a]] / den - sums[g * K + numCol[b]] / den2;
      }
      order.push(g);
    }
    if (order.length === 0) continue;
    order.sort((x, y) => value[x] - value[y]);
    let kept = 0;
    for (let j = 0; j < order.length; j++) upTo[j] = kept += weight[order[j]];
    // the sorted replicate values, read where the interval reads them (a few ranks), never written out
    const n = order.length;
    const sorted = new Proxy({ length: kept } as ArrayLike<number>, {
      get(_view, key) {
        if (key === "length") return kept;
        if (typeof key !== "string") return undefined;
        const rank = Number(key);
        let j = 0;
        while (j < n - 1 && upTo[j] <= rank) j++;
        return value[order[j]];
      },
    });
    out[m] = percentileIntervalSorted(sorted, level);
  }
  return out;
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
 * sums fit exactly ({@link packColumns}), stored lane-major. With the
 * generator's `sumDraws` (generators from {@link createRng}) and at most two
 * lanes, one loop draws each replicate's S indices and adds the lane's drawn
 * values as it draws, in draw order, into that lane's B sums (a second lane
 * replays the same draws): the same stream and the same sums as drawing
 * first, with no buffer of indices written and read back (issue 22: ~10^7
 * draws in one `metrics panel`). Otherwise replicates go in blocks: a block's indices are
 * drawn in one bulk call (`rng.fillInt` when present, else `rng.int`), then
 * each lane is summed over each replicate's draws in draw order (five or six
 * lanes in one pass over the draws, each lane's sum still in draw order). Then, one
 * long loop each, every packed column is unpacked from its lane's sums, and
 * every metric's interval is read from the tails of its ratios (or
 * differences) alone ({@link ratioPercentileInterval}: the values a full sort
 * puts at the positions read; issue 22).
 * Memory: (lanes + packed columns + 2) · B floats, not one array per metric,
 * reused from call to call (up to 2^20 floats).
 * The sums are those a statistic summing the resample in order would get in
 * {@link clusterBootstrap}, so both give identical intervals on the same seed.
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
  if (fewResamples(columns, denCol, S, B)) return byMultiset(columns, numCol, denCol, diffs, S, options, out, level);
  const pc = packColumns(columns, S);
  const { lanes, packed } = pc;

  // Scratch: every replicate's lane sums (lanes × B, lane-major), the packed columns' unpacked sums
  // (B each), and two B-long buffers for a metric's values (its tails: ratioPercentileInterval).
  let packedCols = 0;
  for (let k = 0; k < K; k++) if (pc.modulus[k] !== 0) packedCols++;
  const scratch = takeF64((lanes + packedCols + 2) * B);
  const laneSums = scratch.subarray(0, lanes * B);
  // Lane-major copy (one lane's values in a row): each lane's sum runs over the draws with the total in a
  // register. Five or six lanes (the phantom metrics' 18 columns: 5) are instead summed together, one pass
  // over a block's draws with the six totals in registers (paired on `metrics phantom`'s 9,600 records, whole
  // process: CPU 0.92–0.97 against a pass per lane in four runs of 21–41 pairs); fewer lanes would add padded
  // zeros, more would not fit the six.
  const laneMajor = (): Float64Array => {
    const out = new Float64Array(S * lanes);
    for (let s = 0; s < S; s++) for (let l = 0; l < lanes; l++) out[l * S + s] = packed[s * lanes + l];
    return out;
  };
  let draws: Int32Array | null = null;
  // One pass of drawing and adding when the generator can (the sums a draws buffer would give), for one
  // lane or two (the second replays the draws: cheaper than a second loop to warm up in a short process);
  // more lanes (the phantom metrics: 5) draw once into a buffer that the lanes' sums read
  if (rng.sumDraws && lanes <= 2) rng.sumDraws(laneMajor(), lanes, S, laneSums);
  else {
    const BLOCK = Math.max(1, Math.min(B, Math.floor(BLOCK_CELLS / S)));
    draws = takeI32(BLOCK * S);
    let six: Float64Array | null = null, rows: Float64Array | null = null;
    if (lanes === 5 || lanes === 6) {
      six = new Float64Array(S * 6);
      for (let s = 0; s < S; s++) for (let l = 0; l < lanes; l++) six[s * 6 + l] = packed[s * lanes + l];
    } else rows = laneMajor();
    for (let b0 = 0; b0 < B; b0 += BLOCK) {
      const nb = Math.min(BLOCK, B - b0);
      const d = draws.subarray(0, nb * S);
      if (rng.fillInt) rng.fillInt(d, S);
      else for (let i = 0; i < nb * S; i++) d[i] = rng.int(S);
      if (six !== null) sumSixLanes(six, lanes, S, d, nb, laneSums, B, b0);
      else for (let l = 0; l < lanes; l++) sumLane(rows!, l * S, S, d, nb, laneSums, l * B + b0);
    }
  }
  // Each column's B sums: its lane's own sums when alone in it, else unpacked.
  const sums = new Array<Float64Array>(K);
  for (let k = 0, at = lanes * B; k < K; k++) {
    const own = laneSums.subarray(pc.lane[k] * B, (pc.lane[k] + 1) * B);
    if (pc.modulus[k] === 0) sums[k] = own;
    else {
      unpackInto(own, pc.scale[k], pc.modulus[k], (sums[k] = scratch.subarray(at, at + B)));
      at += B;
    }
  }
  // Each metric's interval from its sums (ratioPercentileInterval keeps only the tails of its values); a
  // metric (or difference) over the same distinct columns as an earlier one has its values, so it gets a
  // copy of its interval (a report queues the same rate for several rows: 26 of the 115 intervals of
  // `metrics panel`).
  const values = scratch.subarray((lanes + packedCols) * B, (lanes + packedCols + 2) * B);
  const done = new Map<string, [number, number] | null>();
  for (let m = 0; m < M + D; m++) {
    const a = m < M ? m : diffs[m - M][0];
    const b = m < M ? -1 : diffs[m - M][1];
    const key = b === -1 ? `${numCol[a]}/${denCol[a]}` : `${numCol[a]}/${denCol[a]}-${numCol[b]}/${denCol[b]}`;
    const seen = done.get(key);
    if (seen !== undefined) {
      out[m] = seen === null ? null : [seen[0], seen[1]];
      continue;
    }
    out[m] = b === -1
      ? ratioPercentileInterval(sums[numCol[a]], sums[denCol[a]], null, null, level, values)
      : ratioPercentileInterval(sums[numCol[a]], sums[denCol[a]], sums[numCol[b]], sums[denCol[b]], level, values);
    done.set(key, out[m]);
  }
  giveBack(scratch, draws);
  return out;
}
