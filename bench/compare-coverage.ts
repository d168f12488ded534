/**
 * Coverage of `groupthink compare`'s paired-difference intervals (issue 21), one or more
 * measures per paradigm: two simulator profiles (typical as the reference, susceptible as the
 * other side) answer a large pool of units; the truth is each measure's difference on the whole
 * pool; each replication draws n shared units without replacement, runs `compareSides` (paired
 * unit bootstrap, B = 1000, percentile interval, or the measure's own interval: adjusted Wald for
 * panel and judge rates and phantom CRFR / P-CRFR, paired t for hidden-profile and the other
 * phantom differences, clustered paired DeLong for `test_auc`) and records whether the 95%
 * interval covers the truth; `--variants` adds candidate intervals on the same draws (rows
 * "measure [variant]"). Pools:
 *   phantom — the 480-scenario bank (one in-process run per profile, seed 0); unit = scenario.
 *   panel   — 15 fresh copies of the shipped bank (`simulatePanel`, as bench/coverage.ts); unit = item.
 *   hp      — 40 tasks × 10 run seeds, one session each (`hpPool`, cached); unit = task × seed.
 *   judge   — 12 tasks × 4 swarms × 100 run seeds (`--judge-seeds`) of `run judge` per profile,
 *             the seed kept in the unit key (each seed a fresh trajectory); unit = trajectory;
 *             `test_auc` is conditional on each side's L2 fit on the whole pool's training split
 *             (as a DeLong comparison is), the rates are plain; `test_auc` is measured twice: over
 *             n shared trajectories (few fall in the test split) and over n reference-side test
 *             positives with its negatives in the pool's ratio, drawn with replacement from the
 *             pool's test split (as bench/coverage-judge.ts sizes the single AUC).
 * A replication's data is the pool's paired data restricted to the drawn units (for the ratio
 * measures this equals re-extracting from their records; phantom re-extracts, as before).
 * Prints a markdown table (R replications; Monte Carlo s.e. of a 95% coverage ≈ 0.7 points at
 * R = 1000, 1.5 at 200). Run: `npx tsx bench/compare-coverage.ts [--reps 200] [--sizes 10,20,50]
 * [--only phantom,panel,hp,judge] [--pool DIR] [--sides REF,OTHER] [--measures a,b]
 * [--variants boot,t,hall,adj:W]` (DIR caches the phantom/judge runs; default /tmp/gt-compare-pool;
 * the variants are described beside `variants` below).
 */
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadLogs } from "../src/load/load-logs.js";
import { compareSides } from "../src/metrics/compare/compare-sides.js";
import { phantomPairedData } from "../src/paradigms/phantom/paired-data.js";
import type { PhantomMetricName } from "../src/paradigms/phantom/measures/phantom-metric-names.js";
import { panelPairedData } from "../src/paradigms/panel/paired-data.js";
import { hiddenProfilePairedData } from "../src/paradigms/hidden_profile/paired-data.js";
import { judgePairedData, judgeUnitKey } from "../src/paradigms/judge/paired-data.js";
import { judgeCapture } from "../src/paradigms/judge/measures/dissonance.js";
import type { PairedData, PairedMeasure } from "../src/metrics/compare/paired-data.js";
import { adjustedRatioDifference } from "../src/stats/adjusted-ratio-difference.js";
import { hallTInterval } from "../src/stats/hall-t-interval.js";
import { pairedRatioContributions } from "../src/stats/paired-ratio-contributions.js";
import { pairedRatioTInterval } from "../src/stats/paired-ratio-t-interval.js";
import { runProtocol } from "../src/runner/run-protocol.js";
import { projectPath } from "../src/paths.js";
import { loadPanelItems } from "../src/paradigms/panel/protocol/bank.js";
import { loadPanelSimProfiles } from "../src/paradigms/panel/protocol/responder.js";
import { panelBankCopies, simulatePanel } from "../src/paradigms/panel/cli/calibration.js";
import type { JudgeRecord } from "../src/paradigms/judge/kind.js";
import type { PanelRecord } from "../src/paradigms/panel/kind.js";
import { createRng, shuffle, type Rng } from "../src/stats/rng.js";
import { sampleIndices } from "./coverage-core.js";
import { hpPool } from "./coverage-hp.js";

