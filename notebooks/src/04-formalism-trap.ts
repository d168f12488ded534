// %% [markdown]
// # The formalism trap: when structure captures the judge
//
// Paper `003` (shared/papers) asks whether LLM-as-a-judge evaluators are captured by performative
// syntax under social load. A propagator answers a multi-hop task under a simulated swarm; a
// cross-blind judge grades it on a 1–5 rubric and gives a binary accuracy verdict; an extraction
// step labels 2–3 semantic phenomena per trace, meta-clustered into a global taxonomy. The
// Evaluative Dissonance Index D_E = (evidence_weighting − 1)/4 − accuracy flags a *capture* when
// D_E > 0.5. Definitions: `shared/spec/metrics.md` §4–5; CLI contract: `shared/spec/cli.md`.
//
// **Everything below is simulated.** The corpus comes from groupthink's simulator with a *planted*
// logistic ground truth (`scenarios/sim/judge-profiles.json`), written by `scripts/data/judge.sh`
// to `data/sim/judge/corpus.jsonl` (22,500 trajectories; 3,000 in smoke mode). Its numbers show the
// analysis working and recovering what was planted; they are not evidence about any real model.

// %%
import * as gt from "../dist/index.js";
import { readFileSync, writeFileSync } from "node:fs";

// %% [markdown]
// ## Settings and data
// The model backend (tfjs wasm) starts once; hyperparameters are the CLI defaults (C = 1, α = 1,
// target precision 0.9, seed 0).

// %%
await gt.initModelBackend();
const OPTIONS = { c: 1, l1Alpha: 1, targetPrecision: 0.9, seed: 0 };
const logs = await gt.loadLogs([gt.projectPath("data/sim/judge/corpus.jsonl")]);
const records = logs.judge;
console.log(`${records.length} judge trajectories, all simulated: ${records.every((r) => r.simulated === true)}`);

// %% [markdown]
// ## Corpus overview (Figures 1–2)
// The most frequent clusters, and how each is shared across the three domains.

// %%
await gt.show(gt.judgeClusterFrequencyFigure(records, { top: 25, simulated: true }));

// %%
await gt.show(gt.judgeCrossDomainFigure(records, { top: 20, simulated: true }));

// %% [markdown]
// ## The Evaluative Dissonance Index
// D_E takes nine values; captures are the red bars (D_E = 0.5, i.e. evidence weighting 3 with a
// wrong verdict, is *not* a capture).

// %%
await gt.show(gt.judgeDissonanceFigure(records, { simulated: true }));

// %% [markdown]
// ## Fitting the meta-evaluator
// `judgeFitDetailed` returns exactly the `groupthink fit judge --json` document plus the split,
// the split model and its test scores.

// %%
const detail = gt.judgeFitDetailed(records, OPTIONS);
const report = detail.report;
console.log({ n: report.n, positives: report.positives, features: report.features, capture_rate: report.positives / report.n });

// %% [markdown]
// ## Syntactic dominance: L1 coefficients (Figure 3 / Table 1)
// Penalised maximum likelihood (α = 1); ±1 standard error from the inverse Hessian on the non-zero
// coefficients; stars from two-tailed Wald tests. Rare clusters can carry large β with huge s.e.

// %%
await gt.show(gt.judgeL1Figure(report, { top: 12, bottom: 6, simulated: true }));

// %%
gt.showTable(report.l1.coefficients.filter((e) => e.p !== null && e.p < 0.001).map((e) => ({ ...e, stars: gt.judgeStars(e.p) })), "Table 1 (simulated): L1 coefficients with p < 0.001");

// %% [markdown]
// ## Predictive performance (Table 2) and the vigilance filter (Figure 4)
// L2 model with balanced class weights on the seeded stratified 80% split; metrics on the 20%.

// %%
const l2 = report.l2;
gt.showTable([
  { measure: "ROC-AUC", value: l2.test_auc },
  { measure: "precision at t = 0.5", value: l2.precision_at_05 },
  { measure: "recall at t = 0.5", value: l2.recall_at_05 },
  { measure: "F1 at t = 0.5", value: l2.f1_at_05 },
  { measure: "vigilance threshold t", value: l2.threshold },
  { measure: "precision at t", value: l2.precision_at_t },
  { measure: "recall at t", value: l2.recall_at_t },
], `Table 2 (simulated): held-out metrics, n_test = ${detail.testScores.length}`);
console.log("confusion at t:", l2.confusion_at_t);

// %%
await gt.show(gt.judgePrFigure(detail.testScores, detail.testLabels, l2.threshold, { simulated: true }));

// %% [markdown]
// ### Calibration view of the vigilance filter
// How far can P(capture) be read as a probability? The reliability table bins the held-out
// predictions into ten equal-width bins and compares the mean predicted probability with the
// observed capture rate (95% Wilson intervals); the diagram draws the same against the diagonal,
// with the bin counts underneath and the vigilance threshold as a dotted line. The L2 model is
// fitted with *balanced* class weights, which inflate the predicted probabilities of the rare
// class on purpose: expect the curve below the diagonal. The filter's operating point is the
// threshold chosen on the PR curve, not the raw probability.

