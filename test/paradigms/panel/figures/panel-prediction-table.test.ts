import { describe, expect, it } from "vitest";
import { panelReport } from "../../../../src/paradigms/panel/measures/panel-report.js";
import { panelPredictionTable } from "../../../../src/paradigms/panel/figures/panel-prediction-table.js";
import { handLog } from "../measures/fixture.js";

describe("panelPredictionTable(doc, records, paper)", () => {
  it("average reviewer, observed panel and prediction per condition (hand log)", () => {
    const log = handLog();
    const t = panelPredictionTable(panelReport(log, { bootstrap: 0 }), log, { silent_peers: "p" });
    const silent = t.find((r) => r.condition === "silent_peers");
    const wrong = t.find((r) => r.condition === "wrong_peers");
    // silent peers: benign FA A 1/2, B 1/2, C 0 → average 1/3; no benign item reaches 2 of 3 flags
    expect(silent?.avg_reviewer_fa).toBeCloseTo(1 / 3, 15);
    expect(silent?.panel_fa).toBe(0);
    expect(silent?.panel_miss).toBe(0);
    expect(silent?.excluded).toBe(0);
    expect(silent?.paper_fa).toBe("p");
    // wrong peers: A 1, B 1, C 1/2 → 5/6; both benign items flagged by a majority
    expect(wrong?.avg_reviewer_fa).toBeCloseTo(5 / 6, 15);
    expect(wrong?.panel_fa).toBe(1);
    expect(wrong?.panel_miss).toBe(0.5);
    expect(wrong?.paper_fa).toBe("not given");
    expect(Object.keys(wrong ?? {})).toEqual(["condition", "avg_reviewer_fa", "panel_fa", "predicted_fa", "subpanel_fa", "panel_miss", "predicted_miss", "excluded", "paper_fa"]);
  });
});
