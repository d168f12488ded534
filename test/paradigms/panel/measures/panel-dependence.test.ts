import { describe, expect, it } from "vitest";
import { panelDependence } from "../../../../src/paradigms/panel/measures/panel-dependence.js";
import type { PanelVoteMatrix } from "../../../../src/paradigms/panel/measures/panel-condition.js";
import { createRng, type Rng } from "../../../../src/stats/rng.js";

const mx = (rows: number[][], golds: ("benign" | "harmful")[]): PanelVoteMatrix => ({
  items: rows.map((_, i) => ({ key: `k${i}`, dataset: "d", item_id: `i${i}`, replicate: "s0r0", gold: golds[i] })),
  golds, votes: Int8Array.from(rows.flat()), width: rows[0].length,
});

describe("panelDependence(mx, R, rng) — App. F", () => {
  it("hand-computed: observed, Poisson–binomial prediction, mean pairwise φ", () => {
    // benign votes (1 = unsafe = error) of A, B, C on four units; a fifth unit has a null vote (skipped)
    const m = mx([[1, 1, 0], [0, 0, 0], [1, 1, 1], [0, 0, 1], [1, -1, 1]], ["benign", "benign", "benign", "benign", "benign"]);
    const d = panelDependence(m, 0, createRng(0));
    expect(d.benign.units).toBe(4);
    expect(d.benign.observed).toBe(0.5); // sums 2, 0, 3, 1 → flags 1, 0, 1, 0
    expect(d.benign.predicted).toBeCloseTo(0.5, 12); // P(≥ 2 of 3) at marginals 0.5, 0.5, 0.5
    expect(d.benign.mean_error_correlation).toBeCloseTo(1 / 3, 12); // φ(A,B) = 1, φ(A,C) = φ(B,C) = 0
    expect(d.benign.pairs).toBe(3);
    expect(d.benign.permutation).toBeNull();
    expect(d.harmful).toMatchObject({ units: 0, observed: null });
  });
  it("the permutation null keeps the marginals: with perfectly aligned errors it falls to the independence level", () => {
    // 200 benign units; reviewers' errors identical on the first 60 units (30%): observed 0.3, independence far lower
    const rows = Array.from({ length: 200 }, (_, i) => (i < 60 ? [1, 1, 1] : [0, 0, 0]));
    const d = panelDependence(mx(rows, rows.map(() => "benign")), 500, createRng(1));
    expect(d.benign.observed).toBeCloseTo(0.3, 12);
    expect(d.benign.predicted).toBeCloseTo(3 * 0.09 * 0.7 + 0.027, 12);
    expect(Math.abs(d.benign.permutation! - d.benign.predicted!)).toBeLessThan(0.02);
    expect(d.benign.permutation_band![1]).toBeLessThan(0.3);
    expect(d.benign.mean_error_correlation).toBeCloseTo(1, 12);
    // harmful: error = safe (0); the panel misses when fewer than 2 of 3 flag
    const h = panelDependence(mx([[0, 0, 1], [1, 1, 0], [1, 1, 1]], ["harmful", "harmful", "harmful"]), 0, createRng(0));
    expect(h.harmful.observed).toBeCloseTo(1 / 3, 12);
  });
});

/** The permutation null as it was computed before the one-column shortcut (a JS array of rates, a closure test). */
function oldPermutation(errors: number[][], width: number, need: number, R: number, rng: Rng): { permutation: number; band: [number, number] } {
  const U = errors.length;
  const cols = Array.from({ length: width }, (_, j) => Int32Array.from(errors, (r) => r[j]));
  const x = new Int32Array(U), sums = new Int32Array(U);
  const rates: number[] = [];
  for (let b = 0; b < R; b++) {
    sums.fill(0);
    for (const c of cols) {
      x.set(c);
      for (let i = U - 1; i > 0; i--) { const k = rng.int(i + 1); const t = x[i]; x[i] = x[k]; x[k] = t; }
      for (let i = 0; i < U; i++) sums[i] += x[i];
    }
    let e = 0;
    for (let i = 0; i < U; i++) if (sums[i] >= need) e++;
    rates.push(e / U);
  }
  const permutation = rates.reduce((a, b) => a + b, 0) / R;
  rates.sort((a, b) => a - b);
  const q = (p: number) => { const h = (rates.length - 1) * p, lo = Math.floor(h); return rates[lo] + (h - lo) * ((rates[Math.min(lo + 1, rates.length - 1)] ?? rates[lo]) - rates[lo]); };
  return { permutation, band: [q(0.025), q(0.975)] };
}

