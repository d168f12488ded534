import { describe, expect, it } from "vitest";
import { PANEL_CELL, indexPanelRecords, panelConditionsPresent, panelRecordAt, panelVerdictCode } from "../../../../src/paradigms/panel/measures/panel-index.js";
import { panelNaturalKey, splitPanelRecords } from "../../../../src/paradigms/panel/measures/panel-records.js";
import type { PanelRecord } from "../../../../src/paradigms/panel/kind.js";
import { handLog, rec } from "./fixture.js";

describe("indexPanelRecords(main)", () => {
  const ix = indexPanelRecords(splitPanelRecords(handLog()).main);
  it("sorts models and items and codes verdicts (absent −2, null −1, safe 0, unsafe 1)", () => {
    expect(ix.models).toEqual(["A", "B", "C"]);
    expect(ix.items.map((i) => i.item_id)).toEqual(["b1", "b2", "h1", "h2"]);
    expect([...ix.harmful]).toEqual([0, 0, 1, 1]);
    const b = ix.modelOf("B")!;
    expect(panelVerdictCode(ix, b, "authority", 2)).toBe(PANEL_CELL.absent);
    expect(panelVerdictCode(ix, 0, "solo", ix.itemOf("d", "b1")!)).toBe(PANEL_CELL.safe);
    expect(panelRecordAt(ix, 0, "solo", 0)?.model).toBe("A");
    expect(panelConditionsPresent(ix, b)).toEqual(["solo", "silent_peers", "wrong_peers", "right_peers"]);
    expect(panelConditionsPresent(ix)).toContain("authority");
  });
  it("rejects round-3 records", () => {
    expect(() => indexPanelRecords([rec("A", "b1", "repair_vigilance", "safe")])).toThrow(RangeError);
  });
});

describe("splitPanelRecords(records) with integer keys", () => {
  it("keeps the last record of each natural key in first-occurrence order, also for keys outside the vocabulary", () => {
    const a = rec("A", "b1", "solo", "safe");
    const odd = { ...rec("A", "b1", "wrong_peers", "unsafe"), round: 1 } as PanelRecord; // inconsistent round: string-key path
    const recs = [a, rec("A", "b2", "solo", "safe"), odd, { ...a, trial_id: "x", verdict: "unsafe" } as PanelRecord, { ...odd, trial_id: "y", verdict: "safe" } as PanelRecord];
    const s = splitPanelRecords(recs);
    expect(s.main.map((r) => r.trial_id)).toEqual(["x", recs[1].trial_id, "y"]);
    // the same routing as a plain Map over panelNaturalKey
    const plain = new Map<string, PanelRecord>();
    for (const r of recs) plain.set(panelNaturalKey(r), r);
    expect(s.main).toEqual([...plain.values()]);
  });
  it("separates wordings, k and after in the key", () => {
    const base = rec("A", "b1", "wrong_peers", "unsafe");
    const s = splitPanelRecords([base, { ...base, wording: "tally" }, { ...base, k_asserting: 0 }, { ...base, k_asserting: 6 }, { ...base, wording: "original" }] as PanelRecord[]);
    expect(s.main).toHaveLength(1);
    expect(s.sweep).toHaveLength(3);
  });
});
