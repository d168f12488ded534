import { argError } from "../errors.js";
import { logChoose } from "./log-gamma.js";

/** Relative tolerance under which a table counts as "as extreme" as the observed one (as R and scipy). */
const REL_TOL = 1e-7;

/**
 * Fisher's exact test for the 2×2 table [[a, b], [c, d]], two-sided: the sum
 * of the hypergeometric probabilities (fixed margins) of all tables no more
 * probable than the observed one, with a relative tolerance of 1e-7 so that
 * tables tied by symmetry are included. Log space (ln C via ln Γ), so counts
 * in the thousands work.
 *
 * Reference: R. A. Fisher (1935); scipy `stats.fisher_exact(table)` / R
 * `fisher.test`; spec metrics.md §3, §5.
 *
 * @param a row 1, column 1 count (non-negative integer)
 * @param b row 1, column 2 count
 * @param c row 2, column 1 count
 * @param d row 2, column 2 count
 * @returns `p` (1 when a row or column sum is 0) and the sample odds ratio
 *   `oddsRatio` = ad/(bc), `null` when bc = 0 (scipy gives inf or nan there)
 * @throws RangeError when a count is not a non-negative integer
 * @example
 * fisherExact(8, 2, 1, 5); // => { p: 0.03496503496503494, oddsRatio: 20 }
 * fisherExact(3, 3, 3, 3); // => { p: 1, oddsRatio: 1 }
 * fisherExact(0, 0, 2, 3); // => { p: 1, oddsRatio: null }
 */
export function fisherExact(a: number, b: number, c: number, d: number): { p: number; oddsRatio: number | null } {
  const cells = { a, b, c, d };
  for (const [name, v] of Object.entries(cells)) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError(argError("fisherExact", name, "a non-negative integer", v));
  }
  const oddsRatio = b * c === 0 ? null : (a * d) / (b * c);
  const row1 = a + b;
  const row2 = c + d;
  const col1 = a + c;
  if (row1 === 0 || row2 === 0 || col1 === 0 || b + d === 0) return { p: 1, oddsRatio };
  const total = row1 + row2;
  const logDen = logChoose(total, col1);
  const logPmf = (x: number): number => logChoose(row1, x) + logChoose(row2, col1 - x) - logDen;
  const lo = Math.max(0, col1 - row2);
  const hi = Math.min(col1, row1);
  const cutoff = logPmf(a) + Math.log1p(REL_TOL);
  let p = 0;
  for (let x = lo; x <= hi; x++) {
    const lp = logPmf(x);
    if (lp <= cutoff) p += Math.exp(lp);
  }
  return { p: Math.min(1, p), oddsRatio };
}
