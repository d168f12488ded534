import { describe, expect, it } from "vitest";
import { panelBootstrapBatch } from "../../../../src/paradigms/panel/measures/bootstrap-batch.js";
import { indexPanelRecords } from "../../../../src/paradigms/panel/measures/panel-index.js";
import { splitPanelRecords } from "../../../../src/paradigms/panel/measures/panel-records.js";
import { panelReport } from "../../../../src/paradigms/panel/measures/panel-report.js";
import { panelSeverityZeroFlips } from "../../../../src/paradigms/panel/measures/severity-zero-flips.js";
import { createRng } from "../../../../src/stats/rng.js";
import { handLog, rec } from "./fixture.js";

// Reviewer D added to the hand log: b1 safe alone at severity 0, stays safe; b2 safe at 5, stays safe;
// b3 unsafe alone (not eligible); b4 safe at 0 but its wrong-peer verdict is unparseable (not a unit).
const extra = [
  rec("D", "b1", "solo", "safe", { severity: 0 }), rec("D", "b1", "wrong_peers", "safe"),
  rec("D", "b2", "solo", "safe", { severity: 5 }), rec("D", "b2", "wrong_peers", "safe"),
  rec("D", "b3", "solo", "unsafe", { severity: 0 }), rec("D", "b3", "wrong_peers", "unsafe"),
  rec("D", "b4", "solo", "safe", { severity: 0 }), rec("D", "b4", "wrong_peers", null),
];

describe("panelSeverityZeroFlips(ix, batch) — paper 002 §3.3, pooled over reviewers", () => {
  it("hand log: A's b1 (solo severity 0) and b2 (2) both flip; B, C have no severities", () => {
    const batch = panelBootstrapBatch(0, createRng(0));
    const s = panelSeverityZeroFlips(indexPanelRecords(splitPanelRecords(handLog()).main), batch);
    batch.run();
    expect(s).toEqual({ zero: { value: 1, n: 1, ci: null }, above: { value: 1, n: 1, ci: null } });
  });
  it("pools A and D: severity 0 → 1 of 2 (A b1 flips, D b1 does not), above 0 → 1 of 2; ineligible units left out", () => {
    const batch = panelBootstrapBatch(500, createRng(0));
    const s = panelSeverityZeroFlips(indexPanelRecords(splitPanelRecords([...handLog(), ...extra]).main), batch);
    batch.run();
    // one item (b1) carries both severity-0 units: every resample gives 1/2
    expect(s.zero).toEqual({ value: 0.5, n: 2, ci: [0.5, 0.5] });
    expect(s.above).toEqual({ value: 0.5, n: 2, ci: [0.5, 0.5] });
    const onlyD = panelBootstrapBatch(0, createRng(0));
    expect(panelSeverityZeroFlips(indexPanelRecords(splitPanelRecords([...handLog(), ...extra]).main), onlyD, ["D"]).zero).toEqual({ value: 0, n: 1, ci: null });
  });
  it("is the report's severity_zero_flips key", () => {
    expect(panelReport([...handLog(), ...extra], { bootstrap: 0, permutations: 0 }).severity_zero_flips.zero).toEqual({ value: 0.5, n: 2, ci: null });
  });
});
