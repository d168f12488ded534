import { argError } from "../errors.js";
import { CUT_SAMPLE, MIN_SPLIT, percentileIntervalInPlace, percentileRanks, tailCuts } from "./percentile-interval-in-place.js";
import { orderStatistic } from "./order-statistic.js";
import { checkLevel, percentileIntervalSorted } from "./percentile-interval.js";

/**
 * Write into `values` each replicate's ratio num/den, or with a second pair the difference
 * num/den − num2/den2, in replicate order, skipping a replicate whose denominator (either) is 0;
 * returns how many were kept.
 */
function keepRatios(num: Float64Array, den: Float64Array, num2: Float64Array | null, den2: Float64Array | null, values: Float64Array): number {
  let kept = 0;
  const B = num.length;
  if (num2 === null || den2 === null) {
    for (let b = 0; b < B; b++) if (den[b] !== 0) values[kept++] = num[b] / den[b];
  } else {
    for (let b = 0; b < B; b++) if (den[b] !== 0 && den2[b] !== 0) values[kept++] = num[b] / den[b] - num2[b] / den2[b];
  }
  return kept;
}

/** The front and back ends of the last {@link splitTails}. */
const split = new Int32Array(2);

/**
 * Route each kept value v = num/den − num2/den2 (replicate order; a replicate with either denominator 0
 * is dropped) by the cuts lowT, highT: v ≤ lowT to the front of `scratch` (scratch[0, front), upwards);
 * else v not < highT (NaN included) to its back (scratch[back, end), downwards); the rest nowhere. Sets
 * {@link split} to [front, back]; returns how many were kept. Under 150 bytes of bytecode (V8 compiles
 * it a profiler tick sooner). One function for ratios and differences (a ratio is the difference with num2 = 0,
 * den2 = 1: v − 0 is v, −0 included), so one loop is compiled for both; the bounds come as arguments
 * (V8 compiles the loop with the type feedback of what it has run; an operation first met compiled
 * would send it back to the interpreter).
 */
function splitTails(
  num: Float64Array, den: Float64Array, num2: Float64Array, den2: Float64Array, B: number, end: number,
  lowT: number, highT: number, scratch: Float64Array, out: Int32Array,
): number {
  let kept = 0, front = 0, back = end;
  for (let b = 0; b < B; b++) {
    const d = den[b], d2 = den2[b];
    if (d === 0 || d2 === 0) continue;
    const v = num[b] / d - num2[b] / d2;
    kept++;
    if (v <= lowT) scratch[front++] = v;
    else if (!(v < highT)) scratch[--back] = v;
  }
  out[0] = front; out[1] = back;
  return kept;
}

/** Above this many replicates the sample's strided index j · B would pass 2^31: every value is sorted. */
const MAX_SPLIT = 2 ** 31 / CUT_SAMPLE;

/** B zeros and B ones (num2, den2 of a plain ratio), kept for the next call of the same B. */
let zeros = new Float64Array(0), ones = new Float64Array(0);

/** Sample buffer of {@link cutSample} (nothing allocated per call). */
const sample = new Float64Array(CUT_SAMPLE);

/**
 * Into `sample`, the values v = num/den − num2/den2 of 256 replicates evenly spaced over B (the kept
 * ones, in order), for {@link tailCuts}; returns how many. Without a branch V8 could first meet
 * compiled (a dropped replicate's value is written over), and with the sample indices in integers.
 */
function cutSample(num: Float64Array, den: Float64Array, num2: Float64Array, den2: Float64Array, B: number, out: Float64Array): number {
  let m = 0;
  for (let j = 0; j < CUT_SAMPLE; j++) {
    const b = ((j * B) / CUT_SAMPLE) | 0; // floor: j · B < 2^31
    const d = den[b], d2 = den2[b];
    out[m] = num[b] / d - num2[b] / d2;
    m += d !== 0 && d2 !== 0 ? 1 : 0;
  }
  return m;
}

