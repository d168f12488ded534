// %% [markdown]
// # Quickstart: from a trial log to a measure with its interval
//
// groupthink stores every experiment as JSON Lines, one record per agent decision
// (the contract is `docs/TRIAL-LOGS.md`). This notebook loads a small sample log,
// shows it as a DataFrame, computes one measure with its 95% interval and draws one figure.
//
// Whether data are simulated is read from the records themselves (their `simulated` flag):
// the data note below, every caption and every figure title say so exactly when it is true.

// %%
import * as gt from "../dist/index.js";

// %% [markdown]
// ## Load and validate
// `loadLogs` streams the file, checks every record against the contract (a bad line stops with
// its file, line and field) and groups records by protocol. The summary says what the log holds:
// records as read and as kept after de-duplication, scenarios, conditions, unparseable decisions
// (`invalid`) and whether every record is simulated.

// %%
const logs = await gt.loadLogs([gt.projectPath("data/samples/phantom-sample.jsonl")]);
gt.showDataNote(logs.phantom, "the sample log data/samples/phantom-sample.jsonl");
gt.showTable(gt.phantomLogSummary(logs.phantom), gt.captionFor("The sample log", logs.phantom));

// %% [markdown]
// ## The records as a DataFrame
// One row per agent decision: the scenario, the agent, the belief-context condition, the parsed
// decision with the scenario's gold decision and phantom target, and the raw reply as received.
// `toDataFrame` gives a danfo DataFrame for your own exploration; here its first eight rows.

// %%
const df = gt.toDataFrame(logs.phantom);
gt.showTable(gt.toRows(df.head(8)), gt.captionFor("First records of the sample log", logs.phantom));

// %% [markdown]
// ## DataFrame recipes: group, pivot, filter, join runs
// The columns are typed: numbers as numbers, booleans as booleans, nested fields flattened
// (`usage.prompt_tokens`), a missing number or boolean is `NaN` (danfo's `count()` and `describe()`
// skip it). **Group**: an indicator column (`eq` gives booleans; their mean is a share) and danfo's
// `groupby`; `gt.summarize` does the same but skips missing values and reports `n` (danfo's mean
// turns a group with one missing value into `NaN`). Note: in danfo 1.2 `asType("int32")` on booleans
// gives `NaN`; use the booleans as they are or `asType("float32")`. Recipes: `docs/DATAFRAMES.md`.

// %%
df.addColumn("correct", df.column("decision").eq(df.column("gold")), { inplace: true });
gt.showTable(gt.toRows(df.groupby(["condition"]).col(["correct"]).mean()), gt.captionFor("Share correct by condition (danfo groupby)", logs.phantom));
gt.showTable(gt.toRows(gt.summarize(df, ["condition"], { correct: ["mean", "count"] })), gt.captionFor("The same with n (gt.summarize)", logs.phantom));

// %% [markdown]
// **Pivot** (danfo has none): `gt.pivotTable` puts one variable's values in the columns. **Filter**:
// `df.query(mask)` with a boolean Series. **Join runs**: `loadLogs([runA, runB])` already stacks runs
// (each record keeps its `run_id`); `dfd.merge` joins a table of facts about each run or model.

// %%
gt.showTable(gt.toRows(gt.pivotTable(df, { index: "agent", columns: "condition", values: "correct" })), gt.captionFor("Share correct, agent × condition (gt.pivotTable)", logs.phantom));
const privateOnly = df.query(df.column("condition").eq("private"));
console.log(`private decisions: ${privateOnly.shape[0]} of ${df.shape[0]}`);
const dfd = gt.loadDanfo();
const runFacts = gt.toDataFrame([{ run_id: String(df.column("run_id").values[0]), source: "sample log" }]);
const joined = dfd.merge({ left: df, right: runFacts, on: ["run_id"], how: "left" });
gt.showTable(gt.toRows(joined.loc({ columns: ["run_id", "source", "trial_id", "condition", "correct"] }).head(3)), gt.captionFor("Records joined with a table of run facts", logs.phantom));

// %% [markdown]
// ## One measure with its interval
// Private accuracy: the share of agents whose decision in the *private* condition equals the
// scenario's gold decision, with a Wilson 95% interval. Every measure in groupthink is a value,
// the `n` it rests on and an interval (null when there is nothing to measure); an unparseable
// decision counts as wrong. With n = 24 decisions the interval is wide.

// %%
const acc = gt.labelAccuracy(logs.phantom, { condition: "private" });
gt.showTable([gt.measureRow(acc)], gt.captionFor("Private accuracy of the sample log", logs.phantom));

// %% [markdown]
// ## One figure
// How often each decision was given in each belief-context condition, with unparsed replies in red.
// The scenarios differ in their gold decision and phantom target, so this pooled count shows the
// spread of answers, not the pull toward the phantom; that is measured per scenario in
// `01-phantom-consensus` (PIFR, CRFR, P-CRFR).

// %%
const fig = gt.labelCountsFigure(logs.phantom, { label: "decision", by: "condition", title: "Decisions by condition" });
await gt.show(gt.labelSimulated(fig, gt.simulatedNote(logs.phantom) !== null));

// %% [markdown]
// ## The same from the command line
// Run these from the project folder (inside the project, `npx groupthink`; after
// `npm install groupthink`, the same). Each prints or writes what its name says:
//
// ```
// npx groupthink validate data/samples/phantom-sample.jsonl
// npx groupthink metrics phantom data/samples/phantom-sample.jsonl --bootstrap 1000 --csv
// npx groupthink export data/samples/phantom-sample.jsonl --format csv --out phantom-sample.csv
// npx groupthink export data/samples/phantom-sample.jsonl --format parquet --out phantom-sample.parquet
// npx groupthink report data/samples/phantom-sample.jsonl --out phantom-report.html
// ```
//
// `export` writes one row per record with nested fields flattened (`usage.prompt_tokens`),
// quoted per RFC 4180, so `pandas.read_csv("phantom-sample.csv")` reads it as written.
// For a run folder made by `groupthink run`, `npx groupthink view RUN_DIR --out view.html`
// writes one page to browse every trial with its requests and replies.
