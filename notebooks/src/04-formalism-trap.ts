// %% [markdown]
// # The formalism trap: when structure captures the judge
//
// Paper `003` (https://arxiv.org/abs/2607.28641) asks whether LLM-as-a-judge evaluators are captured by performative
// syntax under social load. A propagator answers a multi-hop task under a simulated swarm; a
// cross-blind judge grades it on a 1–5 rubric and gives a binary accuracy verdict; an extraction
// step labels 2–3 semantic phenomena per trace, meta-clustered into a global taxonomy. The
// Evaluative Dissonance Index D_E = (evidence_weighting − 1)/4 − accuracy flags a *capture* when
// D_E > 0.5. Definitions: `docs/METRICS.md` §4–5; CLI contract: `docs/CLI.md`.
//
// **What changed in this version.** (1) The prompts: every request is now the stimulus only —
// the templates live as data in `scenarios/judge/prompts/` (ours: paper 003 does not print its
// prompts), with no task id, no protocol or stage header and no word of the tool, and the
// simulator recognises each stage by what it asks; records carry `prompt_version`
// (`judge-prompts-2`). (2) The replies: the parsers read what chat models write (`**Final
// Answer:** X`, `"accuracy": true`, fences, `<think>`), and an unparsed rubric or extraction is kept
// as a record with `parse_error`, left out of the fits and counted. (3) The vigilance filter is
// now deployable: threshold chosen out of fold, exact intervals, calibration, tested on a fresh
// sample. (4) The fits run in float64 on the sparse design (no tfjs; tfjs trains only the MLP of the section marked "beyond the paper").
//
// **Captions say "simulated" when the records say so** (their `simulated` flags). Here the corpus comes from groupthink's simulator with a *planted*
// logistic ground truth (`scenarios/sim/judge-profiles.json`), written by `scripts/data/judge.sh`
// to `data/sim/judge/corpus.jsonl` (22,500 trajectories, the paper's size; 3,000 in smoke mode).
// Its numbers show the analysis working and recovering what was planted; they are not evidence
// about any real model. The paper's numbers are read from `scenarios/papers/003-judge.json`; the
// ones marked as *fitting targets* there (corpus size, capture share, cluster count, mean markers)
// were used to tune the simulator, so agreement on them is by construction, not a finding.

// %%
import * as gt from "../dist/index.js";

// %% [markdown]
// ## Settings and data
// Hyperparameters are the CLI defaults (C = 1, α = 1, target precision 0.9, seed 0). The one-row summary counts trajectories, captures (D_E > 0.5)
// and their share, the distinct clusters (the size of the vocabulary every model is fitted on)
// and the domains. The paper has 22,500 trajectories, about 8.7% captures and 531 clusters over
// three domains.

// %%
const OPTIONS = { c: 1, l1Alpha: 1, targetPrecision: 0.9, seed: 0 };
const records = gt.judgeLabelled((await gt.loadLogs([gt.projectPath("data/sim/judge/corpus.jsonl")])).judge).records;
gt.showDataNote(records, "the judge corpus");
const SIM = gt.judgeSimulatedLabel(records);
gt.showTable([gt.judgeCorpusSummary(records)], `Judge corpus${SIM.tag}`);

// %% [markdown]
// ## Corpus overview (Figures 1–2)
// The most frequent clusters, and how each is shared across the three domains. In the paper
// (Figures 1–2) structural maneuvers are the most frequent anomalies and are shared across
// domains; frequency alone does not say which of them capture the judge — that is what the
// models below estimate.

// %%
await gt.show(gt.judgeClusterFrequencyFigure(records, { top: 25, simulated: SIM.simulated }));

// %%
await gt.show(gt.judgeCrossDomainFigure(records, { top: 20, simulated: SIM.simulated }));

// %% [markdown]
// ## The Evaluative Dissonance Index
// D_E takes nine values, from −1 (evidence weighting 1, verdict accurate) to 1 (evidence
// weighting 5, verdict wrong); captures are the red bars. D_E = 0.5 (evidence weighting 3 with a
// wrong verdict) is *not* a capture: the rule is strict.

// %%
await gt.show(gt.judgeDissonanceFigure(records, { simulated: SIM.simulated }));

// %% [markdown]
// ## Fitting the meta-evaluator
// `judgeFitDetailed` returns exactly the `groupthink fit judge --json` document (`report`) plus
// the 80/20 split, the model refitted on the 80% and its scores on the 20%, which the held-out
// tables and the filter below use.

