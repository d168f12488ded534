// Shared machinery of the coverage benchmark: draw n units without replacement from a pool,
// compute an interval, count covers, misses below / above the truth and zero-width intervals.
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import type { Measure } from "../src/stats/measure.js";
import type { Rng } from "../src/stats/rng.js";

export interface CoverageCell { measure: string; n: number; reps: number; covered: number; below: number; above: number; zeroWidth: number; zeroUnflagged: number; noInterval: number; truth: number; widths: number[] }

/** n distinct indices of [0, N) (partial Fisher–Yates). */
export function sampleIndices(N: number, n: number, rng: Rng): number[] {
  const idx = Array.from({ length: N }, (_, i) => i);
  for (let i = 0; i < n; i++) {
    const j = i + rng.int(N - i);
    [idx[i], idx[j]] = [idx[j], idx[i]];
  }
  return idx.slice(0, n);
}

/** Tally one measure's interval against the truth. */
export function tally(cell: CoverageCell, m: Measure | undefined): void {
  cell.reps++;
  if (!m || !m.ci) { cell.noInterval++; return; }
  const [lo, hi] = m.ci;
  if (lo === hi) { cell.zeroWidth++; if (!m.ci_note) cell.zeroUnflagged++; }
  cell.widths.push(hi - lo);
  if (cell.truth < lo - 1e-12) cell.above++; // the interval lies above the truth
  else if (cell.truth > hi + 1e-12) cell.below++;
  else cell.covered++;
}

export function newCell(measure: string, n: number, truth: number): CoverageCell {
  return { measure, n, reps: 0, covered: 0, below: 0, above: 0, zeroWidth: 0, zeroUnflagged: 0, noInterval: 0, truth, widths: [] };
}

/** A markdown table of cells. */
export function coverageTable(cells: readonly CoverageCell[]): string {
  const lines = ["| measure | units | truth | coverage | misses (interval below / above truth) | zero-width (unflagged) | no interval | median width |", "|---|---|---|---|---|---|---|---|"];
  for (const c of cells) {
    const w = [...c.widths].sort((a, b) => a - b);
    const median = w.length ? (w.length % 2 ? w[(w.length - 1) / 2] : (w[w.length / 2 - 1] + w[w.length / 2]) / 2) : null;
    lines.push(`| ${c.measure} | ${c.n} | ${c.truth.toFixed(4)} | ${(100 * c.covered / c.reps).toFixed(1)}% (${c.covered}/${c.reps}) | ${c.below} / ${c.above} | ${c.zeroWidth} (${c.zeroUnflagged}) | ${c.noInterval} | ${median === null ? "-" : median.toFixed(3)} |`);
  }
  return lines.join("\n");
}
