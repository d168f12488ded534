import { argError } from "../errors.js";
import { checkBootstrapOptions, type BootstrapOptions } from "./bootstrap-options.js";
import { percentileIntervalSorted } from "./percentile-interval.js";
import type { PairedStatistic } from "./paired-statistic.js";

/** One statistic's paired bootstrap result. */
export interface PairedBootstrapResult {
  /** Difference other − reference on the shared units (null when either side is undefined). */
  estimate: number | null;
  /** The two sides' values on the shared units. */
  reference: number | null;
  other: number | null;
  /** Percentile interval of the difference over the kept replicates (null when B = 0 or none kept). */
  ci: [number, number] | null;
  /** Replicates where both sides were defined. */
  kept: number;
  /** Bootstrap standard deviation of the difference over the kept replicates (null below 2). */
  sd: number | null;
}

/**
 * Paired cluster bootstrap of differences: each of the B replicates draws S
 * of the S shared units with replacement (S calls of `rng.int(S)`, in order)
 * and evaluates every statistic on that ONE resample for both sides, so the
 * two sides are resampled jointly (their correlation through the shared units
 * is kept) and the statistics share their resamples. The interval is the
 * numpy-linear percentile interval of other − reference; a replicate where
 * either side is null is dropped for that statistic.
 *
 * Reference: Davison & Hinkley (1997), *Bootstrap Methods and their
 * Application*, §3.8 (cluster resampling) and §4.4 (paired comparisons);
 * E. Miller, "Adding Error Bars to Evals" (2024), §3 (paired differences).
 *
 * @param units S, the number of shared units (a unit holds both sides' data)
 * @param statistics statistics of the paired data (see {@link PairedStatistic})
 * @param options `{ B, rng, level = 0.95 }`
 * @throws RangeError for a bad S, B or level, or a statistic returning NaN
 * @example
 * const x = [[0.2, 0.4, 0.1, 0.3], [0.5, 0.6, 0.2, 0.7]];
 * const avg: PairedStatistic = (rows, pick) => rows.reduce((s, r, j) => s + x[pick[j]][r], 0) / rows.length;
 * const [r] = pairedBootstrap(4, [avg], { B: 2000, rng: createRng(1) });
 * [r.reference, r.other, Math.round(r.estimate! * 1e9) / 1e9]; // => [0.25, 0.5, 0.25]
 */
export function pairedBootstrap(units: number, statistics: readonly PairedStatistic[], options: BootstrapOptions): PairedBootstrapResult[] {
  const level = checkBootstrapOptions("pairedBootstrap", options);
  if (!Number.isInteger(units) || units < 0) throw new RangeError(argError("pairedBootstrap", "units", "a non-negative integer", units));
  const { B, rng } = options;
  const S = units;
  const all = Int32Array.from({ length: S }, (_, i) => i);
  const zeros = new Uint8Array(S), ones = new Uint8Array(S).fill(1);
  const results = statistics.map((f): PairedBootstrapResult => {
    const reference = S === 0 ? null : check(f(all, zeros));
    const other = S === 0 ? null : check(f(all, ones));
    const estimate = reference === null || other === null ? null : other - reference;
    return { estimate, reference, other, ci: null, kept: 0, sd: null };
  });
  if (B === 0 || S === 0) return results;
  const values = statistics.map(() => new Float64Array(B));
  const rows = new Int32Array(S);
  for (let b = 0; b < B; b++) {
    if (rng.fillInt) rng.fillInt(rows, S);
    else for (let i = 0; i < S; i++) rows[i] = rng.int(S);
    for (let m = 0; m < statistics.length; m++) {
      const a = check(statistics[m](rows, zeros));
      const o = check(statistics[m](rows, ones));
      if (a === null || o === null) continue;
      values[m][results[m].kept++] = o - a;
    }
  }
  for (let m = 0; m < statistics.length; m++) {
    const r = results[m];
    if (r.kept === 0) continue;
    const v = values[m].subarray(0, r.kept).sort();
    r.ci = percentileIntervalSorted(v, level);
    if (r.kept > 1) {
      let s = 0, s2 = 0;
      for (const x of v) s += x;
      const mu = s / r.kept;
      for (const x of v) s2 += (x - mu) ** 2;
      r.sd = Math.sqrt(s2 / (r.kept - 1));
    }
  }
  return results;
}

function check(v: number | null): number | null {
  if (v !== null && Number.isNaN(v)) throw new RangeError(argError("pairedBootstrap", "statistic", "a number or null", v));
  return v;
}
