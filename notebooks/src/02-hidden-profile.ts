// %% [markdown]
// # Hidden profiles: collective reasoning under distributed information
//
// HiddenBench (paper `001`, https://arxiv.org/abs/2505.11556) gives each agent of a group the *shared* facts plus its
// own *hidden* fact. The shared facts favour a wrong option; only the hidden facts together point to
// the right one. Agents vote alone (Y^pre), discuss for T rounds, and vote again (Y^post); a
// full-profile control gives every agent all facts (Y^full). Definitions: `docs/METRICS.md`
// §3 and §5.
//
// **Where the numbers come from.** The logs here are written by `scripts/data/hidden_profile.sh` to
// `data/sim/hidden_profile/<profile>[-<variant>]/` from groupthink's simulator answering our own
// 40-task bank (`scenarios/hidden_profile/`, public HiddenBench schema; 22 tasks with 5–7 agents).
// Every caption below is derived from the records' `simulated` flags (`hpSimulatedSuffix`), so the
// same notebook pointed at a real run (`GROUPTHINK_HP_DATA=DIR`) labels nothing simulated. The
// `*-sim` profiles are tuned to numbers the paper reports, so the paper's value stands beside each
// recovered one; they reproduce the *analysis*, not evidence about any real model. Which paper
// numbers were fitting targets (those agree by construction) is the table right after loading;
// `npx tsx scripts/data/hidden_profile_fit.ts` re-checks the calibration
// (`src/paradigms/hidden_profile/cli/calibration.ts`).
//
// **What the models are sent (changed this round).** The stimuli no longer carry anything for the
// simulator's sake: no `[groupthink hidden_profile v1] task=… agent=…` header, no `Step: pre` /
// `discuss 1/2` line, no task id, no "round t of T". The templates are data
// (`scenarios/hidden_profile/prompts/`, set `groupthink-hp-2`, ours: the paper's appendix is not in
// its extracted text) and follow HiddenBench's public `sim.py`: each member keeps its own chat
// history (its earlier messages as assistant turns), sees its own initial vote and rationale before
// its first message, the first speaker is told it speaks first, later turns show the others' latest
// messages as `Person k: …`, and the end is never announced. `--prompts DIR` swaps the set;
// HiddenBench's own `%placeholder%` files run as published (`prompt_version: hiddenbench-public`).
// The simulator reads only that text: it finds the task by its description and facts, infers vote
// vs message from what is asked, and refuses a task it has no bank for. Because the conversation
// changed, the GPT-4.1-sim discussion parameters were refitted (provenance in the parameter file);
// the numbers below are not comparable one-to-one with earlier versions of this notebook.

// %%
import * as gt from "../dist/index.js";
console.log(`groupthink loaded; smoke mode: ${gt.isSmoke()}`);

// %% [markdown]
// ## Load
// Every run directory (baselines of nine profiles, the GPT-4.1-sim ablations, the bank's validity
// run); `loadLogs` validates each record against the trial-log contract.

// %%
const dataDir = process.env.GROUPTHINK_HP_DATA ?? gt.projectPath("data/sim/hidden_profile");
const runs = gt.hiddenProfileRunDirs(dataDir, gt.isSmoke());
const logs = await gt.loadLogs(gt.hiddenProfileRecordFiles(runs));
gt.showDataNote(logs.hidden_profile, "the hidden-profile runs");
const sim = gt.hpSimulatedSuffix(logs.hidden_profile);
const simulated = gt.hpAllSimulated(logs.hidden_profile);
console.log(gt.hiddenProfileLogSummary(runs, logs.hidden_profile));

// %% [markdown]
// ## Which paper numbers were fitting targets
// From `scenarios/papers/001-hidden-profile.json` (the paper's numbers as data). A recovered value of
// a fitting target agrees with the paper *by construction* and shows only that the fit holds; the
// not-fitted rows (the headline, §3.2, Table 4, the 4-dissenter row, the generation rate) are the
// comparisons that could have come out otherwise.

