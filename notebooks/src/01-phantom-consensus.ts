// %% [markdown]
// # Phantom consensus: private judgments, public signals, collective failure
//
// PHANTOM-BENCH (paper `000`, https://arxiv.org/abs/2611.08971) asks whether agents that are right in private
// follow ambiguous public signals toward a *phantom* group position that none of them holds.
// Each scenario is answered by four independent agents under five belief-context conditions:
// private, observed public (decision **and** perceived group-private decision), informed
// transparency (the others' recorded private decisions), neutral public comments, and an
// explicit vote. The measures are defined in `docs/METRICS.md` §1 and §5.
//
// **With the default data everything below is simulated** (every caption says so; the label is
// derived from the records' `simulated` flags, so a real run's log is labelled as real). The default
// data come from groupthink's simulator profiles answering our own scenario bank
// (`scenarios/phantom/`), written by `scripts/data/phantom.sh` to
// `data/sim/phantom/<profile>/records.jsonl`. The paper-calibrated `*-sim` profiles are *fitted* to
// the paper's per-model rates, so their tables reproduce the *analysis* — they are not evidence
// about any real model. The last cell shows how to run the same analysis on a real endpoint's log.
//
// **What changed in the prompts (this version, `phantom-prompts/2`).** A model is now sent paper
// 000's Appendix D stimulus and nothing else: the label meanings, `Case:`, `Decision request:`, the
// condition's block (the other agents' public comments, their recorded private decisions, the
// neutral comments or `A majority of other agents support: …`) and App. D's reply format
// ("Return exactly one label and nothing else."). The earlier prompts opened with a header naming
// the task, the scenario id, the agent ("1 of 4") and the condition, and asked for JSON; a real
// model would have read those markers. The templates are data (`scenarios/phantom/prompts/`, its
// README says which are verbatim from App. D and which we reconstructed, e.g. the observed-public
// two-line reply format, which the paper does not print); `--prompts DIR` runs another set, and
// every record carries `prompt_version`. The simulator now reads only what a model reads: it finds
// the scenario by its text, the condition from what the stimulus shows and the agent from which of
// the others' comments it sees, and refuses what it cannot place. A private (or explicit-vote)
// stimulus is the same for every agent, so the simulated model gives one private judgment per
// scenario (like a model at temperature 0); the profiles were refitted to the paper under that
// constraint. Replies are read by a tolerant parser (`phantom-reply/2`: bare labels, bold or cased
// field labels, JSON, reasoning blocks), and a reply it cannot read is a parse failure — counted
// below per model and condition — never a guess.

// %%
import * as gt from "../dist/index.js";

// %% [markdown]
// ## Settings
// Scenario bootstrap replicates (the spec's B = 10,000; a small B in smoke mode), the seed of the
// one bootstrap stream, and the folder of logs.

// %%
const B = gt.isSmoke() ? 200 : 10_000;
const SEED = 0;
const dataDir = gt.projectPath(process.env.GROUPTHINK_PHANTOM_DATA ?? "data/sim/phantom");
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
gt.showDataNote(logs.phantom, "the phantom-consensus runs");
const SIM = gt.phantomDataLabel(logs.phantom); // " (simulated)" exactly when the records are simulated
gt.showTable(gt.phantomLogSummary(logs.phantom), `Phantom logs by model${SIM}`);

// %% [markdown]
// ## Inspect
// One row per (scenario, agent, condition). `perceived_group` (the agent's guess of the group's
// private decision) is only filled in `observed_public`; `raw` is the reply as received.

// %%
gt.showTable(gt.toRows(gt.toDataFrame(logs.phantom).head(10)), `First phantom records${SIM}`);

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
gt.showTable(gt.phantomGroupsTable(report), `Analysis groups${SIM}`);

// %% [markdown]
// The same numbers as the command line prints them (`groupthink metrics phantom LOG... --json`):
// the first model's group, every measure as `{ value, n, ci }`.

// %%
gt.showText(JSON.stringify(gt.phantomReportJson(report).groups[0]), `metrics phantom --json, groups[0]${SIM}`);