const arg = (name: string, dflt: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const R = Number(arg("reps", process.env.REPS ?? "200")), B = 1000;
const sizes = arg("sizes", "10,20,50").split(",").map(Number);
const only = new Set(arg("only", "phantom,panel,hp,judge").split(","));
const poolDir = arg("pool", "/tmp/gt-compare-pool");
// Candidate intervals measured on the same draws as the shipped one (rows "measure [variant]"):
// boot = the paired bootstrap percentile; t = pairedRatioTInterval; hall = the paired t with Hall's skewness correction (hallTInterval on the units' linearised contributions);
// adj:W = adjustedRatioDifference with pseudo weight W (range [−1, 1] for an effect, [0, 1] else).
const variants = arg("variants", "").split(",").filter((v) => v !== "");
// --sides REF,OTHER: the two simulator profiles (default typical as the reference, susceptible as the other side);
// --measures a,b: the phantom / panel measures covered (default ppg,crfr,p_crfr / wrong_peers.effect_benign,effect_harmful,fa_rate).
const SIDES = arg("sides", "typical,susceptible").split(",") as unknown as readonly [string, string];
const measuresArg = arg("measures", "");
const t0 = performance.now();
const say = (s: string) => console.error(`[${((performance.now() - t0) / 1000).toFixed(0)} s] ${s}`);

interface Row { paradigm: string; measure: string; n: number; truth: number; hit: number; below: number; above: number; none: number; flagged: number }
const rows: Row[] = [];

/** The statistic of a measure on all units, other − reference. */
function difference(data: PairedData, k: number, rowsIdx: Int32Array): number | null {
  const m = data.measures[k].stat;
  const a = m(rowsIdx, new Uint8Array(rowsIdx.length)), b = m(rowsIdx, new Uint8Array(rowsIdx.length).fill(1));
  return a === null || b === null ? null : b - a;
}

/** The pool's paired data restricted to units `sel` (indices into full.units). */
function restrict(full: PairedData, sel: readonly number[]): PairedData {
  return {
    unitKind: full.unitKind, units: sel.map((i) => full.units[i]), dropped: [],
    measures: full.measures.map((m) => ({
      name: m.name, n: [1, 1] as [number, number], stat: (rows: Int32Array, pick: Uint8Array) => m.stat(Int32Array.from(rows, (j) => sel[j]), pick),
      ...(m.interval ? { interval: { method: m.interval.method, ci: (rows: Int32Array, level: number) => m.interval!.ci(Int32Array.from(rows, (j) => sel[j]), level) } } : {}),
    })),
  };
}

/** Coverage of the named measures of `full` at each size, drawing units from the whole pool. */
/** A stratified draw with replacement: n units from `pos`, round(n·|neg|/|pos|) from `neg` (iid from the pool's empirical distribution). */
function drawStratified(pos: Int32Array, neg: Int32Array, n: number, rng: Rng): number[] {
  const m = Math.max(2, Math.round((n * neg.length) / pos.length));
  return [...Array.from({ length: n }, () => pos[rng.int(pos.length)]), ...Array.from({ length: m }, () => neg[rng.int(neg.length)])];
}

function cover(paradigm: string, full: PairedData, names: readonly string[], seed: number, from?: { pos: Int32Array; neg: Int32Array }): void {
  const all = Int32Array.from(full.units, (_, i) => i);
  const ks = names.map((n) => full.measures.findIndex((m) => m.name === n));
  if (ks.some((k) => k < 0)) throw new Error(`${paradigm}: no measure ${names.filter((_, i) => ks[i] < 0).join(", ")} (has ${full.measures.map((m) => m.name).join(", ")})`);
  const truth = ks.map((k) => difference(full, k, all)!);
  const rng = createRng(seed);
  for (const n of sizes) {
    const rs = names.map((measure, i): Row => ({ paradigm, measure: from ? `${measure} (n = reference-side test positives)` : measure, n, truth: truth[i], hit: 0, below: 0, above: 0, none: 0, flagged: 0 }));
    const vrs = variantRows(rs);
    for (let rep = 0; rep < R; rep++) {
      const sel = from ? drawStratified(from.pos, from.neg, n, rng) : sampleIndices(full.units.length, n, rng);
      const data = restrict(full, sel);
      const sub = { ...data, measures: ks.map((k) => data.measures[k]) };
      const c = compareSides(sub, { B, seed: rep, permutations: 1 });
      c.rows.forEach((row, i) => tallyRow(rs[i], row.ci, row.ci_note));
      if (variants.length) tallyVariants(vrs, sub, ks.map((k) => full.measures[k]), Int32Array.from(sel), rep);
    }
    rows.push(...rs, ...vrs.flat());
    for (const r of [...rs, ...vrs.flat()]) say(`${paradigm} n=${n}: ${rowLine(r)}`); // so a run cut short still shows its rows
  }
}

function rowLine(r: Row): string {
  return `| ${r.paradigm} | ${r.measure} | ${r.n} | ${r.truth.toFixed(4)} | ${(100 * r.hit / R).toFixed(1)}% (${r.hit}/${R}) | ${r.below} / ${r.above} | ${r.none} | ${r.flagged} |`;
}

function tallyRow(r: Row, ci: [number, number] | null, note: string | null): void {
  if (!ci) r.none++;
  else if (ci[1] < r.truth - 1e-12) r.below++;
  else if (ci[0] > r.truth + 1e-12) r.above++;
  else r.hit++;
  if (note) r.flagged++;
}

/** A candidate interval (see `--variants`) of measure `m` over the pool's units `rows`; "boot" is handled by the caller. */
function variantCi(v: string, m: PairedMeasure, rows: Int32Array): [number, number] | null {
  const terms = m.terms;
  if (!terms) throw new Error(`${m.name}: no ratio terms for variant ${v}`);
  if (v === "t") return pairedRatioTInterval(terms, rows)?.ci ?? null;
  if (v === "hall") {
    const c = pairedRatioContributions("hall", terms, rows);
    return c && hallTInterval(c.estimate, Float64Array.from(c.z, (z) => rows.length * z), 0.95);
  }
  const adj = /^adj:([0-9.]+)$/.exec(v);
  if (adj) {
    if (terms.length !== 1) throw new Error(`${m.name}: variant ${v} needs a one-term measure`);
    const range: [number, number] = m.name.includes("effect") ? [-1, 1] : [0, 1];
    const t = terms[0];
    return adjustedRatioDifference({ num: t.num[0], den: t.den[0] }, { num: t.num[1], den: t.den[1] }, range, rows, 0.95, Number(adj[1]))?.ci ?? null;
  }
  throw new Error(`unknown variant ${v}`);
}

/**
 * Tally every variant: `sub` = the drawn units' paired data with the measures in row order (for "boot"),
 * `ms` = the same measures over the units `rows` (indices into their terms) for the others.
 */
function tallyVariants(vrows: Row[][], sub: PairedData, ms: readonly PairedMeasure[], rows: Int32Array, rep: number): void {
  variants.forEach((v, j) => {
    if (v === "boot") {
      const bare = { ...sub, measures: sub.measures.map((m) => ({ ...m, interval: undefined })) };
      compareSides(bare, { B, seed: rep, permutations: 1 }).rows.forEach((row, i) => tallyRow(vrows[j][i], row.ci, row.ci_note));
    } else ms.forEach((m, i) => tallyRow(vrows[j][i], variantCi(v, m, rows), null));
  });
}

const variantRows = (base: Row[]): Row[][] => variants.map((v) => base.map((r) => ({ ...r, measure: `${r.measure} [${v}]` })));

if (only.has("phantom")) {
  for (const p of SIDES) {
    if (!existsSync(join(poolDir, p, "records.jsonl"))) await runProtocol({ protocol: "phantom", model: `sim:${p}`, out: join(poolDir, p), progress: "off" });
  }
  const logs = await loadLogs(SIDES.map((p) => join(poolDir, p)));
  const MEASURES = (measuresArg ? measuresArg.split(",") : ["ppg", "crfr", "p_crfr"]) as PhantomMetricName[];
  const side = (m: string) => logs.phantom.filter((r) => r.model === m);
  const full = phantomPairedData(side(SIDES[0]), side(SIDES[1]), SIDES, [...MEASURES]);
  const all = Int32Array.from(full.units, (_, i) => i);
  const truth = MEASURES.map((_, k) => difference(full, k, all)!);
  const rng = createRng(21);
  for (const n of sizes) {
    const rs = MEASURES.map((measure, i): Row => ({ paradigm: "phantom", measure, n, truth: truth[i], hit: 0, below: 0, above: 0, none: 0, flagged: 0 }));
    const vrs = variantRows(rs);
    for (let rep = 0; rep < R; rep++) {
      const pick = new Set(shuffle(full.units, rng).slice(0, n));
      const recs = logs.phantom.filter((r) => pick.has(r.scenario_id));
      const data = phantomPairedData(recs.filter((r) => r.model === SIDES[0]), recs.filter((r) => r.model === SIDES[1]), SIDES, [...MEASURES]);
      compareSides(data, { B, seed: rep, permutations: 1 }).rows.forEach((row, i) => tallyRow(rs[i], row.ci, row.ci_note));
      if (variants.length) tallyVariants(vrs, data, data.measures, Int32Array.from(data.units, (_, i) => i), rep);
    }
    rows.push(...rs, ...vrs.flat());
    for (const r of [...rs, ...vrs.flat()]) say(`phantom n=${n}: ${rowLine(r)}`);
  }
}

if (only.has("panel")) {
  const profiles = loadPanelSimProfiles(projectPath("scenarios"));
  const items = panelBankCopies(loadPanelItems(projectPath("scenarios", "panel")), 15);
  const recs = (await simulatePanel({ [SIDES[0]]: profiles[SIDES[0]], [SIDES[1]]: profiles[SIDES[1]] }, items)).filter((r) => r.round !== 3 && r.k_asserting === undefined && (r.wording ?? "original") === "original");
  const side = (m: string): PanelRecord[] => recs.filter((r) => r.model === m);
  const full = panelPairedData(side(SIDES[0]), side(SIDES[1]), SIDES);
  say(`panel pool: ${full.units.length} items`);
  cover("panel", full, measuresArg ? measuresArg.split(",") : ["wrong_peers.effect_benign", "wrong_peers.effect_harmful", "wrong_peers.fa_rate"], 22);
}

if (only.has("hp")) {
  const [a, b] = [await hpPool(SIDES[0], 10, 1, say), await hpPool(SIDES[1], 10, 1, say)];
  const full = hiddenProfilePairedData(a.flat(), b.flat(), SIDES);
  say(`hp pool: ${full.units.length} tasks`);
  cover("hidden profile", full, ["y_post", "improvement"], 23);
}

if (only.has("judge")) {
  const seeds = Number(arg("judge-seeds", "100"));
  const sideRecs: JudgeRecord[][] = [];
  for (const p of SIDES) {
    const cache = join(poolDir, `judge-${p}-${seeds}.json`);
    if (!existsSync(cache)) {
      const out: JudgeRecord[] = [];
      for (let seed = 1; seed <= seeds; seed++) {
        const dir = join(poolDir, `judge-${p}-s${seed}`);
        if (!existsSync(join(dir, "records.jsonl"))) await runProtocol({ protocol: "judge", model: `sim:${p}`, out: dir, seed, progress: "off" });
        for (const r of (await loadLogs([join(dir, "records.jsonl")])).judge) out.push({ ...r, source_uuid: `${String((r as { source_uuid?: unknown }).source_uuid ?? r.uuid.replace(/^[^:]+:/, "").replace(/~.*$/, ""))}#${seed}` } as JudgeRecord);
        say(`judge pool ${p} seed ${seed}/${seeds}`);
      }
      writeFileSync(cache, JSON.stringify(out));
    }
    sideRecs.push(JSON.parse(readFileSync(cache, "utf8")) as JudgeRecord[]);
  }
  const full = judgePairedData(sideRecs[0], sideRecs[1], SIDES, { seed: 0 });
  say(`judge pool: ${full.units.length} trajectories`);
  cover("judge", full, ["capture_rate", "accuracy", "test_auc"], 24);
  // test_auc reads the test split only (the fits held fixed): as bench/coverage-judge.ts, the size is the number of
  // test positives (here the reference side's, whose capture rate is the rarer, ~10%), with the reference side's
  // negatives in the pool's ratio; drawn with replacement from the pool's test split (iid from its empirical
  // distribution, whose AUC difference is the truth; the test split has too few positives for draws without).
  const auc = full.measures.find((m) => m.name === "test_auc")!;
  const captured = new Map<string, number>();
  for (const r of sideRecs[0]) { if (r.evidence_weighting === null) continue; const k = judgeUnitKey(r); captured.set(k, Math.max(captured.get(k) ?? 0, judgeCapture(r as Parameters<typeof judgeCapture>[0]))); }
  const test = [...auc.reads!];
  const pos = Int32Array.from(test.filter((u) => captured.get(full.units[u]) === 1)), neg = Int32Array.from(test.filter((u) => captured.get(full.units[u]) !== 1));
  say(`judge pool test split: ${test.length} trajectories, ${pos.length} reference-side positives`);
  cover("judge", full, ["test_auc"], 25, { pos, neg });
}

const lines = [`Measured ${new Date().toISOString().slice(0, 10)} by \`npx tsx bench/compare-coverage.ts --reps ${R}${variants.length ? ` --variants ${variants.join(",")}` : ""}${SIDES.join(",") === "typical,susceptible" ? "" : ` --sides ${SIDES.join(",")}`}\`; ${R} replications per row, B = ${B}; difference = ${SIDES[1]} − ${SIDES[0]}; "below" = the interval lies below the truth.`, "",
  "| paradigm | measure | units | truth | coverage | misses (below / above) | no interval | flagged zero-width |", "|---|---|---|---|---|---|---|---|"];
for (const r of rows) lines.push(rowLine(r));
console.log(lines.join("\n"));