// %%
gt.showTable(gt.hiddenProfileFittingTargetsTable(), "Paper numbers the simulator was fitted to, and those it was not");

// %% [markdown]
// ## The analysis document
// `hiddenProfileMetrics` is what `groupthink metrics hidden_profile LOG... --json` prints: per
// (model, variant) the three accuracies under the average and the majority rule (mean ± s.e.m. over
// tasks), improvement, gap, the strong-collective-reasoning criterion and Fisher's exact p (pre vs post).
// The baselines table shows each mean with its s.e.m. (`sem_*`) and, in `paper_post`, the paper's
// Y^post where its text quotes one (§5): read the recovered `Y_post` against it.

// %%
const report = gt.hiddenProfileMetrics(logs.hidden_profile);
gt.showTable(gt.hiddenProfileBaselineTable(report.groups), `Baselines, T = 15 rounds${sim}`);

// %% [markdown]
// ## The headline and the §3.2 verification, beside ours
// The paper's abstract: 30.1% accuracy for multi-agent groups with distributed information against
// 80.7% for single agents with complete information (15 models, 65 tasks). Ours is the mean over the
// six paper-calibrated profiles' baselines on our bank; several of those profiles' Y^post / Y^full
// were fitting targets, so agreement is partly by construction (see the table above) and the mean
// over 6 profiles is not the paper's mean over 15 models. §3.2 verified three tasks with human groups
// (no counterpart here) and GPT-4.1 (Y^pre 0.008, Y^post 0.233, Y^full 0.733): set beside GPT-4.1-sim's
// baseline on the whole bank, whose Y^pre is fitted to Table 4's N = 4 row (0.072), not to §3.2's 0.008.

// %%
const PAPER_PROFILES = Object.keys(gt.HIDDENBENCH_PAPER.figure3);
gt.showTable(gt.hiddenProfileHeadlineTable(report.groups, PAPER_PROFILES, "gpt-4.1-sim"), `Headline and §3.2: paper vs ours${sim}`);

// %% [markdown]
// ## Figure 3: pre / post / full per model
// One row per model, highest Y^post on top. Left: Y^pre, Y^post and Y^full (± s.e.m. over tasks);
// right: improvement (post − pre) and gap (post − full). Black diamonds: the paper's values where
// its text gives them, on the bar they compare with (Gemini-2.5-Pro: pre, post, full, improvement,
// gap; Gemini-2.5-Flash and Flash-Lite: post; GPT-5-Nano: improvement; GPT-5 Minimal Reasoning: gap;
// GPT-4.1 from Table 4 and §6.1). Bold model names meet the strong criterion.

// %%
await gt.show(gt.hiddenProfileFigure3(report.groups, { variant: "baseline", paper: gt.HIDDENBENCH_PAPER.figure3, simulated: simulated }));

// %% [markdown]
// ## Paired changes per agent (McNemar)
// Fisher's test above pools votes; McNemar's exact test pairs them: each agent's pre-discussion vote
// with its own post-discussion vote in the same session (pairs = agents × sessions × tasks with both
// votes; a missing or unparseable vote counts as wrong). b = right before and wrong after,
// c = wrong before and right after; p = exact two-sided binomial test of b against c. A large c with
// a small b means discussion moves agents to the answer rather than merely reshuffling votes.

// %%
gt.showTable(gt.hiddenProfileMcnemarTable(logs.hidden_profile, { select: "baseline" }), `McNemar pre→post per agent, baselines T = 15${sim}`);

// %% [markdown]
// The same test on the GPT-4.1-sim ablation runs (three tasks each, so far fewer pairs): the paper
// reports no paired test; compare the sign of c − b with the direction of each variant's
// improvement in Tables 2–6 below.

// %%
gt.showTable(gt.hiddenProfileMcnemarTable(logs.hidden_profile, { select: "ablations", model: "gpt-4.1-sim" }), `McNemar pre→post per agent, GPT-4.1-sim ablations${sim}`);

