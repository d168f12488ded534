/**
 * A measure as the CLI and the notebooks report it: a value with its
 * denominator and an optional 95% interval. A zero denominator gives
 * `value: null`, never 0 or NaN.
 *
 * @example
 * ratioMeasure(3, 4);        // => { value: 0.75, n: 4, ci: null }
 * ratioMeasure(0, 0);        // => { value: null, n: 0, ci: null }
 */
import { argError } from "../errors.js";

/** A value (null when undefined), its denominator `n`, and a 95% interval (null when none). */
export interface Measure {
  value: number | null;
  n: number;
  ci: [number, number] | null;
  /** Present when the interval is not a plain 95% interval: zero width, or fewer units than checked (see `intervalNote`). */
  ci_note?: string;
}

/**
 * The measure `num / den` with `n = den`; `null` value when `den` is 0.
 *
 * @param num numerator count (or sum)
 * @param den denominator (non-negative integer)
 * @param ci optional interval
 * @throws RangeError when den is negative or not an integer
 * @example
 * ratioMeasure(1, 4, [0.05, 0.7]); // => { value: 0.25, n: 4, ci: [0.05, 0.7] }
 */
export function ratioMeasure(num: number, den: number, ci: [number, number] | null = null): Measure {
  if (!Number.isInteger(den) || den < 0) throw new RangeError(argError("ratioMeasure", "den", "a non-negative integer", den));
  return { value: den === 0 ? null : num / den, n: den, ci: den === 0 ? null : ci };
}
