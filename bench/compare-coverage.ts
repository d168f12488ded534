/**
 * Coverage of `groupthink compare`'s paired-difference intervals (issue 21): two simulator
 * profiles (typical, susceptible) answer the whole phantom bank (480 scenarios, the pool);
 * the truth is each measure's difference on the pool; each replication draws n scenarios
 * without replacement (fresh samples from the pool), runs `compareSides` (paired scenario
 * bootstrap, B = 1000) and records whether the 95% interval covers the truth.
 * Prints coverage per measure and n (R replications; a 95% interval's coverage over R = 200
 * has a Monte Carlo s.e. of ≈ 1.5 points). Run: `npx tsx bench/compare-coverage.ts [POOL_DIR]`
 * (POOL_DIR holds typical/ and susceptible/ run folders; made with `groupthink run phantom
 * --model sim:P --out POOL_DIR/P` when absent).
 */
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { existsSync } from "node:fs";
import { join } from "node:path";
import { loadLogs } from "../src/load/load-logs.js";
import { compareSides } from "../src/metrics/compare/compare-sides.js";
import { phantomPairedData } from "../src/paradigms/phantom/paired-data.js";
import { runProtocol } from "../src/runner/run-protocol.js";
import { createRng, shuffle } from "../src/stats/rng.js";

const pool = process.argv[2] ?? "/tmp/gt-compare-pool";
for (const p of ["typical", "susceptible"]) {
  if (!existsSync(join(pool, p, "records.jsonl"))) await runProtocol({ protocol: "phantom", model: `sim:${p}`, out: join(pool, p), progress: "off" });
}
const logs = await loadLogs([join(pool, "typical"), join(pool, "susceptible")]);
const MEASURES = ["ppg", "crfr", "p_crfr"] as const;
const side = (m: string) => logs.phantom.filter((r) => r.model === m);
const full = phantomPairedData(side("typical"), side("susceptible"), ["typical", "susceptible"], [...MEASURES]);
const all = Int32Array.from(full.units, (_, i) => i);
const truth = full.measures.map((m) => (m.stat(all, new Uint8Array(all.length).fill(1)) as number) - (m.stat(all, new Uint8Array(all.length)) as number));
const R = Number(process.env.REPS ?? 200), B = 1000;
const rng = createRng(21);
console.log(`pool: ${full.units.length} scenarios; truth (susceptible − typical): ${MEASURES.map((m, i) => `${m} ${truth[i].toFixed(3)}`).join(", ")}; R = ${R}, B = ${B}`);
for (const n of [5, 10, 20, 50]) {
  const hit = MEASURES.map(() => 0), zero = MEASURES.map(() => 0), low = MEASURES.map(() => 0);
  for (let rep = 0; rep < R; rep++) {
    const pick = new Set(shuffle(full.units, rng).slice(0, n));
    const recs = logs.phantom.filter((r) => pick.has(r.scenario_id));
    const data = phantomPairedData(recs.filter((r) => r.model === "typical"), recs.filter((r) => r.model === "susceptible"), ["typical", "susceptible"], [...MEASURES]);
    const c = compareSides(data, { B, seed: rep, permutations: 1 });
    c.rows.forEach((row, i) => {
      if (row.ci && row.ci[0] <= truth[i] && truth[i] <= row.ci[1]) hit[i]++;
      else if (row.ci && row.ci[1] < truth[i]) low[i]++;
      if (row.ci_note) zero[i]++;
    });
  }
  console.log(`n = ${String(n).padStart(2)}: ${MEASURES.map((m, i) => `${m} ${(100 * hit[i] / R).toFixed(1)}% (${low[i]} low, ${zero[i]} zero-width flagged)`).join("; ")}`);
}