// %% [markdown]
// ## The paper's qualitative findings, checked
// Each row compares the recovered Y^post (average rule; majority rule where stated) between ablation
// variants the way the paper's text does; "not above the paper" allows 0.05. The same checks are
// pinned by `test/paradigms/hidden_profile/protocol/sim-shapes.test.ts` on the same seeded design.

// %%
gt.showTable(gt.hiddenProfilePaperShapes(report.groups, "gpt-4.1-sim"), `HiddenBench's ablation findings: paper vs GPT-4.1-sim${sim}`);

// %% [markdown]
// **Read these rows as fitting checks, not confirmations.** The `role` column marks, per finding,
// whether the GPT-4.1-sim profile was fitted to that table's numbers (`fitted_to` names the fitting
// target in `scenarios/papers/001-hidden-profile.json`): every one of the 14 is a `target`, so their
// holding shows that the fit holds, not that the simulator reproduces the paper independently. The
// independent comparisons are the not-fitted rows of the table near the top (headline, §3.2, Table 4,
// the 4-dissenter row, the generation rate).

// %% [markdown]
// ## Table 2: communication depth (GPT-4.1-sim, 3 four-agent tasks)
// The paper ran its ablations on three tasks; so do we (hp-002, hp-003, hp-006). More rounds surface
// more hidden facts, so accuracy rises to T = 15; beyond round 15 the simulator's agents drift back
// to the option the shared facts favour (`late_drift`, fitted to the paper's fall at T = 20: "extended
// discussion reinforces incorrect consensus"). With 10 sessions × 3 tasks the s.e.m. is large, as in the paper.
// Each table row puts the recovered value (`(sim)`) beside the paper's (`(paper)`; "not given" where the
// paper's table has no such column).

// %%
const M = "gpt-4.1-sim";
gt.showTable(gt.hiddenProfileComparisonRows(report.groups, gt.HIDDENBENCH_PAPER.table2, M), `Table 2: rounds T, ours vs paper${sim}`);
await gt.show(gt.hiddenProfileAblationFigure(report.groups, gt.HIDDENBENCH_PAPER.table2, M, "Table 2: communication depth", undefined, simulated));

// %% [markdown]
// ## Table 3: prompting strategies
// Cooperative prompts raise conformity (early consensus on the shared-favoured option), so they do
// not beat the baseline; "conflictual" members defend their pre-discussion view (near-zero accuracy,
// no correct majority); "very conflictual" members oppose whatever the others lean toward (votes
// scatter: some accuracy, no majority); informing asymmetry and "share all" raise disclosure.

// %%
gt.showTable(gt.hiddenProfileComparisonRows(report.groups, gt.HIDDENBENCH_PAPER.table3, M), `Table 3: prompting strategies, ours vs paper${sim}`);
await gt.show(gt.hiddenProfileAblationFigure(report.groups, gt.HIDDENBENCH_PAPER.table3, M, "Table 3: prompting strategies", undefined, simulated));

// %% [markdown]
// ## Table 4: group size — not reproduced, and why
// From the GPT-4.1-sim baseline over the whole bank (now 40 tasks: 7 with N = 3, 11 with N = 4, 10
// with N = 5, 6 each with N = 6 and 7), split by the tasks' group size N. The paper's finding
// (improvement falls from +0.348 at N = 3 to +0.006 at N = 7) is **not reproduced**: the simulator
// has no group-size parameter, and its per-member disclosure rate makes a larger group surface about
// as large a *share* of its hidden facts, so Y^post comes out roughly flat in N (read the
// `Y_post (sim)` column). Table 4's numbers were not fitting targets (only its N = 4 row's Y^pre and
// Y^post were, for GPT-4.1-sim's baseline). A model whose disclosure does not scale with the group —
// what the paper observes — would have to be run (a real endpoint) or modelled; the bank now has
// enough 5–7-agent tasks (22) to measure it on a real model.

// %%
gt.showTable(gt.hiddenProfileGroupSizeTable(logs.hidden_profile, M), `Table 4: group size N, ours vs paper${sim}`);

