import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { expandedLevel } from "../../src/stats/expanded-level.js";
import { intervalNote, withIntervalNote, MIN_INTERVAL_UNITS } from "../../src/stats/interval-note.js";
import { pairedDifferenceInterval } from "../../src/stats/paired-difference-interval.js";
import { ratioTInterval } from "../../src/stats/ratio-t-interval.js";
import { tangoPairedInterval } from "../../src/stats/tango-paired-interval.js";
import { studentTQuantile } from "../../src/stats/student-t-quantile.js";
import { tInterval } from "../../src/stats/t-interval.js";
import { unitWilsonInterval } from "../../src/stats/unit-wilson-interval.js";
import { wilsonInterval } from "../../src/stats/wilson-interval.js";
import { expectClose } from "./fixtures.js";

// test/fixtures/intervals/make_intervals.py (scipy, statsmodels, Newcombe 1998 written out)
const ref = JSON.parse(readFileSync(new URL("../fixtures/intervals/intervals.json", import.meta.url), "utf8"));
const cellsToPairs = ([a, b, c, d]: number[]): [number[], number[]] => {
  const x: number[] = [], y: number[] = [];
  const add = (k: number, xi: number, yi: number) => { for (let i = 0; i < k; i++) { x.push(xi); y.push(yi); } };
  add(a, 1, 1); add(b, 1, 0); add(c, 0, 1); add(d, 0, 0);
  return [x, y];
};

describe("studentTQuantile(p, df)", () => {
  it("matches scipy t.ppf to 1e-9", () => {
    for (const c of ref.t_quantile) expectClose(studentTQuantile(c.p, c.df), c.q, 1e-9, 1e-9, `p=${c.p} df=${c.df}`);
  });
  it("is odd around 1/2 and throws outside (0, 1)", () => {
    expect(studentTQuantile(0.025, 9)).toBeCloseTo(-studentTQuantile(0.975, 9), 12);
    expect(() => studentTQuantile(1, 3)).toThrow(RangeError);
    expect(() => studentTQuantile(0.5, 0)).toThrow(RangeError);
  });
});

describe("tInterval(xs)", () => {
  it("matches scipy t.interval(0.95, n−1, mean, sem)", () => {
    for (const c of ref.t_interval) {
      const ci = tInterval(c.xs)!;
      expectClose(ci[0], c.ci[0], 1e-9, 1e-10);
      expectClose(ci[1], c.ci[1], 1e-9, 1e-10);
    }
  });
  it("is null for fewer than 2 values, and a point (zero width) for identical values", () => {
    expect(tInterval([])).toBeNull();
    expect(tInterval([0.4])).toBeNull();
    const ci = tInterval([0.5, 0.5, 0.5])!;
    expect(ci).toEqual([0.5, 0.5]);
  });
});

describe("unitWilsonInterval(shares)", () => {
  it("with 0/1 outcomes is statsmodels' Wilson interval (k = 0, k = n included)", () => {
    for (const c of ref.wilson) {
      const shares = Array.from({ length: c.n }, (_, i) => (i < c.k ? 1 : 0));
      const ci = unitWilsonInterval(shares)!;
      expectClose(ci[0], c.ci[0], 1e-12, 1e-15);
      expectClose(ci[1], c.ci[1], 1e-12, 1e-15);
    }
  });
  it("two identical replicates of 20 items give the interval of one (averaged within the item), not a narrower one", () => {
    // 17 of 20 items correct, each seen twice at temperature 0
    const one = Array.from({ length: 20 }, (_, i) => (i < 17 ? 1 : 0));
    expect(unitWilsonInterval(one)).toEqual(wilsonInterval(17, 20));
    const pooled = wilsonInterval(34, 40)!; // counting replicates as items: narrower
    expect(pooled[1] - pooled[0]).toBeLessThan(wilsonInterval(17, 20)![1] - wilsonInterval(17, 20)![0]);
  });
  it("rejects shares outside [0, 1]; no unit → null", () => {
    expect(() => unitWilsonInterval([1.2])).toThrow(RangeError);
    expect(unitWilsonInterval([])).toBeNull();
  });
});

