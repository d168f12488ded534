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
// to `data/sim/judge/corpus.jsonl` (22,500 trajectories, the paper's size; 3,000 in smoke mode).
// Its numbers show the analysis working and recovering what was planted; they are not evidence
// about any real model. Where the text quotes the paper's numbers, it is to show what the same
// table looks like there, not to claim agreement.

// %%
import * as gt from "../dist/index.js";

// %% [markdown]
// ## Settings and data
// The model backend (tfjs wasm) starts once; hyperparameters are the CLI defaults (C = 1, α = 1,
// target precision 0.9, seed 0). The one-row summary counts trajectories, captures (D_E > 0.5)
// and their share, the distinct clusters (the size of the vocabulary every model is fitted on)
// and the domains. The paper has 22,500 trajectories, about 8.7% captures and 531 clusters over
// three domains.

// %%
await gt.initModelBackend();
const OPTIONS = { c: 1, l1Alpha: 1, targetPrecision: 0.9, seed: 0 };
const records = (await gt.loadLogs([gt.projectPath("data/sim/judge/corpus.jsonl")])).judge;
gt.showTable([gt.judgeCorpusSummary(records)], "Judge corpus (simulated)");

// %% [markdown]
// ## Corpus overview (Figures 1–2)
// The most frequent clusters, and how each is shared across the three domains. In the paper
// (Figures 1–2) structural maneuvers are the most frequent anomalies and are shared across
// domains; frequency alone does not say which of them capture the judge — that is what the
// models below estimate.

// %%
await gt.show(gt.judgeClusterFrequencyFigure(records, { top: 25, simulated: true }));

// %%
await gt.show(gt.judgeCrossDomainFigure(records, { top: 20, simulated: true }));

// %% [markdown]
// ## The Evaluative Dissonance Index
// D_E takes nine values, from −1 (evidence weighting 1, verdict accurate) to 1 (evidence
// weighting 5, verdict wrong); captures are the red bars. D_E = 0.5 (evidence weighting 3 with a
// wrong verdict) is *not* a capture: the rule is strict.

// %%
await gt.show(gt.judgeDissonanceFigure(records, { simulated: true }));

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
await gt.show(gt.judgeL1Figure(report, { top: 12, bottom: 6, simulated: true }));

// %% [markdown]
// The table lists every coefficient with p < 0.001, as the paper's Table 1 does.

// %%
gt.showTable(gt.judgeL1Table(report, 0.001), "Table 1 (simulated): L1 coefficients with p < 0.001");

// %% [markdown]
// ## Predictive performance (Table 2) and the vigilance filter (Figure 4)
// The L2 model (balanced class weights) refitted on the seeded stratified 80% split, scored on the
// other 20%. At the default threshold t = 0.5 recall is high and precision low, because captures
// are rare; the *vigilance threshold* is the lowest t whose precision on the held-out split
// reaches the target 0.9. The paper reports ROC-AUC 0.8779, precision 0.29 and recall 0.71 at
// t = 0.5, and precision 0.91 at t = 0.98 (11 false positives of 4,104 safe traces). The
// threshold is chosen on the same 20% it is reported on, and it rests on few flagged traces
// (the true-positive row), so its precision is optimistic; the fresh log further down checks it.
// High precision is bought with recall: at t the filter flags only a few percent of the captures
// (the paper does not report its recall at t = 0.98).

// %%
gt.showTable(gt.judgeHeldOutTable(detail), "Table 2 (simulated): held-out measures of the L2 model");

// %% [markdown]
// The PR curve of the held-out split, with the t = 0.5 point (orange) and the vigilance threshold
// (red star).

// %%
await gt.show(gt.judgePrFigure(detail.testScores, detail.testLabels, report.l2.threshold, { simulated: true }));

