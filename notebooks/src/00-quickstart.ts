// %% [markdown]
// # Quickstart: from a trial log to a measure with its interval
//
// groupthink stores every experiment as JSON Lines, one record per agent decision
// (the contract is `shared/spec/trial-logs.md`). This notebook loads a small sample log,
// shows it as a DataFrame, computes one measure with its 95% interval and draws one figure.
//
// **The sample is simulated**: it was produced by groupthink's simulated agent population
// (profile `typical`), not by a real model.

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
gt.showTable(gt.phantomLogSummary(logs.phantom), "The sample log (simulated)");

// %% [markdown]
// ## The records as a DataFrame
// One row per agent decision: the scenario, the agent, the belief-context condition, the parsed
// decision with the scenario's gold decision and phantom target, and the raw reply as received.
// `toDataFrame` gives a danfo DataFrame for your own exploration; here its first eight rows.

// %%
const df = gt.toDataFrame(logs.phantom);
gt.showTable(gt.toRows(df.head(8)), "First records of the sample log (simulated)");

// %% [markdown]
// ## One measure with its interval
// Private accuracy: the share of agents whose decision in the *private* condition equals the
// scenario's gold decision, with a Wilson 95% interval. Every measure in groupthink is a value,
// the `n` it rests on and an interval (null when there is nothing to measure); an unparseable
// decision counts as wrong. With n = 24 decisions the interval is wide.

// %%
const acc = gt.labelAccuracy(logs.phantom, { condition: "private" });
gt.showTable([gt.measureRow(acc)], "Private accuracy of the sample log (simulated)");

// %% [markdown]
// ## One figure
// How often each decision was given in each belief-context condition, with unparsed replies in red.
// The scenarios differ in their gold decision and phantom target, so this pooled count shows the
// spread of answers, not the pull toward the phantom; that is measured per scenario in
// `01-phantom-consensus` (PIFR, CRFR, P-CRFR).

// %%
await gt.show(gt.labelCountsFigure(logs.phantom, { label: "decision", by: "condition", title: "Decisions by condition (simulated)" }));
