import { argError } from "../errors.js";

/**
 * Probability mass function of the Poisson–binomial distribution: the number
 * of successes among independent Bernoulli trials with probabilities pᵢ.
 * Dynamic programming over trials, O(n²), exact up to rounding.
 *
 * Reference: Y. H. Wang, Statistica Sinica 3 (1993) 295–312; used for the
 * panel independence prediction (spec metrics.md §2).
 *
 * @param ps success probabilities in [0, 1]; not modified
 * @returns Float64Array of length n + 1, entry j = P(X = j)
 * @throws RangeError when some pᵢ is outside [0, 1] or NaN
 * @example
 * poissonBinomialPmf([0.5, 0.5]); // => Float64Array [0.25, 0.5, 0.25]
 * poissonBinomialPmf([]);         // => Float64Array [1]
 */
export function poissonBinomialPmf(ps: ArrayLike<number>): Float64Array {
  const n = ps.length;
  const pmf = new Float64Array(n + 1);
  pmf[0] = 1;
  for (let i = 0; i < n; i++) {
    const p = ps[i];
    if (!(p >= 0 && p <= 1)) throw new RangeError(argError("poissonBinomialPmf", `ps[${i}]`, "a probability in [0, 1]", p));
    const q = 1 - p;
    for (let j = i + 1; j > 0; j--) pmf[j] = pmf[j] * q + pmf[j - 1] * p;
    pmf[0] *= q;
  }
  return pmf;
}

/**
 * Upper tail P(X ≥ k) of the Poisson–binomial distribution (summed from the
 * far end, smallest terms first).
 *
 * @param ps success probabilities in [0, 1]
 * @param k integer threshold; k ≤ 0 gives 1, k > n gives 0
 * @throws RangeError when k is not an integer or some pᵢ is outside [0, 1]
 * @example
 * poissonBinomialTail([0.1, 0.1, 0.1, 0.1, 0.1, 0.1], 4); // => 0.0012700000000000003 (P(≥ 4 of 6) at p = 0.1)
 * poissonBinomialTail([0.3, 0.6], 0);                     // => 1
 */
export function poissonBinomialTail(ps: ArrayLike<number>, k: number): number {
  if (!Number.isInteger(k)) throw new RangeError(argError("poissonBinomialTail", "k", "an integer", k));
  const pmf = poissonBinomialPmf(ps);
  const n = ps.length;
  if (k <= 0) return 1;
  if (k > n) return 0;
  let s = 0;
  for (let j = n; j >= k; j--) s += pmf[j];
  return Math.min(1, s);
}
