/**
 * Inter-annotator agreement on the scenario rubric: Cohen's κ per rubric item
 * between two annotators (κ = (p_o − p_e) / (1 − p_e), p_o the observed
 * agreement, p_e the agreement expected from each annotator's marginal
 * answer shares; Cohen 1960 — the definition `sklearn.metrics.cohen_kappa_score`
 * computes), a pooled κ over all items (the paper's single κ = 0.83), each
 * with a percentile interval from a bootstrap over scenarios (seeded; a
 * scenario's items resampled together), and the list of disagreements.
 * Only (scenario, item) cells both annotators answered count. κ is null when
 * p_e = 1 (both annotators gave one and the same answer throughout).
 *
 * @example
 * cohenKappa(["yes", "yes", "no", "no"], ["yes", "no", "no", "no"]); // => 0.5
 * const a = phantomAgreement(cellsA, cellsB, { B: 2000, rng: createRng(0) });
 * a.items[0]; // => { item: "gold_clarity", n: 150, agreement: 0.93, kappa: 0.84, ci: [0.74, 0.92] } (say)
 */
import type { Rng } from "../../../stats/rng.js";
import { argError } from "../../../errors.js";

/**
 * Cohen's κ of two equal-length label lists (any labels); null when undefined (p_e = 1 or no pairs).
 * @throws RangeError when the lengths differ
 * @example
 * cohenKappa(["a", "b"], ["a", "b"]); // => 1
 */
export function cohenKappa(a: readonly string[], b: readonly string[]): number | null {
  if (a.length !== b.length) throw new RangeError(argError("cohenKappa", "b", `${a.length} labels (as a)`, `${b.length} labels`));
  const n = a.length;
  if (n === 0) return null;
  const ca = new Map<string, number>(), cb = new Map<string, number>();
  let agree = 0;
  for (let i = 0; i < n; i++) {
    if (a[i] === b[i]) agree++;
    ca.set(a[i], (ca.get(a[i]) ?? 0) + 1);
    cb.set(b[i], (cb.get(b[i]) ?? 0) + 1);
  }
  let pe = 0;
  for (const [k, x] of ca) pe += (x / n) * ((cb.get(k) ?? 0) / n);
  const po = agree / n;
  return pe >= 1 - 1e-15 ? null : (po - pe) / (1 - pe);
}

/** One annotated cell. */
export interface AnnotationCell { scenario_id: string; item: string; answer: string }

/** κ of one item (or `all`). */
export interface KappaRow {
  item: string;
  /** Cells both annotators answered. */
  n: number;
  /** Share of those cells with the same answer. */
  agreement: number | null;
  kappa: number | null;
  ci: [number, number] | null;
}

/** The agreement report. */
export interface PhantomAgreement {
  items: KappaRow[];
  overall: KappaRow;
  disagreements: { scenario_id: string; item: string; a: string; b: string }[];
  /** Cells only one annotator answered (or neither). */
  unmatched: number;
  bootstrap: number;
}

/** Options: bootstrap replicates (0 = no intervals), generator, coverage. */
export interface AgreementOptions { B: number; rng?: Rng; level?: number; items?: readonly string[] }

function percentile(sorted: number[], q: number): number {
  const h = (sorted.length - 1) * q, lo = Math.floor(h), hi = Math.ceil(h);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

/**
 * Compare two annotators' cells.
 * @throws RangeError when B > 0 without an rng
 * @example
 * phantomAgreement([{ scenario_id: "s", item: "x", answer: "yes" }], [{ scenario_id: "s", item: "x", answer: "no" }], { B: 0 }).disagreements.length; // => 1
 */
export function phantomAgreement(a: readonly AnnotationCell[], b: readonly AnnotationCell[], options: AgreementOptions): PhantomAgreement {
  if (options.B > 0 && !options.rng) throw new RangeError(argError("phantomAgreement", "options.rng", "an Rng when B > 0", options.rng));
  const key = (c: AnnotationCell) => `${c.scenario_id}\u0000${c.item}`;
  const mb = new Map(b.filter((c) => c.answer !== "").map((c) => [key(c), c]));
  const pairs: { s: string; item: string; a: string; b: string }[] = [];
  const seen = new Set<string>();
  for (const c of a) {
    if (c.answer === "") continue;
    const o = mb.get(key(c));
    if (o) { pairs.push({ s: c.scenario_id, item: c.item, a: c.answer, b: o.answer }); seen.add(key(c)); }
  }
  const cellsAll = new Set([...a, ...b].map(key));
  const items = options.items ?? [...new Set(pairs.map((p) => p.item))].sort();
  const scenarios = [...new Set(pairs.map((p) => p.s))].sort();
  const byScenario = new Map(scenarios.map((s) => [s, pairs.filter((p) => p.s === s)]));
  const row = (item: string, ps: typeof pairs): Omit<KappaRow, "ci"> => ({
    item, n: ps.length, agreement: ps.length > 0 ? ps.filter((p) => p.a === p.b).length / ps.length : null, kappa: cohenKappa(ps.map((p) => p.a), ps.map((p) => p.b)),
  });
  const targets = [...items, null];
  const reps: number[][] = targets.map(() => []);
  if (options.B > 0 && scenarios.length > 0) {
    for (let r = 0; r < options.B; r++) {
      const draw: typeof pairs = [];
      for (let k = 0; k < scenarios.length; k++) draw.push(...byScenario.get(scenarios[options.rng!.int(scenarios.length)])!);
      targets.forEach((item, j) => {
        const ps = item === null ? draw : draw.filter((p) => p.item === item);
        const k = cohenKappa(ps.map((p) => p.a), ps.map((p) => p.b));
        if (k !== null) reps[j].push(k);
      });
    }
  }
  const level = options.level ?? 0.95;
  const ci = (j: number): [number, number] | null => {
    const xs = reps[j].sort((x, y) => x - y);
    return xs.length === 0 ? null : [percentile(xs, (1 - level) / 2), percentile(xs, 1 - (1 - level) / 2)];
  };
  const out = items.map((item, j) => ({ ...row(item, pairs.filter((p) => p.item === item)), ci: ci(j) }));
  return {
    items: out,
    overall: { ...row("all", pairs), ci: ci(items.length) },
    disagreements: pairs.filter((p) => p.a !== p.b).map((p) => ({ scenario_id: p.s, item: p.item, a: p.a, b: p.b })),
    unmatched: cellsAll.size - seen.size,
    bootstrap: options.B,
  };
}