// %% [markdown]
// ## Table 5: adversarial (dissenting) agents
// One dissenter makes the others share (a saturating `probe`) and conform less; each further dissenter
// adds gridlock (members keep their pre-discussion view), so more dissenters hurt more. The paper's
// all-dissenter row (0.375) is not reproduced: its dissenters also changed their *pre*-discussion
// votes (pre 0.342), which the simulator does not model.

// %%
gt.showTable(gt.hiddenProfileComparisonRows(report.groups, gt.HIDDENBENCH_PAPER.table5, M), `Table 5: group composition, ours vs paper${sim}`);
await gt.show(gt.hiddenProfileAblationFigure(report.groups, gt.HIDDENBENCH_PAPER.table5, M, "Table 5: dissenting agents", undefined, simulated));

// %% [markdown]
// ## Table 6: reveal-all vs secretary
// Reveal-all does not hand anyone the other agents' facts: it adds an instruction to every round-1
// prompt asking each agent to state all of its own facts in its first message (`--intervention
// reveal_all`). Whether the facts then reach the group depends on the agents following that
// instruction, and the group can still fail by not integrating them, so accuracy can approach but
// need not reach Y^full (where every agent is given every fact). A secretary only collects and
// repeats members' messages, so it adds no hidden fact and, as in the paper, does not help.

// %%
gt.showTable(gt.hiddenProfileComparisonRows(report.groups, gt.HIDDENBENCH_PAPER.table6, M), `Table 6: isolating the bottleneck, ours vs paper${sim}`);
await gt.show(gt.hiddenProfileAblationFigure(report.groups, gt.HIDDENBENCH_PAPER.table6, M, "Table 6: reveal-all vs secretary", undefined, simulated));

// %% [markdown]
// ## Disclosure by round: do agents converge before the hidden facts surface?
// From the GPT-4.1-sim baseline transcripts (written by the driver beside the records). **Matching
// rule** (`hiddenProfileDisclosure`, deterministic): a fact's and a message's text are lower-cased
// and split on every character outside a–z and 0–9; the fact's *content tokens* are its distinct
// tokens that contain a digit, or have ≥ 3 characters and are not English stop words. A member's
// message *mentions* the fact when at least 60% of those tokens occur in it (exactly
// 5·hits ≥ 3·tokens), so paraphrases that keep the key words count and passing references do not.
// Only members' messages count (a secretary only repeats); a fact is disclosed from the first round
// in which any member, its holder or another, mentions it. Per round the figure shows the share of
// hidden facts disclosed so far and the share of members whose stated choice is correct; a session
// *converged* in the first round in which every member stated the same choice.

// %%
const transcripts = await gt.readHiddenProfileTranscripts(gt.hiddenProfileModelRun(runs, M) ?? runs[0]);
const disclosures = transcripts.map(gt.hiddenProfileDisclosure);
await gt.show(gt.hiddenProfileDisclosureFigure(gt.hiddenProfileDisclosureCurve(disclosures), "Disclosure and convergence by round, GPT-4.1-sim", simulated));

// %% [markdown]
// Counted per session: how many converged at all, how many converged *before* every hidden fact had
// surfaced (the premature consensus the paper blames for the low Y^post), and in how many every hidden
// fact surfaced at some point.

// %%
gt.showTable([gt.hiddenProfileDisclosureSummary(disclosures)], `Sessions by convergence and disclosure, GPT-4.1-sim baseline${sim}`);

// %% [markdown]
// ## Task validity of the bank, and the per-fact check
// Run as `groupthink tasks validate` runs it: pre-discussion votes only, 30 sessions per task and
// phase, hidden entries dealt fixed (agent i holds entry i), GPT-4.1-sim. A task is valid when
// full ≥ 0.8 and hidden ≤ 0.2 (pooled over agents, compared exactly). GPT-4.1-sim's full-profile
// accuracy is set to the paper's 0.733 (§3.2), below the 0.8 bar on average, so most tasks fail that
// part here: the paper's bank was *selected* by this filter with its models; ours was written by hand.

