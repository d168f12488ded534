// %% [markdown]
// # Phantom consensus: private judgments, public signals, collective failure
//
// PHANTOM-BENCH (paper `000`, shared/papers) asks whether agents that are right in private
// follow ambiguous public signals toward a *phantom* group position that none of them holds.
// Each scenario is answered by four independent agents under five belief-context conditions:
// private, observed public (decision **and** perceived group-private decision), informed
// transparency (the others' recorded private decisions), neutral public comments, and an
// explicit vote. The measures are defined in `shared/spec/metrics.md` §1 and §5.
//
// **Everything below is simulated.** The default data come from groupthink's simulator
// profiles answering our own scenario bank (`scenarios/phantom/`), written by
// `scripts/data/phantom.sh` to `data/sim/phantom/<profile>/records.jsonl`. The paper-calibrated
// `*-sim` profiles are tuned to the paper's per-model rates, so their tables reproduce the
// *analysis* — they are not evidence about any real model. The last cell shows how to run the
// same analysis on a real endpoint's log.

// %%
import * as gt from "../dist/index.js";

// %% [markdown]
// ## Settings
// Scenario bootstrap replicates (the spec's B = 10,000; a small B in smoke mode), the seed of the
// one bootstrap stream, and the folder of logs.

// %%
const B = gt.isSmoke() ? 200 : 10_000;
const SEED = 0;
const dataDir = process.env.GROUPTHINK_PHANTOM_DATA ?? gt.projectPath("data/sim/phantom");
console.log({ B, SEED, dataDir });

// %% [markdown]
// ## Load
// `phantomLogFiles` lists `records.jsonl` of every profile folder; `loadLogs` validates every record
// against the trial-log contract (a bad line stops with file, line and field). The summary counts,
// per model, the records as read and as kept after de-duplication (the last record of a repeated
// scenario × agent × condition wins), the scenarios and conditions, the kept records whose decision
// could not be parsed (`invalid`) and whether every record is simulated.

// %%
const logs = await gt.loadLogs(gt.phantomLogFiles(dataDir));
gt.showTable(gt.phantomLogSummary(logs.phantom), "Phantom logs by model (simulated)");

// %% [markdown]
// ## Inspect
// One row per (scenario, agent, condition). `perceived_group` (the agent's guess of the group's
// private decision) is only filled in `observed_public`; `raw` is the reply as received.

// %%
gt.showTable(gt.toRows(gt.toDataFrame(logs.phantom).head(10)), "First phantom records (simulated)");

// %% [markdown]
// ## Compute
// `phantomMetrics` pools each model's runs, keeps the last record of a repeated
// (scenario, agent, condition), and computes all 19 measures with scenario-bootstrap 95% percentile
// intervals: every replicate resamples the model's scenarios with their whole agent groups, and each
// measure applies its own exclusions inside the replicate. In the groups table, `invalid` counts
// unparseable decisions (they count as wrong, not as missing); `excluded_scenarios` are scenarios
// without every agent's private and observed-public records, left out of CRFR and P-CRFR.

// %%
const report = gt.phantomMetrics(logs.phantom, { bootstrap: B, seed: SEED });
gt.showTable(gt.phantomGroupsTable(report), "Analysis groups (simulated)");

// %% [markdown]
// The same numbers as the command line prints them (`groupthink metrics phantom LOG... --json`):
// the first model's group, every measure as `{ value, n, ci }`.

// %%
gt.showText(JSON.stringify(gt.phantomReportJson(report).groups[0]), "metrics phantom --json, groups[0] (simulated)");

// %% [markdown]
// ## Table 1: main results
// Private, public and informed accuracy, the private–public gap (PPG), collective rationality
// failure (CRFR: ≥ 3/4 of a scenario's agents right in private and ≤ 1/4 right in public),
// phantom-specific failure (P-CRFR: ≥ 3/4 on the phantom in public) and transparency recovery (TRR).
// For the paper-calibrated profiles, the paper's number stands beside the recovered one; the
// generic `resistant`, `typical` and `susceptible` profiles have none.
//
// How to read the comparison: the `*-sim` profiles are tuned to the paper's per-model *rates*, so
// the per-agent columns (accuracies, PPG, TRR) land close to the paper. CRFR and P-CRFR are
// scenario-level joint events — several agents failing together in the same scenario — and depend
// on how errors co-occur within a scenario, which the profiles do not fit; they sit further from
// the paper (P-CRFR below it for most profiles). This is a property of the simulator, not a
// finding about the models.

// %%
const paperModelOf = gt.phantomPaperModelMap(gt.projectPath("scenarios/sim/phantom-profiles.json"));
gt.showTable(gt.phantomTable(report, 1, { paper: true, paperModelOf: paperModelOf }), "Table 1 layout — recovered vs. paper (simulated)");

// %% [markdown]
// ## Table 2: mechanism and control diagnostics
// Perceived-belief measures (PBA: perceived group decision = phantom; PBE: perceived ≠ the strict
// plurality of the other agents' recorded private decisions), phantom-induced failure (PIFR) and the
// neutral-public and explicit-vote controls.

// %%
gt.showTable(gt.phantomTable(report, 2, { paper: true, paperModelOf: paperModelOf }), "Table 2 layout — recovered vs. paper (simulated)");

// %% [markdown]
// ## Table 8: auxiliary mechanism metrics

// %%
gt.showTable(gt.phantomTable(report, 8, { paper: true, paperModelOf: paperModelOf }), "Table 8 layout — recovered vs. paper (simulated)");

// %% [markdown]
// ## Table 9: extended controls
// Obs-N and Obs-EV gaps: observed-public phantom alignment (PFA) minus the neutral-public and
// explicit-vote phantom alignment, each over its own pairs.