/**
 * The percentile interval at `level` of the per-replicate ratios num[b] / den[b]
 * over the replicates whose denominator is not 0 — with `num2`, `den2`, of the
 * differences num[b] / den[b] − num2[b] / den2[b] over those whose two
 * denominators are not 0 — bit for bit `percentileIntervalSorted` of those
 * values sorted (a typed-array sort), as {@link bootstrapRatios} reports a
 * metric; `null` when no replicate is kept.
 *
 * Only the tails are kept: cut values from a strided sample of 256 replicates
 * ({@link tailCuts}) route each value as it is formed, those ≤ the lower cut
 * to the front of `scratch`, those not < the upper one to its back, the rest
 * nowhere. The front is a prefix of the full sort and the back a suffix (as in
 * {@link percentileIntervalInPlace}); when the four positions the interval
 * reads ({@link percentileRanks}) fall in them, the value at each is a rank of
 * the front or back found by {@link orderStatistic} (what a sort puts there,
 * −0 and NaN included; ties in one pass); else (or below 2,048 replicates)
 * every value is written and sorted. At B = 10,000 it writes about an eighth
 * of the values and sorts none; a value in the middle costs two divisions and
 * two comparisons (issue 22: `metrics panel` forms 10^6 ratios, and a
 * typed-array sort costs ~50 ns a value on Node 20).
 *
 * Reference: Efron & Tibshirani (1993) §13.3 (percentile interval).
 *
 * @param num numerator sums, one per replicate
 * @param den denominator sums, as long as `num`
 * @param num2 second numerator sums (a difference of ratios), or null
 * @param den2 second denominator sums, or null (given with `num2`)
 * @param level coverage in (0, 1)
 * @param scratch at least 2 · num.length floats, overwritten
 * @returns `[lower, upper]`, or null when every replicate is dropped
 * @throws RangeError on arrays of other lengths, a short scratch, or a level outside (0, 1)
 * @example
 * ratioPercentileInterval(Float64Array.of(1, 2, 3), Float64Array.of(2, 0, 3), null, null, 0.5, new Float64Array(6));
 * // => [0.625, 0.875] (ratios 0.5 and 1; the replicate with denominator 0 dropped)
 * ratioPercentileInterval(Float64Array.of(1), Float64Array.of(0), null, null, 0.95, new Float64Array(2)); // => null
 */
export function ratioPercentileInterval(
  num: Float64Array, den: Float64Array, num2: Float64Array | null, den2: Float64Array | null, level: number, scratch: Float64Array,
): [number, number] | null {
  const fn = "ratioPercentileInterval";
  checkLevel(fn, level);
  const B = num.length;
  for (const [name, arr] of [["den", den], ["num2", num2], ["den2", den2]] as const) {
    if (arr !== null && arr.length !== B) throw new RangeError(argError(fn, name, `length ${B} (as num)`, arr.length));
  }
  if ((num2 === null) !== (den2 === null)) throw new RangeError(argError(fn, "den2", "given with num2", den2 === null ? "null" : "an array"));
  if (scratch.length < 2 * B) throw new RangeError(argError(fn, "scratch", `at least ${2 * B} floats`, scratch.length));
  if (B >= MIN_SPLIT && B <= MAX_SPLIT) {
    if (zeros.length !== B) {
      zeros = new Float64Array(B);
      ones = new Float64Array(B).fill(1);
    }
    const n2 = num2 ?? zeros, d2 = den2 ?? ones;
    const m = cutSample(num, den, n2, d2, B, sample);
    if (m === 0) return fallback(num, den, num2, den2, level, scratch);
    const [lowT, highT] = tailCuts(sample.subarray(0, m), level);
    const kept = splitTails(num, den, n2, d2, B, 2 * B, lowT, highT, scratch, split);
    const [front, back] = split;
    const inBack = 2 * B - back; // the full sort: the front (a prefix), …, the back (a suffix)
    const frontPart = scratch.subarray(0, front), backPart = scratch.subarray(back, 2 * B);
    // the value a full sort puts at rank r, or undefined when r falls in the unkept middle
    const at = (r: number): number | undefined =>
      r < front ? orderStatistic(frontPart, r) : r >= kept - inBack ? orderStatistic(backPart, r - (kept - inBack)) : undefined;
    const ranks = percentileRanks(kept, level);
    const got = ranks.map(at);
    if (got.every((v) => v !== undefined)) {
      // the four values at their ranks in scratch (read out above; distinct ranks, or the same value
      // twice), the rest never read
      const view = scratch.subarray(0, kept);
      for (let k = 0; k < 4; k++) view[ranks[k]] = got[k]!;
      return percentileIntervalSorted(view, level);
    }
  }
  return fallback(num, den, num2, den2, level, scratch);
}

/** Every kept value written, and its interval read by {@link percentileIntervalInPlace}; null when none is kept. */
function fallback(num: Float64Array, den: Float64Array, num2: Float64Array | null, den2: Float64Array | null, level: number, scratch: Float64Array): [number, number] | null {
  const kept = keepRatios(num, den, num2, den2, scratch);
  return kept === 0 ? null : percentileIntervalInPlace(scratch.subarray(0, kept), level);
}
