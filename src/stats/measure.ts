/**
 * A measure as the CLI and the notebooks report it: a value with its
 * denominator and an optional 95% interval. A zero denominator gives
 * `value: null`, never 0 or NaN.
 *
 * @example
 * ratioMeasure(3, 4);        // => { value: 0.75, n: 4, ci: null }
 * ratioMeasure(0, 0);        // => { value: null, n: 0, ci: null }
 */
export interface Measure {
  value: number | null;
  n: number;
  ci: [number, number] | null;
}

/**
 * The measure `num / den` with `n = den`; `null` value when `den` is 0.
 *
 * @param num numerator count (or sum)
 * @param den denominator (non-negative integer)
 * @param ci optional interval
 * @throws RangeError when den is negative or not an integer
 */
export function ratioMeasure(num: number, den: number, ci: [number, number] | null = null): Measure {
  if (!Number.isInteger(den) || den < 0) throw new RangeError(`ratioMeasure(den): expected a non-negative integer, received ${den}`);
  return { value: den === 0 ? null : num / den, n: den, ci: den === 0 ? null : ci };
}
