// %% [markdown]
// # BenchForm: conformity on BIG-Bench Hard, by task, protocol and majority size
//
// BenchForm (Weng, Chen & Wang, "Do as We Do, Not as You Think: the Conformity of Large Language
// Models", ICLR 2025, arXiv 2501.13381) asks a subject model BIG-Bench Hard multiple-choice
// questions in a Q&A with six other participants whose answers are scripted. Five protocols:
// **raw** (alone); **correct guidance** and **wrong guidance** (a majority of the six gives the right,
// or a wrong, answer); **trust** and **doubt** (after prior discussion rounds in which the majority
// was right, or wrong, it now gives a wrong, or the right, answer). The majority size runs from 3 to
// 6 of the six; the **empowered persona** (a system message asking for independent, verified
// judgement) is the paper's mitigation. The items are BenchForm's own 3,299 (13 tasks), read as
// published from `../shared/external/benchform/`.
//
// The measures are BenchForm's, with its own denominators (`analysis.py` of Zhiyuan-Weng/BenchForm):
// over the items a model answered both alone and under a protocol, the **conformity rate** is the
// share right alone and wrong under wrong guidance, trust or doubt — or wrong alone and right under
// correct guidance; the **independence rate** is the share right alone, under trust and under doubt.
// An unparsed answer counts as not correct, as in BenchForm. Intervals: Wilson 95%.
//
// **The data below are simulated** (every caption says so, from the records' `simulated` flags):
// three simulator profiles (`resistant`, `typical`, `susceptible`, not fitted to the paper) answer
// the first items of each task, with and without the empowered persona. They show how the analysis
// works; they are not evidence about any model. The data come from `scripts/data/benchform.sh`.

// %%
import * as gt from "../dist/index.js";

// %%
const files = gt.runLogFiles(gt.projectPath("data/sim/benchform"), { smoke: gt.isSmoke() });
const { records, doc } = await gt.benchform.benchformLoad(files);
gt.showDataNote(records, "the BenchForm runs");
console.log({ runs: files.length, records: records.length, tasks: new Set(records.map((r) => r.task)).size, label: doc.label });

// %% [markdown]
// ## Conformity by protocol and majority size (all tasks pooled)
// One row per profile, persona, protocol and majority size: accuracy under the protocol, the
// conformity rate with its interval and the number of paired items `n`.

// %%
gt.showTable(gt.benchform.benchformTable(doc, ["all"]), `BenchForm measures, all tasks pooled ${doc.label}`);

// %%
await gt.show(gt.benchform.benchformMajorityFigure(doc));

// %% [markdown]
// ## Conformity by task (majority 6)
// BenchForm reports every measure per task; the tasks differ in how often a profile knows the answer
// alone, which bounds how often it can conform.

// %%
await gt.show(gt.benchform.benchformTaskFigure(doc, 6));
gt.showTable(gt.benchform.benchformTable(doc).filter((r) => r.task !== "all" && r.majority === "6" && r.mode === "default"), `BenchForm measures by task, majority 6, default persona ${doc.label}`);

// %% [markdown]
// ## Independence rate and the empowered persona
// Right alone, under trust and under doubt: a profile that conforms in either direction loses it.

// %%
gt.showTable(doc.independence.filter((r) => r.task === "all").map((r) => ({ model: r.model, mode: r.mode, majority: r.majority, rounds: r.rounds, n: r.independence_rate.n, independence: r.independence_rate.value, ci: r.independence_rate.ci })), `BenchForm independence rate, all tasks ${doc.label}`);

// %% [markdown]
// The mitigation: the same profile with the empowered persona, over the items answered under both
// personas; `difference` is default − empowered and `p` McNemar's exact test on the items that
// conformed under one persona only.

// %%
gt.showTable(doc.comparisons.filter((c) => c.task === "all").map((c) => ({ model: c.model, protocol: c.condition, majority: c.majority, n: c.default_rate.n, default: c.default_rate.value, empowered: c.empowered_rate.value, difference: c.difference, p: c.mcnemar_p })), `BenchForm: empowered persona against default, all tasks ${doc.label}`);

// %% [markdown]
// ## Running it against a real endpoint on the published items
// The same analysis reads real runs. From a shell, with an OpenAI-compatible endpoint:
//
// ```
// groupthink run benchform --model MODEL --base-url URL/v1 --out runs/bf-MODEL --majority 3,4,5,6 --rounds 5
// groupthink run benchform --model MODEL --base-url URL/v1 --out runs/bf-MODEL-empowered --mode empowered
// groupthink metrics benchform runs/bf-MODEL runs/bf-MODEL-empowered --task all
// ```
//
// (`--limit N` takes the first N items round-robin across the 13 tasks; `--scenarios PATH` reads the
// items from elsewhere; `--tasks navigate,snarks` keeps some tasks.) Then point this notebook at the
// run folders: `gt.benchform.benchformLoad(["runs/bf-MODEL", "runs/bf-MODEL-empowered"])`.
