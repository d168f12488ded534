/**
 * Benchmark: phantom metrics on 9 simulated models × 480 scenarios × 4 agents
 * × 5 conditions (86,400 records, generated in-process with a seeded
 * generator), all 19 measures with a B = 10,000 scenario bootstrap.
 * Prints wall times per stage and resampled metric evaluations per second;
 * asserts nothing about time. Target (issue 4): under 1.5 s on 2 cores.
 *
 * Run: npx tsx bench/phantom.ts
 */
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { performance } from "node:perf_hooks";
import { loadavg } from "node:os";
import { phantomMetrics } from "../src/paradigms/phantom/measures/phantom-metrics.js";
import { phantomGroups } from "../src/paradigms/phantom/measures/phantom-groups.js";
import { phantomScenarioTable } from "../src/paradigms/phantom/measures/phantom-scenario-table.js";
import { phantomScenarioSums } from "../src/paradigms/phantom/measures/phantom-scenario-sums.js";
import { phantomMeasures } from "../src/paradigms/phantom/measures/phantom-measures.js";
import { PHANTOM_METRICS } from "../src/paradigms/phantom/measures/phantom-metric-names.js";
import { createRng } from "../src/stats/rng.js";
import { generatePhantomLogs, TYPICAL_RATES, type PhantomGenRates } from "../test/fixtures/phantom/generate-phantom.js";

const MODELS = 9, SCENARIOS = 480, AGENTS = 4, B = 10_000;
const models: Record<string, PhantomGenRates> = {};
for (let m = 0; m < MODELS; m++) models[`model-${m}`] = { ...TYPICAL_RATES, a: 0.1 + 0.04 * m, pb: 0.4 + 0.03 * m };

const t0 = performance.now();
// Round-trip through JSON so the records have the shape `loadLogs` gives (plain parsed objects).
const records = JSON.parse(JSON.stringify(generatePhantomLogs({ models, scenarios: SCENARIOS, agents: AGENTS, seed: 1 }))) as ReturnType<typeof generatePhantomLogs>;
const tGen = performance.now() - t0;

const time = (f: () => void): number => { const s = performance.now(); f(); return performance.now() - s; };
// Warm-up on a small input, then the measured runs.
phantomMetrics(records.slice(0, 4000), { bootstrap: 200, seed: 0 });

const runs: number[] = [];
let report = phantomMetrics(records, { bootstrap: B, seed: 0 });
for (let i = 0; i < 3; i++) runs.push(time(() => { report = phantomMetrics(records, { bootstrap: B, seed: 0 }); }));
const best = Math.min(...runs);

// Stages: grouping + extraction, then the bootstrap alone.
let tables: ReturnType<typeof phantomScenarioSums>[] = [];
const tPrep = time(() => { tables = phantomGroups(records).map((g) => phantomScenarioSums(phantomScenarioTable(g.records))); });
const rng = createRng(0);
const tBoot = time(() => { for (const s of tables) phantomMeasures(s, { B, rng }); });
const tPoint = time(() => { phantomMetrics(records, { bootstrap: 0 }); });

// Reference in the same process: only drawing the bootstrap's scenario indices (its irreducible part).
const draws = new Int32Array(SCENARIOS);
const refRng = createRng(0);
const tRef = time(() => { for (let i = 0; i < MODELS * B; i++) refRng.fillInt ? refRng.fillInt(draws, SCENARIOS) : draws.forEach((_, j) => { draws[j] = refRng.int(SCENARIOS); }); });

const evals = MODELS * B * PHANTOM_METRICS.length;
console.log(`phantom bench: ${MODELS} models × ${SCENARIOS} scenarios × ${AGENTS} agents × 5 conditions = ${records.length} records, B = ${B}`);
console.log(`  generate records (not part of the target): ${tGen.toFixed(0)} ms`);
console.log(`  phantomMetrics, all 19 measures + bootstrap: best ${best.toFixed(0)} ms of ${runs.map((r) => r.toFixed(0)).join(", ")} (target < 1500 ms)`);
console.log(`    group + extract + per-scenario sums: ${tPrep.toFixed(0)} ms`);
console.log(`    point estimates only (bootstrap 0):   ${tPoint.toFixed(0)} ms`);
console.log(`    bootstrap of 9 models:                ${tBoot.toFixed(0)} ms`);
console.log(`  resampled metric evaluations: ${evals.toLocaleString("en-US")} → ${(evals / (best / 1000) / 1e6).toFixed(2)} M/s end to end, ${(evals / (tBoot / 1000) / 1e6).toFixed(2)} M/s in the bootstrap`);
console.log(`  scenario draws: ${(MODELS * B * SCENARIOS / (tBoot / 1000) / 1e6).toFixed(1)} M/s`);
console.log(`  reference (drawing the ${(MODELS * B * SCENARIOS / 1e6).toFixed(1)} M indices only): ${tRef.toFixed(0)} ms; bootstrap / reference = ${(tBoot / tRef).toFixed(2)}`);
console.log(`  machine load average: ${loadavg().map((x) => x.toFixed(1)).join(", ")} (2 cores shared; times inflate under load)`);
console.log(`  check: ${report.groups[0].model} crfr = ${report.groups[0].metrics.crfr.value?.toFixed(3)} ci ${JSON.stringify(report.groups[0].metrics.crfr.ci)}`);
