import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";

// Count the Platt work of one fit (issue 22: the filter's calibration runs once per fit).
const calls = vi.hoisted(() => ({ logits: 0, fits: 0, sizes: [] as number[] }));
vi.mock("../../../../src/models/platt.js", async (importOriginal) => {
  const m = await importOriginal<typeof import("../../../../src/models/platt.js")>();
  return {
    ...m,
    plattLogits: (s: ArrayLike<number>) => { calls.logits++; return m.plattLogits(s); },
    fitPlattLogits: (z: ArrayLike<number>, y: ArrayLike<number>) => { calls.fits++; calls.sizes.push(z.length); return m.fitPlattLogits(z, y); },
  };
});

const { loadLogs } = await import("../../../../src/load/index.js");
const { judgeFitDetailed } = await import("../../../../src/paradigms/judge/measures/index.js");
const { fitPlatt } = await import("../../../../src/models/platt.js");
const { createRng } = await import("../../../../src/stats/rng.js");


describe("the deployable filter's Platt calibration", () => {
  it("computes the log-odds once per fit and fits Platt once per fold plus once (if chosen) on all out-of-fold scores", async () => {
    const records = (await loadLogs([fileURLToPath(new URL("../../../fixtures/metrics/judge/judge-fit-records.jsonl", import.meta.url))])).judge;
    calls.logits = 0; calls.fits = 0; calls.sizes = [];
    const { deployable } = judgeFitDetailed(records, { c: 1, l1Alpha: 1, targetPrecision: 0.9, seed: 0 });
    const nDev = deployable.splits.n_dev;
    expect(calls.logits).toBe(1);
    const folds = deployable.splits.folds;
    expect(calls.fits).toBe(deployable.calibration.method === "platt" ? folds + 1 : folds);
    // the fold fits partition the development split: each leaves one fold out
    expect(calls.sizes.slice(0, folds).reduce((a, b) => a + b, 0)).toBe((folds - 1) * nDev);
    if (deployable.calibration.method === "platt") expect(calls.sizes[folds]).toBe(nDev);
  }, 120_000);

  it("fitPlatt stops at the limit of float precision with the map the former 100-iteration loop returned, bit for bit", () => {
    const rng = createRng(1);
    const s = Array.from({ length: 2000 }, () => rng.next());
    const y = s.map((v) => (rng.next() < 0.8 * v + 0.1 ? 1 : 0));
    // the former loop (before issue 22), verbatim in arithmetic
    const z = s.map((v) => { const p = Math.min(1 - 1e-15, Math.max(1e-15, v)); return Math.log(p / (1 - p)); });
    const sig = (t: number) => (t >= 0 ? 1 / (1 + Math.exp(-t)) : Math.exp(t) / (1 + Math.exp(t)));
    const nll = (a1: number, b1: number) => { let q = 0; for (let i = 0; i < z.length; i++) { const t = a1 * z[i] + b1; q += (t > 0 ? t + Math.log1p(Math.exp(-t)) : Math.log1p(Math.exp(t))) - y[i] * t; } return q; };
    let a = 1, b = 0;
    for (let it = 0; it < 100; it++) {
      let ga = 0, gb = 0, haa = 1e-12, hab = 0, hbb = 1e-12;
      for (let i = 0; i < z.length; i++) { const p = sig(a * z[i] + b), r = p - y[i], w = p * (1 - p); ga += r * z[i]; gb += r; haa += w * z[i] * z[i]; hab += w * z[i]; hbb += w; }
      if (Math.max(Math.abs(ga), Math.abs(gb)) <= 1e-10 * Math.max(1, z.length)) break;
      const det = haa * hbb - hab * hab;
      let da = (hbb * ga - hab * gb) / det, db = (haa * gb - hab * ga) / det;
      if (!Number.isFinite(da) || !Number.isFinite(db)) { da = ga; db = gb; }
      const f0 = nll(a, b);
      let step = 1;
      while (step > 1e-10 && nll(a - step * da, b - step * db) > f0) step /= 2;
      a -= step * da; b -= step * db;
    }
    const m = fitPlatt(s, y);
    expect(m.a).toBe(a);
    expect(m.b).toBe(b);
  });
});