// %%
const detail = gt.judgeFitDetailed(records, OPTIONS);
const report = detail.report;

// %% [markdown]
// ## Syntactic dominance: L1 coefficients (Figure 3 / Table 1)
// Penalised maximum likelihood (α = 1); ±1 standard error from the inverse Hessian on the non-zero
// coefficients; stars from two-tailed Wald tests (* p < 0.05, ** p < 0.01, *** p < 0.001). Red
// bars raise the odds of a capture, blue bars lower them. Rare clusters can carry a large β with a
// huge standard error, so read the bars with their error bars. In the paper the largest positive
// coefficients are SOCIAL_CONFORMITY (β = +3.75) and MIMETIC_CONSENSUS_FALLACY (+3.71), and the
// most negative is SYSTEMIC_COGNITIVE_FAILURE (−3.88); here the planted corpus puts the
// consensus and performative clusters on top and the failure clusters at the bottom.

// %%
await gt.show(gt.judgeL1Figure(report, { top: 12, bottom: 6, simulated: SIM.simulated }));

// %% [markdown]
// The table lists every coefficient with p < 0.001, as the paper's Table 1 does.

// %%
gt.showTable(gt.judgeL1Table(report, 0.001), `Table 1${SIM.tag}: L1 coefficients with p < 0.001`);

// %% [markdown]
// Why some L1 rows have no standard error (`se`, `z`, `p` empty): `judgeL1NullSeNote` says it in
// one line (singular information matrix of the active set, typically perfect or quasi-complete
// separation); nothing is printed when every non-zero coefficient has an SE.

// %%
console.log(gt.judgeL1NullSeNote(report.l1.coefficients) ?? "every non-zero L1 coefficient has a standard error");

// %% [markdown]
// ## Predictive performance (Table 2) and the vigilance filter (Figure 4)
// The L2 model (balanced class weights) refitted on the seeded stratified 80% split, scored on the
// other 20%. At the default threshold t = 0.5 recall is high and precision low, because captures
// are rare; the *vigilance threshold* is the lowest t whose precision on the held-out split
// reaches the target 0.9 — the paper's rule, kept in the `fit judge` document as cli.md defines it.
// The paper reports ROC-AUC 0.8779, precision 0.29 and recall 0.71 at t = 0.5, and precision 0.91
// at t = 0.98 (1 false positive of 4,104 safe traces, so about 10 flagged captures). That
// threshold is chosen on the same 20% it is reported on and rests on a handful of flags, so its
// precision is optimistic; the deployable filter further down fixes that.

// %%
gt.showTable(gt.judgeHeldOutTable(detail), `Table 2${SIM.tag}: held-out measures of the L2 model`);

// %% [markdown]
// The PR curve of the held-out split, with the t = 0.5 point (orange) and the vigilance threshold
// (red star).

// %%
await gt.show(gt.judgePrFigure(detail.testScores, detail.testLabels, report.l2.threshold, { simulated: SIM.simulated }));

// %% [markdown]
// ### Calibration view of the vigilance filter
// How far can P(capture) be read as a probability? The reliability table bins the held-out
// predictions into ten equal-width bins and compares the mean predicted probability with the
// observed capture rate (95% Wilson intervals); each bin's last column is its share of the
// expected calibration error (ECE), and the `all` row holds the totals with the ECE itself. The
// diagram draws the same against the diagonal, with the bin counts underneath and the vigilance
// threshold as a dotted red line. The L2 model is fitted with *balanced* class weights, which
// inflate the predicted probabilities of the rare class on purpose: the curve lies below the
// diagonal. The deployable filter below calibrates them. (The paper does not report calibration.)

// %%
const calibration = gt.judgeCalibration(detail.testScores, detail.testLabels, 10);
gt.showTable(gt.judgeCalibrationTable(calibration), `Reliability table of the held-out split, raw scores${SIM.tag}`);

// %%
await gt.show(gt.judgeCalibrationFigure(calibration, report.l2.threshold, { simulated: SIM.simulated }));

// %% [markdown]
// ## Leave-one-domain-out transfer (Table 3)
// For each domain, the L2 model is fitted on the other two and scored on the held-out one (the
// vocabulary is the global one); the last row is the mean of the fold AUCs over all trajectories.
// The paper's mean zero-shot ROC-AUC is 0.7482, below its in-domain 0.8779; the gap between the
// fold AUCs and Table 2's ROC-AUC is the cost of transfer.

