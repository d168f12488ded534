/**
 * Why an L1 coefficient's standard error is null (`fit judge`'s `l1.coefficients[].se`):
 * a non-zero coefficient gets no Wald SE when the observed information matrix of
 * the active set is singular or not positive definite — in practice perfect or
 * quasi-complete separation (a cluster seen only among captured, or only among
 * non-captured, traces: the unpenalised likelihood has no finite maximum, so its
 * curvature gives no finite variance). The penalised β itself is still reported.
 * One line naming those coefficients, or null when every non-zero one has an SE.
 *
 * @example
 * judgeL1NullSeNote([{ feature: "A", beta: 2, se: null }, { feature: "B", beta: 1, se: 0.3 }]);
 * // => "se — for 1 non-zero L1 coefficient (A): its Wald standard error is undefined because the information matrix of the active set is singular, typically perfect or quasi-complete separation (the cluster occurs only among captured or only among non-captured traces); beta is the penalised estimate"
 */

/**
 * @param coefficients the L1 coefficients (`report.l1.coefficients`)
 * @example
 * judgeL1NullSeNote([{ feature: "A", beta: 2, se: 0.5 }]); // => null
 */
export function judgeL1NullSeNote(coefficients: readonly { feature: string; beta: number; se: number | null }[]): string | null {
  const bad = coefficients.filter((c) => c.beta !== 0 && c.se === null).map((c) => c.feature);
  if (bad.length === 0) return null;
  const names = bad.length <= 5 ? bad.join(", ") : `${bad.slice(0, 5).join(", ")}, …`;
  return `se — for ${bad.length} non-zero L1 coefficient${bad.length === 1 ? "" : "s"} (${names}): ${bad.length === 1 ? "its" : "their"} Wald standard error is undefined because the information matrix of the active set is singular, `
    + "typically perfect or quasi-complete separation (the cluster occurs only among captured or only among non-captured traces); beta is the penalised estimate";
}
