import { describe, expect, it } from "vitest";
import { panelLogSummary } from "../../../../src/paradigms/panel/measures/panel-log-summary.js";
import { panelRunFiles } from "../../../../src/paradigms/panel/measures/panel-log-files.js";
import { panelScreenMessages } from "../../../../src/paradigms/panel/measures/panel-screen-messages.js";
import { handLog } from "./fixture.js";

describe("panelScreenMessages(records, members, conditions, options)", () => {
  it("one panelScreen message per condition, in order, labelled simulated from the records' flags", () => {
    const sim = handLog().map((r) => ({ ...r, simulated: true }));
    const msgs = panelScreenMessages(sim, ["A", "B", "C"], ["silent_peers", "wrong_peers"], { bootstrap: 200 });
    expect(msgs).toHaveLength(2);
    // silent: both benign items −1/3 and both harmful items −1/3 (panel right, a reviewer wrong on each)
    expect(msgs[0]).toMatch(/^silent_peers: the 3-reviewer majority is PROTECTIVE — it flags 0\.0% of 2 benign items \(average reviewer 33\.3%.* \(simulated\)$/);
    // wrong: benign differences 0 and +1/3 (the interval reaches 0): inconclusive on two items
    expect(msgs[1]).toMatch(/^wrong_peers: the 3-reviewer majority is INCONCLUSIVE — it flags 100\.0% of 2 benign items \(average reviewer 83\.3%.* \(simulated\)$/);
    expect(panelScreenMessages(handLog(), ["A", "B", "C"], ["solo"], { bootstrap: 0 })[0]).not.toMatch(/simulated/);
    expect(() => panelScreenMessages(handLog(), ["A"], ["repair_vigilance"])).toThrow(RangeError);
  });
});

describe("panelRunFiles(dataDir, models, smoke)", () => {
  it("one records.jsonl per model, under smoke/ in smoke mode", () => {
    expect(panelRunFiles("d", ["a", "b"])).toEqual(["d/a/records.jsonl", "d/b/records.jsonl"]);
    expect(panelRunFiles("d", ["a"], true)).toEqual(["d/a/smoke/records.jsonl"]);
    expect(panelRunFiles("d", [])).toEqual([]);
  });
});

describe("panelLogSummary(records)", () => {
  it("counts records, reviewers and (dataset, item) pairs", () => {
    const r = (model: string, dataset: string, item_id: string, simulated?: boolean) => ({ model, dataset, item_id, simulated });
    expect(panelLogSummary([r("a", "d", "b1", true), r("b", "d", "b1", true), r("a", "e", "b1", true)])).toEqual({ records: 3, reviewers: 2, items: 2, simulated: true });
    expect(panelLogSummary([r("a", "d", "b1", true), r("a", "d", "b2")]).simulated).toBe(false);
    expect(panelLogSummary([])).toEqual({ records: 0, reviewers: 0, items: 0, simulated: false });
  });
});
