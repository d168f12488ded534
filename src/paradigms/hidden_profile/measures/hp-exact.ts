/**
 * Exact (BigInt rational) versions of the hidden-profile means, so that the
 * thresholds of metrics.md §3/§5 (0.8, 0.2, the 0.4 factor of the strong
 * criterion) are compared without float error: a session score c/n, a task
 * mean (1/S)·Σ cᵢ/nᵢ and Y (1/T)·Σ task means are all rationals.
 *
 * @example
 * const q = exactMeanOfFractions([[1, 2], [1, 3]]); // (1/2 + 1/3) / 2 = 5/12
 * Number(q.num) / Number(q.den); // => 0.41666666666666663
 * compareRational(q, { num: 5n, den: 12n }); // => 0
 */
import type { Rational } from "../../../models/decimal-rational.js";

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function reduce(q: Rational): Rational {
  const g = gcd(q.num, q.den) || 1n;
  return { num: q.num / g, den: q.den / g };
}

/** a + b, reduced. */
export function addRational(a: Rational, b: Rational): Rational {
  return reduce({ num: a.num * b.den + b.num * a.den, den: a.den * b.den });
}

/** a − b, reduced. */
export function subRational(a: Rational, b: Rational): Rational {
  return addRational(a, { num: -b.num, den: b.den });
}

/** Sign of a − b: −1, 0 or 1. */
export function compareRational(a: Rational, b: Rational): number {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** Mean of rationals; null for none. */
export function exactMean(xs: readonly Rational[]): Rational | null {
  if (xs.length === 0) return null;
  let s: Rational = { num: 0n, den: 1n };
  for (const x of xs) s = addRational(s, x);
  return reduce({ num: s.num, den: s.den * BigInt(xs.length) });
}

/** Mean of fractions given as [numerator, denominator] integer pairs (denominators > 0). */
export function exactMeanOfFractions(pairs: readonly (readonly [number, number])[]): Rational {
  const q = exactMean(pairs.map(([c, n]) => ({ num: BigInt(c), den: BigInt(n) })));
  if (q === null) throw new RangeError("exactMeanOfFractions(pairs): expected at least one pair, received []");
  return q;
}

/** The rational p/q from small integers. */
export function ratio(p: number, q: number): Rational {
  return { num: BigInt(p), den: BigInt(q) };
}