// %%
gt.showTable(gt.judgeLodoTable(report), `Table 3${SIM.tag}: LODO zero-shot ROC-AUC`);

// %% [markdown]
// ### Beyond the paper: a non-linear meta-evaluator on the same folds
// **Not in paper 003**, which fits only the linear L1/L2 models. Can a small non-linear model do
// better than the L2 logistic where clusters act together? An MLP (one hidden layer of 16 ReLU units,
// Adam, weight decay 0.01, balanced class weights; `gt.judgeMlpComparison`) is trained with tfjs
// (float32, the bundled cpu backend, nothing downloaded) on the SAME multi-hot cluster features and
// the SAME leave-one-domain-out folds as Table 3, seeded (`seed: 0`; each fold's seed derived from it
// and the domain), and both are scored on the held-out domain: ROC-AUC with its DeLong 95% interval
// (logit scale). The paper's L2 fits stay exact float64 (`docs/METRICS.md` §6 gives the measured
// float32 difference). The simulated corpus plants a *linear* logistic truth, so on it the MLP is not
// expected to gain: the two should agree within their intervals (a planted XOR interaction, where
// the MLP wins, is in `test/paradigms/judge/measures/mlp-meta-evaluator.test.ts`). Requires the optional
// `@tensorflow/tfjs`; about half a minute on the smoke corpus. Batches of 256 rows, 20 epochs on the
// smoke corpus (3,000 trajectories: ~160 Adam steps a fold) and 4 on the full one (22,500: ~240 steps
// a fold, each epoch 7.5 times as long): the MLP was four fifths of this notebook's CPU at 20 epochs
// on the full corpus (67 s), 15 s at 4, with the MLP's mean LODO AUC 0.819 at 20 and 0.820 at 4 (the L2
// model's 0.815; issue 22).

// %%
const MLP_OPTIONS = { seed: 0, batchSize: 256, epochs: records.length >= 20000 ? 4 : 20 };
const mlpCmp = gt.judgeMlpComparison(records, { c: OPTIONS.c, mlp: MLP_OPTIONS });
console.log(mlpCmp.note);
gt.showTable(gt.judgeMlpComparisonTable(mlpCmp), `LODO ROC-AUC${SIM.tag}, beyond the paper: L2 logistic vs MLP on the same folds`);
await gt.show(gt.judgeMlpComparisonFigure(mlpCmp, { simulated: SIM.simulated }));

// %% [markdown]
// ## Architecture vulnerability matrix (Table 4)
// One L2 model per swarm composition (sorted multiset of auditors), fitted on all of the swarm's
// records; the two largest positive coefficients and the **in-sample** ROC-AUC. Swarms with fewer
// than 5 minority-class cases are not fitted (AUC and vulnerabilities empty). A swarm's model is
// scored on the records it was fitted on, with hundreds of clusters against a few dozen captures,
// so its AUC is optimistic (over-fitting) and not comparable with the held-out AUC of Table 2;
// the paper's Table 4 AUCs range from 0.50 to 0.93. The planted per-swarm vulnerabilities are in
// `scenarios/sim/judge-profiles.json` (`swarm_beta`): compare the `primary` column with them.

// %%
gt.showTable(gt.judgeProfileRows(report), `Table 4${SIM.tag}: top-2 positive coefficients and in-sample ROC-AUC per swarm`);

// %% [markdown]
// ### Planted against recovered drivers
// The comparison the paragraph above asks for, computed (`judgePlantedRecoveredTable`): per swarm the
// simulator planted (`swarm_beta`), its planted primary and secondary cluster beside the recovered
// top two, and whether the planted primary came out first (`primary_recovered`) or in the top two
// (`in_top2`). On the shipped corpus: first in 9 of 17 swarms, top two in 13 — the global
// SOCIAL_CONFORMITY effect often outranks a swarm's own driver. Swarm keys are multisets here (the
// contract); `fit judge --ordered-swarms` keeps `gpt,gemini` and `gemini,gpt` apart.

// %%
const planted = gt.judgePlantedRecoveredTable(report);
console.log(gt.judgePlantedRecoveredSummary(planted));
gt.showTable(planted, `Planted vs recovered swarm drivers${SIM.tag}`);

// %% [markdown]
// ## Lexical grounding
// Structural rigor score (markdown code fences, bracketed or braced identifiers, list items in the
// trace's `thought`) against the performative flag (a cluster containing PERFORMATIVE, PROCEDURAL,
// STRUCTURAL or THEATER): Pearson r with its two-sided p-value, and the mean score of each group.
// The paper finds r = 0.1557 (p < 10⁻¹²⁰) and 10.57 against 7.85 markers.