// %%
const calibration = gt.judgeCalibration(detail.testScores, detail.testLabels, 10);
gt.showTable(calibration.bins.map((b) => ({ bin: `[${b.lo.toFixed(1)}, ${b.hi.toFixed(1)}${b.bin === 9 ? "]" : ")"}`, n: b.n, mean_predicted: b.mean_predicted, observed_rate: b.observed_rate, ci_low: b.ci ? b.ci[0] : null, ci_high: b.ci ? b.ci[1] : null })), `Reliability table (simulated): held-out split, n = ${calibration.n}, ECE = ${calibration.ece === null ? "—" : calibration.ece.toFixed(3)}`);

// %%
await gt.show(gt.judgeCalibrationFigure(calibration, l2.threshold, { simulated: true }));

// %% [markdown]
// ## Leave-one-domain-out transfer (Table 3)

// %%
gt.showTable([...report.lodo.map((f) => ({ ...f })), { domain: "mean", n: report.n, auc: report.lodo_mean_auc }], "Table 3 (simulated): LODO ROC-AUC");

// %% [markdown]
// ## Architecture vulnerability matrix (Table 4)
// One L2 model per swarm composition (sorted multiset of auditors); swarms with fewer than 5
// minority-class cases are not fitted. The planted per-swarm vulnerabilities are in
// `scenarios/sim/judge-profiles.json` (`swarm_beta`).

// %%
gt.showTable(gt.judgeProfileRows(report), "Table 4 (simulated): top-2 positive coefficients and in-sample ROC-AUC per swarm");

// %% [markdown]
// ## Lexical grounding
// Structural rigor score (fences, bracketed/braced identifiers, list items) against the
// performative flag (a cluster containing PERFORMATIVE, PROCEDURAL, STRUCTURAL or THEATER).

// %%
console.log(report.grounding);
await gt.show(gt.judgeGroundingFigure(report, { simulated: true }));

// %% [markdown]
// ## A deployable vigilance filter
// Save the split model with its threshold as a versioned JSON file, read it back, and score a
// fresh simulated log (`data/sim/judge/fresh.jsonl`, another seed). The CLI does the same:
// `groupthink fit judge LOG --save filter.json` and `groupthink filter score filter.json NEW.jsonl`.

// %%
const filterPath = "/tmp/groupthink-judge-filter.json";
const filter = gt.judgeBuildFilter(detail, { inputs: [], packageVersion: "notebook", createdAt: new Date().toISOString(), seed: OPTIONS.seed, targetPrecision: OPTIONS.targetPrecision });
writeFileSync(filterPath, JSON.stringify(filter, null, 1));
const loaded = gt.judgeParseFilter(readFileSync(filterPath, "utf8"), filterPath);
const fresh = (await gt.loadLogs([gt.projectPath("data/sim/judge/fresh.jsonl")])).judge;
const scored = gt.judgeScoreFilter(loaded, fresh);
const truth = gt.judgeCaptureLabels(fresh);
const flaggedTrue = scored.scores.filter((s, i) => s.flagged && truth[i] === 1).length;
const flagged = scored.scores.filter((s) => s.flagged).length;
console.log({ threshold: loaded.threshold, fresh: fresh.length, captures: truth.filter((v) => v === 1).length, flagged, precision_on_fresh: flagged ? flaggedTrue / flagged : null, unknown_clusters: scored.unknown.length });

// %% [markdown]
// ## The pipeline through the runner, with a cross-blind judge
// The corpus above is drawn from a planted model; the pipeline itself also runs end to end through
// the runner (`scripts/data/judge.sh`): a propagator answers the 3-hop tasks of
// `scenarios/judge/` under simulated swarms, a judge grades each trace on the rubric, an extractor
// labels its phenomena, and the meta-clustering maps them to canonical clusters. By default the
// judge and the extractor are the propagator's own model, which is **not cross-blind**. The paper's
// judge comes from another model family; `--judge-model` (and `--extract-model`, default = the
// judge) sends those calls to another model:
// `groupthink run judge --model sim:susceptible --judge-model sim:resistant --out …`.
// Here every model is a simulator profile (simulated), so the comparison shows the machinery, not
// a finding: the same susceptible traces, graded by themselves and by the resistant profile.

// %%
const pipelineRuns = ["pipeline-resistant", "pipeline-typical", "pipeline-susceptible", "pipeline-susceptible-judge-resistant"];
const pipeline = (await gt.loadLogs(pipelineRuns.map((d) => gt.projectPath("data/sim/judge", d, "records.jsonl")))).judge;
gt.showTable(gt.judgePipelineSummary(pipeline).map((r) => ({ propagator: r.propagator, judge: r.judge, cross_blind: r.cross_blind, n: r.n, accuracy: r.accuracy.value, capture_rate: r.capture_rate.value, capture_ci_low: r.capture_rate.ci ? r.capture_rate.ci[0] : null, capture_ci_high: r.capture_rate.ci ? r.capture_rate.ci[1] : null, mean_evidence_weighting: r.mean_evidence_weighting })), `Pipeline runs (simulated): ${pipeline.length} trajectories, capture (D_E > 0.5) by propagator × judge`);

// %%
const crossBlind = pipeline.filter((r) => r.judge !== r.propagator);
console.log(`cross-blind records: ${crossBlind.length}, all simulated: ${crossBlind.every((r) => r.simulated === true)}`);
const example = crossBlind.find((r) => r.clusters[0] !== "CLEAN_TRAJECTORY") ?? crossBlind[0];
console.log({ uuid: example.uuid, propagator: example.propagator, judge: example.judge, extract_model: example.extract_model, raw_labels: example.raw_labels, clusters: example.clusters, dictionary_version: example.dictionary_version });
