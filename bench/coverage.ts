// Coverage benchmark of the headline intervals (issue 21; docs/intervals.md): for each paradigm's
// headline measure, draw `reps` samples of n units (n = 10, 20, 50) without replacement from a
// large fresh simulated pool, compute the printed 95% interval, and count how often it holds the
// pool's value (the truth). Prints markdown tables; --write replaces the block between
// <!-- coverage:begin --> and <!-- coverage:end --> in docs/intervals.md. Asserts nothing.
// Run: npx tsx bench/coverage.ts [--reps 400] [--sizes 10,20,50] [--only phantom,panel,hp,judge,l1,l1judge] [--write]
// With --write, only the sections run are replaced (a section = a "### Title (" heading), so the
// sections can be measured in separate, bounded runs; each section says its own replications.
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { readFileSync, writeFileSync } from "node:fs";
import { createRng } from "../src/stats/rng.js";
import { projectPath } from "../src/paths.js";
import { coverageTable, newCell, sampleIndices, tally, type CoverageCell } from "./coverage-core.js";
import { PHANTOM_HEADLINE, phantomHeadline, phantomPool } from "./coverage-phantom.js";
import { panelEffect, panelPool } from "./coverage-panel.js";
import { hpPool, hpYPost } from "./coverage-hp.js";
import { judgeCoverage } from "./coverage-judge.js";
import { l1Coverage } from "./coverage-l1.js";
import { l1JudgeCoverage } from "./coverage-l1-judge.js";

const arg = (name: string, dflt: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const reps = Number(arg("reps", "400"));
const sizes = arg("sizes", "10,20,50").split(",").map(Number);
const only = new Set(arg("only", "phantom,panel,hp,judge,l1,l1judge").split(","));
const rng = createRng(Number(arg("seed", "2026")));
const sections: string[] = [];
const t0 = performance.now();
const say = (s: string) => console.error(`[${((performance.now() - t0) / 1000).toFixed(0)} s] ${s}`);

if (only.has("phantom")) {
  const profile = arg("phantom-profile", "typical");
  const pool = phantomPool(profile, 10);
  const truth = phantomHeadline(pool, 0);
  const cells: CoverageCell[] = [];
  for (const n of sizes) {
    const cs = PHANTOM_HEADLINE.map((k) => newCell(k, n, truth[k].value!));
    for (let r = 0; r < reps; r++) {
      const m = phantomHeadline(sampleIndices(pool.length, n, rng).map((i) => pool[i]), 200, rng);
      PHANTOM_HEADLINE.forEach((k, i) => tally(cs[i], m[k]));
    }
    cells.push(...cs);
    say(`phantom n=${n}`);
  }
  sections.push(`### Phantom (profile \`${profile}\`; pool: ${pool.length} scenario draws = the 480-scenario bank × 10 fresh draws; unit = scenario)\n\n${coverageTable(cells)}`);
}

if (only.has("panel")) {
  const profile = arg("panel-profile", "typical");
  const pool = await panelPool(profile, 15);
  const cells: CoverageCell[] = [];
  for (const cls of ["benign", "harmful"] as const) {
    const units = pool[cls];
    const truth = panelEffect(units, cls, "wrong_peers", 0).value!;
    for (const n of sizes) {
      const c = newCell(`effect_${cls}`, n, truth);
      for (let r = 0; r < reps; r++) tally(c, panelEffect(sampleIndices(units.length, n, rng).map((i) => units[i]), cls));
      cells.push(c);
    }
    say(`panel ${cls}`);
  }
  sections.push(`### Panel (reviewer \`${profile}\`, \`wrong_peers\`; pool: 15 fresh copies of the shipped bank, ${pool.benign.length} benign and ${pool.harmful.length} harmful eligible items; unit = item)\n\n${coverageTable(cells)}`);
}

if (only.has("hp")) {
  const profile = arg("hp-profile", "typical");
  const pool = await hpPool(profile, 10, 1, say);
  const truth = hpYPost(pool).value!;
  const cells: CoverageCell[] = [];
  for (const n of sizes) {
    const c = newCell("y_post", n, truth);
    for (let r = 0; r < reps; r++) {
      const y = hpYPost(sampleIndices(pool.length, n, rng).map((i) => pool[i]));
      tally(c, { value: y.value, n: y.n_tasks, ci: y.ci, ci_note: y.ci_note });
    }
    cells.push(c);
  }
  say("hidden profile");
  sections.push(`### Hidden profile (profile \`${profile}\`; pool: ${pool.length} task draws = 40 tasks × 10 run seeds, one session each; unit = task)\n\n${coverageTable(cells)}`);
}

if (only.has("judge")) {
  const { table, pool } = await judgeCoverage(sizes, Math.min(reps, Number(arg("judge-reps", String(reps)))), rng, say);
  sections.push(`### Judge (${pool}; unit = test-split positive)\n\n${table}`);
}

if (only.has("l1judge")) {
  const sz = arg("l1judge-sizes", "1000,3000").split(",").map(Number);
  const r = l1JudgeCoverage(sz, Number(arg("l1judge-reps", "200")), rng, Number(arg("l1judge-pool", "60000")), say);
  sections.push(`### Judge L1 inference on the judge's design (simulated judge corpus, ${r.note}, alpha 1; unit = record; truth = the near-unpenalised fit on the pool; intervals pooled over the ${r.targets} core clusters the L1 fit selected; ${arg("l1judge-reps", "200")} replications per size)\n\n${r.table}`);
}

if (only.has("l1")) {
  const l1Sizes = arg("l1-sizes", "200,500,2000").split(",").map(Number);
  sections.push(`### Judge L1 inference (simulated sparse logistic, 12 features, 5 planted non-zero β, alpha 1; unit = record; intervals pooled over the planted features the L1 fit selected)\n\n${l1Coverage(l1Sizes, reps, rng)}`);
  say("l1");
}

const stamp = `Measured ${new Date().toISOString().slice(0, 10)} by \`npx tsx bench/coverage.ts --reps ${reps}${only.size < 6 ? ` --only ${[...only].join(",")}` : ""}\` (seed ${arg("seed", "2026")}); ${reps} replications per row.`;
const head = `Truth = the measure on the whole pool. "below" = the interval lies below the truth. Each section names the run that measured it.`;
const stamped = sections.map((x) => x.replace(/\n\n/, `\n\n${stamp}\n\n`));
console.log([head, ...stamped].join("\n\n"));
if (process.argv.includes("--write")) {
  const path = projectPath("docs", "intervals.md");
  const doc = readFileSync(path, "utf8");
  const a = doc.indexOf("<!-- coverage:begin -->"), b = doc.indexOf("<!-- coverage:end -->");
  if (a < 0 || b < a) throw new Error(`${path}: no <!-- coverage:begin --> … <!-- coverage:end --> block`);
  // keep the sections of the block this run did not measure, in their order; new ones at the end
  const old = doc.slice(a + "<!-- coverage:begin -->".length, b).split(/\n(?=### )/).filter((x) => x.startsWith("### "));
  const title = (x: string) => x.slice(0, x.indexOf(" (") > 0 ? x.indexOf(" (") : x.indexOf("\n"));
  const fresh = new Map(stamped.map((x) => [title(x), x.trim()]));
  const merged = old.map((x) => fresh.get(title(x)) ?? x.trim());
  for (const [t, x] of fresh) if (!old.some((o) => title(o) === t)) merged.push(x);
  writeFileSync(path, `${doc.slice(0, a)}<!-- coverage:begin -->\n${head}\n\n${merged.join("\n\n")}\n${doc.slice(b)}`);
}
