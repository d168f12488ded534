import { describe, expect, it } from "vitest";
import { panelDependence } from "../../../../src/paradigms/panel/measures/panel-dependence.js";
import type { PanelVoteMatrix } from "../../../../src/paradigms/panel/measures/panel-condition.js";
import { createRng } from "../../../../src/stats/rng.js";

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