// %% [markdown]
// ### Calibration view of the vigilance filter
// How far can P(capture) be read as a probability? The reliability table bins the held-out
// predictions into ten equal-width bins and compares the mean predicted probability with the
// observed capture rate (95% Wilson intervals); each bin's last column is its share of the
// expected calibration error (ECE), and the `all` row holds the totals with the ECE itself. The
// diagram draws the same against the diagonal, with the bin counts underneath and the vigilance
// threshold as a dotted red line. The L2 model is fitted with *balanced* class weights, which
// inflate the predicted probabilities of the rare class on purpose: the curve lies below the
// diagonal. The filter's operating point is the threshold chosen on the PR curve, not the raw
// probability. (The paper does not report calibration.)

// %%
const calibration = gt.judgeCalibration(detail.testScores, detail.testLabels, 10);
gt.showTable(gt.judgeCalibrationTable(calibration), "Reliability table of the held-out split (simulated)");

// %%
await gt.show(gt.judgeCalibrationFigure(calibration, report.l2.threshold, { simulated: true }));

// %% [markdown]
// ## Leave-one-domain-out transfer (Table 3)
// For each domain, the L2 model is fitted on the other two and scored on the held-out one (the
// vocabulary is the global one); the last row is the mean of the fold AUCs over all trajectories.
// The paper's mean zero-shot ROC-AUC is 0.7482, below its in-domain 0.8779; the gap between the
// fold AUCs and Table 2's ROC-AUC is the cost of transfer.

// %%
gt.showTable(gt.judgeLodoTable(report), "Table 3 (simulated): LODO zero-shot ROC-AUC");

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
gt.showTable(gt.judgeProfileRows(report), "Table 4 (simulated): top-2 positive coefficients and in-sample ROC-AUC per swarm");

// %% [markdown]
// ## Lexical grounding
// Structural rigor score (markdown code fences, bracketed or braced identifiers, list items in the
// trace's `thought`) against the performative flag (a cluster containing PERFORMATIVE, PROCEDURAL,
// STRUCTURAL or THEATER): Pearson r with its two-sided p-value, and the mean score of each group.
// The paper finds r = 0.1557 (p < 10⁻¹²⁰) and 10.57 against 7.85 markers.

// %%
gt.showTable([report.grounding], "Lexical grounding (simulated): Pearson r, p, mean markers of performative and other traces");
await gt.show(gt.judgeGroundingFigure(report, { simulated: true }));

// %% [markdown]
// ## A deployable vigilance filter
// The split model with its threshold becomes a versioned filter (what
// `groupthink fit judge LOG --save filter.json` writes); it is read back through the same parser
// as `groupthink filter score filter.json NEW.jsonl`, and scored against a fresh simulated log
// (`data/sim/judge/fresh.jsonl`, 500 trajectories from another seed) whose capture labels are
// known. The table puts the filter's held-out numbers (from the file) beside the fresh log's.
// With a threshold resting on a handful of held-out flags, the fresh log can flag very few traces
// (precision then has a tiny or empty denominator and is null when nothing is flagged); clusters
// the filter never saw are ignored when scoring and counted in the last row.

// %%
const filter = gt.judgeBuildFilter(detail, { inputs: [], packageVersion: "notebook", createdAt: "2026-01-01T00:00:00Z", seed: OPTIONS.seed, targetPrecision: OPTIONS.targetPrecision });
const loaded = gt.judgeParseFilter(JSON.stringify(filter), "filter.json");
const fresh = (await gt.loadLogs([gt.projectPath("data/sim/judge/fresh.jsonl")])).judge;
gt.showTable(gt.judgeFilterTable(loaded, gt.judgeFilterEvaluation(loaded, fresh)), "Vigilance filter at its threshold: held-out split vs. a fresh log (simulated)");

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
const pipeline = (await gt.loadLogs(gt.judgePipelineLogFiles(gt.projectPath("data/sim/judge")))).judge;
gt.showTable(gt.judgePipelineTable(gt.judgePipelineSummary(pipeline)), "Pipeline runs (simulated): capture (D_E > 0.5) by propagator × judge");

// %% [markdown]
// One cross-blind trajectory, field by field: who propagated, judged and coded it, its scores and
// D_E, and the extractor's raw labels with the canonical clusters they were mapped to.

// %%
gt.showTable(gt.judgeCrossBlindExample(pipeline), "A cross-blind pipeline trajectory (simulated)");
