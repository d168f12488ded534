import { argError } from "../errors.js";
import type { PairedStatistic } from "./paired-statistic.js";
import type { Rng } from "./rng.js";

/** Options of {@link pairedPermutationTest}. */
export interface PairedPermutationOptions {
  /** Random relabellings when exact enumeration is too large (default 10,000). */
  permutations?: number;
  /** Generator for the random relabellings. */
  rng: Rng;
}

/** Result of {@link pairedPermutationTest}. */
export interface PairedPermutationResult {
  /** Two-sided p-value, or null when the observed difference is undefined. */
  p: number | null;
  /** "exact" (all 2^S relabellings) or "monte_carlo" (p = (1 + k) / (1 + P)). */
  method: "exact" | "monte_carlo";
  /** Relabellings where the statistic was defined. */
  draws: number;
}

/**
 * Two-sided paired permutation (randomisation) test of "no difference between
 * the sides": under the null the two sides' data of each shared unit are
 * exchangeable, so each unit's sides are swapped at random and the difference
 * T = stat(other) − stat(reference) is recomputed; p = share of relabellings
 * with |T*| ≥ |T| (a relative tolerance of 1e-12 absorbs rounding). With
 * 2^S ≤ `permutations` every relabelling is enumerated (an exact test);
 * otherwise p = (1 + k)/(1 + P) over P random ones (Phipson & Smyth 2010), never 0.
 * For 0/1 outcomes on one unit each this is the exact McNemar / sign test.
 *
 * Reference: Good (2005), *Permutation, Parametric and Bootstrap Tests of
 * Hypotheses*, §3.6; B. Phipson & G. Smyth, Stat. Appl. Genet. Mol. Biol. 9 (2010) 39.
 *
 * @param units S, the number of shared units
 * @param statistic see {@link PairedStatistic}
 * @param options `{ permutations = 10000, rng }`
 * @throws RangeError for a bad S or permutation count
 * @example
 * const x = [[0, 0, 0, 0, 0], [1, 1, 1, 1, 1]];
 * const avg: PairedStatistic = (rows, pick) => rows.reduce((s, r, j) => s + x[pick[j]][r], 0) / rows.length;
 * pairedPermutationTest(5, avg, { rng: createRng(1) }); // => { p: 0.0625, method: "exact", draws: 32 }
 */
export function pairedPermutationTest(units: number, statistic: PairedStatistic, options: PairedPermutationOptions): PairedPermutationResult {
  const P = options.permutations ?? 10_000;
  if (!Number.isInteger(units) || units < 0) throw new RangeError(argError("pairedPermutationTest", "units", "a non-negative integer", units));
  if (!Number.isInteger(P) || P < 1) throw new RangeError(argError("pairedPermutationTest", "options.permutations", "a positive integer", P));
  const S = units;
  const rows = Int32Array.from({ length: S }, (_, i) => i);
  const pick = new Uint8Array(S), flip = new Uint8Array(S);
  const diff = (): number | null => {
    for (let i = 0; i < S; i++) flip[i] = 1 - pick[i];
    const a = statistic(rows, pick), o = statistic(rows, flip);
    return a === null || o === null ? null : o - a;
  };
  const exact = S < 31 && 2 ** S <= P;
  const t = S === 0 ? null : diff();
  if (t === null) return { p: null, method: exact ? "exact" : "monte_carlo", draws: 0 };
  const bar = Math.abs(t) * (1 - 1e-12) - 1e-15;
  let k = 0, draws = 0;
  if (exact) {
    for (let mask = 0; mask < 2 ** S; mask++) {
      for (let i = 0; i < S; i++) pick[i] = (mask >>> i) & 1;
      const d = diff();
      if (d === null) continue;
      draws++;
      if (Math.abs(d) >= bar) k++;
    }
    return { p: draws === 0 ? null : k / draws, method: "exact", draws };
  }
  // a relabelling's S coin flips in one bulk call when the generator has one (fillInt: the same draws as
  // S calls of int(2), without a call and an argument check per flip; issue 22)
  const coins = options.rng.fillInt ? new Int32Array(S) : null;
  for (let b = 0; b < P; b++) {
    if (coins !== null) {
      options.rng.fillInt!(coins, 2);
      for (let i = 0; i < S; i++) pick[i] = coins[i];
    } else for (let i = 0; i < S; i++) pick[i] = options.rng.int(2);
    const d = diff();
    if (d === null) continue;
    draws++;
    if (Math.abs(d) >= bar) k++;
  }
  return { p: (1 + k) / (1 + draws), method: "monte_carlo", draws };
}
