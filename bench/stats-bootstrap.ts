/**
 * Bootstrap benchmark: the fast multi-metric scenario bootstrap (`bootstrapRatios`)
 * on a phantom-sized workload (9 models × 480 scenarios × 19 metrics + 3 differences,
 * B = 10,000) against the general `clusterBootstrap` for one metric of one model,
 * in the same process. Run: `npx tsx bench/stats-bootstrap.ts`
 */
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { bootstrapRatios, clusterBootstrap, createRng } from "../src/stats/index.js";
const S = 480, M = 19, B = 10_000, MODELS = 9;
// Phantom-like: 4 agents per scenario; 14 agent-level metrics over all pairs (den 4), 3 over sub-pools
// (den 0..4), 2 scenario-level indicators (den 0/1).
function data(seed: number) {
  const r = createRng(seed);
  const nums: Float64Array[] = [], dens: Float64Array[] = [];
  const all = new Float64Array(S).fill(4);
  for (let m = 0; m < M; m++) {
    const den = m < 14 ? all : m < 17 ? Float64Array.from({ length: S }, () => r.int(5)) : Float64Array.from({ length: S }, () => (r.next() < 0.9 ? 1 : 0));
    const num = Float64Array.from(den, (d) => { let c = 0; for (let a = 0; a < d; a++) if (r.next() < 0.1 + 0.04 * m) c++; return c; });
    nums.push(num); dens.push(den);
  }
  return { nums, dens };
}
const sets = Array.from({ length: MODELS }, (_, i) => data(i + 1));
const diffs: [number, number][] = [[0, 1], [6, 10], [6, 12]];
for (let rep = 0; rep < 3; rep++) {
  const rng = createRng(2024);
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (const { nums, dens } of sets) bootstrapRatios(nums, dens, { B, rng, diffs });
  const t = performance.now() - t0; const cpu = process.cpuUsage(c0).user / 1000;
  // reference: the general clusterBootstrap for ONE metric of ONE model
  const t1 = performance.now();
  const { nums, dens } = sets[0];
  clusterBootstrap(Array.from({ length: S }, (_, s) => s), (smp) => { let n = 0, d = 0; for (const s of smp) { n += nums[0][s]; d += dens[0][s]; } return d === 0 ? null : n / d; }, { B, rng: createRng(1) });
  const tr = performance.now() - t1;
  console.log(`bootstrapRatios ${MODELS} models x ${S} clusters x ${M} metrics (+${diffs.length} diffs) x B=${B}: ${(t / 1000).toFixed(3)} s wall, ${(cpu / 1000).toFixed(3)} s cpu; clusterBootstrap 1 metric x 1 model: ${(tr / 1000).toFixed(3)} s (ratio per metric-model ${((tr * M * MODELS) / t).toFixed(0)}x)`);
}