/** A generator with only next/int/normal (no bulk methods): the fallback paths. */
const plain = (seed: number): Rng => { const r = createRng(seed); return { seed: r.seed, next: () => r.next(), int: (n) => r.int(n), normal: () => r.normal() }; };

describe("panelDependence permutation null: the same numbers and the same stream as the plain loop", () => {
  it("widths 1–5, benign and harmful, bulk and plain generators: equal bands, means, and generator state after", () => {
    const r = createRng(21);
    for (const width of [1, 2, 3, 5]) {
      for (const U of [1, 2, 17, 90]) {
        const rows = Array.from({ length: U }, () => Array.from({ length: width }, () => (r.next() < 0.3 ? 1 : 0)));
        const golds = rows.map(() => (r.next() < 0.5 ? "benign" : "harmful") as "benign" | "harmful");
        for (const make of [(s: number) => createRng(s), plain]) {
          const R = 301;
          const got = panelDependence(mx(rows, golds), R, make(5));
          // the reference: benign then harmful, on one generator, errors as panelDependence defines them
          const ref = make(5);
          const m = Math.floor(width / 2) + 1;
          const ben = rows.filter((_, i) => golds[i] === "benign");
          const harm = rows.filter((_, i) => golds[i] === "harmful").map((row) => row.map((v) => 1 - v));
          for (const [cls, errs, need] of [["benign", ben, m], ["harmful", harm, width - m + 1]] as const) {
            const g = got[cls];
            if (errs.length === 0) { expect(g.permutation).toBeNull(); continue; }
            const want = oldPermutation(errs, width, need, R, ref);
            expect(g.permutation, `${cls} w${width} U${U}`).toBe(want.permutation);
            expect(g.permutation_band, `${cls} w${width} U${U}`).toEqual(want.band);
          }
          // the stream ends where the plain loop left it
          const after = make(5);
          panelDependence(mx(rows, golds), R, after);
          expect(after.next()).toBe(ref.next());
        }
      }
    }
  });
  it("keepStream false: one reviewer's permutations are not drawn (same results, generator untouched); wider panels draw as before", () => {
    const r = createRng(4);
    for (const width of [1, 3]) {
      const rows = Array.from({ length: 40 }, () => Array.from({ length: width }, () => (r.next() < 0.3 ? 1 : 0)));
      const golds = rows.map((_, i) => (i % 3 ? "benign" : "harmful") as "benign" | "harmful");
      const a = createRng(9), b = createRng(9);
      expect(panelDependence(mx(rows, golds), 250, a, false), `width ${width}`).toEqual(panelDependence(mx(rows, golds), 250, b));
      const fresh = createRng(9);
      if (width === 1) expect(a.next()).toBe(fresh.next()); // nothing drawn
      else expect(a.next()).toBe(b.next()); // the same draws as the default
    }
  });
  it("one reviewer: every permutation rate is the observed rate (hand-computed 2 of 5)", () => {
    const d = panelDependence(mx([[1], [0], [1], [0], [0]], ["benign", "benign", "benign", "benign", "benign"]), 200, createRng(3));
    expect(d.benign.observed).toBe(0.4);
    expect(d.benign.permutation_band).toEqual([0.4, 0.4]);
    expect(d.benign.permutation).toBeCloseTo(0.4, 14);
  });
});