// %%
const validation = logs.hidden_profile.filter((r) => r.model === M && r.variant === "validation");
gt.showTable(gt.hiddenProfileValidityTable(logs.hidden_profile), `Task validity of the bank, GPT-4.1-sim${sim}`);

// %% [markdown]
// **Per-fact check.** Each agent's information *alone* (the shared facts plus its one hidden entry)
// must reach the answer in at most 20% of its ≥ 10 sessions; otherwise one hidden fact with the
// shared ones settles the task and it measures nothing about pooling. The simulator can only catch
// such a task if its answers depend on the facts it holds: it reads the text through an elimination
// table (`src/paradigms/hidden_profile/protocol/evidence.ts`: a hidden fact that names an option with a
// negative cue rules it out, "only X …" singles X out) and, when an agent's own facts settle the
// task, answers with its full-information accuracy. It reads words, not meaning — a real model must
// still be run — but it flags exactly the phrasing the issue found ("only the curator holds that
// key"). The stored evidence for the shipped bank is `scenarios/hidden_profile/validation/gpt-4.1-sim.json`.

// %%
gt.showTable(gt.hiddenProfileFactCheckTable(validation), `Per-fact check: each agent's facts alone, GPT-4.1-sim${sim}`);

// %% [markdown]
// ## The task-validation funnel (`groupthink tasks generate`)
// Candidates drafted by the simulator, each validated as above (10 sessions in both conditions, plus
// the per-fact check); the paper kept 57 of 200 (28.5%). A drafted candidate whose first hidden fact
// singles the answer out ("leaky") now fails the per-fact check. The summary row sets our kept share beside the paper's; the figure breaks the
// rejections down by reason.

// %%
const funnel = gt.readHiddenProfileFunnel(gt.projectPath("data/sim/hidden_profile/generated"), gt.isSmoke());
gt.showTable(gt.hiddenProfileFunnelSummary(funnel), `Task-generation funnel: kept share vs the paper's${sim}`);
await gt.show(gt.hiddenProfileFunnelFigure(funnel, simulated));

// %% [markdown]
// Every candidate with its evidence: pre- and full-profile accuracy over its sessions, and why it was
// rejected.

// %%
gt.showTable(funnel.rows, `Every candidate with its evidence and rejection reason${sim}`);

// %% [markdown]
// ## On a real model
// Commands as printed (a key comes from `OPENAI_API_KEY`, never a file):
//
// ```
// groupthink run hidden_profile --model M --base-url URL --out RUN --rounds 15 --strategy share_all
// groupthink tasks validate --model M --base-url URL --out VAL            # the per-fact check on the shipped bank
// groupthink run hidden_profile --model M --base-url URL --out HB \
//   --scenarios hiddenbench --prompts $GROUPTHINK_DATA_DIR/hiddenbench/prompts   # docs/DATASETS.md
// ```
//
// then point this notebook at the run (`GROUPTHINK_HP_DATA=RUN`): the captions lose their
// "simulated" label because the records carry no `simulated` flag. The last command runs HiddenBench's
// 65 public tasks with HiddenBench's own templates (records say `prompt_version: hiddenbench-public`).
// Against the simulator over HTTP, start it with the bank: `groupthink sim serve --scenarios PATH`.

// %% [markdown]
// ## Comparing models: paired differences on shared tasks
// Every profile against the first (sorted) on the tasks both ran (a task within its variant): the
// difference of Y^post and of the improvement with a paired task-bootstrap interval, a paired
// permutation p-value and Holm over the two measures. Below 10 shared tasks the table says the
// interval may undercover. On the command line: `groupthink compare hidden_profile data/sim/hidden_profile`.

// %%
const hpCmp = gt.compareRuns("hidden_profile", logs.hidden_profile, { measures: ["y_post", "improvement"], B: gt.isSmoke() ? 200 : 2000, seed: 0 });
gt.showTable(gt.compareTable(hpCmp), `Paired differences vs ${hpCmp.reference}${sim}`);
await gt.show(gt.compareForestFigure(hpCmp));