// %%
gt.showTable([report.grounding], `Lexical grounding${SIM.tag}: Pearson r, p, mean markers of performative and other traces`);
await gt.show(gt.judgeGroundingFigure(report, { simulated: SIM.simulated }));

// %% [markdown]
// ## The paper's numbers beside ours
// From `scenarios/papers/003-judge.json`; `fitting_target` marks the numbers the simulator was tuned to.

// %%
gt.showTable(gt.judgePaperComparison(report), `Paper 003 vs this corpus${SIM.tag}`);

// %% [markdown]
// ## A deployable vigilance filter
// The paper's threshold does not hold out of sample. The deployable filter uses three roles for
// the data: the same seeded 20% **test** split is never used for fitting, threshold or
// calibration; on the 80% **development** split each of 5 stratified folds is scored by a model
// fitted on the other four; on these **out-of-fold** scores the threshold is the *smallest* score
// whose precision's lower exact (Clopper–Pearson 95%) bound reaches the target, and Platt or
// isotonic calibration is chosen by cross-validated Brier score; the final model is fitted on
// the whole development split. `groupthink fit judge LOG --save filter.json` refuses (exit 1) when
// no threshold qualifies or when it rests on fewer than 10 flagged calibration cases (`--force`
// saves it and records that). At the default target 0.9 this population cannot keep the promise
// — the best lower bound is in the refusal message below: a flagged set small enough to be 90%
// captures is too small to prove it.

// %%
gt.showTable([{ target_precision: report.filter.target_precision, threshold: report.filter.threshold, refusal: report.filter.refusal }], `Deployable filter at the paper's target 0.9${SIM.tag}`);

// %% [markdown]
// A target this population can support: 0.6 on the full 22,500 trajectories (0.5 on the
// 3,000-trajectory smoke corpus, whose calibration split is smaller). The tables give the
// operating point on the out-of-fold cases and on the never-seen test split, with exact intervals,
// and the reliability of the test split before and after calibration.

// %%
const DEPLOY = { ...OPTIONS, targetPrecision: records.length >= 20000 ? 0.6 : 0.5 };
const deployDetail = gt.judgeFitDetailed(records, DEPLOY);
const dep = deployDetail.report.filter;
const ci = (c: { lo: number; hi: number } | null) => (c === null ? null : `[${c.lo.toFixed(3)}, ${c.hi.toFixed(3)}]`);
gt.showTable(["selection", "test"].map((split) => {
  const p = split === "selection" ? dep.selection : dep.test;
  return { split: split === "selection" ? "out-of-fold (threshold chosen here)" : "test (never seen)", n: p.n, flagged: p.flagged, tp: p.confusion.tp, fp: p.confusion.fp,
    precision: p.precision, precision_95: ci(p.precision_ci), recall: p.recall, recall_95: ci(p.recall_ci) };
}), `Deployable filter, target ${DEPLOY.targetPrecision}, threshold ${dep.threshold?.toFixed(4)}, ${dep.calibration.method} calibration${SIM.tag}`);
gt.showTable(dep.test.reliability_before.map((b, i) => ({ bin: `${b.lo.toFixed(1)}–${b.hi.toFixed(1)}`, n: b.n, raw_mean: b.mean_predicted, raw_observed: b.observed_rate,
  calibrated_n: dep.test.reliability_after[i].n, calibrated_mean: dep.test.reliability_after[i].mean_predicted, calibrated_observed: dep.test.reliability_after[i].observed_rate })),
  `Test-split reliability before (ECE ${dep.test.ece_before?.toFixed(3)}) and after calibration (ECE ${dep.test.ece_after?.toFixed(3)})${SIM.tag}`);

// %% [markdown]
// ## The filter on a fresh sample: `groupthink filter evaluate`
// The saved filter (built and read back through the same parser as `loadFilter`) scores a fresh
// sample of the same population (`data/sim/judge/fresh.jsonl`, another seed, as large as the
// corpus): precision and recall with exact intervals, whether the stated test-split interval covers
// what it achieves, calibration, and drift (feature shares, score distribution, unknown clusters).
// `forced` says whether the filter was saved below the support minimum.

