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
// `loadLogs` streams the file, checks every record against the contract and groups records by protocol.

// %%
const logs = await gt.loadLogs([gt.projectPath("data/samples/phantom-sample.jsonl")]);
console.log(`${logs.phantom.length} phantom records, simulated: ${logs.phantom.every((r) => r.simulated === true)}`);

// %% [markdown]
// ## The records as a DataFrame

// %%
const df = gt.toDataFrame(logs.phantom);
console.log(df.shape);
gt.showTable(gt.toRows(df.head(8)), "First records of the sample log (simulated)");

// %% [markdown]
// ## One measure with its interval
// Private accuracy: the share of agents whose decision in the *private* condition equals the
// scenario's gold decision, with a Wilson 95% interval.

// %%
const acc = gt.labelAccuracy(logs.phantom, { condition: "private" });
gt.showTable([{ measure: "private accuracy (simulated)", ...gt.measureRow(acc) }], "Private accuracy");

// %% [markdown]
// ## One figure
// Decisions by belief-context condition: the public conditions pull decisions toward the phantom target.

// %%
await gt.show(gt.labelCountsFigure(logs.phantom, { label: "decision", by: "condition", title: "Decisions by condition (simulated)" }));