// %% [markdown]
// ## Table 1: main results
// Private, public and informed accuracy, the private–public gap (PPG), collective rationality
// failure (CRFR: ≥ 3/4 of a scenario's agents right in private and ≤ 1/4 right in public),
// phantom-specific failure (P-CRFR: ≥ 3/4 on the phantom in public) and transparency recovery (TRR).
// For the paper-calibrated profiles, the paper's number stands beside the recovered one; the
// generic `resistant`, `typical` and `susceptible` profiles have none.
//
// How to read the comparison — **which paper numbers were the simulator's fitting targets.** The
// `*-sim` profiles were fitted (`src/paradigms/phantom/cli/calibration.ts`) to fifteen of the paper's numbers
// per model: Private, Public and Informed Acc, TRR, PBA, PBE, PIFR, PIER, Flip, PFA, N-Acc, N-Phan,
// EV-Acc, EV-Phan and CRFR. For those, "recovered" agrees with the paper **by construction**, up to
// the fit's residual (CRFR, a scenario-level joint event, fits worst: within the calibration test's
// tolerance, a few points off for some profiles) — the columns are marked `(paper, fitted)`. PPG and the two Obs gaps follow arithmetically from fitted
// numbers (`(paper, implied)`). Only P-CRFR (`(paper)`) was not fitted: it is the one comparison
// here that tests the simulator, and it sits below the paper for most profiles (phantom-aligned
// collective failure needs three of four agents on the phantom at once, which the simulator's
// scenario effect produces less often than the real models did). Which numbers are which is data:
// `scenarios/papers/000-phantom.json`, also the source of the paper values shown.

// %%
const paperModelOf = gt.phantomPaperModelMap(gt.projectPath("scenarios/sim/phantom-profiles.json"));
gt.showTable(gt.phantomTable(report, 1, { paper: true, markFitted: true, paperModelOf: paperModelOf }), `Table 1 layout — recovered vs. paper${SIM}`);

// %% [markdown]
// ## Table 2: mechanism and control diagnostics
// Perceived-belief measures (PBA: perceived group decision = phantom; PBE: perceived ≠ the strict
// plurality of the other agents' recorded private decisions), phantom-induced failure (PIFR) and the
// neutral-public and explicit-vote controls.

// %%
gt.showTable(gt.phantomTable(report, 2, { paper: true, markFitted: true, paperModelOf: paperModelOf }), `Table 2 layout — recovered vs. paper${SIM}`);

// %% [markdown]
// ## Table 8: auxiliary mechanism metrics

// %%
gt.showTable(gt.phantomTable(report, 8, { paper: true, markFitted: true, paperModelOf: paperModelOf }), `Table 8 layout — recovered vs. paper${SIM}`);

// %% [markdown]
// ## Table 9: extended controls
// Obs-N and Obs-EV gaps: observed-public phantom alignment (PFA) minus the neutral-public and
// explicit-vote phantom alignment, each over its own pairs.

// %%
gt.showTable(gt.phantomTable(report, 9, { paper: true, markFitted: true, paperModelOf: paperModelOf }), `Table 9 layout — recovered vs. paper${SIM}`);

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
gt.showTable(gt.phantomBreakdownTable(gt.phantomBreakdown(report, "direction", { metrics: ["pifr", "crfr"] }), ["pifr", "crfr"]), `PIFR and CRFR within each direction's scenarios${SIM}`);

// %% [markdown]
// ## Figure 5: bootstrap intervals of the key measures
// Point estimates with their 95% scenario-bootstrap intervals, one row per model and measure; with
// the bank's scenarios per model (fewer in smoke mode) the intervals are a few points wide, so
// neighbouring models often overlap.

// %%
await gt.show(gt.phantomForest(report));

// %% [markdown]
// ## Figure 6a: CRFR by perceived norm source
// CRFR within the scenarios of each norm source (a fifth of the bank per cell, so each cell moves
// in coarse steps and is noisy).

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
gt.showTable(gt.phantomBreakdownTable(gt.phantomBreakdown(report, "outcome_risk", { metrics: ["crfr", "p_crfr", "pifr"] }), ["crfr", "p_crfr", "pifr"]), `By outcome risk${SIM}`);
gt.showTable(gt.phantomBreakdownTable(gt.phantomBreakdown(report, "domain", { metrics: ["crfr", "p_crfr", "pifr"] }), ["crfr", "p_crfr", "pifr"]), `By domain${SIM}`);