// %%
const filter = gt.judgeBuildFilter(deployDetail, { inputs: [], packageVersion: "notebook", createdAt: "2026-01-01T00:00:00Z", force: dep.refusal !== null });
const loaded = gt.parseFilter(JSON.stringify(filter), "filter.json");
const freshAll = (await gt.loadLogs([gt.projectPath("data/sim/judge/fresh.jsonl")])).judge;
const evaluation = gt.judgeFilterEvaluation(loaded, freshAll);
const FRESH = gt.judgeSimulatedLabel(freshAll);
gt.showTable(gt.judgeFilterTable(loaded, evaluation), `Vigilance filter (forced: ${loaded.forced}): test split vs. a fresh sample of ${evaluation.n}${FRESH.tag}`);
gt.showTable([{ covered: evaluation.covered, feature_tv: evaluation.drift.feature_tv, score_psi: evaluation.drift.score_psi, unknown_share: evaluation.drift.unknown_share }], `Drift of the fresh sample against the training population${FRESH.tag}`);

// %% [markdown]
// ## Judging your own traces
// `groupthink run judge --traces FILE.jsonl --model M` judges and codes trajectories you already
// have (fields `thought`, `question`, `benchmark`, optional `reference_answer`, `auditor_list`,
// `propagator`, `decoy_id`) without a propagator call; `--extract-input trace` shows the extractor
// the trace alone, so its labels cannot echo the verdict the capture label is computed from.
// `scripts/data/judge.sh` ran the six chat-style traces of `scenarios/judge/demo-traces.jsonl`
// (`**Final Answer:**`, `<think>`, a trace with no final answer) with `--model sim:resistant`. The
// traces are the user's (not simulated); the judge and extractor were simulated, and the caption
// says so from the records' flags. Then `scoreTrajectory` — the light entry point a service
// imports — scores each with the filter above.

// %%
const own = (await gt.loadLogs([gt.projectPath("data/sim/judge/traces-resistant/records.jsonl")])).judge;
const OWN = gt.judgeSimulatedLabel(own);
gt.showTable(own.map((r) => ({ trace: (r as unknown as { source_uuid: string }).source_uuid, accuracy: r.accuracy, evidence_weighting: r.evidence_weighting, taint_leakage: r.taint_leakage ?? null,
  loafing: r.loafing_detected ?? null, clusters: (r.clusters ?? []).join(", "), parse_error: r.parse_error ?? null,
  p_capture: r.clusters ? gt.scoreTrajectory(loaded, { clusters: r.clusters }).p_capture : null })), `Your own traces, judged by a cross-blind judge${OWN.tag}`);

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
// Here every model is a simulator profile, so the comparison shows the machinery, not a finding:
// the same susceptible traces graded by themselves and by the resistant profile. The table gives,
// per propagator × judge, the judge's accuracy rate, the capture rate with its 95% Wilson interval
// and the mean evidence weighting.

// %%
const pipelineAll = (await gt.loadLogs(gt.judgePipelineLogFiles(gt.projectPath("data/sim/judge")))).judge;
const pipeline = gt.judgeLabelled(pipelineAll).records;
const PIPE = gt.judgeSimulatedLabel(pipelineAll);
gt.showTable(gt.judgePipelineTable(gt.judgePipelineSummary(pipeline)), `Pipeline runs${PIPE.tag}: capture (D_E > 0.5) by propagator × judge (${pipelineAll.length - pipeline.length} unparsed left out)`);

// %% [markdown]
// One cross-blind trajectory, field by field: who propagated, judged and coded it, its scores and
// D_E, and the extractor's raw labels with the canonical clusters they were mapped to.

// %%
gt.showTable(gt.judgeCrossBlindExample(pipeline), `A cross-blind pipeline trajectory${PIPE.tag}`);

// %% [markdown]
// ## Comparing propagators: paired differences on shared trajectories
// The pipeline runs share their (task, swarm) trajectories: each propagator against the first (sorted)
// on those, for the capture rate, the judge's accuracy and the test AUC of each side's own L2 model on a
// shared 20% split, with a paired trajectory-bootstrap interval, a paired permutation p-value and Holm
// across the measures. On the command line: `groupthink compare judge data/sim/judge/pipeline-*`.

// %%
const judgeCmp = gt.compareRuns("judge", pipelineAll, { B: gt.isSmoke() ? 200 : 2000, seed: 0 });
gt.showTable(gt.compareTable(judgeCmp), `Paired differences vs ${judgeCmp.reference}${PIPE.tag}`);
await gt.show(gt.compareForestFigure(judgeCmp));
