/**
 * Per-row weights for a weighted logistic fit: C·w(yᵢ), with scikit-learn's
 * "balanced" class weights w(c) = n / (2·n_c) computed from the data passed
 * in (metrics.md §5: each fit's own training data), or w = 1 without class
 * weighting.
 *
 * @example
 * rowWeights([1, 0, 0, 0], 1, "balanced"); // => Float64Array [2, 2/3, 2/3, 2/3]
 * rowWeights([1, 0], 0.5, null);           // => Float64Array [0.5, 0.5]
 */

/** Class weighting: scikit-learn's "balanced", or none. */
export type ClassWeight = "balanced" | null;

/**
 * Weights C·w(yᵢ). Labels are assumed checked (0/1) and both classes present.
 *
 * @example
 * rowWeights([1, 1, 0], 2, "balanced"); // => Float64Array [1.5, 1.5, 3]
 */
export function rowWeights(y: ArrayLike<number>, C: number, classWeight: ClassWeight): Float64Array {
  const n = y.length;
  let pos = 0;
  for (let i = 0; i < n; i++) pos += y[i];
  const w1 = classWeight === "balanced" ? n / (2 * pos) : 1;
  const w0 = classWeight === "balanced" ? n / (2 * (n - pos)) : 1;
  const w = new Float64Array(n);
  for (let i = 0; i < n; i++) w[i] = C * (y[i] === 1 ? w1 : w0);
  return w;
}
