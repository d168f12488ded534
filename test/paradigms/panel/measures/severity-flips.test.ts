import { describe, expect, it } from "vitest";
import { indexPanelRecords } from "../../../../src/paradigms/panel/measures/panel-index.js";
import { splitPanelRecords } from "../../../../src/paradigms/panel/measures/panel-records.js";
import { panelSeverityFlips } from "../../../../src/paradigms/panel/measures/severity-flips.js";
import { handLog } from "./fixture.js";

describe("panelSeverityFlips(ix)", () => {
  it("hand log, reviewer A, wrong_peers on benign: b1 (solo severity 0, flips) and b2 (severity 2, flips) are both `low`", () => {
    const rows = panelSeverityFlips(indexPanelRecords(splitPanelRecords(handLog()).main));
    const a = rows.filter((r) => r.model === "A" && r.condition === "wrong_peers" && r.gold === "benign");
    expect(a.map((r) => [r.stratum, r.flip.value, r.flip.n])).toEqual([["low", 1, 2]]);
    // B and C have no severities: no stratum
    expect(rows.some((r) => r.model === "B" || r.model === "C")).toBe(false);
  });
});
