import { describe, expect, it } from "vitest";
import { panelBootstrapBatch } from "../../../../src/paradigms/panel/measures/bootstrap-batch.js";
import { indexPanelRecords } from "../../../../src/paradigms/panel/measures/panel-index.js";
import { splitPanelRecords } from "../../../../src/paradigms/panel/measures/panel-records.js";
import { panelReport } from "../../../../src/paradigms/panel/measures/panel-report.js";
import { panelWordingRise } from "../../../../src/paradigms/panel/measures/wording-rise.js";
import { createRng } from "../../../../src/stats/rng.js";
import { handLog } from "./fixture.js";

// handLog benign false alarms (all benign items with a verdict):
//   silent_peers  A: b1 safe, b2 unsafe → 1/2;  B: b1 unsafe, b2 safe → 1/2;  C: 0/2
//   wrong_peers   A: 2/2;  B: 2/2;  C: b1 unsafe, b2 safe → 1/2
//   paraphrase    A: b1 safe → 0/1
describe("panelWordingRise(sweep, ix, batch) — paper 002 Table 11", () => {
  const run = (B: number) => {
    const { main, sweep } = splitPanelRecords(handLog());
    const batch = panelBootstrapBatch(B, createRng(0));
    const rows = panelWordingRise(sweep, indexPanelRecords(main), batch);
    batch.run();
    return rows;
  };
  it("per reviewer and wording: fa under the wording − fa under silent peers", () => {
    expect(run(0).map((r) => [r.model, r.wording, r.fa.value, r.silent_fa.value, r.rise.value, r.rise.n])).toEqual([
      ["A", "original", 1, 0.5, 0.5, 4],
      ["A", "paraphrase", 0, 0.5, -0.5, 3],
      ["B", "original", 1, 0.5, 0.5, 4],
      ["C", "original", 0.5, 0, 0.5, 4],
    ]);
  });
  it("joint item bootstrap of A's paraphrase rise over {b1, b2}: (b1,b1) → 0, (b1,b2) → −0.5, (b2,b2) dropped", () => {
    expect(run(2000)[1].rise.ci).toEqual([-0.5, 0]);
  });
  it("is the report's wording_rise key", () => {
    expect(panelReport(handLog(), { bootstrap: 0, permutations: 0 }).wording_rise.map((r) => r.rise.value)).toEqual([0.5, -0.5, 0.5, 0.5]);
  });
});