describe("pairedDifferenceInterval(x, y) (Newcombe method 10)", () => {
  it("matches the written-out Python implementation on 7 tables (empty cells, all concordant, all discordant)", () => {
    for (const c of ref.newcombe) {
      const [x, y] = cellsToPairs(c.cells);
      const ci = pairedDifferenceInterval(x, y)!;
      expectClose(ci[0], c.ci[0], 1e-12, 1e-14, c.cells.join(","));
      expectClose(ci[1], c.ci[1], 1e-12, 1e-14, c.cells.join(","));
    }
  });
  it("has positive width when every pair agrees (a bootstrap would print [0, 0])", () => {
    const ci = pairedDifferenceInterval(Array(20).fill(0), Array(20).fill(0))!;
    expect(ci[0]).toBeLessThan(0);
    expect(ci[1]).toBeGreaterThan(0);
  });
  it("throws on unequal lengths", () => {
    expect(() => pairedDifferenceInterval([1], [1, 0])).toThrow(RangeError);
  });
});

describe("tangoPairedInterval(x, y) (Tango 1998 score interval)", () => {
  it("matches the scipy brentq solution of the score equations on 8 tables (no discordant pair, all discordant)", () => {
    for (const c of ref.tango) {
      const [x, y] = cellsToPairs(c.cells);
      const ci = tangoPairedInterval(x, y)!;
      expect(ci[0], c.cells.join(",")).toBeCloseTo(c.ci[0], 9);
      expect(ci[1], c.cells.join(",")).toBeCloseTo(c.ci[1], 9);
    }
  });
  it("has positive width with no discordant pair, and is null with no unit", () => {
    const ci = tangoPairedInterval(Array(20).fill(1), Array(20).fill(1))!;
    expect(ci[0]).toBeLessThan(0);
    expect(ci[1]).toBeGreaterThan(0);
    expect(tangoPairedInterval([], [])).toBeNull();
  });
});

describe("ratioTInterval(num, den)", () => {
  it("matches the CR1 ratio interval written out in numpy (clusters with a zero denominator skipped)", () => {
    for (const c of ref.ratio_t) {
      const ci = ratioTInterval(c.num, c.den)!;
      expectClose(ci[0], c.ci[0], 1e-9, 1e-12);
      expectClose(ci[1], c.ci[1], 1e-9, 1e-12);
    }
  });
  it("equals tInterval of the per-cluster ratios when the denominators are equal; null with < 2 clusters", () => {
    const a = ratioTInterval([1, 0, 2, 1, 3], [4, 4, 4, 4, 4])!;
    const b = tInterval([0.25, 0, 0.5, 0.25, 0.75])!;
    expectClose(a[0], b[0], 1e-12, 1e-15);
    expectClose(a[1], b[1], 1e-12, 1e-15);
    expect(ratioTInterval([1, 0], [4, 0])).toBeNull();
  });
});

describe("expandedLevel(level, n)", () => {
  it("matches 2Φ(√(n/(n−1))·t) − 1 from scipy", () => {
    for (const c of ref.expanded_level) expectClose(expandedLevel(0.95, c.n), c.level, 1e-9);
  });
});

describe("intervalNote / withIntervalNote", () => {
  it("flags zero width and fewer than MIN_INTERVAL_UNITS units; adds no key otherwise", () => {
    expect(intervalNote([0, 0], 30, "scenarios")).toMatch(/^zero-width/);
    expect(intervalNote([0.1, 0.2], MIN_INTERVAL_UNITS - 1, "items")).toMatch(/^only 9 items/);
    expect(intervalNote([0.1, 0.2], MIN_INTERVAL_UNITS, "items")).toBeUndefined();
    expect(intervalNote(null, 1, "items")).toBeUndefined();
    const m = { value: 0.2, n: 40, ci: [0.1, 0.3] as [number, number] };
    expect(Object.keys(withIntervalNote(m, 40, "items"))).toEqual(["value", "n", "ci"]);
  });
});
