/** Shared helpers for the stats tests: the scipy/statsmodels fixture and a relative-tolerance check. */
import { readFileSync } from "node:fs";
import { expect } from "vitest";

const here = new URL("../fixtures/stats/", import.meta.url);

/** Parse a JSON file from test/fixtures/stats/ (written by make_stats_fixtures.py). */
export function loadFixture<T = any>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, here), "utf8")) as T;
}

/** The reference values from numpy / scipy / statsmodels. */
export const ref = loadFixture("stats.json");

/** Expect |actual − expected| ≤ rel·|expected| + abs (exact for equal infinities). */
export function expectClose(actual: number, expected: number, rel: number, abs = 0, label = ""): void {
  if (actual === expected) return;
  const err = Math.abs(actual - expected);
  const tol = rel * Math.abs(expected) + abs;
  expect(err, `${label} actual ${actual} expected ${expected} (err ${err}, tol ${tol})`).toBeLessThanOrEqual(tol);
}