// %% [markdown]
// The command line gives the same breakdowns for any field, every measure with its interval in
// `--json` (the taxonomy comes from the records, else from the bank given with `--scenarios`):
//
// ```
// node bin/groupthink.js metrics phantom data/sim/phantom/*/records.jsonl --by domain,direction,norm_source,belief_target,outcome_risk --bootstrap 1000
// ```

// %% [markdown]
// ## Parse failures per model and condition
// A reply the parser cannot read (two different labels, no label, a refusal) is recorded with
// `decision: null` and a `parse_error`, and counts as *not* matching gold — so formatting failures
// would inflate conformity if they were frequent. The share per condition says how much of each
// model's numbers rests on them (`parse_failures` in `metrics phantom --json`). The simulator's
// failures are deliberate (each profile's `parse_error_rate`), written as genuinely ambiguous replies.

// %%
const extras = gt.phantomReportExtras(report, { bootstrap: B, seed: SEED }); // the same numbers as metrics phantom --json
gt.showTable(extras.groups.flatMap((g) => g.parse_failures.map((r) => ({ Model: g.model, ...r }))), `Parse failures by model and condition${SIM}`);

// %% [markdown]
// ## Belief–action co-occurrence within a decision
// The paper's open question: do belief errors and action changes happen in the *same* decision?
// For one agent on one scenario (with its private and observed-public records, a parsed perceived
// group-private decision, and a strict plurality M₋ᵢ among the *other* agents' private decisions —
// PBE's reference) we code a **belief error** E = (perceived group-private decision ≠ M₋ᵢ) and an
// **action change** C = (public decision ≠ the agent's own private decision). We report P(C | E),
// P(C | ¬E) and their difference — positive when belief errors and action changes go together — and
// P(E ∧ C), each with a scenario-bootstrap 95% interval (a scenario's agents resampled together).
// `co_occurrence` in `metrics phantom --json`. For the simulated profiles the coupling is built into
// the simulator (moves to the phantom concentrate on agents that perceive a phantom consensus), so
// the difference here describes the simulator, not a model.

// %%
gt.showTable(extras.groups.map((g) => {
  const co = g.co_occurrence;
  const cell = (m: { value: number | null; n: number; ci: [number, number] | null }) => `${m.value === null ? "–" : m.value.toFixed(3)} ${m.ci ? `[${m.ci[0].toFixed(3)}, ${m.ci[1].toFixed(3)}]` : ""} (n ${m.n})`;
  return { Model: g.model, "P(C | E)": cell(co.change_given_error), "P(C | ¬E)": cell(co.change_given_no_error), difference: cell(co.difference), "P(E ∧ C)": cell(co.both) };
}), `Belief error vs action change within a decision${SIM}`);

// %% [markdown]
// ## Stability across replicates
// With repeated draws of a scenario (runs with different `--seed`s of one model, or repeats), the
// per-scenario stability table counts the (agent, condition) cells whose label changes between
// replicates (`stability` in `metrics phantom --json`); de-duplication keys include the replicate
// (run seed and repeat), so replicates pool — every record counts in `n` — and the bootstrap
// resamples a scenario with all its replicates. The default data hold one replicate per scenario,
// so the table below says so rather than show zeros.

// %%
gt.showTable(extras.groups.map((g) => ({ Model: g.model, ...g.stability.summary })), `Replicates and label changes per model${SIM}`);
const unstable = extras.groups.flatMap((g) => g.stability.scenarios.filter((r) => r.changed > 0).map((r) => ({ Model: g.model, ...r, by_condition: JSON.stringify(r.by_condition) })));
if (unstable.length > 0) gt.showTable(unstable, `Scenarios whose label changed across replicates${SIM}`);