// %%
gt.showTable(gt.phantomTable(report, 9, { paper: true, paperModelOf: paperModelOf }), "Table 9 layout — recovered vs. paper (simulated)");

// %% [markdown]
// ## Figure 3: PPG, CRFR and P-CRFR with their intervals
// Bars are point estimates, whiskers the scenario-bootstrap 95% intervals. A model with a
// private–public gap can still show little collective failure (CRFR) and less phantom-specific
// failure (P-CRFR): the gap is per agent, the failures need most of a scenario's agents at once.

// %%
await gt.show(gt.phantomGapBars(report));

// %% [markdown]
// ## Figure 4: PIFR by gold→phantom direction
// Each segment is one direction's share of the model's PIFR numerator over PIFR's own denominator,
// so a bar's height is the model's PIFR.

// %%
await gt.show(gt.phantomPifrStack(report));
gt.showTable(gt.phantomBreakdownTable(gt.phantomBreakdown(report, "direction", { metrics: ["pifr", "crfr"] }), ["pifr", "crfr"]), "PIFR and CRFR within each direction's scenarios (simulated)");

// %% [markdown]
// ## Figure 5: bootstrap intervals of the key measures
// Point estimates with their 95% scenario-bootstrap intervals, one row per model and measure;
// with 120 scenarios per model the intervals are a few points wide, so neighbouring models often
// overlap.

// %%
await gt.show(gt.phantomForest(report));

// %% [markdown]
// ## Figure 6a: CRFR by perceived norm source
// CRFR within the scenarios of each norm source (24 scenarios per cell here, so each cell moves
// in steps of 1/24 ≈ 0.04 and is noisy).

// %%
await gt.show(gt.phantomCrfrHeatmap(report));

// %% [markdown]
// ## Figure 6b: accuracy across the five belief-context conditions
// Accuracy in each condition; the observed-public corner is where public signals pull accuracy
// down, and informed transparency (seeing the others' recorded private decisions) pulls it back.

// %%
await gt.show(gt.phantomAccuracyRadar(report));

// %% [markdown]
// ## Other breakdowns
// Every measure can be broken down by `norm_source`, `direction`, `domain`, `belief_target` or
// `outcome_risk` (here CRFR, P-CRFR and PIFR by outcome risk and by domain, point values with the
// number of scenarios or agent decisions each rests on; small cells are noisy).

// %%
gt.showTable(gt.phantomBreakdownTable(gt.phantomBreakdown(report, "outcome_risk", { metrics: ["crfr", "p_crfr", "pifr"] }), ["crfr", "p_crfr", "pifr"]), "By outcome risk (simulated)");
gt.showTable(gt.phantomBreakdownTable(gt.phantomBreakdown(report, "domain", { metrics: ["crfr", "p_crfr", "pifr"] }), ["crfr", "p_crfr", "pifr"]), "By domain (simulated)");

// %% [markdown]
// ## Appendix F: one strict failure, agent by agent
// `phantomAppendixExample` picks the model with the highest P-CRFR among those with at least one
// strict failure (≥ 3/4 of the agents right in private, ≥ 3/4 on the phantom target in public) and
// its strictest scenario. First the scenario as the agents saw it, from the bank: the invariant
// facts, the decision request, the gold label and the phantom target (both hidden from the
// agents), and the ambiguous public signal attributed to each agent (each agent reads the
// *others'* signals). Then every agent's decision in each condition, and the raw replies. Scenario
// and model text are shown escaped. When no model has a strict failure, these cells show nothing.
//
// The first table is the failure itself: the agents, how many were right in private, how many
// chose the phantom in public, and how many perceived the group as holding the phantom.

// %%
const example = gt.phantomAppendixExample(report, gt.loadPhantomBank(gt.projectPath("scenarios/phantom")));
if (example) gt.showTable([example.failure], `Strictest failure of ${example.model} (simulated)`);

// %%
if (example?.scenario) gt.showTable(gt.phantomScenarioFacts(example.scenario), `Scenario ${example.scenario.id} (from our bank; answered by ${example.model}, simulated)`);
if (example?.scenario) gt.showTable(gt.phantomScenarioSignals(example.scenario, example.failure.agents), `${example.scenario.id}: ambiguous public signal attributed to each agent`);

// %%
if (example) gt.showTable(gt.phantomScenarioAgents(example.group, example.failure.scenario_id), `${example.failure.scenario_id} (${example.model}): decisions by condition (simulated)`);

// %%
if (example) gt.showTable(gt.phantomReplyRows(example.group, example.failure.scenario_id), `${example.failure.scenario_id} (${example.model}): raw replies in every condition (simulated)`);

// %% [markdown]
// ## Your own endpoint
// Run the protocol against any OpenAI-compatible endpoint, then point this notebook at its log:
//
// ```
// npx groupthink run phantom --model MODEL --base-url URL --out data/runs/phantom/MODEL
// GROUPTHINK_PHANTOM_DATA=data/runs/phantom npx jupyter nbconvert --execute notebooks/01-phantom-consensus.ipynb
// ```
//
// or compute the measures directly from one log file (set `GROUPTHINK_PHANTOM_LOG`). Real-model
// numbers are labelled without "(simulated)" by the figure builders automatically.

// %%
const realLog = process.env.GROUPTHINK_PHANTOM_LOG;
if (realLog) gt.showTable(gt.phantomTable(gt.phantomMetrics((await gt.loadLogs([realLog])).phantom, { bootstrap: B, seed: SEED }), 1), `Table 1 layout — ${realLog}`);
else console.log("Set GROUPTHINK_PHANTOM_LOG=path/to/records.jsonl to analyse a real run here.");
