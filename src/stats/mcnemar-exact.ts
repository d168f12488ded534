import { argError } from "../errors.js";
import { binomialCdf } from "./binomial-cdf.js";

/**
 * Exact McNemar test for paired binary outcomes: a two-sided binomial test of
 * the discordant counts b and c against p = ½,
 * p = min(1, 2·P(Bin(b + c, ½) ≤ min(b, c))).
 *
 * Reference: Q. McNemar, Psychometrika 12 (1947) 153–157; statsmodels
 * `mcnemar([[a, b], [c, d]], exact=True)`.
 *
 * @param b discordant count one way (non-negative integer)
 * @param c discordant count the other way
 * @returns `p` (1 when b = c = 0) and `n` = b + c, the discordant pairs
 * @throws RangeError when b or c is not a non-negative integer
 * @example
 * mcnemarExact(1, 9); // => { p: 0.02148437500000002, n: 10 } (exactly 11/512)
 * mcnemarExact(0, 0); // => { p: 1, n: 0 }
 */
export function mcnemarExact(b: number, c: number): { p: number; n: number } {
  if (!Number.isInteger(b) || b < 0) throw new RangeError(argError("mcnemarExact", "b", "a non-negative integer", b));
  if (!Number.isInteger(c) || c < 0) throw new RangeError(argError("mcnemarExact", "c", "a non-negative integer", c));
  const n = b + c;
  return { p: Math.min(1, 2 * binomialCdf(Math.min(b, c), n, 0.5)), n };
}
