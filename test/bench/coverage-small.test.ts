import { describe, expect, it } from "vitest";
import { createRng } from "../../src/stats/rng.js";
import { tInterval } from "../../src/stats/t-interval.js";
import { unitWilsonInterval } from "../../src/stats/unit-wilson-interval.js";
import { tangoPairedInterval } from "../../src/stats/tango-paired-interval.js";
import { newCell, sampleIndices, tally } from "../../bench/coverage-core.js";
import { PHANTOM_HEADLINE, phantomHeadline, phantomPool } from "../../bench/coverage-phantom.js";

// A small, seeded version of bench/coverage.ts (docs/intervals.md): coverage of the printed
// intervals over a few hundred replications, with a statistical tolerance (±3 s.e. around 95%
// for R replications is about ±3.8 points at R = 300; over-coverage from discreteness is allowed).
const covered = (c: ReturnType<typeof newCell>) => c.covered / c.reps;

describe("coverage of the small-sample intervals (seeded, seconds)", () => {
  it("Wilson over units: rare events (p = 0.06) at 20 units, replicates averaged", () => {
    const rng = createRng(1);
    const c = newCell("rate", 20, 0.06);
    for (let r = 0; r < 400; r++) {
      // each unit seen twice (two seeds at temperature 0: identical outcomes)
      const shares = Array.from({ length: 20 }, () => (rng.next() < 0.06 ? 1 : 0));
      tally(c, { value: null, n: 40, ci: unitWilsonInterval(shares) });
    }
    expect(covered(c)).toBeGreaterThanOrEqual(0.91);
    expect(c.zeroWidth).toBe(0);
  });
  it("t over tasks: 5 and 10 skewed task means (±1.96·sem would cover ~84–90%)", () => {
    const rng = createRng(2);
    for (const n of [5, 10]) {
      const c = newCell("y", n, 0.3);
      for (let r = 0; r < 400; r++) {
        const xs = Array.from({ length: n }, () => { let s = 0; for (let k = 0; k < 4; k++) s += rng.next() < 0.3 ? 1 : 0; return s / 4; });
        tally(c, { value: null, n, ci: tInterval(xs) });
      }
      expect(covered(c), `n = ${n}`).toBeGreaterThanOrEqual(0.91);
    }
  });
  it("Tango paired interval: a rare one-directional flip (15%) at 20 items never prints [0, 0] and holds", () => {
    const rng = createRng(3);
    const c = newCell("effect", 20, 0.15);
    for (let r = 0; r < 400; r++) {
      const y = Array.from({ length: 20 }, () => (rng.next() < 0.05 ? 1 : 0));
      const x = y.map((v) => (v === 1 || rng.next() < 0.15 / 0.95 ? 1 : 0));
      tally(c, { value: null, n: 20, ci: tangoPairedInterval(x, y) });
    }
    expect(covered(c)).toBeGreaterThanOrEqual(0.91);
    expect(c.zeroWidth).toBe(0);
  });
  it("phantom PPG / CRFR / P-CRFR on the simulator's own latent model: 150 samples of 20 scenarios", () => {
    const pool = phantomPool("typical", 1);
    const truth = phantomHeadline(pool, 0);
    const rng = createRng(4);
    const cells = PHANTOM_HEADLINE.map((k) => newCell(k, 20, truth[k].value!));
    for (let r = 0; r < 150; r++) {
      const m = phantomHeadline(sampleIndices(pool.length, 20, rng).map((i) => pool[i]), 50, rng);
      PHANTOM_HEADLINE.forEach((k, i) => tally(cells[i], m[k]));
    }
    for (const c of cells) {
      expect(covered(c), c.measure).toBeGreaterThanOrEqual(0.89); // 150 reps: s.e. 1.8 points
      expect(c.zeroUnflagged, c.measure).toBe(0);
    }
  }, 60_000);
});