// %% [markdown]
// ## Validating the scenarios: two annotators, Cohen's κ
// The paper validated its scenarios with two annotators and a seven-item rubric (gold-label
// clarity, phantom-target validity, signal ambiguity, private-judgment leakage, explicit majority
// pressure, norm-source match, direction validity; κ = 0.83, §3.3 and App. B.3). The same workflow
// here: write a rubric sheet (one CSV row per scenario × item, a blank `answer` column, the
// paper's instructions beside it), have two people fill it in independently (`yes` / `no`), and
// compute Cohen's κ per item and pooled, with scenario-bootstrap intervals and the list of
// disagreements to adjudicate. From the project root:
//
// ```
// node bin/groupthink.js scenarios annotate --out data/derived/annotation/sheet-A.csv --sample 150 --seed 1
// cp data/derived/annotation/sheet-A.csv data/derived/annotation/sheet-B.csv
// # … each annotator fills the answer column of their copy …
// node bin/groupthink.js scenarios agreement data/derived/annotation/sheet-A.csv data/derived/annotation/sheet-B.csv
// ```
//
// No annotation of our bank has been done yet, so this notebook reports no κ of its own; the κ
// computation is checked against `sklearn.metrics.cohen_kappa_score` in the test suite.

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
// a paper-calibrated *-sim profile first (the paper's example is a named model, not a generic profile)
const example = gt.phantomAppendixExample(report, gt.loadPhantomBank(gt.projectPath("scenarios/phantom")), { prefer: (m) => m.endsWith("-sim") });
if (example) gt.showTable([example.failure], `Strictest failure of ${example.model}${SIM}`);

// %%
if (example?.scenario) gt.showTable(gt.phantomScenarioFacts(example.scenario), `Scenario ${example.scenario.id} (from our bank; answered by ${example.model})${SIM}`);
if (example?.scenario) gt.showTable(gt.phantomScenarioSignals(example.scenario, example.failure.agents), `${example.scenario.id}: ambiguous public signal attributed to each agent`);

// %%
if (example) gt.showTable(gt.phantomScenarioAgents(example.group, example.failure.scenario_id), `${example.failure.scenario_id} (${example.model}): decisions by condition${SIM}`);

// %%
if (example) gt.showTable(gt.phantomReplyRows(example.group, example.failure.scenario_id), `${example.failure.scenario_id} (${example.model}): raw replies in every condition${SIM}`);

// %% [markdown]
// ## Your own endpoint
// Run the protocol against any OpenAI-compatible endpoint (the key comes from the environment and
// is never written to a file), then point this notebook at the run folder. From the project root:
//
// ```
// export OPENAI_API_KEY=...        # your key
// node bin/groupthink.js run phantom --model MODEL --base-url URL --out data/runs/phantom/MODEL
// npm run build && GROUPTHINK_PHANTOM_DATA=data/runs/phantom node dist/notebook/run-all.js --out data/derived notebooks/01-phantom-consensus.ipynb
// ```
//
// (`MODEL` as the endpoint names it, e.g. `gpt-4o-mini`; `URL` its base, e.g.
// `https://api.openai.com/v1`; `GROUPTHINK_PHANTOM_DATA` is read relative to the project root.) The
// executed notebook lands in `data/derived/notebooks/`. Or compute the measures directly from one
// log file here (set `GROUPTHINK_PHANTOM_LOG=data/runs/phantom/MODEL/records.jsonl`), or on the command line:
// `node bin/groupthink.js metrics phantom data/runs/phantom/MODEL/records.jsonl`. Captions and figures carry
// "(simulated)" only when the records are simulated.

// %%
const realLog = process.env.GROUPTHINK_PHANTOM_LOG;
const realRecords = realLog ? (await gt.loadLogs([gt.projectPath(realLog)])).phantom : [];
if (realLog) gt.showTable(gt.phantomTable(gt.phantomMetrics(realRecords, { bootstrap: B, seed: SEED }), 1), `Table 1 layout — ${realLog}${gt.phantomDataLabel(realRecords)}`);
else console.log("Set GROUPTHINK_PHANTOM_LOG=path/to/records.jsonl to analyse a real run here.");

// %% [markdown]
// ## Comparing two models: paired differences on shared scenarios
// Which profile conforms more, and is the difference real? Overlapping intervals do not answer it:
// `compareRuns` pairs every model with the reference (the first in sorted order) on the scenarios both ran, resamples
// those scenarios jointly for both sides (paired scenario bootstrap, the B above), gives a paired
// permutation p-value and Holm-adjusts it across the measures shown. On the command line:
// `groupthink compare phantom data/sim/phantom --measures ppg,crfr,p_crfr` (`--reference M` picks another).

// %%
const cmp = gt.compareRuns("phantom", logs.phantom, { measures: ["ppg", "crfr", "p_crfr"], B: B, seed: SEED });
gt.showTable(gt.compareTable(cmp), `Paired differences vs ${cmp.reference} (p_holm: Holm over the 3 measures of each comparison)${SIM}`);
await gt.show(gt.compareForestFigure(cmp));
