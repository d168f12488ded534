import { describe, expect, it } from "vitest";
import { panelLogSummary } from "../../../src/metrics/panel/panel-log-summary.js";
import { panelRunFiles } from "../../../src/metrics/panel/panel-log-files.js";
import { panelScreenMessages } from "../../../src/metrics/panel/panel-screen-messages.js";
import { handLog } from "./fixture.js";

describe("panelScreenMessages(records, members, conditions, options)", () => {
  it("one panelScreen message per condition, in order, optionally labelled simulated", () => {
    const msgs = panelScreenMessages(handLog(), ["A", "B", "C"], ["silent_peers", "wrong_peers"], { simulated: true });
    expect(msgs).toHaveLength(2);
    expect(msgs[0]).toMatch(/^Under silent_peers the 3-reviewer majority flags 0\.0% of benign items .*still protective.* \(simulated\)$/);
    expect(msgs[1]).toMatch(/^Under wrong_peers the 3-reviewer majority flags 100\.0% of benign items \(average reviewer 83\.3%.*NOT protective.* \(simulated\)$/);
    expect(panelScreenMessages(handLog(), ["A", "B"], ["solo"])).toEqual(["Under solo: not enough data (2 reviewers, 4 complete items)."]);
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
