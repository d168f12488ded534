/**
 * The exact rational value of a number's shortest decimal form, so that a
 * threshold such as 0.9 is compared as 9/10 and never through a float that
 * lands a hair off (metrics.md §5: thresholds are compared exactly).
 *
 * @example
 * decimalRational(0.9);   // => { num: 9n, den: 10n }
 * decimalRational(1e-7);  // => { num: 1n, den: 10000000n }
 */
import { argError } from "../errors.js";

/** A non-reduced fraction `num/den` with `den > 0`, as BigInts. */
export interface Rational {
  num: bigint;
  den: bigint;
}

/**
 * Parse `x` (finite) through `String(x)` — the shortest decimal that round-trips — into num/den.
 *
 * @throws RangeError when x is not finite
 * @example
 * decimalRational(-2.5); // => { num: -25n, den: 10n }
 */
export function decimalRational(x: number): Rational {
  if (typeof x !== "number" || !Number.isFinite(x)) throw new RangeError(argError("decimalRational", "x", "a finite number", x));
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(x));
  if (m === null) throw new RangeError(argError("decimalRational", "x", "a decimal number", x));
  const frac = m[3] ?? "";
  const exp = Number(m[4] ?? 0) - frac.length;
  let num = BigInt(m[2] + frac);
  let den = 1n;
  if (exp >= 0) num *= 10n ** BigInt(exp);
  else den = 10n ** BigInt(-exp);
  if (m[1] === "-") num = -num;
  return { num, den };
}
