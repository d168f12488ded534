// Exact coverage of the interval for a 0/1 unit-level event (Wilson: phantom CRFR, P-CRFR) and for
// a paired 0/1 difference (Bonett–Price, and Tango as before: panel effect_benign / effect_harmful) at n units, under the
// pool's own unit distribution (bench/coverage.ts's pools), by enumerating every outcome instead
// of simulating. Also the coverage attainable at that size by any interval whose set of covered
// outcomes is contiguous in the event count (every sensible interval for a proportion): the
// contiguous set's coverage nearest 95% from above and from below. Shows whether 93–97% is
// reachable at all where the simulated coverage is above 97% (docs/intervals.md).
// Run: npx tsx bench/coverage-exact.ts [--sizes 10,20,50]
import { phantomScenarioSums } from "../src/paradigms/phantom/measures/phantom-scenario-sums.js";
import { phantomScenarioTable } from "../src/paradigms/phantom/measures/phantom-scenario-table.js";
import { wilsonScoreBounds } from "../src/stats/unit-wilson-interval.js";
import { tangoPairedInterval } from "../src/stats/tango-paired-interval.js";
import { bonettPricePairedInterval } from "../src/stats/bonett-price-paired-interval.js";
import { WILSON_Z } from "../src/stats/wilson-interval.js";
import { logGamma } from "../src/stats/log-gamma.js";
import { phantomPool } from "./coverage-phantom.js";
import { panelEffect, panelPool } from "./coverage-panel.js";

const arg = (name: string, dflt: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const sizes = arg("sizes", "10,20,50").split(",").map(Number);
const lchoose = (n: number, k: number) => logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
const binom = (k: number, n: number, p: number) => (p <= 0 ? (k === 0 ? 1 : 0) : p >= 1 ? (k === n ? 1 : 0) : Math.exp(lchoose(n, k) + k * Math.log(p) + (n - k) * Math.log1p(-p)));

/** Exact Wilson coverage when each of n units is eligible with prob q and, if eligible, has the event with prob p. */
function wilsonExact(n: number, q: number, p: number): { coverage: number; attainable: [number, number] } {
  let cov = 0;
  for (let m = 0; m <= n; m++) {
    const pm = binom(m, n, q);
    if (m === 0) { cov += pm; continue; } // no eligible unit: no interval (counted as covered here; rare)
    const pk = Array.from({ length: m + 1 }, (_, k) => binom(k, m, p));
    for (let k = 0; k <= m; k++) {
      const [lo, hi] = wilsonScoreBounds(k, m, WILSON_Z);
      if (lo <= p && p <= hi) cov += pm * pk[k];
    }
    void pk;
  }
  return { coverage: cov, attainable: attainable(n, p) };
}

/** Coverages nearest 95% (below, above) of the contiguous sets {a..b} of a Binomial(n, p) count. */
function attainable(n: number, p: number): [number, number] {
  let nearLo = 0, nearHi = 1;
  const pk = Array.from({ length: n + 1 }, (_, k) => binom(k, n, p));
  for (let a = 0; a <= n; a++) {
    let s = 0;
    for (let b = a; b <= n; b++) {
      s += pk[b];
      if (s >= 0.95 && s < nearHi) nearHi = s;
      if (s < 0.95 && s > nearLo) nearLo = s;
    }
  }
  return [nearLo, nearHi];
}

type PairedInterval = (x: number[], y: number[]) => [number, number] | null;

/** Exact coverage of a paired interval with n items, P(+1) = a, P(−1) = c (multinomial over the counts). */
function pairedExact(n: number, a: number, c: number, interval: PairedInterval): number {
  const truth = a - c, z = 1 - a - c;
  let cov = 0;
  for (let b = 0; b <= n; b++) {
    for (let d = 0; b + d <= n; d++) {
      const lp = lchoose(n, b) + lchoose(n - b, d) + (b ? b * Math.log(a) : 0) + (d ? d * Math.log(c) : 0) + (n - b - d ? (n - b - d) * Math.log(z) : 0);
      const pr = Math.exp(lp);
      if (pr < 1e-14) continue;
      const x = [...Array(b).fill(1), ...Array(d).fill(0), ...Array(n - b - d).fill(0)];
      const y = [...Array(b).fill(0), ...Array(d).fill(1), ...Array(n - b - d).fill(0)];
      const ci = interval(x, y);
      if (ci && ci[0] <= truth + 1e-12 && truth - 1e-12 <= ci[1]) cov += pr;
    }
  }
  return cov;
}

const lines = ["| measure | pool distribution | units | exact coverage of the interval used | nearest attainable (contiguous, below / above 95%) |", "|---|---|---|---|---|"];
const pool = phantomPool("typical", 10);
for (const key of ["crfr", "p_crfr"] as const) {
  let elig = 0, ev = 0;
  for (const u of pool) {
    const s = phantomScenarioSums(phantomScenarioTable(u));
    const den = s.den.complete[0], num = s.num[key][0];
    if (den > 0) { elig++; ev += num / den; }
  }
  const q = elig / pool.length, p = ev / elig;
  for (const n of sizes) {
    const r = wilsonExact(n, q, p);
    lines.push(`| ${key} (Wilson) | eligible ${q.toFixed(3)}, event ${p.toFixed(4)} | ${n} | ${(100 * r.coverage).toFixed(1)}% | ${(100 * r.attainable[0]).toFixed(1)}% / ${(100 * r.attainable[1]).toFixed(1)}% |`);
  }
}
const pp = await panelPool("typical", 15);
for (const cls of ["benign", "harmful"] as const) {
  let up = 0, down = 0;
  for (const u of pp[cls]) {
    const v = panelEffect([u], cls, "wrong_peers", 0).value!;
    if (v > 0) up++; else if (v < 0) down++;
  }
  const N = pp[cls].length, a = up / N, c = down / N;
  // attainable: of the count of +1 items (exact when P(−1) = 0, as for harmful items here; approximate otherwise)
  for (const n of sizes) {
    const [lo, hi] = attainable(n, a);
    const bp = pairedExact(n, a, c, bonettPricePairedInterval), tango = pairedExact(n, a, c, tangoPairedInterval);
    lines.push(`| effect_${cls} (Bonett–Price; Tango before) | P(+1) ${a.toFixed(4)}, P(−1) ${c.toFixed(4)} | ${n} | ${(100 * bp).toFixed(1)}% (Tango ${(100 * tango).toFixed(1)}%) | ${(100 * lo).toFixed(1)}% / ${(100 * hi).toFixed(1)}%${c > 0 ? " (≈)" : ""} |`);
  }
}
console.log(lines.join("\n"));
